// Generated from openapi.yaml by scripts/server-types.mjs (openapi-typescript). Do not edit.
export interface paths {
  '/api/hotel-guide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Hotel guide data with plugins
     * @description Spec doc 1 §7 "GET hotel-guide ?hotelId" and doc 2 §7 getHotelGuide. Everything the shell and
     *     the home screen need about one hotel: plugins, basic info (names, phone, front hours, check-in
     *     window, images, tour-booking widget), access info and the additional information pages.
     *     A failure sends the SPA to /404.
     */
    get: operations['getHotelGuide'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/icon-display': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Displayed home icons of a hotel
     * @description Spec doc 1 §7 "GET icon-display ?hotelId returns icon_display". The SPA reads
     *     `icon_display[0]`; an empty array means the hotel has no setting (all icons shown).
     */
    get: operations['getIconDisplay'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/web-manifest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The web app manifest of a hotel
     * @description Designed here (issue 25, "Add to Home Screen"): the hotel's app as an installable web app.
     *     The SPA's page links it for the hotel and language it shows (server/src/web/spaPage.ts).
     *     `name` is the hotel's name in the page's script (Japanese in ja, Latin otherwise, as the
     *     header shows it); `short_name` is a form a home-screen label shows whole; `start_url` is
     *     the hotel's home in that language. Public data: cacheable for a few minutes.
     */
    get: operations['getWebManifest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/guest/assets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Guest-app assets of a hotel
     * @description Spec doc 1 §7 "GET guest/assets ?hotelId" and doc 2 §7 getHotelAsset. Consulted when the
     *     hotel has the GUE plugin: an asset of format type `request` sends the browser to the separate
     *     guest app. The SPA treats any error as an empty list.
     */
    get: operations['getHotelAsset'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/facility-additional-info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Facility access info and additional pages
     * @description Spec doc 1 §7 "GET facility-additional-info ?hotelId" and doc 2 §7 getFacilityInfo. The same
     *     `facilityAccessInfo` and `facilityAdditionalPageInfo` as in the hotel guide, for the
     *     information pages (page index 3 Wi-Fi, 4 notices, 5 floor, 6 terms of use, 7 meal, 8 bath,
     *     9 equipment, 10 check-in/out).
     */
    get: operations['getFacilityInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/plugin-enabled': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether a plugin is enabled for a hotel
     * @description Spec doc 2 §7 isEnabledPlugin (payload pluginCode; response "not shown", designed here as
     *     `{isEnabled}`). Used e.g. for the custom check-in fields plugin (CC) in the check-in flow.
     *     A plugin the hotel does not have gives `isEnabled: false`, not 404.
     */
    get: operations['isEnabledPlugin'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/check-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Classify an email before sign-in
     * @description Spec doc 1 §7 "POST /auth/check-email {email} returns status" (§4 Email login).
     *     `exists`: sign in with a password; `reset`: a migrated account, a reset mail has been sent
     *     (at most one a minute: a repeat within the minute answers `reset` without another mail)
     *     and the reset modal shows; `new`: register a new account. `hotelId` and `lang` (not in the
     *     spec's payload) put the guest's hotel and language into the reset link, as forgotPassword does.
     */
    post: operations['checkEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with email and password
     * @description Spec doc 1 §7 "POST /auth/login {email,password} returns token and user". A wrong email or
     *     password gives 400 "Wrong email or password." (doc 1 §8). Repeated failures give 429
     *     "Please wait before retrying.".
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/auth0-callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchange a social sign-in ID token
     * @description Spec doc 1 §7 "POST /auth/auth0-callback returns token and user" (the social sign-in
     *     callback on route `/`). The body carries the identity provider's ID token from the URL
     *     fragment; the server verifies it (issuer, audience, signature, expiry) and returns our own
     *     access token. An invalid or expired ID token gives 401 (the SPA then goes to login).
     */
    post: operations['auth0Callback'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register a new account
     * @description Spec doc 1 §7 "POST /auth/register {email,password,language} returns token". The password
     *     needs 8+ characters with a lowercase letter, an uppercase letter and a digit; otherwise 400
     *     with code `invalid_password` and the doc 1 §8 message. An email that already has an account
     *     gives 409. The new profile is incomplete, so the SPA continues to the registration form.
     */
    post: operations['register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out
     * @description Spec doc 1 §7 "POST /auth/logout". Revokes the access token sent. Response "not shown",
     *     designed here as `{status: "ok"}`.
     */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a password reset mail
     * @description Spec doc 1 §7 "POST /auth/forgot-password {email,hotelId,lang}". Sends a reset mail (from the
     *     provider's no-reply address, in `lang`, linking to `/reset-password/{token}` of this hotel)
     *     when the email has an account. The answer is the same for known and unknown emails
     *     (`{status: "ok"}`, designed here: the spec does not show it). The SPA allows a resend every
     *     60 s; the server answers 429 "Please wait before retrying." when asked sooner.
     */
    post: operations['forgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with a reset token
     * @description Spec doc 1 §7 "POST /auth/reset-password {token,email,password,password_confirmation}".
     *     Response "not shown", designed here as `{status: "ok"}`. An unknown, used or expired token
     *     gives 400 (code `invalid_token`); a confirmation that differs gives 400 "Passwords do not
     *     match." (code `password_mismatch`); a weak password gives 400 with code `invalid_password`.
     */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/account-info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in member's profile
     * @description Spec doc 1 §7 "GET me/account-info returns user" and doc 2 §7 getUserInfo. The profile is
     *     complete only when name, birthDate, gender, address and telephone are all present.
     */
    get: operations['getUserInfo'];
    /**
     * Update the member's profile
     * @description Spec doc 1 §7 "PUT me/account-info {profile}" and doc 2 §7 updateUserInfo (the submitted user
     *     object of doc 1 §3). Response "not shown", designed here as the updated `{user}`.
     *     `email`, `picture` and `nameLatin` are echoed from the stored user by the SPA; the server
     *     ignores `email` (the sign-in address is not changed here).
     */
    put: operations['updateUserInfo'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkin-history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The member's check-in history
     * @description Spec doc 1 §7 "GET checkin-history ?userId returns checkinHistorys" (CheckInListView).
     *     `userId` is optional and defaults to the caller; another member's id gives 404.
     *     Newest first.
     */
    get: operations['getCheckinHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkin-history-detail/{checkinId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One check-in of the member, with QR and tickets
     * @description Spec doc 1 §7 "GET checkin-history-detail returns checkinHistory[0]"; doc 2 §7 calls the same
     *     call getUserCheckinDetails (checkinId in the route, checkinCode in the query). The array holds
     *     exactly one entry. A check-in that is not the caller's, or whose code does not match, gives
     *     404.
     */
    get: operations['getCheckinHistoryDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/account-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The member's payments (invoice list)
     * @description Spec doc 1 §7 "GET me/account-payment" and doc 2 §7 getUserPayment (returns userPayment[]).
     *     Newest first; empty list shows "No invoice". Designed here: the caller's successful card
     *     payments (payment orders); declined or pending payments are not invoices.
     */
    get: operations['getUserPayment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payment/usage-detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Invoice details of one payment
     * @description Spec doc 1 §7 "GET payment/usage-detail ?cuicinUserId,orderId" and doc 2 §7 getInvoiceDetails.
     *     `cuicinUserId` (the member's user id at the payment service, i.e. `User.id`) is optional and
     *     defaults to the caller; an order that is not the caller's gives 404. Designed here: an
     *     unknown order, another member's order, an unsuccessful payment and a `cuicinUserId` other
     *     than the caller's all give the same 404 (`invoice_not_found`). The order gets its receipt
     *     number on the first call (the same one backupReceiptPDF prints). `salesList` holds the
     *     folio lines the payment settled, by date.
     */
    get: operations['getInvoiceDetails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payment/receipt-pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The receipt PDF of one of the member's payments
     * @description Designed here (the spec's invoice detail has a receipt block; doc 2 §7 backupReceiptPDF
     *     stores the receipt): the stored receipt PDF of the caller's payment, for download
     *     (`Content-Disposition: attachment`). An unknown order, another member's order and an
     *     order whose receipt has not been stored yet (`InvoiceDetails.receiptPdf` false) all give
     *     404.
     */
    get: operations['getReceiptPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/backup-receipt-pdf-without-auth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Store receipt PDFs for paid items
     * @description Spec doc 2 §7 backupReceiptPDF (POST backup-receipt-pdf-without-auth), called after a card
     *     payment at check-out and after a mobile request order. The server renders and keeps one
     *     receipt per list entry (receipt `provision` is the "for ..." line). Response "not shown",
     *     designed here as `{status: "ok"}`. Unknown check-ins, orders or sales give 404.
     *     Designed here: each entry's `orderId` must be a successful card payment, its `saleIds` lines
     *     that payment settled, its `checkinId` and `reserIds` check-ins and reservations of the
     *     payment's hotel; otherwise 404 (`receipt_order_not_found`) and nothing is stored. The
     *     receipt (領収書: receipt number, date, `guestName` 様, amount tax included, the "但し"
     *     line from `provision`, the tax included per rate, the hotel, the transaction number and the
     *     card) is rendered as a PDF and stored, one per order: a receipt already stored is kept as
     *     it is (same number, same addressee), so a repeated call stores nothing new. The owner
     *     downloads it with getReceiptPdf.
     */
    post: operations['backupReceiptPDF'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payment-setting-by-hotel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Payment settings of a hotel
     * @description Spec doc 1 §7 "GET payment-setting-by-hotel ?hotelId" and doc 2 §7 getPaymentSetting: for each
     *     payment time (CHECKIN, CHECKOUT, MOBILE_REQUEST) whether it is enabled and which methods
     *     (DIRECT = pay at the front desk, CREDIT_CARD) are enabled. Empty when the hotel has no
     *     setting.
     */
    get: operations['getPaymentSetting'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payment/cuicin-user-card': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The member's saved credit card
     * @description Spec doc 1 §7 "GET payment/cuicin-user-card ?params returns accountInfo" and doc 2 §7
     *     getCreditCard. `accountInfo` is null when no card is saved. `cuicinUserId` is optional and
     *     defaults to the caller; another member's id gives 404.
     */
    get: operations['getCreditCard'];
    put?: never;
    /**
     * Save a tokenised credit card
     * @description Spec doc 2 §7 addCreditCard, in its two-step form (doc 1 §7 "Card add", doc 2 §7 notes): the
     *     SPA first sends the card data to the card tokenisation service (`createCardToken` in
     *     `card-token-api.yaml`), then posts the returned token here. A saved card replaces the
     *     previous one. A card the payment service refuses is an answer, not an error: 200 with
     *     `processResult: failure`, `status` saying why (rejected: the catalogue's "Cannot register
     *     credit card. Please check it again."; expired: "Credit card has expired. Please enter it
     *     again.", which clients show in their language) and `errorMessage`, the card service's own
     *     reason when it gave one (spec doc 2 §8: shown instead of the catalogue's message), else
     *     null. `cuicinUserId` must be the caller's id (else 404).
     */
    post: operations['addCreditCard'];
    /**
     * Delete the member's saved credit card
     * @description Spec doc 1 §7 "DELETE payment/cuicin-user-card ?params" and doc 2 §7 deleteCreditCard (payload
     *     cardId). Response "not shown", designed here as `{status: "ok"}`. A card that is not the
     *     caller's gives 404.
     */
    delete: operations['deleteCreditCard'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payment/credit-card-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pay reservations or check-ins by saved card (check-out or online check-in)
     * @description Spec doc 2 §7 creditCardPay (POST payment/credit-card-payment), check-out step 3 and the
     *     card payment of the online check-in. Charges the member's saved card `cardId` (another
     *     member's card: 404 `card_not_found`) for the selected reservations (`Reservation.id`) and/or
     *     check-ins of the hotel; check-ins must be the caller's own (else 404 `checkin_not_found`),
     *     at least one of the two lists must be non-empty (else 400 `nothing_selected`).
     *     Login is required ("Login is required for credit card payment"). The amount is the sum of
     *     the selection's unpaid folio lines, the same lines getReservatinsPayments bills; 400
     *     `amount_mismatch` when `paymentAmount` differs; 409 `already_paid` when nothing is left to
     *     pay; 409 `payment_in_progress` ("This bill is already being paid.") while another payment
     *     of the same lines is running. A declined card is an answer, not an error: 200 with
     *     `processResult: failure`, `status: declined` (or `expired`), `orderId: null` and
     *     `errorMessage` "Your payment was declined by your card issuer. Please connect your card
     *     issuer." (or the expired-card message); the lines stay unpaid. A folio line is charged at
     *     most once, whatever the keys and however many requests run at the same time; a retry with
     *     the same Idempotency-Key replays the first answer without charging again.
     */
    post: operations['creditCardPay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payment/checkout-info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record the sales of a check-out payment
     * @description Spec doc 2 §7 postCheckoutInfo (POST payment/checkout-info {orderId, checkinIds} returns
     *     data.saleIds). Designed here: confirms that the check-ins belong to the paid order (its own
     *     check-ins or the check-ins of its reservations) and returns the ids of the folio lines the
     *     order paid, which the SPA passes to backupReceiptPDF; the card payment itself marked those
     *     lines paid, so this records nothing and answers the same when repeated. An unknown or
     *     unsuccessful order, or a check-in not in the order, gives 404.
     */
    post: operations['postCheckoutInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/zipcode-search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Look up an address by Japanese postal code
     * @description Spec doc 1 §7 "GET zipcode-search ?zipcode returns data.results[0] with address1, address2,
     *     address3". The registration form joins the three parts. No match gives an empty `results`
     *     (not 404); the SPA only logs failures.
     */
    get: operations['zipcodeSearch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/around-spot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Spots around the hotel
     * @description Spec doc 1 §7 "GET around-spot ?hotelId,category returns aroundSpots". Category 0 means all,
     *     1 food, 2 activity, 3 shopping (the "popular" tab is the tour-booking widget, not this call).
     */
    get: operations['getAroundSpots'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/around-spot-detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One spot with its business hours
     * @description Spec doc 1 §7 "GET around-spot-detail ?hotelId,placeId,lang returns aroundSpots and
     *     aroundSpotBusinessHour". `aroundSpots` holds the one spot; a place unknown to the hotel
     *     gives 404. `lang` selects the language of `comment` (`typeName` is a key the app translates).
     */
    get: operations['getAroundSpotDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/place-photo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Photo of a spot
     * @description The "maps place photo service by photoReference, maxwidth 1200" of doc 1 §2 (travel guide
     *     detail), proxied so that the maps key stays on the server (demo photos are served locally).
     *     Returns the image bytes, meant for an `<img src>`; unknown reference gives 404.
     */
    get: operations['getPlacePhoto'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkin/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Search reservations for check-in
     * @description Spec doc 2 §7 searchCheckin ("GET and POST forms exist"; only POST here, so that phone
     *     numbers and names stay out of URLs and logs). Search by `reservationTel`, or by
     *     `reservationId`, or by `reservationGivenName` and `reservationFamilyName` together; a body
     *     with none of these gives 400. No match gives 404 "There is no reservation information. Check
     *     it again please." (code `reservation_not_found`). `lang` selects the language of `plan`.
     */
    post: operations['searchCheckin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/custom-checkin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The hotel's custom check-in (guidance) fields
     * @description Spec doc 2 §7 getCustomCheckinFields (custom-checkin, GET, hotelId returns customCheckin).
     *     Used when the CC plugin is enabled; an empty list means no guidance step. `lang` selects the
     *     language of `title`, `content` and `inputValue` (Japanese when the hotel has no translation);
     *     `jpTitle` is always Japanese.
     */
    get: operations['getCustomCheckinFields'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkin-payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Bill of the reservations chosen for check-in
     * @description Spec doc 2 §7 getCheckinPayments (payload reservationIds; returns totalAmount and the
     *     payments summary). Reservations unknown to the hotel give 404.
     */
    get: operations['getCheckinPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkin/set': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register the reservations chosen for check-in
     * @description Spec doc 2 §7 setCheckin (payload reservationIds; response "not shown"). Creates a pending
     *     check-in record for the selected reservations and returns its id, which the SPA keeps as the
     *     draft's `id` and sends as `checkinId` to smartCheckin (designed here). A reservation that is
     *     already checked in gives 409 (code `already_checked_in`).
     */
    post: operations['setCheckin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkin/passports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a foreign guest's passport for the hotel's guest register
     * @description Not in the spec: Japan's Hotel Business Act (issue 24). A guest who is not a Japanese national
     *     and has no address in Japan gives the hotel their nationality, passport number and a photo of the
     *     passport's photo page. The check-in edit screen uploads each such guest's passport here before
     *     confirm; smartCheckin attaches the captures to the check-in's register (`guestRegister`).
     *     The number and the image are stored encrypted and never returned to the guest: the answer holds
     *     the capture's id and the number masked (`******567`). A capture not attached to a check-in within
     *     24 hours is deleted. The image is base64 in `image.data`; decoded it must be a JPEG, PNG or
     *     HEIC file of its `image.type` (else 400 `image_invalid`, "Invalid image") of at most 10 MB
     *     (else 413 `image_too_large`, "File size limit 10Mb."). This operation alone takes a body of up
     *     to 14 MB (`x-body-limit`). `nationality` is an ISO 3166-1 alpha-3 code other than JPN (else 400
     *     `validation_error`). An unknown hotel gives 404 `hotel_not_found`. At most 20 captures per
     *     member and hour (then 429).
     */
    post: operations['createPassportCapture'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkin/smart-checkin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit the online check-in
     * @description Spec doc 2 §7 smartCheckin (POST; response "not shown", designed here as the approved
     *     check-in data `{checkinId, checkinCode, qrJson}` that the accept screen shows). New
     *     check-ins are pending approval (`approvedStatus: 0`). When `paymentType` is `creditCard`
     *     the bill of `reservationIds` is paid first with creditCardPay (the SPA does so, then backs
     *     up the receipt); a bill with anything left to pay gives 402 (code `payment_required`) and
     *     no check-in is created. `userId` must be the caller's id. Creates at most once per
     *     Idempotency-Key. The check-in's guest register (issue 24) is written from `checkin.user`,
     *     `checkin.accompany` and `guestRegister`: a representative of nationality NJP without an address
     *     in Japan (`residesInJapan` false) needs a passport capture for guest 0, else 400
     *     `passport_required`; a capture that is not the caller's, of another hotel, already used or
     *     expired gives 404 `passport_not_found`; a guest number beyond the companions gives 400
     *     `validation_error`. A reservation unknown to the hotel
     *     or whose stay is over gives 404 (code `reservation_not_found`); one already checked in gives
     *     409 (code `already_checked_in`). `checkinId` (from setCheckin) must name the pending
     *     check-in of exactly `reservationIds`, else 404 (code `checkin_not_found`): its ids are small
     *     numbers, the reservations' ids are not.
     *
     *     **Arrival** (`userCheckinTime`, and `checkinTime`, the same instant in the SPA): one rule on
     *     both sides, with the hotel guide's window (`checkinBeginTime`-`checkinEndTime`) and `timeZone`.
     *     Times are whole minutes on the hotel's clock. The hotel's *business day* is its date, except
     *     that while a window that wraps past midnight is still open, the minutes before its end
     *     belong to the day before; the end minute begins the new day (15:00-02:00: 01:59 is still
     *     last night, 02:00 is today). The arrival dates are the business day and the days after it,
     *     `x-arrival-days` (15) in all; a date's arrival times are the window's hourly slots, those
     *     past midnight on the next calendar day. The SPA offers the arrivals still ahead (a 16:00
     *     arrival until 16:00), so the business day is left out once it has none left, and the
     *     first time offered, the default, is the next one. The server accepts an arrival that is not
     *     *past*, its minute not over when the request arrives (a 16:00 arrival until 16:00:59: a
     *     minute's grace for a request on its way), and not later than the window's end on the last
     *     arrival date, else 400 `invalid_date`: an arrival chosen before the business day changed
     *     is still accepted after it while it is not past.
     *     `npm run codegen` carries `x-arrival-days` to both sides as `ARRIVAL_DAYS`
     *     (src/api/contractRules.gen.ts, server/src/contractRules.gen.ts); both sides' tests run one
     *     table of cases (test/contract/arrivalCases.ts).
     */
    post: operations['smartCheckin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkin-approved': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Approval state of a check-in
     * @description Spec doc 2 §7 "checkin-approved (GET)" (payload checkinId; response "not shown", designed here
     *     as the approved check-in data plus `approvedStatus`). A check-in that is not the caller's
     *     gives 404.
     */
    get: operations['getCheckinApproved'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stay-reservation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Reservations staying now, by phone number
     * @description Spec doc 2 §7 getStayReservations (GET stay-reservation ?telephone,hotelId returns
     *     stayReservations). First step of the check-out search; an empty list makes the SPA try
     *     getCheckinsList. Designed here: a stay is a reservation of the hotel booked with this
     *     telephone that the hotel has checked in (front desk or hotel system: reservation status
     *     checked in) and whose dates include the hotel's business date (arrival day to departure day,
     *     the departure day included). Reservations only checked in online are not stays: they are
     *     found by getCheckinsList, where the hotel's approval decides check-out. `checkinId` and
     *     `checkinTime` are those of the online check-in linked to the reservation, if any. An empty
     *     answer counts as a miss: misses are limited per client address (shared with
     *     getCheckinsList), then 429. Unknown hotel gives 404.
     */
    get: operations['getStayReservations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Check-ins by phone number
     * @description Spec doc 2 §7 getCheckinsList (GET checkin ?telephone,hotelId returns checkin). Items with
     *     `approvedStatus` 2 are eligible for check-out. If none is, the SPA shows "Registration
     *     information not found. Please try again.". Designed here: the hotel's submitted online
     *     check-ins (in every approval state, not checked out) whose telephone is this one and whose
     *     stay is now: a linked reservation (not cancelled or checked out) whose dates include the
     *     hotel's business date, or, for a check-in without reservations, a check-in date that has
     *     come. An empty answer counts as a miss, limited per client address like
     *     getStayReservations (429). Unknown hotel gives 404.
     */
    get: operations['getCheckinsList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reservations-payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Bill of the reservations chosen for check-out
     * @description Spec doc 2 §7 getReservatinsPayments (operationId spelt as in the spec; payload
     *     reservationIds; returns totalAmount and the payments summary). Reservations unknown to the
     *     hotel give 404. Designed here: the check-out bill of reservations and/or online check-ins
     *     (`checkinIds`, which need `telephone`; at least one id in all, else 400). Check-in ids are
     *     small numbers, so a check-in counts only when its telephone is the one given; a check-in
     *     whose telephone differs gives the same 404 as a missing one (so do reservations when
     *     `telephone` is given). A check-in's bill is the folio lines of its reservations and the
     *     lines that carry the check-in itself: those carrying only the check-in (e.g. orders during
     *     the stay) are listed under its first reservation, or, for a check-in without reservations,
     *     under an entry of its own (`id` the check-in id, `reservationId` its check-in code,
     *     `nights` 0). `totalAmount` is what creditCardPay charges for the same selection.
     */
    get: operations['getReservatinsPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reservation-review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Review a stay (reservation)
     * @description Spec doc 2 §7 sendReservationReview (PUT reservation-review). One review per reservation;
     *     sending again replaces it. Response "not shown", designed here as `{status: "ok"}`.
     *     Unknown reservation gives 404. Designed here: `telephone` (the phone number of the
     *     check-out search) must be the reservation's; otherwise the same 404 as an unknown one. Only
     *     a stay can be reviewed: a reservation the hotel has checked in (or that is checked out).
     */
    put: operations['sendReservationReview'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkin-review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Review a stay (check-in)
     * @description Spec doc 2 §7 sendReservationReview in its check-in form (PUT checkin-review, payload with
     *     checkinId and guestId), split into its own operation. Sent only when the BR plugin is
     *     enabled. One review per check-in and guest; sending again replaces it. Response "not shown",
     *     designed here as `{status: "ok"}`. Unknown check-in or guest gives 404. Designed here:
     *     `guestId` is the check-in's `CheckinListItem.guestId`, and `telephone` (the phone number of
     *     the check-out search) must be the check-in's; a check-in whose telephone or guest differs
     *     gives the same 404 as a missing one.
     */
    put: operations['sendCheckinReview'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Check out a reservation or a check-in
     * @description Spec doc 2 §7 checkout (PUT checkout). Exactly one of `checkinId` and `reservationId` is
     *     given (400 otherwise); the SPA calls it once per selected item. Checking out an item twice
     *     is harmless (same answer). An item that cannot be checked out (e.g. not approved, or to be
     *     settled at the front desk) gives 409 "Unable to checkout." (code `unable_to_checkout`).
     *     Response "not shown", designed here as `{status: "ok"}`. Designed here: `telephone` (the
     *     phone number of the check-out search) must be the item's; an item whose telephone differs
     *     gives the same 404 as a missing one. A reservation must be a stay (as getStayReservations
     *     finds it), else 404. A check-in must be submitted, approved (`approvedStatus` 2) and staying
     *     now (as getCheckinsList finds it), else 409. Either gives 409 when it is to be settled at
     *     the front desk (`frontSupported`) or its bill (getReservatinsPayments of the item) still has
     *     an amount to pay, or a card payment of it is in progress; for a reservation, lines that
     *     carry only its online check-in (`checkinId`, e.g. orders during the stay) count too, so the
     *     SPA bills a stay with its `checkinId` when it has one. Checking out a check-in checks out
     *     its reservations; a check-in whose reservations are all checked out is checked out with
     *     them.
     */
    put: operations['checkout'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mail/checkout-payment-info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail the check-out payment information to the guest
     * @description Spec doc 2 §7 sendmailCheckoutPaymentInfo (POST; response "not shown", designed here as
     *     `{status: "ok"}`). Sent after a card payment at check-out, which needs login, so this
     *     operation requires it too (so that it cannot relay mail for anonymous callers): the mail
     *     goes to the member's own address and `email` must equal it (else 400 `email_mismatch`).
     *     `receptionNumber` is the id of the caller's successful payment order (else 404
     *     `order_not_found`); the server rebuilds the hotel, the amounts, the lines, the payment
     *     method, the reception date and `usageDetailUrl` from the order and ignores the sent values
     *     (the member's profile name is used when set, else `name`). The mail is in `lang` (default:
     *     the member's language) and never shows a card number. It is sent once per order: a repeat
     *     answers 200 without sending again.
     */
    post: operations['sendmailCheckoutPaymentInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mail/mobile-request-info-for-user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail the mobile request order to the guest
     * @description Spec doc 2 §7 sendmailMobileRequestInfoForUser (payload "order details", response "not
     *     shown"; both designed here). Sent only when the guest is signed in, so it requires login;
     *     the mail goes to the member's own address, in `lang`. It is written from the stored order
     *     (products, quantities, prices, room, payment), never from the request: the request's
     *     `checkinId`, `roomNumber`, `paymentMethod`, `totalAmount` and products (ids and quantities)
     *     must be the order's, and the order must be the member's, else the same 404 as a missing
     *     order (`order_not_found`). Sent once per order: a repeated call answers ok and sends
     *     nothing. Returns `{status: "ok"}`.
     */
    post: operations['sendmailMobileRequestInfoForUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mail/mobile-request-info-for-admin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail the mobile request order to the hotel admin
     * @description Spec doc 2 §7 sendmailMobileRequestInfoForAdmin (payload "order details", response "not
     *     shown"; both designed here). The recipient is the hotel's admin address held by the server,
     *     never taken from the request; the mail is in Japanese and written from the stored order, as
     *     the guest's. The request must match the order as for the guest's mail, else 404
     *     (`order_not_found`); an unknown hotel gives 404. Sent once per order: a repeated call
     *     answers ok and sends nothing (a hotel without an admin address is also answered ok).
     *     Returns `{status: "ok"}`.
     */
    post: operations['sendmailMobileRequestInfoForAdmin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mobile-request/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Products the hotel offers by mobile request
     * @description Spec doc 2 §7 getProductsList (GET mobile-request/products ?hotelId returns products, tags,
     *     categories). `isNowOnSale` is computed at request time on the hotel's clock (its time zone):
     *     no sale hours means all day; a start after the end wraps past midnight (22:00-02:00); equal
     *     start and end mean all day; the start is included, the end excluded. The SPA re-fetches to
     *     re-check sale hours on submit. Only active products with a category and a sales subject are
     *     listed; sold-out ones are listed with `stock: 0`. A hotel without a catalogue answers empty
     *     lists.
     */
    get: operations['getProductsList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mobile-request/checkin-room-number': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Rooms checked in under a phone number
     * @description Spec doc 2 §7 getGuestRoomByTelephone (GET mobile-request/checkin-room-number ?hotelId,
     *     telephone returns checkinAssignRooms). One entry per reservation staying today (`id` its
     *     reservation id, `name` its room types) of an approved online check-in (`checkinId`) made
     *     with this phone, or whose reservation was booked with this phone and checked in at the
     *     front desk. An order needs a check-in, so a stay without an online check-in, or without a
     *     room number, has no entry. No room gives 404 "There is no room information. Check it again
     *     please." (code `room_not_found`); such misses are limited per client address (429).
     */
    get: operations['getGuestRoomByTelephone'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mobile-request/payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pay a mobile request order by saved card
     * @description Spec doc 2 §7 creditCardPayForMobileRequest (POST mobile-request/payment returns
     *     mobileRequestOrderId, processResult). Charges the member's saved card before the order is
     *     created; the returned `mobileRequestOrderId` is then sent to makeRequestOrder with the same
     *     products. Designed here: `products` carries the quantities (`productIds` must list exactly
     *     their ids, else 400 `products_mismatch`) and `telephone` is the phone the room was found by
     *     (a check-in with another phone answers the same 404 as a missing one). Before anything is
     *     charged, in one transaction, every product is checked (a product of the check-in's hotel,
     *     else 404 `product_not_found`; on sale now on the hotel's clock, else 400 "This product is
     *     out of sale time" `out_of_sale_time`; enough in stock, else 400 "Out of stock"
     *     `out_of_stock`), `paymentAmount` must equal the sum of quantity × price (else 400
     *     `amount_mismatch`, the price changed), and the stock is taken for this payment. A declined
     *     card is an answer, not an error: 200 with `processResult: failure`, `status: declined` (or
     *     `expired`), `mobileRequestOrderId: null` and `errorMessage`; its stock is given back.
     *     Charges at most once per Idempotency-Key.
     */
    post: operations['creditCardPayForMobileRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mobile-request/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a mobile request order
     * @description Spec doc 2 §7 makeRequestOrder (POST mobile-request/order; response "not shown", designed
     *     here as the created order's id). `paymentMethod` 0 pay at check-out, 1 credit card (then
     *     `mobileRequestOrderId` from creditCardPayForMobileRequest is required, else 400
     *     `order_required`; it must be a successful payment of this check-in not yet used by an
     *     order, else 404 `order_not_found` or 409 `order_not_paid`, and `products` must be the ones
     *     it paid for, else 400 `products_mismatch`), 2 no payment. `telephone` (designed here, as in
     *     makeSales) is the phone the room was found by: a check-in with another phone, or one not
     *     staying now, answers the same 404 as a missing one (such misses count against the client
     *     address's limit of the room lookup, getGuestRoomByTelephone: 429 once it is reached); `roomNumber` must be one of the
     *     check-in's rooms (else 400 `room_not_found`). For methods 0 and 2 the products are
     *     re-checked in the order's transaction and their stock taken there: products not on sale
     *     give 400 "This product is out of sale time" (code `out_of_sale_time`); too few in stock
     *     give 400 "Out of stock" (code `out_of_stock`); nothing is ordered then. For method 1 both
     *     were checked, and the stock taken, when the card was charged. Works anonymously; a
     *     signed-in member is recorded on the order. Creates at most once per Idempotency-Key.
     */
    post: operations['makeRequestOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sales-manager/sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Record the sales of a mobile request order
     * @description Spec doc 2 §7 makeSales (PUT sales-manager/sales; response "not shown", designed here as the
     *     created sale ids, which the SPA passes to backupReceiptPDF). `paymentMethod` uses the order
     *     payment codes (0 check-out, 1 credit card, 2 none). Unknown check-in, order or sales subject
     *     gives 404. Designed here: the lines are added, all or none, to the folio of a check-in in
     *     stay (submitted; else 404 `checkin_not_found`); lines already on a folio are never changed.
     *     The call is open to guests who are not signed in (ordering needs no account), so it carries
     *     the telephone the guest's room was found by (`telephone`, not in the spec's payload): a
     *     check-in with another telephone answers the same 404 as a missing one, so nobody can add
     *     lines to another guest's bill by guessing check-in ids.
     *     Each line is a product of the check-in's hotel: `salesSubjectId` a product's sales subject
     *     (else 404 `sales_subject_not_found`), `salesSubjectPrice` that product's price and
     *     `salesPaymentPrice` quantity × price (else 400 `price_mismatch`); name and tax rate come
     *     from the product; `salesDate` within a year of the hotel's date (else 400 `invalid_date`). Discounts are the hotel's to record: `isDiscount: true` gives 400
     *     `discount_not_allowed`. Methods 0 and 2 record unpaid lines, billed at check-out; their
     *     `orderId`, when given, must be a request order of that check-in (else 404
     *     `order_not_found`). Method 1 needs `orderId`: the card payment order of that check-in (or a
     *     request order paid by one) at that hotel (else 404 `order_not_found`, 400
     *     `order_required` when missing), successful (else 409 `order_not_paid`); its lines are
     *     recorded as paid by it, up to the amount it charged (else 409 `order_amount_exceeded`).
     *     The lines of a request order are recorded once: when every line names the same request
     *     order (or its card payment) and that order's lines are already recorded, the answer repeats
     *     their ids and nothing is added (a retry after a lost answer bills nothing twice).
     */
    put: operations['makeSales'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/store/coupons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The hotel's coupons
     * @description The coupon list of the home screen (doc 1 §2 home, shown when the CU plugin is on; the spec
     *     names no call for it). Currently valid coupons (validFrom <= now < validTo, a missing bound
     *     is open), in display order. A hotel whose CU plugin is off has none (empty list). `isUsed`
     *     is the signed-in member's state (always false anonymously; an invalid token counts as
     *     anonymous). Unknown hotel gives 404.
     */
    get: operations['getHotelCoupons'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/store/coupons/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One coupon
     * @description Spec doc 2 §7 getHotelCoupon (GET store/coupons/{id}), a coupon of any hotel. `isUsed` is
     *     the signed-in member's state (always false anonymously). A coupon outside its validity is
     *     still shown (an expired one, validTo in the past, or one not valid yet, validFrom in the
     *     future: the screen shows which, and it cannot be used; a link the hotel handed out early
     *     tells the guest when it starts). An unknown coupon or one of a hotel whose CU plugin is off
     *     gives 404.
     */
    get: operations['getHotelCoupon'];
    put?: never;
    /**
     * Mark a coupon as used
     * @description Spec doc 2 §7 takeHotelCoupons (POST store/coupons/{id}; response "not shown", designed here
     *     as the coupon with `isUsed: true`). Sign-in required: a use is remembered per member, once
     *     (an anonymous guest has nothing that identifies them, so anonymous uses could not be
     *     limited). A second use, also a concurrent one, gives 409 (code `coupon_already_used`). A
     *     coupon expired or not valid yet gives 400 (code `coupon_not_valid`); an unknown coupon or
     *     one of a hotel whose CU plugin is off gives 404 (as getHotelCoupon).
     */
    post: operations['takeHotelCoupons'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Hotel staff sign in to the front-desk page
     * @description Not in the spec: the hotel's side of the flows the guest app starts (issue 23). Staff accounts
     *     are created with `npm run hotel -- add-staff` and belong to one hotel; they are not members and
     *     a member's token is not a staff token. A wrong email or password gives 400 "Wrong email or
     *     password."; repeated failures give 429.
     *
     *     Second factor (issue 32): a staff member who has enrolled one (startStaffSecondFactorEnrolment)
     *     must also send `code`, the 6 digits of their authenticator app or one of their recovery codes.
     *     The right password without a code answers 401 `second_factor_required` (the page then asks for
     *     the code); a wrong code answers 400 `wrong_second_factor_code`. Wrong codes count against the
     *     same attempt limit as wrong passwords (429). A recovery code works once. A staff member with no
     *     second factor ignores `code`.
     */
    post: operations['frontDeskLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Hotel staff sign out (the staff token is revoked) */
    post: operations['frontDeskLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in staff member and their hotel */
    get: operations['getFrontDeskStaff'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/second-factor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start enrolling a second factor (TOTP) for the signed-in staff member
     * @description Issue 32: makes a new TOTP secret (RFC 6238: SHA-1, 6 digits, 30 seconds) for the signed-in staff
     *     member and answers it, as text and as an `otpauth://` URI for an authenticator app's QR code. It
     *     takes effect only when confirmed with a code (confirmStaffSecondFactorEnrolment); starting again
     *     replaces an unconfirmed secret. A staff member who already has a second factor gets 409
     *     `second_factor_already_enrolled`.
     */
    post: operations['startStaffSecondFactorEnrolment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/second-factor/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm the second factor with a code; answers the recovery codes, once
     * @description Issue 32: the current 6-digit code of the secret startStaffSecondFactorEnrolment gave puts it in
     *     effect and answers 10 single-use recovery codes, this once (the server keeps them hashed only). A
     *     wrong code answers 400 `wrong_second_factor_code` (and counts against the sign-in's attempt
     *     limit, 429); no enrolment started answers 409 `second_factor_not_started`. Recorded in the audit
     *     log as `staff.secondFactorEnrol` (never the secret or the codes).
     */
    post: operations['confirmStaffSecondFactorEnrolment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/checkins': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Online check-ins of the staff's hotel waiting for approval
     * @description Submitted online check-ins of the staff member's hotel whose approvedStatus is not 2 (approved),
     *     and those approved in the last 5 minutes (approvedStatus 2, with `approvedAt` and, while the
     *     approval can still be undone, `undoUntil`), in the order they were submitted, oldest first. A
     *     just-approved check-in keeps its place until its 5 minutes are over. Another hotel's check-ins
     *     are never listed.
     */
    get: operations['listFrontDeskCheckins'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/checkins/{checkinId}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve an online check-in (approvedStatus 2, eligible for check-out)
     * @description The hotel's approval of a submitted online check-in (spec doc 2 §9: approvedStatus 2), recorded
     *     with its time (`approvedAt`). Approving an approved check-in answers it again unchanged. A
     *     check-in of another hotel, or one not submitted, gives 404 `checkin_not_found`.
     */
    post: operations['approveFrontDeskCheckin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/checkins/{checkinId}/undo-approval': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Undo an approval given by mistake (back to waiting, approvedStatus 0)
     * @description Takes back the hotel's approval of a check-in, which waits for approval again (approvedStatus
     *     0): within 5 minutes of the approval (`undoUntil`; later gives 409 `undo_expired`), and only
     *     while nothing depends on it: once the guest has used the approval (a request order to the room,
     *     a check-out card payment under way or made, the check-out review, or the check-out itself)
     *     it gives 409 `approval_in_use`. Undoing the approval of a check-in that is waiting answers it
     *     unchanged. A check-in of another hotel, or one not submitted, gives 404 `checkin_not_found`.
     */
    post: operations['undoFrontDeskCheckinApproval'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/request-orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Today's mobile request orders of the staff's hotel
     * @description Request orders placed on the hotel's today (its time zone), newest first, delivered or not.
     *     Orders paid by card appear once their payment succeeded.
     */
    get: operations['listFrontDeskRequestOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/request-orders/{orderId}/delivered': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark a request order delivered to its room
     * @description Records when the order was delivered. Marking a delivered order again answers it unchanged.
     *     An order of another hotel gives 404 `order_not_found`.
     */
    post: operations['markFrontDeskOrderDelivered'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/pending-payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Card payments left pending, with the gateway's record of each
     * @description Card payment orders of the staff's hotel still `pending` more than two minutes after they were
     *     created: a process stopped between the charge and its record, or the gateway's answer was lost
     *     (server/src/services/charging.ts). Each carries what the gateway says it did for the order, so
     *     the staff can settle (the card was charged) or release (it was not) it.
     */
    get: operations['listFrontDeskPendingPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/pending-payments/{orderId}/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Settle or release a pending card payment by the gateway's record
     * @description `settle`: the gateway charged the card for this order; the payment is recorded as paid with the
     *     gateway's transaction number and keeps its lines (and a request order's stock). `release`: the
     *     gateway has no charge for the order; the payment is recorded as failed and its lines (and
     *     stock) are released. The gateway is asked again first: an action its record contradicts gives
     *     409 (`gateway_charged` for a release, `gateway_not_charged` for a settle); an order no longer
     *     pending gives 409 `payment_not_pending`; an order of another hotel gives 404 `order_not_found`;
     *     a gateway that cannot say what it did gives 503 `gateway_unavailable` and nothing is written.
     */
    post: operations['resolveFrontDeskPendingPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The hotel's guest register for a range of check-in dates
     * @description Not in the spec: Japan's Hotel Business Act (issue 24). One entry per guest of the submitted
     *     online check-ins of the staff's hotel whose check-in date (on the hotel's clock) lies from
     *     `from` to `to`, both included, oldest first; at most 366 days (else 400 `date_range_invalid`,
     *     as for `from` after `to`). A passport shows here only masked; its number and image are read
     *     with getFrontDeskPassport, which is recorded. Entries are deleted with their check-in, 3 years
     *     after its check-out (3 years after its planned departure date while no check-out is recorded).
     */
    get: operations['listFrontDeskRegister'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/register/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The hotel's guest register for a range of check-in dates, as CSV for Excel
     * @description The entries of listFrontDeskRegister as CSV (RFC 4180, CRLF, UTF-8 with a byte order mark, so
     *     that Excel opens the Japanese text as it is), with the columns the Hotel Business Act names and
     *     the passport numbers in full: 宿泊日, 出発日, チェックインID, 氏名, 住所, 連絡先, 国籍, 旅券番号, 旅券写し.
     *     Cells a spreadsheet would run as a formula (starting with =, +, -, @) are prefixed with '.
     *     Each export is recorded. A passport in the range sealed with a key the server was not given
     *     gives 503 `passport_key_missing` instead of an export without it.
     */
    get: operations['exportFrontDeskRegister'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/register/{entryId}/passport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A register entry's passport number and photo (recorded)
     * @description The decrypted passport of one register entry of the staff's hotel. Every call is recorded with
     *     the staff member and the time. An entry of another hotel, or without a passport, gives 404
     *     `passport_not_found`. A passport sealed with a key the server was not given (a key rotated out
     *     too early, a database restored without its key) gives 503 `passport_key_missing`, with nothing
     *     of the passport, and is not recorded.
     */
    get: operations['getFrontDeskPassport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/staff': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The staff of the manager's hotel, with their roles
     * @description Issue 32: the hotel's staff accounts, managers first, then by name. Managers only
     *     (`x-staff-role: manager`): a front-desk staff member gets 403 `manager_only`.
     */
    get: operations['listHotelStaff'];
    put?: never;
    /**
     * A manager adds a staff account to their hotel
     * @description Issue 32: a new staff account of the manager's hotel with its role and an initial password,
     *     which the manager hands to the new staff member (by the members' rule: at least 8
     *     characters with a lowercase letter, an uppercase letter and a digit, else 400
     *     `invalid_password`). An address that already has a staff account (at any hotel, whatever its
     *     case) gives 409 `email_taken`. Recorded in the audit log (`staff.add`), without the password.
     */
    post: operations['addHotelStaff'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/staff/{staffId}/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * A manager changes the role of one of their hotel's staff
     * @description Issue 32. Another hotel's staff member gives 404 `staff_not_found`, as a missing one does.
     *     Demoting the hotel's last manager (themself) gives 409 `last_manager`. Setting the role a
     *     staff member already has changes nothing; a change is recorded in the audit log
     *     (`staff.changeRole`, before and after).
     */
    put: operations['changeHotelStaffRole'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/staff/{staffId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * A manager removes a staff account of their hotel
     * @description Issue 32: the account and its sign-ins end at once. Another hotel's staff member gives 404
     *     `staff_not_found`; removing the hotel's last manager (themself) gives 409 `last_manager`.
     *     Recorded in the audit log (`staff.remove`, with the account as it was).
     */
    delete: operations['removeHotelStaff'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The hotel's audit log, newest first
     * @description Issue 32: every change made to the hotel through the console or the operator's hotel command
     *     (who, when, what, on what, before and after), newest first, 50 a page. `nextCursor`, when
     *     not null, is the `cursor` of the next (older) page. Passwords, second-factor secrets and codes,
     *     and passport numbers are never recorded.
     */
    get: operations['listAuditLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A manager uploads a picture for the hotel's pages, products, coupons or spots
     * @description Issue 32: a photo from a phone or a desktop, base64 in `data`. The server reads it whatever
     *     `type` says (JPEG, PNG, WebP, GIF, AVIF or HEIC; a GIF gives its first frame): anything else,
     *     or a picture larger than 40 megapixels, gives 400 `image_invalid` ("Invalid image"); more than
     *     10 MB gives 413 `image_too_large` ("File size limit 10Mb."). It is turned upright, made at most
     *     1600 pixels wide and high, recompressed as WebP and stripped of its metadata (a phone photo's
     *     place and camera), then kept under a name made of its content: the answer's `url`
     *     (`/images/hotels/{hotelId}/{name}.webp`) is served to anyone with `Cache-Control: immutable`,
     *     and the same picture uploaded again gives the same `url`. Recorded in the audit log
     *     (`image.upload`). This operation takes a body of up to 14 MB (`x-body-limit`).
     */
    post: operations['uploadHotelImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The manager's hotel's webhook endpoints, and the event types they may want
     * @description Issue 33: where the hotel's events are sent (docs/integration.md "Webhooks"), oldest first,
     *     without their secrets, which are shown once when made or rotated. Managers only.
     */
    get: operations['listWebhookEndpoints'];
    put?: never;
    /**
     * A manager adds a webhook endpoint to their hotel
     * @description Issue 33: a URL, the event types it wants and whether it is enabled. In production the URL
     *     is https and its host an internet address, or a name resolving only to such addresses (never
     *     loopback, private, link-local, CGNAT, multicast or unspecified, IPv4 or IPv6); outside
     *     production http to localhost is taken too. Else 400 `webhook_url_refused`, the reason in
     *     `detail` (an unreadable URL: `validation_error`). The answer
     *     holds the endpoint's signing secret (`whsec_...`), shown this once. Recorded in the audit log
     *     (`webhook.create`, without the secret).
     */
    post: operations['createWebhookEndpoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/webhooks/{endpointId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * A manager changes a webhook endpoint's URL, event types or enabled flag
     * @description Issue 33: by the same rules as createWebhookEndpoint; the secret stays. Another hotel's
     *     endpoint gives 404 `webhook_not_found`. A disabled endpoint gets no new events; those already
     *     waiting for it wait until it is enabled again (or their day is over). Recorded in the audit
     *     log (`webhook.update`, before and after).
     */
    put: operations['updateWebhookEndpoint'];
    post?: never;
    /**
     * A manager removes a webhook endpoint of their hotel
     * @description Issue 33: the endpoint and its deliveries, waiting or not, go at once. Another hotel's gives
     *     404 `webhook_not_found`. Recorded in the audit log (`webhook.delete`).
     */
    delete: operations['deleteWebhookEndpoint'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/webhooks/{endpointId}/secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A manager replaces a webhook endpoint's signing secret
     * @description Issue 33: a new secret, shown this once; every attempt from now on is signed with it (also
     *     the retries of events recorded before). Another hotel's endpoint gives 404
     *     `webhook_not_found`. Recorded in the audit log (`webhook.rotateSecret`, without the secret).
     */
    post: operations['rotateWebhookSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/webhooks/{endpointId}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An endpoint's latest deliveries and their answers
     * @description Issue 33: the endpoint's deliveries, newest first, 50 a page: the event, its `webhook-id`,
     *     whether it was delivered, is waiting for a retry or failed, the endpoint's last answer and the
     *     number of attempts. `nextCursor`, when not null, is the `cursor` of the next (older) page.
     *     Deliveries done are kept 30 days. Another hotel's endpoint gives 404 `webhook_not_found`.
     */
    get: operations['listWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/webhooks/{endpointId}/deliveries/{deliveryId}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A manager sends one of an endpoint's deliveries again
     * @description Issue 33: the delivery is due again at once and tried for another day, with the same
     *     `webhook-id` (a receiver that has it already may drop it). One of another hotel's endpoints,
     *     or not of this endpoint, gives 404 `webhook_not_found`. Recorded in the audit log
     *     (`webhook.resend`).
     */
    post: operations['resendWebhookDelivery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/reservation-import/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A manager checks a reservation CSV before importing it
     * @description Issue 33: a hotel without a PMS uploads its reservations as CSV (docs/integration.md "CSV
     *     import": the columns, Japanese or English headers, UTF-8 with or without a byte order mark, or
     *     Shift_JIS as Japanese Excel saves it). The answer says what applying the same file would do to
     *     each row (`create`, `update`, `unchanged`) or why the row cannot be imported (`error`, with a
     *     code per column), and changes nothing. At most 2 MB and 2,000 rows (else 413
     *     `import_too_large`); a file that is not CSV text gives 400 `import_unreadable`, one without a
     *     required column 400 `import_missing_columns`. Managers only. This operation takes a body of up
     *     to 4 MB (`x-body-limit`).
     */
    post: operations['previewReservationImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/reservation-import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A manager imports a reservation CSV
     * @description Issue 33: the same file as the preview, read and checked again, then written in one
     *     transaction through the integration API's reservation writer, each row as the reservation
     *     `csv/<booking number>` (docs/integration.md "CSV import"). All or nothing: when any row has an
     *     error now, nothing is written and the answer is the preview again with `applied: false`.
     *     A row identical to what is stored is left unchanged, so the same file twice changes nothing.
     *     Recorded in the audit log (`reservationImport.apply`, with the booking numbers created and
     *     updated) when something changed. Limits and errors as the preview's.
     */
    post: operations['applyReservationImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/hotel-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The manager's hotel's settings, with their version
     * @description Issue 32: the hotel's names, address, telephone, time zone, check-in window, invoice
     *     registration and pictures, as the hotel file has them (HotelSetupHotel), and their `version`, which
     *     updateHotelSettings takes back. Managers only.
     */
    get: operations['getHotelSettings'];
    /**
     * A manager changes the hotel's settings
     * @description Issue 32: replaces the settings (an optional field left out is emptied) if `version` is still
     *     theirs; else 409 `edit_conflict` and nothing changes (another manager saved meanwhile: read
     *     them again). A time zone that is not an IANA one gives 400 with `errors.timeZone`. Recorded in
     *     the audit log (`hotel.updateSettings`, before and after); guests see it at once.
     */
    put: operations['updateHotelSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/hotel-features': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The manager's hotel's plugins, home icons and payment settings, with their version
     * @description Issue 32: the plugin codes set (on or off; a code left out is not set), the buttons home shows
     *     (all of them when the hotel never set them) and the payment settings, as the hotel file has
     *     them (HotelSetupPlugins, HotelSetupIcons, HotelSetupPayments), and their `version`, which
     *     updateHotelFeatures takes back. Managers only.
     */
    get: operations['getHotelFeatures'];
    /**
     * A manager changes the hotel's plugins, home icons and payment settings
     * @description Issue 32: replaces the three (a plugin code or payment setting left out is not set) if
     *     `version` is still theirs; else 409 `edit_conflict` and nothing changes. A payment that is
     *     enabled needs a method (front desk or credit card): else 400 with `errors["payments.<time>"]`.
     *     Recorded in the audit log (`hotel.updateFeatures`, only what changed, each plugin code, icon
     *     and payment time with its before and after); guests see it at once.
     */
    put: operations['updateHotelFeatures'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/checkin-fields': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The hotel's guidance (custom check-in) fields, with their version
     * @description Issue 32: the questions the guest's online check-in asks after its form (with the CC plugin),
     *     in the guest's order, as the hotel file has them (HotelSetupCheckinField), and their
     *     `version`, which updateCheckinFields takes back. Managers only.
     */
    get: operations['getCheckinFields'];
    /**
     * A manager replaces the hotel's guidance fields
     * @description Issue 32: the fields in their new order, if `version` is still theirs; else 409
     *     `edit_conflict` and nothing changes. A selectBox needs its options, only a selectBox has
     *     them, and each language has as many as Japanese: else 400 with the field named
     *     (`errors["fields.2.options"]`). Recorded in the audit log (`checkinFields.update`, only
     *     the positions that changed, each with its before and after); guests' check-in asks them at once.
     */
    put: operations['updateCheckinFields'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/pages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The hotel's information pages, whether each exists and is shown
     * @description Issue 32: every information page the guest app knows (HotelPageName), in the menu's order,
     *     with whether the hotel has it (`exists`) and shows it (`visible`). Managers only.
     */
    get: operations['listHotelPages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/pages/{pageName}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One information page in the four languages, with its version
     * @description Issue 32: a page the hotel does not have yet answers empty (`exists` false, not shown), to
     *     be written. Managers only.
     */
    get: operations['getHotelPage'];
    /**
     * A manager writes an information page
     * @description Issue 32: the page's HTML per language (a language left out or empty falls back to Japanese
     *     for guests) and whether it is in the menu, if `version` is still theirs; else 409
     *     `edit_conflict` and nothing changes. The HTML is kept as the guests' pages allow it (the
     *     allowlist of the guide's pages: no script, event handler, style, form or frame), and answered
     *     as kept. Recorded in the audit log (`page.update`, before and after); guests see it at once.
     */
    put: operations['updateHotelPage'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/catalogue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The hotel's request catalogue, with its version
     * @description Issue 32: the mobile request catalogue (categories, tags, products) as the hotel file has it
     *     (HotelSetupCatalogue: each known by its Japanese name; products taken out of the catalogue and
     *     kept for their orders are not in it), and its `version`, which updateHotelCatalogue takes back.
     *     Empty (`{}`) for a hotel without one. Managers only.
     */
    get: operations['getHotelCatalogue'];
    /**
     * A manager replaces the hotel's request catalogue
     * @description Issue 32: makes the catalogue exactly `catalogue` through the hotel file's own writer (as
     *     `npm run hotel -- import` does), if `version` is still theirs; else 409 `edit_conflict` and
     *     nothing changes. Items are known by their Japanese name: one of the same name is updated in
     *     place (its id, and so a guest's cart line, stays); `renamed` names the items whose Japanese
     *     name this save changes, so they keep their identity too (without it a renamed product is a new
     *     one, and the old one is taken out, or deleted if never ordered). A product someone ordered is
     *     never deleted: it stays for its orders, out of the catalogue. What the schema cannot say gives
     *     400 with the field named (e.g. `errors["catalogue.products.0.category"]` for a category the
     *     catalogue does not have, a name listed twice, a rename of a name that is not there). Recorded
     *     in the audit log (`catalogue.update`: only the items added, removed or changed, each keyed by
     *     its Japanese name before the save, before and after); guests' product list shows it at once.
     */
    put: operations['updateHotelCatalogue'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/coupons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The hotel's coupons as the hotel file has them, with their version
     * @description Issue 32: the hotel's coupons in the guests' order (the hotel file's `coupons`, HotelSetupCoupon:
     *     validity as ISO date-times on the hotel's clock), whatever their validity or the CU plugin, and
     *     their `version`, which updateConsoleCoupons takes back. Managers only. (getHotelCoupons is the
     *     guests' list of the coupons valid now.)
     */
    get: operations['getConsoleCoupons'];
    /**
     * A manager replaces the hotel's coupons
     * @description Issue 32: the whole list in its new order, written as `npm run hotel -- import` writes a hotel
     *     file's coupons, if `version` is still theirs; else 409 `edit_conflict` and nothing changes. A
     *     coupon is known by its title: one whose title is no longer listed is deleted with its uses,
     *     unless `renames` says it was renamed (`from` its title as read, `to` its title in `coupons`):
     *     then it stays the same coupon (its id, its link and who used it). 400 names the field: a title
     *     listed twice (`coupons.<i>.title`), `validTo` not after `validFrom` (`coupons.<i>.validTo`), a
     *     rename of a coupon that is not there (`renames.<i>.from`) or to a title not listed
     *     (`renames.<i>.to`). Recorded in the audit log (`coupons.update`, only the coupons added, removed,
     *     changed or moved, each by its title with before and after); guests see it at once.
     */
    put: operations['updateConsoleCoupons'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/spots': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The travel guide's spots as the hotel file has them, with their version
     * @description Issue 32: the travel guide's spots in the guide's order (the hotel file's `spots`,
     *     HotelSetupSpot, each known by its placeId) and their `version`, which updateHotelSpots takes
     *     back. Managers only.
     */
    get: operations['getHotelSpots'];
    /**
     * A manager replaces the travel guide's spots
     * @description Issue 32: the whole list in its new order, written as `npm run hotel -- import` writes a hotel
     *     file's spots (a spot is known by its placeId: a new placeId is a new spot), if `version` is
     *     still theirs; else 409 `edit_conflict` and nothing changes. 400 names the field: a placeId
     *     listed twice (`spots.<i>.placeId`), opening hours that end when they start
     *     (`spots.<i>.hours.<j>.endTime`; an end before the start is past midnight), and what the schema refuses (a photo that is no photo
     *     reference, a latitude out of range...). Recorded in the audit log
     *     (`spots.update`, only the spots added, removed, changed or moved, each by its placeId with
     *     before and after); guests see it at once.
     */
    put: operations['updateHotelSpots'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/integration-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The hotel's integration API keys (prefix only)
     * @description Issue 33: the live API keys of the manager's hotel for its property-management system, newest
     *     first: name, readable prefix, scopes, rate limit, when created and last used. The secret is never
     *     shown again after its creation or rotation (only its SHA-256 hash is stored).
     */
    get: operations['listIntegrationKeys'];
    put?: never;
    /**
     * A manager creates an integration API key
     * @description Issue 33: a new key of the manager's hotel with its scopes. The answer holds the whole key
     *     (`secret`) once: the server keeps only its hash and its readable prefix. Recorded in the audit
     *     log (`integrationKey.create`, name, prefix and scopes; never the secret).
     */
    post: operations['createIntegrationKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/integration-keys/{keyId}/rotate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A manager gives an integration key a new secret
     * @description Issue 33: the key keeps its name, scopes and limit and gets a new secret and prefix; the old
     *     secret is refused from this moment. The answer holds the new secret once. Another hotel's key,
     *     or a revoked one, gives 404 `integration_key_not_found`. Recorded in the audit log
     *     (`integrationKey.rotate`, old and new prefix).
     */
    post: operations['rotateIntegrationKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front-desk/integration-keys/{keyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * A manager revokes an integration key
     * @description Issue 33: the key is refused from this moment (401 to its next call) and leaves the list.
     *     Another hotel's key, or one already revoked, gives 404 `integration_key_not_found`. Recorded in
     *     the audit log (`integrationKey.revoke`).
     */
    delete: operations['revokeIntegrationKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/integration/reservations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The hotel's reservations, oldest change first
     * @description Issue 33: the reservations of the key's hotel (pushed by the PMS or not: `externalId` is null
     *     for those the PMS did not push), ordered by their last change (`updatedAt`, then id), 100 a
     *     page unless `limit` says fewer. `updatedSince` keeps those changed at or after the instant;
     *     `nextCursor`, when not null, is the `cursor` of the next page (pass the same `updatedSince`).
     *     A change at the hotel (a check-in, a check-out) also moves a reservation's `updatedAt`.
     *     Needs the `reservations` scope (a read: `readOnly` keys may).
     */
    get: operations['listIntegrationReservations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/integration/reservations/{externalId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One reservation by the PMS's id
     * @description Issue 33: the reservation the PMS pushed with this id, as stored (with the hotel's own status:
     *     `checked_in`, `checked_out`). Another hotel's or a missing one gives 404 `reservation_not_found`.
     *     Needs the `reservations` scope.
     */
    get: operations['getIntegrationReservation'];
    /**
     * Create, change or cancel a reservation by the PMS's id
     * @description Issue 33: the reservation the PMS knows by `externalId`, written whole (guests, rooms, dates,
     *     plan and the booking's folio lines), at its `revision`, a number the PMS raises with each change.
     *     - No reservation with this id at the key's hotel: it is created (`outcome: created`).
     *     - A higher revision than the stored one: the reservation becomes this one (`outcome: updated`);
     *       its rooms and its unpaid booking lines are replaced.
     *     - The same revision: nothing changes and the stored reservation is answered
     *       (`outcome: unchanged`): a retried call is harmless. The body is not compared: a PMS that
     *       changes a reservation raises its revision.
     *     - A lower revision: 409 `revision_outdated` and nothing changes (`detail` names the stored
     *       revision): an older message that arrives late never overwrites a newer one.
     *     `status: cancelled` cancels it (its guest no longer finds it at online check-in); a later
     *     revision with `status: booked` books it again. A reservation the guest has checked in to (online
     *     or at the desk) cannot be cancelled (409 `already_checked_in`); its other changes apply, and its
     *     status stays the hotel's. A booking number another reservation of the hotel uses gives 409
     *     `booking_number_taken`; changing the folio lines once some are paid gives 409 `already_paid`.
     *     Needs the `reservations` scope on a key that is not `readOnly`.
     */
    put: operations['upsertIntegrationReservation'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/integration/reservations/{externalId}/rooms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Assign room numbers to a reservation's rooms
     * @description Issue 33: the room numbers the hotel gave the reservation's rooms, one per room line in the
     *     order the reservation lists its `rooms` (null: not assigned), so many as it has (else 400
     *     `validation_error` on `roomNumbers`). Takes effect at once: a room order finds the guest by the
     *     room from then on. The same numbers again change nothing (`outcome: unchanged`). A later
     *     revision of the reservation (upsertIntegrationReservation) replaces its rooms whole, so send the
     *     assigned numbers in it too. A cancelled reservation gives 409 `reservation_cancelled`, a
     *     checked-out one 409 `already_checked_out`. Moves the reservation's `updatedAt`. Needs the `stays`
     *     scope on a key that is not `readOnly`.
     */
    put: operations['assignIntegrationRooms'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/integration/reservations/{externalId}/folio': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The folio check-out bills for a reservation, line by line
     * @description Issue 33: every line check-out bills for the reservation, by date: the booking's charges, the
     *     lines the PMS posted (`lineId`), and those the hotel added (room orders, check-in extras), each
     *     paid or not, with the totals: `totalAmount` (all lines), `paidAmount`, and `balance` (what is
     *     left to pay, as check-out sums it). Another hotel's or a missing reservation gives 404
     *     `reservation_not_found`. Needs the `folios` scope.
     */
    get: operations['getIntegrationFolio'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/integration/reservations/{externalId}/folio/{lineId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Post a line to a reservation's folio by the PMS's line id
     * @description Issue 33: a line the PMS adds during the stay (a minibar, a late check-out; a negative
     *     `unitPrice` is a discount), which check-out bills with the rest. `lineId` is the PMS's own id of
     *     the line, unique per reservation:
     *     - a new id: the line is added (`outcome: created`);
     *     - the same line again: nothing changes (`outcome: unchanged`): a retried call is harmless;
     *     - other values under an id already posted: the line becomes this one (`outcome: updated`),
     *       unless it is paid: a paid line never changes (409 `folio_line_paid`).
     *     A cancelled reservation gives 409 `reservation_cancelled`, a checked-out one 409
     *     `already_checked_out` (its bill is closed). The reservation's lines add up to at most
     *     100,000,000 yen either way, else 400 `validation_error` on `unitPrice`. Moves the reservation's
     *     `updatedAt`. Needs the `folios` scope on a key that is not `readOnly`.
     */
    put: operations['upsertIntegrationFolioLine'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/integration/stays': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The hotel's stays, oldest change first
     * @description Issue 33: the stays of the key's hotel: reservations whose guest was checked in (at the desk, or
     *     by an approved online check-in), staying or checked out, with their rooms, when checked in, and
     *     their check-out status (checked out or not, when, amounts paid and left to pay). Ordered by the
     *     reservation's last change (`updatedAt`, then id), 100 a page unless `limit` says fewer;
     *     `updatedSince` and `cursor` as in listIntegrationReservations. A check-in, a room assignment, a
     *     posted folio line and the check-out move `updatedAt`; a payment alone does not (the
     *     `payment.captured` webhook tells it). Needs the `stays` scope (a read: `readOnly` keys may).
     */
    get: operations['listIntegrationStays'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/integration/stays/{externalId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The stay of a reservation by the PMS's id
     * @description Issue 33: the stay of the reservation the PMS pushed with this id. A reservation whose guest is
     *     not checked in (or another hotel's, or a missing one) gives 404 `stay_not_found`. Needs the
     *     `stays` scope.
     */
    get: operations['getIntegrationStay'];
    /**
     * Tell that the desk checked the reservation's guest in
     * @description Issue 33: the PMS's front desk checked the guest of this reservation in (at `checkedInAt`, now
     *     when absent). From then on the reservation is a stay (status `checked_in`): the guest can check
     *     out with the app (while its dates include today) and order to the room once it has a room
     *     number. The first check-in answers `outcome: created`; the same call again, or after the
     *     check-out, changes nothing (`outcome: unchanged`, the first `checkedInAt` kept). A missing
     *     reservation gives 404 `reservation_not_found`, a cancelled one 409 `reservation_cancelled`.
     *     Needs the `stays` scope on a key that is not `readOnly`.
     */
    put: operations['checkInIntegrationStay'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Error: {
      /** @description The code's message in English, word for word the text the SPA shows for `errors.<code>` in English (locales/en.json is the one place it is written; the SPA shows it in the page's language). */
      message: string;
      code: components['schemas']['ErrorCode'];
      /** @description What exactly was wrong (a field, a limit, an id), in English, for developers and logs; absent when the message says it all. Not for guests. */
      detail?: string;
      /** @description Field name to message, for validation failures. */
      errors?: {
        [key: string]: string;
      };
    };
    /**
     * @description Why a request failed, stable across versions. The SPA's catalogue holds a message for each code in ja, en, zh and ko (`errors.<code>`); a test walks this list against the four locales.
     * @enum {string}
     */
    ErrorCode:
      | 'validation_error'
      | 'bad_url'
      | 'invalid_json'
      | 'empty_body'
      | 'unsupported_media_type'
      | 'payload_too_large'
      | 'nul_character'
      | 'not_found'
      | 'method_not_allowed'
      | 'too_many_requests'
      | 'internal'
      | 'idempotency_key_reused'
      | 'request_in_progress'
      | 'unauthorized'
      | 'wrong_email_or_password'
      | 'invalid_id_token'
      | 'invalid_password'
      | 'password_mismatch'
      | 'invalid_token'
      | 'email_taken'
      | 'account_not_found'
      | 'invalid_birth_date'
      | 'invalid_picture'
      | 'user_mismatch'
      | 'hotel_not_found'
      | 'reservation_not_found'
      | 'room_not_found'
      | 'checkin_not_found'
      | 'search_key_missing'
      | 'already_checked_in'
      | 'checkin_already_submitted'
      | 'name_incomplete'
      | 'companions_mismatch'
      | 'companion_name_missing'
      | 'place_missing'
      | 'invalid_date'
      | 'payment_required'
      | 'selection_empty'
      | 'nothing_selected'
      | 'telephone_missing'
      | 'checkout_target_invalid'
      | 'unable_to_checkout'
      | 'email_mismatch'
      | 'card_not_found'
      | 'order_not_found'
      | 'amount_mismatch'
      | 'already_paid'
      | 'payment_in_progress'
      | 'product_not_found'
      | 'products_mismatch'
      | 'out_of_sale_time'
      | 'out_of_stock'
      | 'price_mismatch'
      | 'order_required'
      | 'order_not_paid'
      | 'order_amount_exceeded'
      | 'discount_not_allowed'
      | 'sales_subject_not_found'
      | 'coupon_not_found'
      | 'coupon_not_valid'
      | 'coupon_already_used'
      | 'spot_not_found'
      | 'photo_not_found'
      | 'invoice_not_found'
      | 'receipt_order_not_found'
      | 'receipt_not_found'
      | 'approval_in_use'
      | 'undo_expired'
      | 'payment_not_pending'
      | 'gateway_charged'
      | 'gateway_not_charged'
      | 'gateway_unavailable'
      | 'passport_required'
      | 'passport_not_found'
      | 'passport_key_missing'
      | 'manager_only'
      | 'staff_not_found'
      | 'last_manager'
      | 'second_factor_required'
      | 'wrong_second_factor_code'
      | 'second_factor_enrolment_required'
      | 'second_factor_already_enrolled'
      | 'second_factor_not_started'
      | 'edit_conflict'
      | 'image_invalid'
      | 'image_too_large'
      | 'date_range_invalid'
      | 'integration_key_not_found'
      | 'integration_scope_missing'
      | 'revision_outdated'
      | 'booking_number_taken'
      | 'stay_not_found'
      | 'reservation_cancelled'
      | 'already_checked_out'
      | 'folio_line_paid'
      | 'webhook_not_found'
      | 'webhook_url_refused'
      | 'import_too_large'
      | 'import_unreadable'
      | 'import_missing_columns';
    StatusOk: {
      /** @enum {string} */
      status: 'ok';
    };
    /** @description Opaque provider id (check-in, reservation, user, guest, order, card, sale). */
    EntityId: string;
    EntityIdList: components['schemas']['EntityId'][];
    EntityIdListNonEmpty: components['schemas']['EntityId'][];
    /** @description Id of a catalogue item (asset, product, tag, category, coupon, sales subject). */
    CatalogueId: number;
    /** @description A hotel id (same format as the `hotelId` query parameter). */
    HotelIdValue: string;
    /** @enum {string} */
    Language: 'ja' | 'en' | 'zh' | 'ko';
    /** Format: email */
    Email: string;
    /**
     * @description At least 8 characters including a lowercase letter, an uppercase letter and a digit. The
     *     rule is checked by the operation, not by this schema, so that a weak password gets the
     *     spec's own answer: 400 with code `invalid_password` and its message (doc 1 §8).
     */
    NewPassword: string;
    /** @description Phone number, digits only. */
    Telephone: string;
    /** @description HH:mm (24-hour). */
    TimeOfDay: string;
    /** @description A text in the four interface languages; fall back to ja when a language is null. */
    LocalizedText: {
      ja: string;
      en: string | null;
      zh: string | null;
      ko: string | null;
    };
    /**
     * @description JSON text of the check-in pass payload. It may contain `pass_id` (the wallet pass, linked as
     *     passkit/{pass_id}/download on the wallet-pass host). The QR code encodes the payload without
     *     `pass_id`, as base64.
     */
    QrJson: string;
    /** @description Check-in approval status; 0 pending approval (new check-ins), 2 approved (eligible for check-out). */
    ApprovedStatus: number;
    /**
     * @description Outcome of a payment-service call.
     * @enum {string}
     */
    ProcessResult: 'success' | 'failure';
    /**
     * @description paid on success; declined or expired when processResult is failure.
     * @enum {string}
     */
    CardPaymentStatus: 'paid' | 'declined' | 'expired';
    /** @description Amount in yen as a string of digits (no sign, no separators). */
    PaymentAmountText: string;
    /**
     * @description Order payment method code; 0 checkout, 1 creditCard, 2 noPaymentMethod.
     * @enum {integer}
     */
    OrderPaymentMethod: 0 | 1 | 2;
    /**
     * @description PA payment; TL, TM, NP, CN, RK reservation search and payment; CC custom check-in fields;
     *     KSK kiosk; TKT tickets; BR reviews for check-in check-outs; GUE guest app; CU coupons.
     * @enum {string}
     */
    PluginCode: 'PA' | 'TL' | 'TM' | 'NP' | 'CN' | 'RK' | 'CC' | 'KSK' | 'TKT' | 'BR' | 'GUE' | 'CU';
    Plugin: {
      code: components['schemas']['PluginCode'];
      isEnabled: boolean;
    };
    /** @description A web app manifest (W3C Web Application Manifest), the members this app sets. */
    WebManifest: {
      /** @description The app's identity, one per hotel (a path on this origin). */
      id: string;
      name: string;
      short_name: string;
      lang: components['schemas']['Language'];
      start_url: string;
      scope: string;
      /** @enum {string} */
      display: 'standalone';
      theme_color: string;
      background_color: string;
      icons: {
        src: string;
        sizes: string;
        type: string;
        /** @enum {string} */
        purpose: 'any' | 'maskable';
      }[];
    };
    HotelGuide: {
      hotelId: string;
      plugins: components['schemas']['Plugin'][];
      facilityBasicInfo: components['schemas']['FacilityBasicInfo'];
      facilityAccessInfo: components['schemas']['FacilityAccessInfo'];
      facilityAdditionalPageInfo: components['schemas']['AdditionalPage'][];
    };
    FacilityBasicInfo: {
      /** @description Japanese name (shown in ja). */
      hotelName: string;
      /** @description Latin name (shown in other languages). */
      hotelNameLatin: string;
      /** @description Front desk telephone. */
      telephone: string | null;
      frontOpenTime: string | null;
      frontCloseTime: string | null;
      /** @description First hourly check-in time slot. */
      checkinBeginTime: string;
      /** @description Last check-in time slot; earlier than the begin time means it wraps past midnight. */
      checkinEndTime: string;
      /** @description IANA time zone name of the hotel, e.g. Asia/Tokyo. */
      timeZone: string;
      /** @description Hero image (URL or path). */
      extImageId: string | null;
      /** @description Logo image (URL or path). */
      logoImageId: string | null;
      /** @description Travel-guide "popular" tile image (URL or path). */
      facilityRecommendImageId: string | null;
      /** @description Travel-guide food tile image (URL or path). */
      foodImageId: string | null;
      /** @description Travel-guide activity tile image (URL or path). */
      playImageId: string | null;
      /** @description Travel-guide shopping tile image (URL or path). */
      buyImageId: string | null;
      /** @description External recommendation URL of the "popular" tile. */
      facilityRecommendLinkUrl: string | null;
      /** @description The tour-booking widget; null when not configured (no "popular" category). */
      boken: {
        /** @description URL of the widget script injected on entry. */
        script: string;
        /** @description Data source attribute for the widget. */
        dataSrc: string;
      } | null;
    };
    FacilityAccessInfo: {
      /**
       * @description 1 shows the access link.
       * @enum {integer}
       */
      viewStatus: 0 | 1;
      address: string | null;
      addressLatin: string | null;
      /** @description Access text in Japanese (HTML). */
      content: string | null;
      /** @description HTML. */
      contentEn: string | null;
      /** @description HTML. */
      contentZh: string | null;
      /** @description HTML. */
      contentKo: string | null;
    };
    AdditionalPage: {
      /** @description 3 Wi-Fi, 4 notices, 5 floor, 6 terms of use, 7 meal, 8 bath, 9 equipment, 10 check-in/out. */
      page_index: number;
      /**
       * @description 1 shows the page in the menu.
       * @enum {integer}
       */
      view_status: 0 | 1;
      /** @description HTML. */
      jp_content: string | null;
      /** @description HTML. */
      en_content: string | null;
      /** @description HTML. */
      zh_content: string | null;
      /** @description HTML. */
      ko_content: string | null;
    };
    /** @description 1 shows the home icon, 0 hides it. */
    IconDisplay: {
      /** @enum {integer} */
      checkin: 0 | 1;
      /** @enum {integer} */
      checkout: 0 | 1;
      /** @enum {integer} */
      hotelGuide: 0 | 1;
      /** @enum {integer} */
      aroundSpot: 0 | 1;
      /** @enum {integer} */
      mobileRequest: 0 | 1;
      /** @enum {integer} */
      frontTelephone: 0 | 1;
      /** @enum {integer} */
      wifi: 0 | 1;
    };
    HotelAsset: {
      id: number;
      /** @enum {string} */
      formatType: 'checkin' | 'checkout' | 'request';
      name: string;
      url: string;
    };
    PaymentTime: {
      /** @enum {string} */
      value: 'CHECKIN' | 'CHECKOUT' | 'MOBILE_REQUEST';
      is_enabled: boolean;
      payment_method: components['schemas']['PaymentMethodSetting'][];
    };
    PaymentMethodSetting: {
      /**
       * @description DIRECT is cash, shown as "pay at the front desk".
       * @enum {string}
       */
      value: 'DIRECT' | 'CREDIT_CARD';
      is_enabled: boolean;
    };
    AuthSession: {
      /** @description Opaque access token. */
      token: string;
      user: components['schemas']['User'];
    };
    /**
     * @description A member. Profile fields are null until the registration form is submitted; the profile is
     *     complete when name, birthDate, gender, address and telephone are all present.
     */
    User: {
      id: components['schemas']['EntityId'];
      email: string;
      /** @description Given name. */
      name: string | null;
      /** @description Family name. */
      surname: string | null;
      /** @description Family and given name in katakana, joined by a space. */
      nameKana: string | null;
      nameLatin: string | null;
      /** @description Picture URL. */
      picture: string | null;
      /**
       * @description JPN Japanese, NJP non-Japanese.
       * @enum {string|null}
       */
      nationality: 'JPN' | 'NJP' | null;
      /** Format: date */
      birthDate: string | null;
      /** @enum {string|null} */
      gender: 'M' | 'F' | null;
      telephone: string | null;
      postalCode: string | null;
      address: string | null;
      /**
       * @description The Japanese word for employee, self-employed, student or none; any other value is the
       *     free-text "other" case.
       */
      occupation: string | null;
      otherOccupation: string | null;
      company: string | null;
    };
    /**
     * @description The submitted user object of doc 1 §3 (registration and edit forms). `nameKana` is required
     *     by the form for Japanese nationals in the Japanese UI only, so it is optional here.
     *     `postalCode` only for JPN; `company` only for employee and self-employed; `otherOccupation`
     *     only for other.
     */
    UserProfileInput: {
      surname: string;
      name: string;
      /** @description Katakana family and given name joined by a space. */
      nameKana?: string | null;
      nameLatin?: string | null;
      /** @enum {string} */
      nationality: 'JPN' | 'NJP';
      /** Format: date */
      birthDate: string;
      /** @enum {string} */
      gender: 'M' | 'F';
      telephone: components['schemas']['Telephone'];
      postalCode?: string | null;
      address: string;
      occupation?: string | null;
      otherOccupation?: string | null;
      company?: string | null;
      /**
       * Format: email
       * @description Echoed from the stored user; ignored.
       */
      email?: string | null;
      /** @description Picture URL, echoed from the stored user. */
      picture?: string | null;
    };
    CheckinHistoryItem: {
      checkinId: components['schemas']['EntityId'];
      checkinCode: string;
      hotelName: string;
      hotelNameLatin: string;
      /** Format: date-time */
      checkinTime: string;
      /** @description IANA time zone of the check-in's hotel (its times are shown on that hotel's clock). */
      timeZone: string;
    };
    CheckinDetails: {
      checkin_code: string;
      /** Format: date-time */
      checkin_time: string;
      qr_json: components['schemas']['QrJson'];
      hotel_name: string;
      hotel_name_latin: string;
      /** @description IANA time zone of the check-in's hotel (its times are shown on that hotel's clock). */
      time_zone: string;
      /**
       * @description Tickets (TKT plugin of the check-in's hotel, whichever hotel's app asks); the SPA groups
       *     them by name. Empty without tickets or when that hotel's TKT plugin is off.
       */
      ticket: {
        ticket_name: string;
        /** @description Encoded in the ticket's QR code. */
        exchange_code: string;
      }[];
    };
    UserPaymentEntry: {
      hotelName: string;
      /** @description The hotel's name in Latin letters (shown when the app is not in Japanese). */
      hotelNameLatin: string;
      /**
       * Format: date-time
       * @description When the payment was made.
       */
      createdAt: string;
      /** @description IANA time zone of the hotel paid (the payment time is shown on its clock). */
      timeZone: string;
      orderId: components['schemas']['EntityId'];
      /**
       * @description The amount paid in yen, tax included (the invoice's totalAmount). Designed here beside the
       *     spec's hotelName, createdAt and orderId, so the list shows each payment's amount without
       *     asking for every invoice.
       */
      amount: number;
    };
    InvoiceDetails: {
      pdfInfo: {
        /** @description The addressee (receipt name), the stored receipt's guest name, else the member's name. */
        name: string;
        /**
         * Format: date-time
         * @description When the payment was made.
         */
        date: string;
        receiptNumber: string;
        /** @description The issuer (the hotel). */
        hotelName: string;
        hotelNameLatin: string;
        /** @description Empty when the hotel has no address on record. */
        hotelAddress: string;
        hotelAddressLatin: string | null;
        /** @description Empty when the hotel has no telephone on record. */
        hotelTelephone: string;
        /** @description The receipt's "for ..." (但し) line as stored by backupReceiptPDF; null before. */
        provision: string | null;
        /** @description IANA time zone of the issuing hotel (the date is shown on its clock). */
        timeZone: string;
        /**
         * @description The issuer of the invoice: the business the hotel's registration number belongs to,
         *     else the hotel's name.
         */
        issuerName: string;
        /**
         * @description The issuer's qualified invoice registration number (適格請求書発行事業者登録番号). With it
         *     the receipt is a qualified invoice (適格請求書); null gives a plain receipt.
         */
        invoiceRegistrationNumber: string | null;
      };
      /** @description The payment's transaction number (its order id, as the invoice list shows it). */
      transactionNumber: string;
      /** @description The card the payment was made with; null when not recorded. */
      credit: {
        cardBrand: string;
        /** @description Masked number, e.g. `************4242`. */
        cardNumber: string;
      } | null;
      /** @description Whether the receipt PDF is stored (backupReceiptPDF), i.e. getReceiptPdf answers it. */
      receiptPdf: boolean;
      salesList: {
        /** Format: date */
        salesDate: string;
        /** @description The line's reference. */
        salesSubjectName: string;
        /** @description Amount in yen, tax included (negative for discounts). */
        salesPrice: number;
        /**
         * @description Tax rate in percent (8 is the reduced rate, marked on receipts; 0 for a line
         *     without consumption tax).
         * @enum {integer}
         */
        taxRate: 0 | 8 | 10;
      }[];
      total: {
        /** @description The 8% lines, discounts at 8% deducted, tax included. */
        totalReceipt8Price: number;
        /** @description The 10% lines, discounts at 10% deducted, tax included. */
        totalReceipt10Price: number;
        /** @description The lines without consumption tax (e.g. the accommodation tax). */
        totalExemptPrice: number;
        /** @description The charges (lines other than discounts), tax included. */
        totalSalesPrice: number;
        /** @description The discounts, as a positive amount. */
        totalSalesDiscount: number;
        /** @description The amount paid, tax included (totalSalesPrice less totalSalesDiscount). */
        totalAmount: number;
        /** @description Tax included in the 8% lines, rounded down once for the invoice. */
        totalReceipt8TaxPrice: number;
        /** @description Tax included in the 10% lines, rounded down once for the invoice. */
        totalReceipt10TaxPrice: number;
      };
    };
    ReceiptBackupEntry: {
      /** @description EntityId; null for a reservation-only payment. */
      checkinId: string | null;
      reserIds: components['schemas']['EntityIdList'];
      saleIds: components['schemas']['EntityIdList'];
      orderId: components['schemas']['EntityId'];
      /** @description Name printed on the receipt. */
      guestName: string;
      /** @enum {string} */
      paymentPage: 'checkout' | 'request';
      /** @description The receipt's "for ..." line. */
      provision: string;
    };
    CardPaymentResult: {
      status: components['schemas']['CardPaymentStatus'];
      /** @description The payment's order id (EntityId); null when the payment failed. */
      orderId: string | null;
      cardBrand: string;
      processResult: components['schemas']['ProcessResult'];
      /** @description Message to show when processResult is failure. */
      errorMessage?: string | null;
    };
    ZipcodeResult: {
      /** @description 7 digits without hyphen. */
      zipcode: string;
      /** @description Prefecture code (01-47). */
      prefcode: string;
      /** @description Prefecture. */
      address1: string;
      /** @description City. */
      address2: string;
      /** @description Town. */
      address3: string;
      /** @description Prefecture in full-width katakana. */
      kana1: string;
      /** @description City in full-width katakana. */
      kana2: string;
      /** @description The town in katakana, when the postal data has it (Japan Post's does not). */
      kana3: string | null;
    };
    AroundSpot: {
      id: number;
      placeId: string;
      /**
       * @description 0 hotel/other, 1 food, 2 activity, 3 shopping.
       * @enum {integer}
       */
      category: 0 | 1 | 2 | 3;
      /**
       * @description The kind of place as a key the app translates (restaurant, cafe, bar, sweets, temple,
       *     shrine, museum, park, amusement_park, sightseeing, cruise, experience, shopping_street,
       *     store, market, department_store); an unknown key is shown as it is.
       */
      typeName: string | null;
      facilityName: string;
      facilityNameEn: string | null;
      facilityNameZh: string | null;
      facilityNameKo: string | null;
      /** @description Pass to getPlacePhoto. */
      photoReference: string | null;
      lat: number;
      lng: number;
      telephone: string | null;
      website: string | null;
      address: string | null;
      /**
       * @description The hotel's recommendation, in the `lang` of getAroundSpotDetail (falling back to
       *     Japanese, then English); in Japanese in the getAroundSpots list.
       */
      comment: string | null;
    };
    BusinessHour: {
      /** @description 0 Sunday ... 6 Saturday. */
      day: number;
      startTime: components['schemas']['TimeOfDay'];
      endTime: components['schemas']['TimeOfDay'];
    };
    /**
     * @description A reservation found for check-in. `id` is the provider's id, used in every request field
     *     named `reservationId(s)`/`reserIds`; `reservationId` is the booking number shown to guests.
     */
    Reservation: {
      id: components['schemas']['EntityId'];
      /** @description Booking number. */
      reservationId: string;
      /** Format: date */
      checkinDate: string;
      nights: number;
      /** @description Plan name in the requested language. */
      plan: string | null;
      reservationRoom: {
        typeName: string;
        roomType: string;
        /** @description Number of rooms of this type. */
        roomNum: number;
      }[];
      /** @description Assigned room number, when known. */
      roomNumber: string | null;
      paxTotal: number;
      /** @description Reservation holder. */
      userName: string | null;
      userNameEn: string | null;
      /** @description Confirmed guest. */
      guestName: string | null;
      guestNameEn: string | null;
      /** @description True when the stay must be settled at the front desk. */
      frontSupported: boolean;
      /** @description The confirmed guest's name in kana (family and given name, space-separated), for the registration form. */
      guestNameKana: string | null;
      /**
       * @description The booking's telephone, for the registration form. Only in answers to a search by
       *     that telephone (it tells the searcher nothing new); null otherwise.
       */
      guestTel: string | null;
      /**
       * @description The spec's registration prefill field. Always null in search answers: the search is open
       *     to anyone, and a phone number, booking number or name is no proof of being the guest, so
       *     it never reveals an address.
       */
      guestAddr: string | null;
    };
    CustomCheckinField: {
      id: number;
      /**
       * @description none is display-only (title and HTML content).
       * @enum {string}
       */
      inputType: 'selectBox' | 'textArea' | 'none';
      title: string;
      /** @description Japanese title, used in the check-in memo. */
      jpTitle: string;
      /** @description HTML. */
      content: string | null;
      /** @description Options of a selectBox (empty otherwise). */
      inputValue: string[];
      isRequired: boolean;
      /** @description Default value. */
      value: string | null;
    };
    SmartCheckinInput: {
      guestRegister: components['schemas']['GuestRegisterInput'];
      /** @description The pending check-in from setCheckin (EntityId); absent when no reservation was selected. */
      checkinId?: string | null;
      userId: components['schemas']['EntityId'];
      checkin: components['schemas']['SmartCheckinDetails'];
      reservationIds: components['schemas']['EntityIdList'];
      checkinNote: {
        /** @description Guidance titles and values, one per line, under a "guidance from the facility" header. */
        memo: string;
      };
      /**
       * @description Chosen at the check-in payment step; null when there was no payment step.
       * @enum {string|null}
       */
      paymentType: 'cash' | 'creditCard' | null;
      receiptName: string | null;
      lang: components['schemas']['Language'];
    };
    SmartCheckinDetails: {
      hotelId: components['schemas']['HotelIdValue'];
      /**
       * @description Always 0 when submitted.
       * @enum {integer}
       */
      jpnGtdStatus: 0;
      /**
       * @description Always 0 (pending approval) when submitted.
       * @enum {integer}
       */
      approvedStatus: 0;
      /** @description The Japanese word for home, or a free-text place. */
      nextPlaceToStay: string;
      /** @description The Japanese word for home, or a free-text place. */
      previousPlaceToStay: string;
      /**
       * @description Chosen arrival date and time, unix seconds: not past, and at most the window's end on the
       *     last arrival date (smartCheckin's "Arrival").
       */
      userCheckinTime: number;
      /** @description Check-in time, unix seconds; the same arrival rule as `userCheckinTime`. */
      checkinTime: number;
      /** @description Companions (guests minus the representative); may be shorter when the guest knows everyone's contacts. */
      accompany: {
        name: string;
        surname: string;
      }[];
      /** @description The party (designed here; the spec names the field only). */
      guest: {
        totalMembers: number;
        reservationTel: components['schemas']['Telephone'];
      };
      user: components['schemas']['UserProfileInput'];
    };
    PaymentsSummary: {
      /** @description Amount to pay in yen, tax included (0 or less means nothing to pay). */
      totalAmount: number;
      totalTaxPrice: number;
      reservations: {
        id: components['schemas']['EntityId'];
        /** @description Booking number. */
        reservationId: string;
        /** Format: date */
        checkinDate: string;
        nights: number;
        sales: {
          /** Format: date */
          salesDate: string;
          salesSubjectName: string;
          salesPrice: number;
        }[];
        totalPrice: number;
        totalDiscount: number;
        totalPayment: number;
        /** @description Room type and/or number for display. */
        roomInfo: string;
      }[];
    };
    CheckoutReservation: {
      id: components['schemas']['EntityId'];
      /** @description Booking number. */
      reservationId: string;
      /** @description Room type name. */
      room: string | null;
      frontSupported: boolean;
      /** @description The check-in made for this reservation, if any (EntityId). */
      checkinId: string | null;
      roomNumbers: string[];
      /** Format: date-time */
      checkinTime: string | null;
      nights: number;
      plan: components['schemas']['LocalizedText'];
      guestName: string | null;
    };
    CheckinListItem: {
      id: components['schemas']['EntityId'];
      approvedStatus: components['schemas']['ApprovedStatus'];
      /** @description To be settled at the front desk (the check-in's or any of its reservations'). */
      frontSupported: boolean;
      /**
       * @description The check-in ID masked but for its last four characters (e.g. `************7KQ4`):
       *     the code is the pass the hotel's check-in machine accepts, and this list is open to
       *     anyone who knows the phone number (designed here).
       */
      checkinCode: string;
      /**
       * Format: date-time
       * @description The arrival time given at check-in (when it was made, if none).
       */
      checkinTime: string;
      /**
       * @description The member who made the check-in (`User.id`), for sendCheckinReview; null when the
       *     check-in has no member (made at the front desk, or the account was deleted), which
       *     cannot be reviewed.
       */
      guestId: string | null;
      guestName: string | null;
      roomNumbers: string[];
    };
    /** @description Free comment (may be empty). */
    ReviewComment: string;
    /** @description Recommendation score. */
    ReviewPoint: number;
    /**
     * @description Chosen improvement areas as their Japanese labels joined by commas (staff, food,
     *     cleanliness, room, facility, other); may be empty.
     */
    ReviewImprovement: string;
    CheckoutPaymentMail: {
      email: components['schemas']['Email'];
      hotelName: string;
      hotelNameLatin: string;
      hotelTelephone: string;
      /** @description Guest name. */
      name: string;
      paymentAmount: number;
      /** @description Payment method label, e.g. credit card brand. */
      paymentMethods: string;
      receptionNumber: components['schemas']['EntityId'];
      /** Format: date-time */
      receptionDate: string;
      /** Format: uri */
      usageDetailUrl: string;
      checkins: {
        roomInfo: string;
        useAmount: number;
        paymentAmount: number;
        internalDiscount: number;
      }[];
      lang?: components['schemas']['Language'];
    };
    Product: {
      id: number;
      name: components['schemas']['LocalizedText'];
      description: components['schemas']['LocalizedText'];
      /** @description Yen, tax included. */
      price: number;
      /** @description Items left; null when unlimited. */
      stock: number | null;
      imagePath: string | null;
      /** @description Inside its sale hours now. */
      isNowOnSale: boolean;
      /** @description ProductCategory id. */
      category: number;
      /** @description ProductTag ids. */
      tags: number[];
      salesSubject: {
        /** @description Sent as salesSubjectId to makeSales. */
        salesSubjectMasterId: number;
      };
    };
    ProductTag: {
      id: number;
      name: components['schemas']['LocalizedText'];
    };
    ProductCategory: {
      id: number;
      name: components['schemas']['LocalizedText'];
    };
    /** @description The products of an order, each once, with how many (designed here). */
    OrderedProducts: {
      id: components['schemas']['CatalogueId'];
      numberOfItems: number;
    }[];
    CartRoom: {
      id: components['schemas']['EntityId'];
      /** @description Display name (guest or room type). */
      name: string;
      roomNumber: string[];
      checkinId: components['schemas']['EntityId'];
    };
    SaleInput: {
      checkinId: components['schemas']['EntityId'];
      quantity: number;
      /** Format: date */
      salesDate: string;
      /** @description Line total in yen. */
      salesPaymentPrice: number;
      salesSubjectId: components['schemas']['CatalogueId'];
      /** @description Unit price in yen. */
      salesSubjectPrice: number;
      /** @description The request order (EntityId), or the card payment's order. */
      orderId: string | null;
      isDiscount: boolean;
      paymentMethod: components['schemas']['OrderPaymentMethod'];
    };
    /** @description The order details of a mobile request (designed here; the spec says "order details"). */
    MobileRequestMail: {
      hotelId: components['schemas']['HotelIdValue'];
      requestOrderId: components['schemas']['EntityId'];
      checkinId: components['schemas']['EntityId'];
      roomNumber: string;
      paymentMethod: components['schemas']['OrderPaymentMethod'];
      products: {
        id: components['schemas']['CatalogueId'];
        name: string;
        numberOfItems: number;
        /** @description Unit price in yen. */
        price: number;
      }[];
      totalAmount: number;
      lang: components['schemas']['Language'];
    };
    Coupon: {
      id: number;
      title: string;
      titleLatin: string | null;
      venueName: string;
      venueNameLatin: string | null;
      description: string | null;
      /** @description The description in Latin script, shown when the page is not Japanese (as titleLatin). */
      descriptionLatin: string | null;
      /** @description Image URL or path. */
      image: string | null;
      /** @description Store link. */
      url: string | null;
      /** Format: date-time */
      validFrom: string | null;
      /** Format: date-time */
      validTo: string | null;
      /** @description Whether the signed-in member has used it (false anonymously). */
      isUsed: boolean;
    };
    StaffSession: {
      /** @description Opaque staff access token (not valid as a member's token). */
      token: string;
      staff: components['schemas']['Staff'];
    };
    Staff: {
      email: string;
      name: string;
      role: components['schemas']['StaffRole'];
      hotelId: components['schemas']['HotelIdValue'];
      /** @description The hotel's name in Japanese. */
      hotelName: string;
      /**
       * @description The staff member's second factor: `enrolled`; `optional` (none, and none is required:
       *     outside production); `required` (none, and production requires one: the token is good only
       *     for the enrolment, `x-staff-before-second-factor`).
       * @enum {string}
       */
      secondFactor: 'enrolled' | 'optional' | 'required';
    };
    /**
     * @description The 6 digits of the staff member's authenticator app, or one of their recovery codes (10
     *     letters and digits, a hyphen and spaces allowed).
     */
    SecondFactorCode: string;
    /**
     * @description A staff member's role at their hotel: `manager` (the hotel's console, its staff and audit log,
     *     and the front desk) or `frontDesk` (the front desk and the guest register).
     * @enum {string}
     */
    StaffRole: 'manager' | 'frontDesk';
    HotelStaffMember: {
      staffId: components['schemas']['EntityId'];
      email: string;
      name: string;
      role: components['schemas']['StaffRole'];
      /** Format: date-time */
      createdAt: string;
    };
    /**
     * @description What was done, `<thing>.<verb>`: every kind of change the console and the operator's commands record (the server records no other; the console names each in the page's language).
     * @enum {string}
     */
    AuditOperation:
      | 'hotel.create'
      | 'hotel.updateSettings'
      | 'hotel.updateFeatures'
      | 'page.update'
      | 'image.upload'
      | 'catalogue.update'
      | 'coupons.update'
      | 'spots.update'
      | 'checkinFields.update'
      | 'staff.add'
      | 'staff.changeRole'
      | 'staff.remove'
      | 'staff.secondFactorEnrol'
      | 'staff.recoveryCodeUse'
      | 'integrationKey.create'
      | 'integrationKey.rotate'
      | 'integrationKey.revoke'
      | 'webhook.create'
      | 'webhook.update'
      | 'webhook.delete'
      | 'webhook.rotateSecret'
      | 'webhook.resend'
      | 'reservationImport.apply';
    ReservationImportFile: {
      /** @description The CSV file's bytes, base64 (at most 2 MB decoded, else 413 `import_too_large`). */
      content: string;
    };
    /**
     * @description A column of the reservation CSV (docs/integration.md "CSV import" names each one's Japanese and English headers).
     * @enum {string}
     */
    ReservationImportColumn:
      | 'bookingNumber'
      | 'status'
      | 'checkinDate'
      | 'nights'
      | 'guestCount'
      | 'guestName'
      | 'guestNameLatin'
      | 'guestNameKana'
      | 'holderName'
      | 'telephone'
      | 'address'
      | 'plan'
      | 'planLatin'
      | 'roomType'
      | 'roomTypeCode'
      | 'roomNumber'
      | 'roomCount'
      | 'amount'
      | 'payAtFrontDesk';
    ReservationImportProblem: {
      /** @description The column at fault; absent for the row as a whole. */
      column?: components['schemas']['ReservationImportColumn'];
      /**
       * @description Why: `required` (empty), `too_long`, `invalid_date`, `invalid_number` (not a whole number), `out_of_range`, `invalid_telephone`, `invalid_value` (not one of the column's words), `extra_cells` (more cells than headers), `duplicate_booking_number` (an earlier row of the file has it), `booking_number_taken` (a reservation not imported from CSV has it), `already_checked_in` (a cancellation of a stay begun), `already_paid` (the amount of a booking whose lines are paid).
       * @enum {string}
       */
      code:
        | 'required'
        | 'too_long'
        | 'invalid_date'
        | 'invalid_number'
        | 'out_of_range'
        | 'invalid_telephone'
        | 'invalid_value'
        | 'extra_cells'
        | 'duplicate_booking_number'
        | 'booking_number_taken'
        | 'already_checked_in'
        | 'already_paid';
    };
    ReservationImportRow: {
      /** @description The row's line in the file (the header is line 1). */
      line: number;
      /** @description As written in the file (empty when the cell is). */
      bookingNumber: string;
      guestName: string;
      /** @description As written in the file. */
      checkinDate: string;
      /** @description As written in the file. */
      nights: string;
      /**
       * @description What applying the row does (or did): `create`, `update`, `unchanged`, or `error` (see `problems`).
       * @enum {string}
       */
      outcome: 'create' | 'update' | 'unchanged' | 'error';
      problems: components['schemas']['ReservationImportProblem'][];
    };
    ReservationImport: {
      /** @description Whether the file was written: always false for a preview, and false for an import in which a row has an error (nothing was written). */
      applied: boolean;
      rows: components['schemas']['ReservationImportRow'][];
    };
    /**
     * @description What a key may reach: `reservations`, `stays`, `folios` (the data), and `readOnly`, which keeps the key to reading whatever its other scopes name.
     * @enum {string}
     */
    IntegrationScope: 'reservations' | 'stays' | 'folios' | 'readOnly';
    IntegrationScopes: components['schemas']['IntegrationScope'][];
    IntegrationKey: {
      keyId: components['schemas']['EntityId'];
      name: string;
      /** @description The key's readable start (`hik-` and 12 hex digits), to tell keys apart. */
      prefix: string;
      scopes: components['schemas']['IntegrationScopes'];
      /** @description Requests per minute. */
      rateLimit: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      lastUsedAt: string | null;
    };
    IntegrationKeyWithSecret: {
      key: components['schemas']['IntegrationKey'];
      /** @description The whole key, for the PMS's configuration; shown this once. */
      secret: string;
    };
    /** @description The plan's name per language (the guest's app shows Japanese where one is missing). */
    IntegrationPlan: {
      ja: string;
      en?: string;
      zh?: string;
      ko?: string;
    };
    IntegrationPerson: {
      /** @description The name as booked (Japanese or Latin). */
      name: string;
      nameLatin?: string;
      nameKana?: string;
    };
    IntegrationRoom: {
      typeName: string;
      typeCode: string;
      /** @description Null until a room is assigned. */
      roomNumber?: string | null;
      /** @default 1 */
      count: number;
    };
    /** @description A line of the booking's folio (what check-out bills), in yen with tax. */
    IntegrationCharge: {
      /** Format: date */
      date: string;
      name: string;
      /** @default 1 */
      quantity: number;
      /** @description Negative for a discount. */
      unitPrice: number;
      /** @enum {integer} */
      taxRate: 0 | 8 | 10;
    };
    IntegrationReservationInput: {
      /** @description Raised by the PMS with each change of the reservation. */
      revision: number;
      /** @description The booking number the guest knows (online check-in finds it by this too). */
      bookingNumber: string;
      /** @enum {string} */
      status: 'booked' | 'cancelled';
      /** Format: date */
      checkinDate: string;
      nights: number;
      plan?: components['schemas']['IntegrationPlan'];
      guestCount: number;
      holder?: components['schemas']['IntegrationPerson'];
      guest: components['schemas']['IntegrationPerson'];
      /** @description Digits only (online check-in finds the reservation by it). */
      telephone: string;
      address?: string;
      /** @default false */
      payAtFrontDesk: boolean;
      rooms: components['schemas']['IntegrationRoom'][];
      /** @description The booking's folio lines, replaced whole. Their amounts (quantity times unit price) add up to at most 100,000,000 yen either way, else 400 `validation_error` on `charges`. */
      charges?: components['schemas']['IntegrationCharge'][];
    };
    IntegrationReservation: {
      /** @description The PMS's id; null for a reservation the PMS did not push. */
      externalId: string | null;
      revision: number | null;
      bookingNumber: string;
      /** @enum {string} */
      status: 'booked' | 'checked_in' | 'checked_out' | 'cancelled';
      /** Format: date */
      checkinDate: string;
      nights: number;
      plan: {
        ja?: string;
        en?: string;
        zh?: string;
        ko?: string;
      } | null;
      guestCount: number;
      holder: components['schemas']['IntegrationPersonOut'];
      guest: components['schemas']['IntegrationPersonOut'];
      telephone: string;
      address: string | null;
      payAtFrontDesk: boolean;
      rooms: components['schemas']['IntegrationRoomOut'][];
      charges: {
        /** Format: date */
        date: string;
        name: string;
        quantity: number;
        unitPrice: number;
        taxRate: number;
        paid: boolean;
      }[];
      /** Format: date-time */
      updatedAt: string;
    };
    IntegrationRoomOut: {
      typeName: string;
      typeCode: string;
      roomNumber: string | null;
      count: number;
    };
    IntegrationRoomAssignment: {
      /** @description One per room line of the reservation, in its order; null leaves the line unassigned. */
      roomNumbers: (string | null)[];
    };
    IntegrationCheckIn: {
      /**
       * Format: date-time
       * @description When the desk checked the guest in; now when absent.
       */
      checkedInAt?: string;
    };
    IntegrationStay: {
      /** @description The reservation's PMS id; null for a reservation the PMS did not push. */
      externalId: string | null;
      bookingNumber: string;
      /** @enum {string} */
      status: 'checked_in' | 'checked_out';
      /** Format: date */
      checkinDate: string;
      nights: number;
      guestName: string | null;
      rooms: components['schemas']['IntegrationRoomOut'][];
      /**
       * Format: date-time
       * @description When the desk checked the guest in (as the PMS told it), or the hotel approved the online check-in; null for stays checked in before the hotel recorded it.
       */
      checkedInAt: string | null;
      checkOut: {
        checkedOut: boolean;
        /** Format: date-time */
        checkedOutAt: string | null;
        /** @description The folio's lines added up (yen, tax included). */
        totalAmount: number;
        paidAmount: number;
        /** @description What is left to pay; check-out needs it 0. */
        balance: number;
      };
      /** Format: date-time */
      updatedAt: string;
    };
    IntegrationFolioLine: {
      /** @description The PMS's id of a line it posted; null for the others. */
      lineId: string | null;
      /**
       * @description `booking`: the reservation's charges (upsertIntegrationReservation); `pms`: posted by the PMS during the stay; `hotel`: added at the hotel (a room order, a check-in extra).
       * @enum {string}
       */
      source: 'booking' | 'pms' | 'hotel';
      /** Format: date */
      date: string;
      name: string;
      quantity: number;
      unitPrice: number;
      /** @description The line's amount (yen, tax included); negative for a discount. */
      amount: number;
      taxRate: number;
      paid: boolean;
    };
    IntegrationFolio: {
      externalId: string;
      lines: components['schemas']['IntegrationFolioLine'][];
      totalAmount: number;
      paidAmount: number;
      /** @description What is left to pay, as check-out sums it. */
      balance: number;
    };
    IntegrationPersonOut: {
      name: string | null;
      nameLatin: string | null;
      nameKana: string | null;
    } | null;
    /**
     * @description An event a webhook endpoint may want (docs/integration.md "Webhooks"): an online check-in sent, approved by the hotel, a check-out (with the guest's review), a room order, a card payment captured or released by the front desk.
     * @enum {string}
     */
    WebhookEventType:
      | 'checkin.submitted'
      | 'checkin.approved'
      | 'checkout.completed'
      | 'order.placed'
      | 'payment.captured'
      | 'payment.released';
    WebhookEndpointInput: {
      url: string;
      eventTypes: components['schemas']['WebhookEventType'][];
      enabled: boolean;
    };
    WebhookEndpoint: {
      endpointId: components['schemas']['EntityId'];
      url: string;
      eventTypes: components['schemas']['WebhookEventType'][];
      enabled: boolean;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      secretRotatedAt: string;
    };
    WebhookEndpointWithSecret: components['schemas']['WebhookEndpoint'] & {
      /** @description The signing secret (`whsec_` and base64), shown only in this answer. */
      secret: string;
    };
    WebhookDelivery: {
      deliveryId: components['schemas']['EntityId'];
      /** @description The `webhook-id` header of every attempt of this delivery. */
      webhookId: string;
      eventType: components['schemas']['WebhookEventType'];
      /** @enum {string} */
      status: 'pending' | 'delivered' | 'failed';
      attempts: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      lastAttemptAt: string | null;
      /** @description The endpoint's HTTP status at the last attempt (null when it did not answer). */
      lastStatus: number | null;
      lastError: string | null;
      /**
       * Format: date-time
       * @description When a waiting delivery is tried next (null unless pending).
       */
      nextAttemptAt: string | null;
    };
    AuditEntry: {
      id: string;
      /** Format: date-time */
      at: string;
      /** @description The staff member's email at the time, or `operator` for the hotel command. */
      actor: string;
      operation: components['schemas']['AuditOperation'];
      /** @description What it was done to, `<thing>/<id>` (`staff/12`, `hotel/sakura-asakusa`). */
      target: string;
      /** @description The thing before the change (null when it was created). */
      before: {
        [key: string]: unknown;
      } | null;
      /** @description The thing after the change (null when it was removed). */
      after: {
        [key: string]: unknown;
      } | null;
    };
    FrontDeskCheckin: {
      checkinId: components['schemas']['EntityId'];
      /** @description The check-in ID the guest was given (and shows at the desk). */
      checkinCode: string;
      /** @description The representative guest's name as entered. */
      guestName: string;
      /** @description The phone number the guest searched their reservations by. */
      telephone: string | null;
      /**
       * @description The reservations it checks in, by arrival, as the hotel booked them: what the desk finds
       *     them by in its own reservation list. Empty for a check-in without a reservation.
       */
      reservations: components['schemas']['FrontDeskCheckinReservation'][];
      totalMembers: number | null;
      /**
       * Format: date
       * @description The earliest check-in date of its reservations.
       */
      arrivalDate: string | null;
      /**
       * Format: date-time
       * @description When the guest said they would arrive (userCheckinTime).
       */
      arrivalTime: string | null;
      nights: number | null;
      roomCount: number;
      /**
       * Format: date-time
       * @description When the guest sent the check-in.
       */
      submittedAt: string;
      approvedStatus: components['schemas']['ApprovedStatus'];
      /**
       * Format: date-time
       * @description When the hotel approved it; null while it waits (and for approvals older than this record).
       */
      approvedAt: string | null;
      /**
       * Format: date-time
       * @description Until when its approval can be undone (undoFrontDeskCheckinApproval): 5 minutes after the
       *     approval, while the guest has not used it. Null while it waits, and once it can no longer be undone.
       */
      undoUntil: string | null;
      /** @description How many of its guests gave a passport (foreign guests without an address in Japan). */
      passports: number;
    };
    FrontDeskCheckinReservation: {
      /** @description The booking number (Reservation.reservationId). */
      reservationId: string;
      /** @description The guest's name the reservation was booked under. */
      bookedName: string | null;
      /** @description The phone number the reservation was booked with (digits). */
      telephone: string;
    };
    FrontDeskRequestOrder: {
      orderId: components['schemas']['EntityId'];
      roomNumber: string;
      items: {
        /** @description The product's name in Japanese. */
        name: string;
        quantity: number;
        unitPrice: number;
      }[];
      totalAmount: number;
      paymentMethod: components['schemas']['OrderPaymentMethod'];
      /** Format: date-time */
      orderedAt: string;
      /** Format: date-time */
      deliveredAt: string | null;
    };
    FrontDeskPendingPayment: {
      orderId: components['schemas']['EntityId'];
      /** @enum {string} */
      kind: 'checkin' | 'checkout' | 'request';
      amount: number;
      cardBrand: string | null;
      maskedNumber: string | null;
      /** Format: date-time */
      createdAt: string;
      /** @description What the payment gateway says it did for this order, asked when listed. */
      gateway: {
        /**
         * @description unknown when the gateway could not be asked.
         * @enum {string}
         */
        status: 'charged' | 'not_charged' | 'unknown';
        transactionNumber: string | null;
      };
    };
    /** @description A passport number as printed, capital letters and digits. */
    PassportNumber: string;
    /** @description An ISO 3166-1 alpha-3 country code (the nationality printed in a passport). */
    CountryCode: string;
    PassportCaptureInput: {
      hotelId: components['schemas']['HotelIdValue'];
      nationality: components['schemas']['CountryCode'];
      passportNumber: components['schemas']['PassportNumber'];
      image: components['schemas']['PassportImage'];
    };
    PassportImage: {
      /** @enum {string} */
      type: 'image/jpeg' | 'image/png' | 'image/heic';
      /** @description The photo of the passport's photo page, base64 (at most 10 MB decoded). */
      data: string;
    };
    PassportCapture: {
      /** Format: uuid */
      passportId: string;
      nationality: components['schemas']['CountryCode'];
      /** @description The number with all but its last 3 characters as asterisks. */
      maskedNumber: string;
    };
    /**
     * @description What the guest register needs beyond the profile and the companions' names (issue 24).
     *     `residesInJapan` is whether the representative has an address in Japan (ignored for JPN).
     *     `passports` names a capture per foreign guest without an address in Japan: guest 0 is the
     *     representative, guest n the n-th of `checkin.accompany`; a guest appears at most once.
     */
    GuestRegisterInput: {
      residesInJapan: boolean;
      passports: {
        guest: number;
        /** Format: uuid */
        passportId: string;
      }[];
    };
    RegisterEntry: {
      entryId: components['schemas']['EntityId'];
      checkinId: components['schemas']['EntityId'];
      checkinCode: string;
      /**
       * Format: date
       * @description The check-in date on the hotel's clock.
       */
      checkinDate: string;
      /**
       * Format: date
       * @description The check-out date on the hotel's clock; null before check-out.
       */
      checkoutDate: string | null;
      /** @description 0 for the representative, n for the n-th companion. */
      guest: number;
      name: string;
      /** @description The representative's address; null for a companion (not asked). */
      address: string | null;
      /** @description The representative's phone; null for a companion. */
      telephone: string | null;
      /**
       * @description JPN, a passport's CountryCode, or NJP for a foreign guest with an address in Japan; null
       *     when not asked (a companion without a passport).
       */
      nationality: string | null;
      /** @description Whether the guest has an address in Japan; null when not asked. */
      residesInJapan: boolean | null;
      passport: {
        maskedNumber: string;
      } | null;
    };
    RegisterPassport: {
      entryId: components['schemas']['EntityId'];
      nationality: components['schemas']['CountryCode'];
      passportNumber: components['schemas']['PassportNumber'];
      image: {
        /** @enum {string} */
        type: 'image/jpeg' | 'image/png' | 'image/heic';
        /** @description The photo, base64. */
        data: string;
      };
    };
    /** @description What the thing was when read (a digest of it): an update sends it back, and gets 409 `edit_conflict` if the thing has changed since. */
    EditVersion: string;
    /** @description The settings a manager edits (the hotel file's HotelSetupHotel fields of the same names). */
    HotelSettingsFields: {
      /** @description The name in Japanese. */
      name: string;
      nameLatin: string;
      address?: string;
      addressLatin?: string;
      telephone?: string;
      /** @description An IANA time zone, e.g. Asia/Tokyo (checked by the server). */
      timeZone: string;
      checkinWindow: components['schemas']['HotelSetupTimeRange'];
      /** @description The qualified invoice registration; without it, receipts are plain receipts. */
      invoice?: {
        /** @description T and 13 digits. */
        registrationNumber: string;
        issuerName?: string;
      };
      images?: components['schemas']['HotelSettingsImages'];
    };
    /** @description The hotel's pictures (the hotel file's HotelSetupHotel `images`), each by reference as uploadHotelImage answers it; one left out or empty is none. On the guest's home: `hero` the wide picture at the top (the guide's extImageId), `logo` beside the hotel's name (logoImageId); the travel guide's tiles `recommend` Popular spots (facilityRecommendImageId), `food` Food (foodImageId), `play` Activities (playImageId), `shopping` Shopping (buyImageId). */
    HotelSettingsImages: {
      hero?: components['schemas']['HotelSettingsImage'];
      logo?: components['schemas']['HotelSettingsImage'];
      recommend?: components['schemas']['HotelSettingsImage'];
      food?: components['schemas']['HotelSettingsImage'];
      play?: components['schemas']['HotelSettingsImage'];
      shopping?: components['schemas']['HotelSettingsImage'];
    };
    /** @description A picture by reference as the hotel file holds it (HotelSetupReference: a path on this server or an http(s) URL), or empty for none. */
    HotelSettingsImage: string;
    HotelSettings: {
      version: components['schemas']['EditVersion'];
      settings: components['schemas']['HotelSettingsFields'];
    };
    HotelSettingsUpdate: {
      version: components['schemas']['EditVersion'];
      settings: components['schemas']['HotelSettingsFields'];
    };
    HotelFeatures: {
      version: components['schemas']['EditVersion'];
      plugins: components['schemas']['HotelSetupPlugins'];
      icons: components['schemas']['HotelSetupIcons'];
      payments: components['schemas']['HotelSetupPayments'];
    };
    HotelFeaturesUpdate: {
      version: components['schemas']['EditVersion'];
      plugins: components['schemas']['HotelSetupPlugins'];
      icons: components['schemas']['HotelSetupIcons'];
      payments: components['schemas']['HotelSetupPayments'];
    };
    CheckinFields: {
      version: components['schemas']['EditVersion'];
      /** @description In the order the guest sees them. */
      fields: components['schemas']['HotelSetupCheckinField'][];
    };
    CheckinFieldsUpdate: {
      version: components['schemas']['EditVersion'];
      fields: components['schemas']['HotelSetupCheckinField'][];
    };
    /**
     * @description An information page (the hotel file's HotelSetupPages).
     * @enum {string}
     */
    HotelPageName:
      'wifi' | 'notices' | 'floorGuide' | 'terms' | 'meals' | 'bath' | 'equipment' | 'checkinCheckout' | 'access';
    HotelPageSummary: {
      name: components['schemas']['HotelPageName'];
      exists: boolean;
      visible: boolean;
    };
    /** @description The page's HTML per language; a language left out falls back to Japanese. */
    HotelPageContent: {
      ja?: string;
      en?: string;
      zh?: string;
      ko?: string;
    };
    HotelPage: {
      name: components['schemas']['HotelPageName'];
      exists: boolean;
      visible: boolean;
      content: components['schemas']['HotelPageContent'];
      version: components['schemas']['EditVersion'];
    };
    HotelPageUpdate: {
      version: components['schemas']['EditVersion'];
      visible: boolean;
      content: components['schemas']['HotelPageContent'];
    };
    HotelCoupons: {
      version: components['schemas']['EditVersion'];
      coupons: components['schemas']['HotelSetupCoupon'][];
    };
    HotelCouponsUpdate: {
      version: components['schemas']['EditVersion'];
      /** @description The coupons in the guests' order. */
      coupons: components['schemas']['HotelSetupCoupon'][];
      /** @description Coupons whose title changed, so that each stays the same coupon for guests. */
      renames?: {
        /** @description The coupon's title as read. */
        from: string;
        /** @description Its title in `coupons`. */
        to: string;
      }[];
    };
    HotelSpots: {
      version: components['schemas']['EditVersion'];
      spots: components['schemas']['HotelSetupSpot'][];
    };
    HotelSpotsUpdate: {
      version: components['schemas']['EditVersion'];
      /** @description The spots in the travel guide's order. */
      spots: components['schemas']['HotelSetupSpot'][];
    };
    HotelImageUpload: {
      /**
       * @description The file's type as the browser names it (the server reads the picture itself).
       * @enum {string}
       */
      type: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/avif' | 'image/heic' | 'image/heif';
      /** @description The picture's file, base64 (at most 10 MB decoded). */
      data: string;
    };
    HotelImage: {
      /** @description Where the picture is served, a path on this server (`/images/hotels/...webp`). */
      url: string;
      width: number;
      height: number;
    };
    HotelCatalogue: {
      version: components['schemas']['EditVersion'];
      catalogue: components['schemas']['HotelSetupCatalogue'];
    };
    HotelCatalogueUpdate: {
      version: components['schemas']['EditVersion'];
      catalogue: components['schemas']['HotelSetupCatalogue'];
      /** @description The categories and products whose Japanese name this save changes, from the name read to the name saved: each keeps its identity (a product its id) under the new name. */
      renamed?: {
        categories?: components['schemas']['CatalogueRename'][];
        products?: components['schemas']['CatalogueRename'][];
      };
    };
    CatalogueRename: {
      /** @description The Japanese name as read (one the catalogue has, and the saved one no longer has). */
      from: string;
      /** @description The Japanese name saved (one the catalogue did not have). */
      to: string;
    };
    /** @description A hotel's whole setup, as `npm run hotel -- export` writes it: settings, pages, catalogue, coupons, travel spots, and images by reference (a path or URL). Nothing of guests, stays, orders or staff. Importing it makes the hotel exactly this: what the file leaves out is removed (an ordered product is kept, hidden from the catalogue). An optional field left out is empty. */
    HotelSetup: {
      hotel: components['schemas']['HotelSetupHotel'];
      plugins?: components['schemas']['HotelSetupPlugins'];
      icons?: components['schemas']['HotelSetupIcons'];
      payments?: components['schemas']['HotelSetupPayments'];
      pages?: components['schemas']['HotelSetupPages'];
      /** @description The guidance (custom check-in) fields, in the order the guest sees them. */
      checkinFields?: components['schemas']['HotelSetupCheckinField'][];
      assets?: components['schemas']['HotelSetupAsset'][];
      catalogue?: components['schemas']['HotelSetupCatalogue'];
      /** @description In the order the guest sees them; a coupon is known by its title. */
      coupons?: components['schemas']['HotelSetupCoupon'][];
      /** @description The travel guide's spots, in their order; a spot is known by its placeId. */
      spots?: components['schemas']['HotelSetupSpot'][];
    };
    /** @description A text in the four languages; ja is required, the others fall back to it. */
    HotelSetupText: {
      ja: string;
      en?: string;
      zh?: string;
      ko?: string;
    };
    /** @description HTML in the four languages (the information pages' allowlist applies when shown); each optional. */
    HotelSetupHtml: {
      ja?: string;
      en?: string;
      zh?: string;
      ko?: string;
    };
    /** @description A file by reference (an image, the tour widget's script): a path on this server (`/images/...`) or an http(s) URL; never its bytes. */
    HotelSetupReference: string;
    HotelSetupUrl: string;
    HotelSetupHotel: {
      id: components['schemas']['HotelIdValue'];
      /** @description The name in Japanese. */
      name: string;
      /** @description The name in Latin script, shown in the other languages. */
      nameLatin: string;
      address?: string;
      addressLatin?: string;
      telephone?: string;
      /** @description An IANA time zone, e.g. Asia/Tokyo. */
      timeZone: string;
      checkinWindow: components['schemas']['HotelSetupTimeRange'];
      frontDeskHours?: components['schemas']['HotelSetupTimeRange'];
      adminEmail?: components['schemas']['Email'];
      walletPassHost?: components['schemas']['HotelSetupUrl'];
      /** @description Without it, receipts are plain receipts. */
      invoice?: {
        /** @description The qualified invoice registration number, T and 13 digits. */
        registrationNumber: string;
        /** @description The registered business issuing the invoices; the hotel's name when left out. */
        issuerName?: string;
      };
      images?: {
        hero?: components['schemas']['HotelSetupReference'];
        logo?: components['schemas']['HotelSetupReference'];
        recommend?: components['schemas']['HotelSetupReference'];
        food?: components['schemas']['HotelSetupReference'];
        play?: components['schemas']['HotelSetupReference'];
        shopping?: components['schemas']['HotelSetupReference'];
      };
      recommendLink?: components['schemas']['HotelSetupUrl'];
      /** @description The travel guide's tour-booking widget (its script and its data). */
      tourBooking?: {
        script: components['schemas']['HotelSetupReference'];
        dataSrc: components['schemas']['HotelSetupReference'];
      };
    };
    /** @description From `start` to `end` (HH:mm); an end before the start is the next morning. */
    HotelSetupTimeRange: {
      start: components['schemas']['TimeOfDay'];
      end: components['schemas']['TimeOfDay'];
    };
    /** @description Each plugin code set, on (true) or off (false); a code left out is not set. */
    HotelSetupPlugins: {
      PA?: boolean;
      TL?: boolean;
      TM?: boolean;
      NP?: boolean;
      CN?: boolean;
      RK?: boolean;
      CC?: boolean;
      KSK?: boolean;
      TKT?: boolean;
      BR?: boolean;
      GUE?: boolean;
      CU?: boolean;
    };
    /** @description The buttons home displays. */
    HotelSetupIcons: {
      checkin: boolean;
      checkout: boolean;
      hotelGuide: boolean;
      aroundSpot: boolean;
      mobileRequest: boolean;
      frontTelephone: boolean;
      wifi: boolean;
    };
    /** @description Payment at check-in, at check-out and for requests. */
    HotelSetupPayments: {
      checkin?: components['schemas']['HotelSetupPayment'];
      checkout?: components['schemas']['HotelSetupPayment'];
      mobileRequest?: components['schemas']['HotelSetupPayment'];
    };
    HotelSetupPayment: {
      enabled?: boolean;
      /** @description Paying at the front desk (DIRECT). */
      frontDesk?: boolean;
      creditCard?: boolean;
    };
    HotelSetupPage: {
      /** @description Whether the page is in the menu. */
      visible: boolean;
      content?: components['schemas']['HotelSetupHtml'];
    };
    /** @description The information pages; a page left out does not exist. */
    HotelSetupPages: {
      wifi?: components['schemas']['HotelSetupPage'];
      notices?: components['schemas']['HotelSetupPage'];
      floorGuide?: components['schemas']['HotelSetupPage'];
      terms?: components['schemas']['HotelSetupPage'];
      meals?: components['schemas']['HotelSetupPage'];
      bath?: components['schemas']['HotelSetupPage'];
      equipment?: components['schemas']['HotelSetupPage'];
      checkinCheckout?: components['schemas']['HotelSetupPage'];
      access?: components['schemas']['HotelSetupPage'];
    };
    HotelSetupCheckinField: {
      /**
       * @description none shows its title and content only.
       * @enum {string}
       */
      type: 'selectBox' | 'textArea' | 'none';
      title: components['schemas']['HotelSetupText'];
      content?: components['schemas']['HotelSetupHtml'];
      /** @description A selectBox's options in each language (ja required). */
      options?: {
        ja: string[];
        en?: string[];
        zh?: string[];
        ko?: string[];
      };
      required?: boolean;
    };
    HotelSetupAsset: {
      /** @enum {string} */
      type: 'checkin' | 'checkout' | 'request';
      name: string;
      url: components['schemas']['HotelSetupReference'];
    };
    /** @description The request catalogue; a category or tag is known by its Japanese name, a product too. */
    HotelSetupCatalogue: {
      categories?: {
        name: components['schemas']['HotelSetupText'];
      }[];
      tags?: {
        name: components['schemas']['HotelSetupText'];
      }[];
      products?: components['schemas']['HotelSetupProduct'][];
    };
    HotelSetupProduct: {
      name: components['schemas']['HotelSetupText'];
      /** @description The Japanese name of one of the catalogue's categories. */
      category?: string;
      /** @description Japanese names of the catalogue's tags. */
      tags?: string[];
      description?: components['schemas']['HotelSetupHtml'];
      /** @description Yen, tax included. */
      price: number;
      /** @enum {integer} */
      taxRate: 0 | 8 | 10;
      stock: number;
      image?: components['schemas']['HotelSetupReference'];
      saleHours?: components['schemas']['HotelSetupTimeRange'];
      salesSubjectId?: components['schemas']['CatalogueId'];
    };
    HotelSetupCoupon: {
      title: string;
      titleLatin?: string;
      venue?: string;
      venueLatin?: string;
      description?: string;
      descriptionLatin?: string;
      image?: components['schemas']['HotelSetupReference'];
      url?: components['schemas']['HotelSetupUrl'];
      /**
       * Format: date-time
       * @description Open when left out.
       */
      validFrom?: string;
      /**
       * Format: date-time
       * @description Open when left out.
       */
      validTo?: string;
    };
    HotelSetupSpot: {
      placeId: string;
      /**
       * @description 1 food, 2 activity, 3 shopping.
       * @enum {integer}
       */
      category: 0 | 1 | 2 | 3;
      /** @description The place type the app translates (restaurant, temple, ...). */
      type?: string;
      name: components['schemas']['HotelSetupText'];
      /** @description A photo reference of the travel guide's photo service (getPlacePhoto's photoReference, so the same pattern): the maps service's, or the name of a demo photo. */
      photo?: string;
      lat: number;
      lng: number;
      telephone?: string;
      website?: components['schemas']['HotelSetupUrl'];
      address?: string;
      comment?: components['schemas']['HotelSetupHtml'];
      hours?: components['schemas']['BusinessHour'][];
    };
  };
  responses: {
    /** @description Missing, unknown, rotated or revoked integration key (`unauthorized`). */
    IntegrationUnauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The key lacks the operation's scope, or is `readOnly` and the operation writes (`integration_scope_missing`). */
    IntegrationScopeMissing: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The key used up its requests of the window (`too_many_requests`). */
    IntegrationTooManyRequests: {
      headers: {
        /** @description Seconds to wait before retrying. */
        'Retry-After'?: number;
        'RateLimit-Limit': components['headers']['RateLimit-Limit'];
        'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
        'RateLimit-Reset': components['headers']['RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Bad input (validation failure; `errors` maps field names to messages). */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The request body is larger than the server takes (256 KB). */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Missing, invalid or expired access token. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /**
     * @description The operation is the hotel managers' (`x-staff-role: manager`): a front-desk staff token gets
     *     `manager_only`. A staff member who must enrol a second factor first gets
     *     `second_factor_enrolment_required`.
     */
    ManagerOnly: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /**
     * @description A second factor is required (production) and the staff member has none yet:
     *     `second_factor_enrolment_required`; they may sign out or enrol one.
     */
    SecondFactorEnrolmentRequired: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Not found (e.g. unknown hotel, or an item that is not the caller's). */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /**
     * @description A passport was sealed with a key the server was not given (`passport_key_missing`): the
     *     operator adds it to PASSPORT_ENCRYPTION_OLD_KEYS. The answer holds nothing of the passport.
     */
    PassportKeyMissing: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /**
     * @description Conflict: a request with the same Idempotency-Key is still in flight, or the state does not
     *     allow the operation (see the operation's description).
     */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The Idempotency-Key was already used with a different payload. */
    UnprocessableEntity: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The bill must be paid first (code `payment_required`). */
    PaymentRequired: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Too many requests ("Please wait before retrying."). */
    TooManyRequests: {
      headers: {
        /** @description Seconds to wait before retrying. */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description This operation is not implemented yet. */
    NotImplemented: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: {
    /** @description An integration key of the manager's hotel. */
    IntegrationKeyId: components['schemas']['EntityId'];
    /** @description The PMS's own id of a folio line it posted, unique per reservation. */
    ExternalFolioLineId: string;
    /** @description The PMS's own id of the reservation, unique per hotel. */
    ExternalReservationId: string;
    PageName: components['schemas']['HotelPageName'];
    /** @description A staff account of the manager's hotel. */
    StaffId: components['schemas']['EntityId'];
    /** @description A webhook endpoint of the manager's hotel. */
    WebhookEndpointId: components['schemas']['EntityId'];
    /** @description The first check-in date of the range (YYYY-MM-DD, the hotel's clock). */
    RegisterFrom: string;
    /** @description The last check-in date of the range, included. */
    RegisterTo: string;
    /** @description The hotel the app is scoped to. */
    HotelId: string;
    /** @description Interface language. */
    Lang: components['schemas']['Language'];
    /** @description Phone number, digits only. */
    TelephoneQuery: components['schemas']['Telephone'];
    /**
     * @description Provider ids (`Reservation.id`) of the selected reservations, one repeated parameter per id
     *     (`?reservationIds=a&reservationIds=b`).
     */
    ReservationIds: components['schemas']['EntityIdListNonEmpty'];
    /** @description The member's user id at the payment service (`User.id`); defaults to the caller. */
    CuicinUserId: components['schemas']['EntityId'];
    CouponId: components['schemas']['CatalogueId'];
    /**
     * @description Unique per user action (e.g. a UUID), reused on retries. Same key and payload replays the
     *     stored response; 409 while the first request is in flight; 422 for another payload.
     */
    IdempotencyKey: string;
  };
  requestBodies: never;
  headers: {
    /** @description Requests the key may make per window (a minute). */
    'RateLimit-Limit': number;
    /** @description Requests the key has left in the current window. */
    'RateLimit-Remaining': number;
    /** @description Seconds until the window has room again. */
    'RateLimit-Reset': number;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHotelGuide: {
    parameters: {
      query: {
        /** @description The hotel the app is scoped to. */
        hotelId: components['parameters']['HotelId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The hotel's guide data. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HotelGuide'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getIconDisplay: {
    parameters: {
      query: {
        /** @description The hotel the app is scoped to. */
        hotelId: components['parameters']['HotelId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The icon display setting (zero or one entry). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            icon_display: components['schemas']['IconDisplay'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getWebManifest: {
    parameters: {
      query: {
        /** @description The hotel the app is scoped to. */
        hotelId: components['parameters']['HotelId'];
        /** @description Interface language. */
        lang: components['parameters']['Lang'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The manifest. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/manifest+json': components['schemas']['WebManifest'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getHotelAsset: {
    parameters: {
      query: {
        /** @description The hotel the app is scoped to. */
        hotelId: components['parameters']['HotelId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The hotel's assets (possibly empty). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            assets: components['schemas']['HotelAsset'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getFacilityInfo: {
    parameters: {
      query: {
        /** @description The hotel the app is scoped to. */
        hotelId: components['parameters']['HotelId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The facility information. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            facilityAdditionalPageInfo: components['schemas']['AdditionalPage'][];
            facilityAccessInfo: components['schemas']['FacilityAccessInfo'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  isEnabledPlugin: {
    parameters: {
      query: {
        /** @description The hotel the app is scoped to. */
        hotelId: components['parameters']['HotelId'];
        /** @description The plugin to ask about. */
        pluginCode: components['schemas']['PluginCode'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Whether the plugin is present and enabled. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            isEnabled: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  checkEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: components['schemas']['Email'];
          hotelId?: components['schemas']['HotelIdValue'];
          lang?: components['schemas']['Language'];
        };
      };
    };
    responses: {
      /** @description The email's status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'exists' | 'reset' | 'new';
          };
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: components['schemas']['Email'];
          password: string;
          language?: components['schemas']['Language'];
        };
      };
    };
    responses: {
      /** @description Signed in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthSession'];
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  auth0Callback: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The identity provider's ID token (a JWT). */
          token: string;
          /**
           * @description The nonce the app sent to the provider's authorize URL (not in the spec's payload).
           *     When given, the ID token's `nonce` claim must equal it, so a token minted for
           *     another sign-in cannot be slipped in.
           */
          nonce?: string;
        };
      };
    };
    responses: {
      /** @description Signed in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthSession'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: components['schemas']['Email'];
          password: components['schemas']['NewPassword'];
          language: components['schemas']['Language'];
        };
      };
    };
    responses: {
      /** @description Registered and signed in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Opaque access token. */
            token: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatusOk'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  forgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: components['schemas']['Email'];
          hotelId: components['schemas']['HotelIdValue'];
          lang: components['schemas']['Language'];
        };
      };
    };
    responses: {
      /** @description Accepted (whether or not the email has an account). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatusOk'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          email: components['schemas']['Email'];
          password: components['schemas']['NewPassword'];
          password_confirmation: string;
        };
      };
    };
    responses: {
      /** @description Password updated; the user signs in again. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatusOk'];
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getUserInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The member. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: components['schemas']['User'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  updateUserInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserProfileInput'];
      };
    };
    responses: {
      /** @description The updated member. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: components['schemas']['User'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  getCheckinHistory: {
    parameters: {
      query?: {
        userId?: components['schemas']['EntityId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The history (possibly empty). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            checkinHistorys: components['schemas']['CheckinHistoryItem'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  getCheckinHistoryDetail: {
    parameters: {
      query: {
        checkinCode: string;
      };
      header?: never;
      path: {
        checkinId: components['schemas']['EntityId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The check-in details. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            checkinHistory: components['schemas']['CheckinDetails'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  getUserPayment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The member's payments. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            userPayment: components['schemas']['UserPaymentEntry'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getInvoiceDetails: {
    parameters: {
      query: {
        orderId: components['schemas']['EntityId'];
        /** @description The member's user id at the payment service (`User.id`); defaults to the caller. */
        cuicinUserId?: components['parameters']['CuicinUserId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvoiceDetails'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  getReceiptPdf: {
    parameters: {
      query: {
        orderId: components['schemas']['EntityId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The receipt. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  backupReceiptPDF: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          list: components['schemas']['ReceiptBackupEntry'][];
        };
      };
    };
    responses: {
      /** @description Receipts stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatusOk'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  getPaymentSetting: {
    parameters: {
      query: {
        /** @description The hotel the app is scoped to. */
        hotelId: components['parameters']['HotelId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The payment settings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            payment_time: components['schemas']['PaymentTime'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getCreditCard: {
    parameters: {
      query?: {
        /** @description The member's user id at the payment service (`User.id`); defaults to the caller. */
        cuicinUserId?: components['parameters']['CuicinUserId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The saved card, or null. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Same fields as `CreditCard`; null when no card is saved. */
            accountInfo: {
              cardId: components['schemas']['EntityId'];
              /** @description e.g. VISA, MASTER, JCB, AMEX, DINERS. */
              cardBrand: string;
              /** @description Masked number, e.g. `************4242`. */
              cardNumber: string;
            } | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  addCreditCard: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description Unique per user action (e.g. a UUID), reused on retries. Same key and payload replays the
         *     stored response; 409 while the first request is in flight; 422 for another payload.
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          cuicinUserId: components['schemas']['EntityId'];
          /** @description The `token` returned by the card tokenisation service. */
          cardToken: string;
        };
      };
    };
    responses: {
      /** @description The registration result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            processResult: components['schemas']['ProcessResult'];
            /**
             * @description registered on success; rejected or expired when processResult is failure.
             * @enum {string}
             */
            status: 'registered' | 'rejected' | 'expired';
            /** @description The card service's reason for a refusal, to show as it is; null when it gave none. */
            errorMessage?: string | null;
            /** @description The saved card's id (EntityId) when registered. */
            cardId?: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  deleteCreditCard: {
    parameters: {
      query: {
        cardId: components['schemas']['EntityId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatusOk'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  creditCardPay: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description Unique per user action (e.g. a UUID), reused on retries. Same key and payload replays the
         *     stored response; 409 while the first request is in flight; 422 for another payload.
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          cardId: components['schemas']['EntityId'];
          paymentAmount: components['schemas']['PaymentAmountText'];
          reservationIds?: components['schemas']['EntityIdList'];
          checkinIds?: components['schemas']['EntityIdList'];
          hotelId: components['schemas']['HotelIdValue'];
        };
      };
    };
    responses: {
      /** @description The payment result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardPaymentResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  postCheckoutInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          orderId: components['schemas']['EntityId'];
          checkinIds: components['schemas']['EntityIdList'];
        };
      };
    };
    responses: {
      /** @description The sales recorded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              saleIds: components['schemas']['EntityId'][];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  zipcodeSearch: {
    parameters: {
      query: {
        /** @description 7 digits, optionally with a hyphen after the third (e.g. 100-0001). */
        zipcode: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Matching addresses (possibly empty). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: components['schemas']['ZipcodeResult'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getAroundSpots: {
    parameters: {
      query: {
        /** @description The hotel the app is scoped to. */
        hotelId: components['parameters']['HotelId'];
        /** @description 0 all, 1 food, 2 activity, 3 shopping. */
        category?: 0 | 1 | 2 | 3;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The spots (possibly empty). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            aroundSpots: components['schemas']['AroundSpot'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getAroundSpotDetail: {
    parameters: {
      query: {
        /** @description The hotel the app is scoped to. */
        hotelId: components['parameters']['HotelId'];
        placeId: string;
        /** @description Interface language. */
        lang: components['parameters']['Lang'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The spot and its business hours. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            aroundSpots: components['schemas']['AroundSpot'][];
            aroundSpotBusinessHour: components['schemas']['BusinessHour'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getPlacePhoto: {
    parameters: {
      query: {
        photoReference: string;
        maxwidth?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
          'image/png': string;
          'image/svg+xml': string;
          'image/webp': string;
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  searchCheckin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          hotelId: components['schemas']['HotelIdValue'];
          lang: components['schemas']['Language'];
          reservationTel?: components['schemas']['Telephone'];
          /** @description The booking number the guest typed. */
          reservationId?: string;
          reservationGivenName?: string;
          reservationFamilyName?: string;
        };
      };
    };
    responses: {
      /** @description Matching reservations (at least one). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            searchReservations: components['schemas']['Reservation'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCustomCheckinFields: {
    parameters: {
      query: {
        /** @description The hotel the app is scoped to. */
        hotelId: components['parameters']['HotelId'];
        /** @description Language of the texts; ja when absent. */
        lang?: components['schemas']['Language'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The fields in display order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            customCheckin: components['schemas']['CustomCheckinField'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getCheckinPayments: {
    parameters: {
      query: {
        /** @description The hotel the app is scoped to. */
        hotelId: components['parameters']['HotelId'];
        /**
         * @description Provider ids (`Reservation.id`) of the selected reservations, one repeated parameter per id
         *     (`?reservationIds=a&reservationIds=b`).
         */
        reservationIds: components['parameters']['ReservationIds'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The payments summary. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentsSummary'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  setCheckin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          hotelId: components['schemas']['HotelIdValue'];
          reservationIds: components['schemas']['EntityIdListNonEmpty'];
        };
      };
    };
    responses: {
      /** @description The pending check-in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: components['schemas']['EntityId'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  createPassportCapture: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PassportCaptureInput'];
      };
    };
    responses: {
      /** @description The passport, stored encrypted; what the guest's screens may show of it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PassportCapture'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  smartCheckin: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description Unique per user action (e.g. a UUID), reused on retries. Same key and payload replays the
         *     stored response; 409 while the first request is in flight; 422 for another payload.
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SmartCheckinInput'];
      };
    };
    responses: {
      /** @description The check-in was registered. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            checkinId: components['schemas']['EntityId'];
            /** @description The check-in ID shown to the guest. */
            checkinCode: string;
            qrJson: components['schemas']['QrJson'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['PaymentRequired'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  getCheckinApproved: {
    parameters: {
      query: {
        checkinId: components['schemas']['EntityId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The check-in's approval data. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            checkinCode: string;
            qrJson: components['schemas']['QrJson'];
            approvedStatus: components['schemas']['ApprovedStatus'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  getStayReservations: {
    parameters: {
      query: {
        /** @description Phone number, digits only. */
        telephone: components['parameters']['TelephoneQuery'];
        /** @description The hotel the app is scoped to. */
        hotelId: components['parameters']['HotelId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stay reservations (possibly empty). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stayReservations: components['schemas']['CheckoutReservation'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCheckinsList: {
    parameters: {
      query: {
        /** @description Phone number, digits only. */
        telephone: components['parameters']['TelephoneQuery'];
        /** @description The hotel the app is scoped to. */
        hotelId: components['parameters']['HotelId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The check-ins (possibly empty). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            checkin: components['schemas']['CheckinListItem'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReservatinsPayments: {
    parameters: {
      query: {
        /** @description The hotel the app is scoped to. */
        hotelId: components['parameters']['HotelId'];
        /**
         * @description Provider ids (`Reservation.id`) of the selected reservations, one repeated parameter
         *     per id (`?reservationIds=a&reservationIds=b`).
         */
        reservationIds?: components['schemas']['EntityIdListNonEmpty'];
        /**
         * @description Ids (`CheckinListItem.id`) of the selected check-ins, one repeated parameter per id;
         *     needs `telephone`.
         */
        checkinIds?: components['schemas']['EntityIdListNonEmpty'];
        /** @description The phone number the check-out search was made with (digits only). */
        telephone?: components['schemas']['Telephone'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The payments summary. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentsSummary'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  sendReservationReview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          comment: components['schemas']['ReviewComment'];
          point: components['schemas']['ReviewPoint'];
          reservationId: components['schemas']['EntityId'];
          improvement: components['schemas']['ReviewImprovement'];
          telephone: components['schemas']['Telephone'];
        };
      };
    };
    responses: {
      /** @description Review stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatusOk'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  sendCheckinReview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          comment: components['schemas']['ReviewComment'];
          point: components['schemas']['ReviewPoint'];
          checkinId: components['schemas']['EntityId'];
          guestId: components['schemas']['EntityId'];
          improvement: components['schemas']['ReviewImprovement'];
          telephone: components['schemas']['Telephone'];
        };
      };
    };
    responses: {
      /** @description Review stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatusOk'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  checkout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          checkinId?: components['schemas']['EntityId'];
          reservationId?: components['schemas']['EntityId'];
          /** @description Whether a review was sent before this check-out. */
          withReview: boolean;
          telephone: components['schemas']['Telephone'];
        };
      };
    };
    responses: {
      /** @description Checked out. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatusOk'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  sendmailCheckoutPaymentInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CheckoutPaymentMail'];
      };
    };
    responses: {
      /** @description Mail queued. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatusOk'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  sendmailMobileRequestInfoForUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MobileRequestMail'];
      };
    };
    responses: {
      /** @description Mail queued. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatusOk'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  sendmailMobileRequestInfoForAdmin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MobileRequestMail'];
      };
    };
    responses: {
      /** @description Mail queued. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatusOk'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getProductsList: {
    parameters: {
      query: {
        /** @description The hotel the app is scoped to. */
        hotelId: components['parameters']['HotelId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Products, tags and categories. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            products: components['schemas']['Product'][];
            tags: components['schemas']['ProductTag'][];
            categories: components['schemas']['ProductCategory'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getGuestRoomByTelephone: {
    parameters: {
      query: {
        /** @description The hotel the app is scoped to. */
        hotelId: components['parameters']['HotelId'];
        /** @description Phone number, digits only. */
        telephone: components['parameters']['TelephoneQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rooms (at least one). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            checkinAssignRooms: components['schemas']['CartRoom'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  creditCardPayForMobileRequest: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description Unique per user action (e.g. a UUID), reused on retries. Same key and payload replays the
         *     stored response; 409 while the first request is in flight; 422 for another payload.
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          checkinId: components['schemas']['EntityId'];
          paymentAmount: components['schemas']['PaymentAmountText'];
          productIds: components['schemas']['CatalogueId'][];
          products: components['schemas']['OrderedProducts'];
          cardId: components['schemas']['EntityId'];
          telephone: components['schemas']['Telephone'];
        };
      };
    };
    responses: {
      /** @description The payment result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The paid order's id (EntityId); null when the payment failed. */
            mobileRequestOrderId: string | null;
            processResult: components['schemas']['ProcessResult'];
            status: components['schemas']['CardPaymentStatus'];
            errorMessage?: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  makeRequestOrder: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description Unique per user action (e.g. a UUID), reused on retries. Same key and payload replays the
         *     stored response; 409 while the first request is in flight; 422 for another payload.
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          checkinId: components['schemas']['EntityId'];
          /** @description Required when paymentMethod is 1 (EntityId). */
          mobileRequestOrderId?: string | null;
          roomNumber: string;
          paymentMethod: components['schemas']['OrderPaymentMethod'];
          products: components['schemas']['OrderedProducts'];
          telephone: components['schemas']['Telephone'];
        };
      };
    };
    responses: {
      /** @description The order was created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            requestOrderId: components['schemas']['EntityId'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
    };
  };
  makeSales: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          list: components['schemas']['SaleInput'][];
          telephone: components['schemas']['Telephone'];
        };
      };
    };
    responses: {
      /** @description The sales recorded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            saleIds: components['schemas']['EntityId'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  getHotelCoupons: {
    parameters: {
      query: {
        /** @description The hotel the app is scoped to. */
        hotelId: components['parameters']['HotelId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The coupons (possibly empty). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            coupons: components['schemas']['Coupon'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  getHotelCoupon: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['CouponId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The coupon. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            coupon: components['schemas']['Coupon'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  takeHotelCoupons: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['CouponId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The coupon, now used. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            coupon: components['schemas']['Coupon'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  frontDeskLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: components['schemas']['Email'];
          password: string;
          code?: components['schemas']['SecondFactorCode'];
        };
      };
    };
    responses: {
      /** @description Signed in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffSession'];
        };
      };
      400: components['responses']['BadRequest'];
      /**
       * @description The password was right but the staff member has a second factor and no `code` was sent:
       *     `second_factor_required`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  frontDeskLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatusOk'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getFrontDeskStaff: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The staff member. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Staff'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  startStaffSecondFactorEnrolment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new secret, not yet in effect. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The Base32 secret, for typing into an authenticator app. */
            secret: string;
            /** @description The same as an otpauth://totp/ URI, for a QR code. */
            otpauthUri: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['Conflict'];
    };
  };
  confirmStaffSecondFactorEnrolment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description The second factor is in effect; the recovery codes, shown this once. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            recoveryCodes: string[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listFrontDeskCheckins: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pending check-ins (possibly none). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            checkins: components['schemas']['FrontDeskCheckin'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['SecondFactorEnrolmentRequired'];
    };
  };
  approveFrontDeskCheckin: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        checkinId: components['schemas']['EntityId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The check-in, approved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FrontDeskCheckin'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['SecondFactorEnrolmentRequired'];
      404: components['responses']['NotFound'];
    };
  };
  undoFrontDeskCheckinApproval: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        checkinId: components['schemas']['EntityId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The check-in, waiting for approval again. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FrontDeskCheckin'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['SecondFactorEnrolmentRequired'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  listFrontDeskRequestOrders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Today's orders (possibly none). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /**
             * Format: date
             * @description The hotel's today.
             */
            date: string;
            orders: components['schemas']['FrontDeskRequestOrder'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['SecondFactorEnrolmentRequired'];
    };
  };
  markFrontDeskOrderDelivered: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: components['schemas']['EntityId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order, delivered. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FrontDeskRequestOrder'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['SecondFactorEnrolmentRequired'];
      404: components['responses']['NotFound'];
    };
  };
  listFrontDeskPendingPayments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pending payments (possibly none). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            payments: components['schemas']['FrontDeskPendingPayment'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['SecondFactorEnrolmentRequired'];
    };
  };
  resolveFrontDeskPendingPayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: components['schemas']['EntityId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          action: 'settle' | 'release';
        };
      };
    };
    responses: {
      /** @description The payment, settled or released. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            orderId: components['schemas']['EntityId'];
            processResult: components['schemas']['ProcessResult'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['SecondFactorEnrolmentRequired'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      /** @description The payment gateway could not be asked; try again later. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listFrontDeskRegister: {
    parameters: {
      query: {
        /** @description The first check-in date of the range (YYYY-MM-DD, the hotel's clock). */
        from: components['parameters']['RegisterFrom'];
        /** @description The last check-in date of the range, included. */
        to: components['parameters']['RegisterTo'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The register's entries (possibly none). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entries: components['schemas']['RegisterEntry'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['SecondFactorEnrolmentRequired'];
    };
  };
  exportFrontDeskRegister: {
    parameters: {
      query: {
        /** @description The first check-in date of the range (YYYY-MM-DD, the hotel's clock). */
        from: components['parameters']['RegisterFrom'];
        /** @description The last check-in date of the range, included. */
        to: components['parameters']['RegisterTo'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The register as CSV, offered as a download. */
      200: {
        headers: {
          /** @description attachment; filename="guest-register-<hotelId>-<from>-<to>.csv" */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['SecondFactorEnrolmentRequired'];
      503: components['responses']['PassportKeyMissing'];
    };
  };
  getFrontDeskPassport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        entryId: components['schemas']['EntityId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The passport. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RegisterPassport'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['SecondFactorEnrolmentRequired'];
      404: components['responses']['NotFound'];
      503: components['responses']['PassportKeyMissing'];
    };
  };
  listHotelStaff: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The hotel's staff. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            staff: components['schemas']['HotelStaffMember'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
    };
  };
  addHotelStaff: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: components['schemas']['Email'];
          name: string;
          role: components['schemas']['StaffRole'];
          password: components['schemas']['NewPassword'];
        };
      };
    };
    responses: {
      /** @description The new staff member. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HotelStaffMember'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  changeHotelStaffRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A staff account of the manager's hotel. */
        staffId: components['parameters']['StaffId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          role: components['schemas']['StaffRole'];
        };
      };
    };
    responses: {
      /** @description The staff member with their role. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HotelStaffMember'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  removeHotelStaff: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A staff account of the manager's hotel. */
        staffId: components['parameters']['StaffId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatusOk'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  listAuditLog: {
    parameters: {
      query?: {
        /** @description The previous page's nextCursor. */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the log. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entries: components['schemas']['AuditEntry'][];
            nextCursor: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
    };
  };
  uploadHotelImage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['HotelImageUpload'];
      };
    };
    responses: {
      /** @description The picture as kept, and where it is served. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HotelImage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  listWebhookEndpoints: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The hotel's endpoints. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            endpoints: components['schemas']['WebhookEndpoint'][];
            eventTypes: components['schemas']['WebhookEventType'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
    };
  };
  createWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookEndpointInput'];
      };
    };
    responses: {
      /** @description The new endpoint, with its secret. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointWithSecret'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  updateWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A webhook endpoint of the manager's hotel. */
        endpointId: components['parameters']['WebhookEndpointId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookEndpointInput'];
      };
    };
    responses: {
      /** @description The endpoint as saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpoint'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  deleteWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A webhook endpoint of the manager's hotel. */
        endpointId: components['parameters']['WebhookEndpointId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatusOk'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      404: components['responses']['NotFound'];
    };
  };
  rotateWebhookSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A webhook endpoint of the manager's hotel. */
        endpointId: components['parameters']['WebhookEndpointId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The endpoint with its new secret. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointWithSecret'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      404: components['responses']['NotFound'];
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: {
        /** @description The previous page's nextCursor. */
        cursor?: string;
      };
      header?: never;
      path: {
        /** @description A webhook endpoint of the manager's hotel. */
        endpointId: components['parameters']['WebhookEndpointId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the deliveries. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deliveries: components['schemas']['WebhookDelivery'][];
            nextCursor: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      404: components['responses']['NotFound'];
    };
  };
  resendWebhookDelivery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A webhook endpoint of the manager's hotel. */
        endpointId: components['parameters']['WebhookEndpointId'];
        deliveryId: components['schemas']['EntityId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The delivery, waiting to be sent. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDelivery'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      404: components['responses']['NotFound'];
    };
  };
  previewReservationImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReservationImportFile'];
      };
    };
    responses: {
      /** @description Each row of the file and what applying it would do. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReservationImport'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  applyReservationImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReservationImportFile'];
      };
    };
    responses: {
      /** @description What was done to each row (or, with `applied` false, why nothing was). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReservationImport'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  getHotelSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The settings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HotelSettings'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
    };
  };
  updateHotelSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['HotelSettingsUpdate'];
      };
    };
    responses: {
      /** @description The settings saved, with their new version. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HotelSettings'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  getHotelFeatures: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The features. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HotelFeatures'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
    };
  };
  updateHotelFeatures: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['HotelFeaturesUpdate'];
      };
    };
    responses: {
      /** @description The features saved, with their new version. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HotelFeatures'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  getCheckinFields: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The fields. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckinFields'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
    };
  };
  updateCheckinFields: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CheckinFieldsUpdate'];
      };
    };
    responses: {
      /** @description The fields saved, with their new version. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckinFields'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  listHotelPages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pages. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pages: components['schemas']['HotelPageSummary'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
    };
  };
  getHotelPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        pageName: components['parameters']['PageName'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HotelPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
    };
  };
  updateHotelPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        pageName: components['parameters']['PageName'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['HotelPageUpdate'];
      };
    };
    responses: {
      /** @description The page as saved, with its new version. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HotelPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  getHotelCatalogue: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The catalogue. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HotelCatalogue'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
    };
  };
  updateHotelCatalogue: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['HotelCatalogueUpdate'];
      };
    };
    responses: {
      /** @description The catalogue saved, with its new version. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HotelCatalogue'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  getConsoleCoupons: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The coupons. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HotelCoupons'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
    };
  };
  updateConsoleCoupons: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['HotelCouponsUpdate'];
      };
    };
    responses: {
      /** @description The coupons saved, with their new version. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HotelCoupons'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  getHotelSpots: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The spots. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HotelSpots'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
    };
  };
  updateHotelSpots: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['HotelSpotsUpdate'];
      };
    };
    responses: {
      /** @description The spots saved, with their new version. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HotelSpots'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  listIntegrationKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The hotel's live keys. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            keys: components['schemas']['IntegrationKey'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
    };
  };
  createIntegrationKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          scopes: components['schemas']['IntegrationScopes'];
        };
      };
    };
    responses: {
      /** @description The new key, with its secret shown this once. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IntegrationKeyWithSecret'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  rotateIntegrationKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description An integration key of the manager's hotel. */
        keyId: components['parameters']['IntegrationKeyId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The key, with its new secret shown this once. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IntegrationKeyWithSecret'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      404: components['responses']['NotFound'];
    };
  };
  revokeIntegrationKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description An integration key of the manager's hotel. */
        keyId: components['parameters']['IntegrationKeyId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoked. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatusOk'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ManagerOnly'];
      404: components['responses']['NotFound'];
    };
  };
  listIntegrationReservations: {
    parameters: {
      query?: {
        updatedSince?: string;
        /** @description The previous page's nextCursor. */
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of reservations. */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            reservations: components['schemas']['IntegrationReservation'][];
            nextCursor: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['IntegrationUnauthorized'];
      403: components['responses']['IntegrationScopeMissing'];
      429: components['responses']['IntegrationTooManyRequests'];
    };
  };
  getIntegrationReservation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The PMS's own id of the reservation, unique per hotel. */
        externalId: components['parameters']['ExternalReservationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reservation. */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IntegrationReservation'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['IntegrationUnauthorized'];
      403: components['responses']['IntegrationScopeMissing'];
      404: components['responses']['NotFound'];
      429: components['responses']['IntegrationTooManyRequests'];
    };
  };
  upsertIntegrationReservation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The PMS's own id of the reservation, unique per hotel. */
        externalId: components['parameters']['ExternalReservationId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IntegrationReservationInput'];
      };
    };
    responses: {
      /** @description What the call did, and the reservation as stored now. */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            outcome: 'created' | 'updated' | 'unchanged';
            reservation: components['schemas']['IntegrationReservation'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['IntegrationUnauthorized'];
      403: components['responses']['IntegrationScopeMissing'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['IntegrationTooManyRequests'];
    };
  };
  assignIntegrationRooms: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The PMS's own id of the reservation, unique per hotel. */
        externalId: components['parameters']['ExternalReservationId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IntegrationRoomAssignment'];
      };
    };
    responses: {
      /** @description What the call did, and the reservation's rooms as stored now. */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            outcome: 'updated' | 'unchanged';
            rooms: components['schemas']['IntegrationRoomOut'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['IntegrationUnauthorized'];
      403: components['responses']['IntegrationScopeMissing'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['IntegrationTooManyRequests'];
    };
  };
  getIntegrationFolio: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The PMS's own id of the reservation, unique per hotel. */
        externalId: components['parameters']['ExternalReservationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The folio. */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IntegrationFolio'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['IntegrationUnauthorized'];
      403: components['responses']['IntegrationScopeMissing'];
      404: components['responses']['NotFound'];
      429: components['responses']['IntegrationTooManyRequests'];
    };
  };
  upsertIntegrationFolioLine: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The PMS's own id of the reservation, unique per hotel. */
        externalId: components['parameters']['ExternalReservationId'];
        /** @description The PMS's own id of a folio line it posted, unique per reservation. */
        lineId: components['parameters']['ExternalFolioLineId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IntegrationCharge'];
      };
    };
    responses: {
      /** @description What the call did, and the line as stored now. */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            outcome: 'created' | 'updated' | 'unchanged';
            line: components['schemas']['IntegrationFolioLine'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['IntegrationUnauthorized'];
      403: components['responses']['IntegrationScopeMissing'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['IntegrationTooManyRequests'];
    };
  };
  listIntegrationStays: {
    parameters: {
      query?: {
        updatedSince?: string;
        /** @description The previous page's nextCursor. */
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of stays. */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stays: components['schemas']['IntegrationStay'][];
            nextCursor: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['IntegrationUnauthorized'];
      403: components['responses']['IntegrationScopeMissing'];
      429: components['responses']['IntegrationTooManyRequests'];
    };
  };
  getIntegrationStay: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The PMS's own id of the reservation, unique per hotel. */
        externalId: components['parameters']['ExternalReservationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stay. */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IntegrationStay'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['IntegrationUnauthorized'];
      403: components['responses']['IntegrationScopeMissing'];
      404: components['responses']['NotFound'];
      429: components['responses']['IntegrationTooManyRequests'];
    };
  };
  checkInIntegrationStay: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The PMS's own id of the reservation, unique per hotel. */
        externalId: components['parameters']['ExternalReservationId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IntegrationCheckIn'];
      };
    };
    responses: {
      /** @description What the call did, and the stay as stored now. */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            outcome: 'created' | 'unchanged';
            stay: components['schemas']['IntegrationStay'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['IntegrationUnauthorized'];
      403: components['responses']['IntegrationScopeMissing'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['IntegrationTooManyRequests'];
    };
  };
}
