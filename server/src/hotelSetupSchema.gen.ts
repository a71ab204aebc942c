// Generated from openapi.yaml (components/schemas/HotelSetup) by scripts/hotel-setup-schema.mjs. Do not edit.
/** The JSON schema of a hotel file (docs/hotel-file.md). */
export const hotelSetupSchema = {
  $id: 'hotel-setup',
  $ref: '#/$defs/HotelSetup',
  $defs: {
    HotelSetup: {
      type: 'object',
      description:
        "A hotel's whole setup, as `npm run hotel -- export` writes it: settings, pages, catalogue, coupons, travel spots, and images by reference (a path or URL). Nothing of guests, stays, orders or staff. Importing it makes the hotel exactly this: what the file leaves out is removed (an ordered product is kept, hidden from the catalogue). An optional field left out is empty.",
      additionalProperties: false,
      required: ['hotel'],
      properties: {
        hotel: {
          $ref: '#/$defs/HotelSetupHotel',
        },
        plugins: {
          $ref: '#/$defs/HotelSetupPlugins',
        },
        icons: {
          $ref: '#/$defs/HotelSetupIcons',
        },
        payments: {
          $ref: '#/$defs/HotelSetupPayments',
        },
        pages: {
          $ref: '#/$defs/HotelSetupPages',
        },
        checkinFields: {
          type: 'array',
          description: 'The guidance (custom check-in) fields, in the order the guest sees them.',
          maxItems: 100,
          items: {
            $ref: '#/$defs/HotelSetupCheckinField',
          },
        },
        assets: {
          type: 'array',
          maxItems: 100,
          items: {
            $ref: '#/$defs/HotelSetupAsset',
          },
        },
        catalogue: {
          $ref: '#/$defs/HotelSetupCatalogue',
        },
        coupons: {
          type: 'array',
          description: 'In the order the guest sees them; a coupon is known by its title.',
          maxItems: 500,
          items: {
            $ref: '#/$defs/HotelSetupCoupon',
          },
        },
        spots: {
          type: 'array',
          description: "The travel guide's spots, in their order; a spot is known by its placeId.",
          maxItems: 1000,
          items: {
            $ref: '#/$defs/HotelSetupSpot',
          },
        },
      },
    },
    HotelSetupHotel: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name', 'nameLatin', 'timeZone', 'checkinWindow'],
      properties: {
        id: {
          $ref: '#/$defs/HotelIdValue',
        },
        name: {
          type: 'string',
          description: 'The name in Japanese.',
          minLength: 1,
          maxLength: 200,
        },
        nameLatin: {
          type: 'string',
          description: 'The name in Latin script, shown in the other languages.',
          minLength: 1,
          maxLength: 200,
        },
        address: {
          type: 'string',
          maxLength: 500,
        },
        addressLatin: {
          type: 'string',
          maxLength: 500,
        },
        telephone: {
          type: 'string',
          pattern: '^[0-9+() -]{1,30}$',
        },
        timeZone: {
          type: 'string',
          description: 'An IANA time zone, e.g. Asia/Tokyo.',
          minLength: 1,
          maxLength: 64,
        },
        checkinWindow: {
          $ref: '#/$defs/HotelSetupTimeRange',
        },
        frontDeskHours: {
          $ref: '#/$defs/HotelSetupTimeRange',
        },
        adminEmail: {
          $ref: '#/$defs/Email',
        },
        walletPassHost: {
          $ref: '#/$defs/HotelSetupUrl',
        },
        invoice: {
          type: 'object',
          description: 'Without it, receipts are plain receipts.',
          additionalProperties: false,
          required: ['registrationNumber'],
          properties: {
            registrationNumber: {
              type: 'string',
              description: 'The qualified invoice registration number, T and 13 digits.',
              pattern: '^T[0-9]{13}$',
            },
            issuerName: {
              type: 'string',
              description: "The registered business issuing the invoices; the hotel's name when left out.",
              minLength: 1,
              maxLength: 200,
            },
          },
        },
        images: {
          type: 'object',
          additionalProperties: false,
          properties: {
            hero: {
              $ref: '#/$defs/HotelSetupReference',
            },
            logo: {
              $ref: '#/$defs/HotelSetupReference',
            },
            recommend: {
              $ref: '#/$defs/HotelSetupReference',
            },
            food: {
              $ref: '#/$defs/HotelSetupReference',
            },
            play: {
              $ref: '#/$defs/HotelSetupReference',
            },
            shopping: {
              $ref: '#/$defs/HotelSetupReference',
            },
          },
        },
        recommendLink: {
          $ref: '#/$defs/HotelSetupUrl',
        },
        tourBooking: {
          type: 'object',
          description: "The travel guide's tour-booking widget (its script and its data).",
          additionalProperties: false,
          required: ['script', 'dataSrc'],
          properties: {
            script: {
              $ref: '#/$defs/HotelSetupReference',
            },
            dataSrc: {
              $ref: '#/$defs/HotelSetupReference',
            },
          },
        },
      },
    },
    HotelIdValue: {
      type: 'string',
      description: 'A hotel id (same format as the `hotelId` query parameter).',
      pattern: '^[A-Za-z0-9_-]{1,64}$',
    },
    HotelSetupTimeRange: {
      type: 'object',
      description: 'From `start` to `end` (HH:mm); an end before the start is the next morning.',
      additionalProperties: false,
      required: ['start', 'end'],
      properties: {
        start: {
          $ref: '#/$defs/TimeOfDay',
        },
        end: {
          $ref: '#/$defs/TimeOfDay',
        },
      },
    },
    TimeOfDay: {
      type: 'string',
      description: 'HH:mm (24-hour).',
      pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
    },
    Email: {
      type: 'string',
      format: 'email',
      maxLength: 254,
    },
    HotelSetupUrl: {
      type: 'string',
      pattern: '^https?://[^\\s]+$',
      maxLength: 2000,
    },
    HotelSetupReference: {
      type: 'string',
      description:
        "A file by reference (an image, the tour widget's script): a path on this server (`/images/...`) or an http(s) URL; never its bytes.",
      pattern: '^(/[^\\s]*|https?://[^\\s]+)$',
      maxLength: 2000,
    },
    HotelSetupPlugins: {
      type: 'object',
      description: 'Each plugin code set, on (true) or off (false); a code left out is not set.',
      additionalProperties: false,
      properties: {
        PA: {
          type: 'boolean',
        },
        TL: {
          type: 'boolean',
        },
        TM: {
          type: 'boolean',
        },
        NP: {
          type: 'boolean',
        },
        CN: {
          type: 'boolean',
        },
        RK: {
          type: 'boolean',
        },
        CC: {
          type: 'boolean',
        },
        KSK: {
          type: 'boolean',
        },
        TKT: {
          type: 'boolean',
        },
        BR: {
          type: 'boolean',
        },
        GUE: {
          type: 'boolean',
        },
        CU: {
          type: 'boolean',
        },
      },
    },
    HotelSetupIcons: {
      type: 'object',
      description: 'The buttons home displays.',
      additionalProperties: false,
      required: ['checkin', 'checkout', 'hotelGuide', 'aroundSpot', 'mobileRequest', 'frontTelephone', 'wifi'],
      properties: {
        checkin: {
          type: 'boolean',
        },
        checkout: {
          type: 'boolean',
        },
        hotelGuide: {
          type: 'boolean',
        },
        aroundSpot: {
          type: 'boolean',
        },
        mobileRequest: {
          type: 'boolean',
        },
        frontTelephone: {
          type: 'boolean',
        },
        wifi: {
          type: 'boolean',
        },
      },
    },
    HotelSetupPayments: {
      type: 'object',
      description: 'Payment at check-in, at check-out and for requests.',
      additionalProperties: false,
      properties: {
        checkin: {
          $ref: '#/$defs/HotelSetupPayment',
        },
        checkout: {
          $ref: '#/$defs/HotelSetupPayment',
        },
        mobileRequest: {
          $ref: '#/$defs/HotelSetupPayment',
        },
      },
    },
    HotelSetupPayment: {
      type: 'object',
      additionalProperties: false,
      properties: {
        enabled: {
          type: 'boolean',
        },
        frontDesk: {
          type: 'boolean',
          description: 'Paying at the front desk (DIRECT).',
        },
        creditCard: {
          type: 'boolean',
        },
      },
    },
    HotelSetupPages: {
      type: 'object',
      description: 'The information pages; a page left out does not exist.',
      additionalProperties: false,
      properties: {
        wifi: {
          $ref: '#/$defs/HotelSetupPage',
        },
        notices: {
          $ref: '#/$defs/HotelSetupPage',
        },
        floorGuide: {
          $ref: '#/$defs/HotelSetupPage',
        },
        terms: {
          $ref: '#/$defs/HotelSetupPage',
        },
        meals: {
          $ref: '#/$defs/HotelSetupPage',
        },
        bath: {
          $ref: '#/$defs/HotelSetupPage',
        },
        equipment: {
          $ref: '#/$defs/HotelSetupPage',
        },
        checkinCheckout: {
          $ref: '#/$defs/HotelSetupPage',
        },
        access: {
          $ref: '#/$defs/HotelSetupPage',
        },
      },
    },
    HotelSetupPage: {
      type: 'object',
      additionalProperties: false,
      required: ['visible'],
      properties: {
        visible: {
          type: 'boolean',
          description: 'Whether the page is in the menu.',
        },
        content: {
          $ref: '#/$defs/HotelSetupHtml',
        },
      },
    },
    HotelSetupHtml: {
      type: 'object',
      description: "HTML in the four languages (the information pages' allowlist applies when shown); each optional.",
      additionalProperties: false,
      properties: {
        ja: {
          type: 'string',
        },
        en: {
          type: 'string',
        },
        zh: {
          type: 'string',
        },
        ko: {
          type: 'string',
        },
      },
    },
    HotelSetupCheckinField: {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'title'],
      properties: {
        type: {
          type: 'string',
          enum: ['selectBox', 'textArea', 'none'],
          description: 'none shows its title and content only.',
        },
        title: {
          $ref: '#/$defs/HotelSetupText',
        },
        content: {
          $ref: '#/$defs/HotelSetupHtml',
        },
        options: {
          type: 'object',
          description: "A selectBox's options in each language (ja required).",
          additionalProperties: false,
          required: ['ja'],
          properties: {
            ja: {
              type: 'array',
              minItems: 1,
              items: {
                type: 'string',
                minLength: 1,
              },
            },
            en: {
              type: 'array',
              items: {
                type: 'string',
              },
            },
            zh: {
              type: 'array',
              items: {
                type: 'string',
              },
            },
            ko: {
              type: 'array',
              items: {
                type: 'string',
              },
            },
          },
        },
        required: {
          type: 'boolean',
        },
      },
    },
    HotelSetupText: {
      type: 'object',
      description: 'A text in the four languages; ja is required, the others fall back to it.',
      additionalProperties: false,
      required: ['ja'],
      properties: {
        ja: {
          type: 'string',
          minLength: 1,
        },
        en: {
          type: 'string',
        },
        zh: {
          type: 'string',
        },
        ko: {
          type: 'string',
        },
      },
    },
    HotelSetupAsset: {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'name', 'url'],
      properties: {
        type: {
          type: 'string',
          enum: ['checkin', 'checkout', 'request'],
        },
        name: {
          type: 'string',
          minLength: 1,
        },
        url: {
          $ref: '#/$defs/HotelSetupReference',
        },
      },
    },
    HotelSetupCatalogue: {
      type: 'object',
      description: 'The request catalogue; a category or tag is known by its Japanese name, a product too.',
      additionalProperties: false,
      properties: {
        categories: {
          type: 'array',
          maxItems: 200,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['name'],
            properties: {
              name: {
                $ref: '#/$defs/HotelSetupText',
              },
            },
          },
        },
        tags: {
          type: 'array',
          maxItems: 200,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['name'],
            properties: {
              name: {
                $ref: '#/$defs/HotelSetupText',
              },
            },
          },
        },
        products: {
          type: 'array',
          maxItems: 2000,
          items: {
            $ref: '#/$defs/HotelSetupProduct',
          },
        },
      },
    },
    HotelSetupProduct: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'price', 'taxRate', 'stock'],
      properties: {
        name: {
          $ref: '#/$defs/HotelSetupText',
        },
        category: {
          type: 'string',
          description: "The Japanese name of one of the catalogue's categories.",
        },
        tags: {
          type: 'array',
          description: "Japanese names of the catalogue's tags.",
          items: {
            type: 'string',
          },
        },
        description: {
          $ref: '#/$defs/HotelSetupHtml',
        },
        price: {
          type: 'integer',
          description: 'Yen, tax included.',
          minimum: 0,
          maximum: 10000000,
        },
        taxRate: {
          type: 'integer',
          enum: [0, 8, 10],
        },
        stock: {
          type: 'integer',
          minimum: 0,
          maximum: 1000000,
        },
        image: {
          $ref: '#/$defs/HotelSetupReference',
        },
        saleHours: {
          $ref: '#/$defs/HotelSetupTimeRange',
        },
        salesSubjectId: {
          $ref: '#/$defs/CatalogueId',
        },
      },
    },
    CatalogueId: {
      type: 'integer',
      description: 'Id of a catalogue item (asset, product, tag, category, coupon, sales subject).',
      minimum: 1,
      maximum: 2147483647,
    },
    HotelSetupCoupon: {
      type: 'object',
      additionalProperties: false,
      required: ['title'],
      properties: {
        title: {
          type: 'string',
          minLength: 1,
          maxLength: 200,
        },
        titleLatin: {
          type: 'string',
        },
        venue: {
          type: 'string',
        },
        venueLatin: {
          type: 'string',
        },
        description: {
          type: 'string',
        },
        descriptionLatin: {
          type: 'string',
        },
        image: {
          $ref: '#/$defs/HotelSetupReference',
        },
        url: {
          $ref: '#/$defs/HotelSetupUrl',
        },
        validFrom: {
          type: 'string',
          format: 'date-time',
          description: 'Open when left out.',
        },
        validTo: {
          type: 'string',
          format: 'date-time',
          description: 'Open when left out.',
        },
      },
    },
    HotelSetupSpot: {
      type: 'object',
      additionalProperties: false,
      required: ['placeId', 'category', 'name', 'lat', 'lng'],
      properties: {
        placeId: {
          type: 'string',
          minLength: 1,
          maxLength: 200,
        },
        category: {
          type: 'integer',
          enum: [0, 1, 2, 3],
          description: '1 food, 2 activity, 3 shopping.',
        },
        type: {
          type: 'string',
          description: 'The place type the app translates (restaurant, temple, ...).',
        },
        name: {
          $ref: '#/$defs/HotelSetupText',
        },
        photo: {
          type: 'string',
          description:
            "A photo reference of the travel guide's photo service (getPlacePhoto's photoReference, so the same pattern): the maps service's, or the name of a demo photo.",
          minLength: 1,
          maxLength: 1024,
          pattern: '^[A-Za-z0-9_-]+$',
        },
        lat: {
          type: 'number',
          minimum: -90,
          maximum: 90,
        },
        lng: {
          type: 'number',
          minimum: -180,
          maximum: 180,
        },
        telephone: {
          type: 'string',
        },
        website: {
          $ref: '#/$defs/HotelSetupUrl',
        },
        address: {
          type: 'string',
        },
        comment: {
          $ref: '#/$defs/HotelSetupHtml',
        },
        hours: {
          type: 'array',
          items: {
            $ref: '#/$defs/BusinessHour',
          },
        },
      },
    },
    BusinessHour: {
      type: 'object',
      required: ['day', 'startTime', 'endTime'],
      properties: {
        day: {
          type: 'integer',
          minimum: 0,
          maximum: 6,
          description: '0 Sunday ... 6 Saturday.',
        },
        startTime: {
          $ref: '#/$defs/TimeOfDay',
        },
        endTime: {
          $ref: '#/$defs/TimeOfDay',
        },
      },
    },
  },
};
