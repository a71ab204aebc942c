import type { Db } from '../database.ts';
import { DEMO_HOTEL_ID } from './demoHotels.ts';

/**
 * The mobile request catalogue of the demo hotel (minato-inn has none): four categories, four tags
 * and eleven products, among them a breakfast set sold 06:30-10:00, a late-night ramen sold
 * 22:00-02:00 (across midnight), a sold-out drink and take-out sweets taxed at 8%. Prices are yen,
 * tax included. Idempotent: categories and tags are found again by Japanese name, products by
 * sales subject, so product ids (kept in guests' carts and orders) survive a new seed.
 */

interface Text4 {
  ja: string;
  en: string;
  zh: string;
  ko: string;
}

type CategoryKey = 'drinks' | 'amenities' | 'breakfast' | 'snacks';
type TagKey = 'popular' | 'vegan' | 'hot' | 'new';

const CATEGORIES: Record<CategoryKey, Text4> = {
  drinks: { ja: 'ドリンク', en: 'Drinks', zh: '饮品', ko: '음료' },
  amenities: { ja: 'アメニティ', en: 'Amenities', zh: '客房用品', ko: '어메니티' },
  breakfast: { ja: '朝食', en: 'Breakfast', zh: '早餐', ko: '조식' },
  snacks: { ja: '軽食・おやつ', en: 'Snacks', zh: '小吃', ko: '간식' },
};

const TAGS: Record<TagKey, Text4> = {
  popular: { ja: '人気', en: 'Popular', zh: '人气', ko: '인기' },
  vegan: { ja: 'ヴィーガン', en: 'Vegan', zh: '纯素', ko: '비건' },
  hot: { ja: '温かい', en: 'Hot', zh: '热食', ko: '따뜻한' },
  new: { ja: '新商品', en: 'New', zh: '新品', ko: '신상품' },
};

interface DemoProduct {
  salesSubjectId: number;
  category: CategoryKey;
  tags: TagKey[];
  name: Text4;
  description: Text4;
  price: number;
  taxRate: 8 | 10;
  stock: number;
  image: string;
  saleHours?: [string, string];
}

export const demoProducts: DemoProduct[] = [
  {
    salesSubjectId: 9001,
    category: 'drinks',
    tags: ['popular'],
    name: { ja: '浅草クラフトビール', en: 'Asakusa craft beer', zh: '浅草精酿啤酒', ko: '아사쿠사 크래프트 맥주' },
    description: {
      ja: '地元醸造所のラガー（330ml）。',
      en: 'A lager from a local brewery (330 ml).',
      zh: '本地酒厂酿造的拉格啤酒（330毫升）。',
      ko: '지역 양조장의 라거(330ml).',
    },
    price: 780,
    taxRate: 10,
    stock: 24,
    image: 'beer.webp',
  },
  {
    salesSubjectId: 9002,
    category: 'drinks',
    tags: ['vegan'],
    name: { ja: '緑茶（ペットボトル）', en: 'Green tea (bottle)', zh: '绿茶（瓶装）', ko: '녹차(페트병)' },
    description: {
      ja: '冷たい国産緑茶（500ml）。',
      en: 'Chilled Japanese green tea (500 ml).',
      zh: '冰镇日本绿茶（500毫升）。',
      ko: '차가운 일본 녹차(500ml).',
    },
    price: 220,
    taxRate: 10,
    stock: 48,
    image: 'green-tea.webp',
  },
  {
    salesSubjectId: 9003,
    category: 'drinks',
    tags: ['hot', 'vegan'],
    name: { ja: 'ホットコーヒー', en: 'Hot coffee', zh: '热咖啡', ko: '핫 커피' },
    description: {
      ja: 'ハンドドリップのブレンドコーヒー。',
      en: 'Hand-dripped house blend.',
      zh: '手冲混合咖啡。',
      ko: '핸드드립 블렌드 커피.',
    },
    price: 450,
    taxRate: 10,
    stock: 30,
    image: 'coffee.webp',
  },
  {
    salesSubjectId: 9004,
    category: 'drinks',
    tags: ['new'],
    name: { ja: '柚子スパークリング', en: 'Yuzu sparkling water', zh: '柚子气泡水', ko: '유자 탄산수' },
    description: {
      ja: '柚子の香りの炭酸水。本日は売り切れです。',
      en: 'Sparkling water with yuzu. Sold out today.',
      zh: '柚子风味气泡水。今日已售罄。',
      ko: '유자 향 탄산수. 오늘은 품절입니다.',
    },
    price: 350,
    taxRate: 10,
    stock: 0,
    image: 'yuzu-soda.webp',
  },
  {
    salesSubjectId: 9005,
    category: 'amenities',
    tags: [],
    name: { ja: '歯ブラシセット', en: 'Toothbrush set', zh: '牙刷套装', ko: '칫솔 세트' },
    description: {
      ja: '歯ブラシと歯磨き粉。',
      en: 'Toothbrush and toothpaste.',
      zh: '牙刷和牙膏。',
      ko: '칫솔과 치약.',
    },
    price: 200,
    taxRate: 10,
    stock: 100,
    image: 'toothbrush.webp',
  },
  {
    salesSubjectId: 9006,
    category: 'amenities',
    tags: ['new'],
    name: { ja: 'スキンケアセット', en: 'Skincare set', zh: '护肤套装', ko: '스킨케어 세트' },
    description: {
      ja: '化粧水・乳液・クレンジングのトラベルサイズ。',
      en: 'Travel-size toner, lotion and cleanser.',
      zh: '旅行装化妆水、乳液和卸妆液。',
      ko: '여행용 스킨, 로션, 클렌저.',
    },
    price: 900,
    taxRate: 10,
    stock: 20,
    image: 'skincare.webp',
  },
  {
    salesSubjectId: 9007,
    category: 'amenities',
    tags: ['popular'],
    name: { ja: '柚子の入浴剤', en: 'Yuzu bath salts', zh: '柚子浴盐', ko: '유자 입욕제' },
    description: {
      ja: 'お部屋のお風呂で温泉気分を。',
      en: 'A hot-spring mood in your room’s bath.',
      zh: '在客房浴缸享受温泉氛围。',
      ko: '객실 욕조에서 온천 기분을.',
    },
    price: 500,
    taxRate: 10,
    stock: 40,
    image: 'bath-salts.webp',
  },
  {
    salesSubjectId: 9008,
    category: 'breakfast',
    tags: ['popular', 'hot'],
    name: { ja: '和朝食セット', en: 'Japanese breakfast set', zh: '日式早餐套餐', ko: '일식 조식 세트' },
    description: {
      ja: '焼き魚、ご飯、味噌汁、小鉢。6:30〜10:00にお部屋へお届けします。',
      en: 'Grilled fish, rice, miso soup and side dishes, brought to your room 6:30-10:00.',
      zh: '烤鱼、米饭、味噌汤和小菜，6:30-10:00送至客房。',
      ko: '구운 생선, 밥, 된장국, 반찬. 6:30~10:00 객실로 배달.',
    },
    price: 1650,
    taxRate: 10,
    stock: 15,
    image: 'breakfast.webp',
    saleHours: ['06:30', '10:00'],
  },
  {
    salesSubjectId: 9009,
    category: 'snacks',
    tags: ['hot', 'popular'],
    name: { ja: '夜鳴きラーメン', en: 'Late-night ramen', zh: '深夜拉面', ko: '심야 라멘' },
    description: {
      ja: '昔ながらの醤油ラーメン。22:00〜翌2:00限定。',
      en: 'Classic soy sauce ramen, 22:00 to 2:00 only.',
      zh: '传统酱油拉面，仅限22:00至次日2:00。',
      ko: '전통 간장 라멘. 22:00~다음 날 2:00 한정.',
    },
    price: 980,
    taxRate: 10,
    stock: 12,
    image: 'ramen.webp',
    saleHours: ['22:00', '02:00'],
  },
  {
    salesSubjectId: 9010,
    category: 'snacks',
    tags: ['vegan', 'popular'],
    name: {
      ja: '芋ようかん（お持ち帰り）',
      en: 'Sweet potato yokan (take-out)',
      zh: '红薯羊羹（外带）',
      ko: '고구마 양갱(포장)',
    },
    description: {
      ja: '浅草名物。箱入り5本、お持ち帰り用（軽減税率8%）。',
      en: 'An Asakusa speciality: a box of five to take home (8% reduced tax rate).',
      zh: '浅草名产，5条盒装，外带（8%减免税率）。',
      ko: '아사쿠사 명물. 5개입 포장용(경감세율 8%).',
    },
    price: 1080,
    taxRate: 8,
    stock: 10,
    image: 'yokan.webp',
  },
  {
    salesSubjectId: 9011,
    category: 'snacks',
    tags: ['vegan'],
    name: { ja: '手焼きせんべい', en: 'Hand-grilled rice crackers', zh: '手烤米饼', ko: '수제 센베이' },
    description: {
      ja: '醤油味の手焼きせんべい3枚。',
      en: 'Three soy-glazed rice crackers.',
      zh: '三片酱油味手烤米饼。',
      ko: '간장 맛 수제 센베이 3장.',
    },
    price: 400,
    taxRate: 10,
    stock: 30,
    image: 'senbei.webp',
  },
];

const names = (text: Text4) => ({ name_ja: text.ja, name_en: text.en, name_zh: text.zh, name_ko: text.ko });

export async function seedDemoCatalogue(db: Db): Promise<void> {
  const hotelId = DEMO_HOTEL_ID;
  await db.transaction().execute(async (trx) => {
    const hotel = await trx.selectFrom('hotels').select('id').where('id', '=', hotelId).executeTakeFirst();
    if (!hotel) return;

    const categoryIds = new Map<CategoryKey, number>();
    for (const [order, [key, text]] of (Object.entries(CATEGORIES) as [CategoryKey, Text4][]).entries()) {
      const values = { hotel_id: hotelId, ...names(text), sort_order: order };
      const found = await trx
        .selectFrom('product_categories')
        .select('id')
        .where('hotel_id', '=', hotelId)
        .where('name_ja', '=', text.ja)
        .executeTakeFirst();
      if (found) await trx.updateTable('product_categories').set(values).where('id', '=', found.id).execute();
      const id =
        found?.id ??
        (await trx.insertInto('product_categories').values(values).returning('id').executeTakeFirstOrThrow()).id;
      categoryIds.set(key, id);
    }

    const tagIds = new Map<TagKey, number>();
    for (const [key, text] of Object.entries(TAGS) as [TagKey, Text4][]) {
      const values = { hotel_id: hotelId, ...names(text) };
      const found = await trx
        .selectFrom('product_tags')
        .select('id')
        .where('hotel_id', '=', hotelId)
        .where('name_ja', '=', text.ja)
        .executeTakeFirst();
      if (found) await trx.updateTable('product_tags').set(values).where('id', '=', found.id).execute();
      const id =
        found?.id ?? (await trx.insertInto('product_tags').values(values).returning('id').executeTakeFirstOrThrow()).id;
      tagIds.set(key, id);
    }

    for (const [order, product] of demoProducts.entries()) {
      const values = {
        hotel_id: hotelId,
        category_id: categoryIds.get(product.category)!,
        ...names(product.name),
        description_ja: product.description.ja,
        description_en: product.description.en,
        description_zh: product.description.zh,
        description_ko: product.description.ko,
        price: product.price,
        tax_rate: product.taxRate,
        stock: product.stock,
        image_path: `/images/products/${product.image}`,
        sale_start_time: product.saleHours?.[0] ?? null,
        sale_end_time: product.saleHours?.[1] ?? null,
        sales_subject_id: product.salesSubjectId,
        sort_order: order,
        is_active: true,
      };
      const found = await trx
        .selectFrom('products')
        .select('id')
        .where('hotel_id', '=', hotelId)
        .where('sales_subject_id', '=', product.salesSubjectId)
        .executeTakeFirst();
      if (found) await trx.updateTable('products').set(values).where('id', '=', found.id).execute();
      const id =
        found?.id ?? (await trx.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow()).id;
      await trx.deleteFrom('product_tag_links').where('product_id', '=', id).execute();
      if (product.tags.length > 0) {
        await trx
          .insertInto('product_tag_links')
          .values(product.tags.map((tag) => ({ product_id: id, tag_id: tagIds.get(tag)! })))
          .execute();
      }
    }
  });
}
