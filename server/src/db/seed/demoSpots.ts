/**
 * Travel guide (nearby spots) of the demo hotel 「ホテル桜並木 浅草」.
 *
 * Public landmarks use their real names and official websites. Every business
 * (restaurants, cafes, shops, experiences) is fictional: names, telephone
 * numbers and addresses are made up, and websites use the reserved `.example`
 * domain. Some fields are left empty on purpose so that the app's empty states
 * show: see the list at the end of this comment.
 *
 * Photos are flat SVG illustrations in server/assets/place-photos/, one per
 * photoReference (`<photoReference>.svg`).
 *
 * Deliberately empty fields:
 * - telephone: every public landmark, and the melon-pan stand
 * - website: the monja place, the kissaten, the melon-pan stand, the bar, Sumida Park
 * - hours: Sumida Park (always open), Sumida River Cruise (timetable varies)
 * - comment: Sumida Park, the tenugui shop
 * - photo: the tenugui shop
 * - address: the melon-pan stand
 */

/** Place types the app translates (the SPA has a label for each). */
export type SpotType =
  | 'restaurant'
  | 'cafe'
  | 'bar'
  | 'sweets'
  | 'temple'
  | 'shrine'
  | 'museum'
  | 'park'
  | 'amusement_park'
  | 'sightseeing'
  | 'cruise'
  | 'experience'
  | 'shopping_street'
  | 'store'
  | 'market'
  | 'department_store';

export interface LocalizedText {
  ja: string;
  en: string;
  zh: string;
  ko: string;
}

export interface DemoSpot {
  /** Opaque id like a maps place id; unique. */
  placeId: string;
  /** 1 food, 2 activity, 3 shopping. */
  category: 1 | 2 | 3;
  typeName: SpotType;
  name: LocalizedText;
  /** File stem of a photo in server/assets/place-photos/, or null for "no photo". */
  photoReference: string | null;
  lat: number;
  lng: number;
  /** Japanese format, e.g. '03-3841-0000'. */
  telephone: string | null;
  /** https URL. */
  website: string | null;
  /** Japanese address. */
  address: string | null;
  /** The hotel's recommendation, written by the concierge. */
  comment: LocalizedText | null;
  /**
   * Business hours: 0 Sunday … 6 Saturday, 'HH:mm' 24h. A closed day has no
   * entry; a day may have two entries (lunch and dinner); an endTime earlier
   * than its startTime is past midnight.
   */
  hours: { day: 0 | 1 | 2 | 3 | 4 | 5 | 6; startTime: string; endTime: string }[];
}

type Day = DemoSpot['hours'][number]['day'];

const EVERY_DAY: Day[] = [0, 1, 2, 3, 4, 5, 6];

/** All days of the week except the given closing days. */
function exceptOn(...closed: Day[]): Day[] {
  return EVERY_DAY.filter((day) => !closed.includes(day));
}

/** The same opening periods (e.g. lunch and dinner) on each of the given days. */
function openOn(days: Day[], ...periods: [startTime: string, endTime: string][]): DemoSpot['hours'] {
  return days.flatMap((day) => periods.map(([startTime, endTime]) => ({ day, startTime, endTime })));
}

export const demoSpots: DemoSpot[] = [
  // ---------------------------------------------------------------- 1 food
  {
    placeId: 'demo-asakusa-01',
    category: 1,
    typeName: 'restaurant',
    name: {
      ja: '天ぷら 隅吉',
      en: 'Tempura Sumikichi',
      zh: '天妇罗 隅吉',
      ko: '덴푸라 스미키치',
    },
    photoReference: 'tempura-bowl',
    lat: 35.71172,
    lng: 139.79481,
    telephone: '03-3841-2716',
    website: 'https://tempura-sumikichi.example',
    address: '東京都台東区浅草1-19-8',
    comment: {
      ja: '胡麻油で香ばしく揚げる、江戸前の天ぷらが自慢のお店です。お昼は大きな海老が2本のった「上天丼」がおすすめで、平日でも12時前後は行列ができるため、11時30分の開店直後がねらい目です。夜はカウンター席で、揚げたてを一品ずつ味わうおまかせコースをぜひお楽しみください。ホテルから徒歩約5分です。',
      en: 'A much-loved spot for Edo-style tempura, fried in fragrant sesame oil. At lunch, order the jō-tendon, a rice bowl topped with two large prawns; a queue forms around noon even on weekdays, so try to arrive when they open at 11:30. In the evening, sit at the counter for the chef’s tasting course, served piece by piece straight from the fryer. It is about a 5-minute walk from the hotel.',
      zh: '这家店以用芝麻油炸制的江户前天妇罗而闻名，香气扑鼻。午餐推荐放有两只大虾的“上天丼”（天妇罗盖饭）；即使是工作日，中午12点前后也会排起长队，建议在11:30开门时前往。晚餐不妨坐在吧台前，品尝现炸现上的主厨套餐。从酒店步行约5分钟。',
      ko: '참기름으로 고소하게 튀겨 내는 에도식 튀김이 자랑인 가게입니다. 점심에는 큰 새우 두 마리가 올라간 ‘조텐동(특상 튀김덮밥)’을 추천하며, 평일에도 정오 무렵에는 줄이 생기니 11시 30분 개점 직후에 방문하시는 것이 좋습니다. 저녁에는 카운터석에서 갓 튀긴 튀김을 하나씩 맛보는 오마카세 코스를 꼭 즐겨 보세요. 호텔에서 도보 약 5분 거리입니다.',
    },
    // Closed on Tuesdays.
    hours: openOn(exceptOn(2), ['11:30', '14:30'], ['17:00', '22:00']),
  },
  {
    placeId: 'demo-asakusa-02',
    category: 1,
    typeName: 'restaurant',
    name: {
      ja: 'もんじゃ・お好み焼き てっぱん小町',
      en: 'Teppan Komachi (Monja & Okonomiyaki)',
      zh: '文字烧·大阪烧 铁板小町',
      ko: '몬자·오코노미야키 뎃판코마치',
    },
    photoReference: 'teppan-okonomiyaki',
    lat: 35.71418,
    lng: 139.79302,
    telephone: '03-3842-5108',
    website: null,
    address: '東京都台東区浅草2-12-9',
    comment: {
      ja: '各テーブルの鉄板で、もんじゃ焼きとお好み焼きを楽しめる下町らしいお店です。初めての方には、明太子・お餅・チーズが入った「明太もちチーズもんじゃ」が一番人気です。焼き方がわからなくても、スタッフが目の前で焼いてくれるのでご安心ください。ホテルから徒歩約4分で、土日は休憩なしの通し営業です。',
      en: 'A friendly, old-town style place where you cook monja-yaki and okonomiyaki on the hotplate at your own table. First-timers love the mentai mochi cheese monja, with spicy cod roe, rice cake and cheese. Don’t worry if you have never made it before: the staff will happily cook it for you right at the table. It is a 4-minute walk from the hotel and stays open all afternoon at weekends.',
      zh: '这是一家充满下町风情的店，可以在每张桌子的铁板上制作文字烧和大阪烧。第一次来的客人最喜欢加入明太子、年糕和芝士的“明太子年糕芝士文字烧”。即使不会制作也无需担心，店员会在您面前为您烤好。从酒店步行约4分钟，周六和周日全天连续营业。',
      ko: '테이블마다 놓인 철판에서 몬자야키와 오코노미야키를 즐길 수 있는 서민적인 분위기의 가게입니다. 처음 오신 분께는 명란젓, 떡, 치즈가 들어간 ‘멘타이 모치 치즈 몬자’가 가장 인기입니다. 굽는 방법을 몰라도 직원이 눈앞에서 직접 구워 드리니 안심하세요. 호텔에서 도보 약 4분이며, 토요일과 일요일에는 브레이크 타임 없이 영업합니다.',
    },
    // Closed on Wednesdays; no afternoon break at weekends.
    hours: [
      ...openOn([0], ['11:30', '22:00']),
      ...openOn([1, 2, 4, 5], ['11:30', '14:30'], ['17:00', '22:00']),
      ...openOn([6], ['11:30', '22:00']),
    ],
  },
  {
    placeId: 'demo-asakusa-03',
    category: 1,
    typeName: 'cafe',
    name: {
      ja: '純喫茶 木もれ日',
      en: 'Kissaten Komorebi (Retro Coffee House)',
      zh: '纯喫茶 木漏日',
      ko: '순킷사 코모레비',
    },
    photoReference: 'kissaten-coffee',
    lat: 35.71296,
    lng: 139.78953,
    telephone: '03-3843-0972',
    website: null,
    address: '東京都台東区西浅草2-15-3',
    comment: {
      ja: '昭和の雰囲気をそのまま残す、ネルドリップの喫茶店です。朝8時から11時までのモーニングセットは、厚切りトーストとゆで卵が付いて、観光前の朝食にぴったりです。午後は、固めに焼き上げた自家製プリンとブレンドコーヒーで一息つかれてはいかがでしょうか。ホテルから徒歩約9分、かっぱ橋道具街へ向かう途中にございます。',
      en: 'A cosy coffee house that has kept its Showa-era charm, serving flannel-drip coffee. The morning set, served from 8:00 to 11:00 with thick toast and a boiled egg, makes a perfect breakfast before sightseeing. In the afternoon, take a break with their firm, old-fashioned homemade pudding and a cup of the house blend. It is a 9-minute walk from the hotel, on the way to Kappabashi Dougu Street.',
      zh: '这是一家保留着昭和时代氛围的复古咖啡馆，提供法兰绒滤布手冲咖啡。早上8点至11点供应的早餐套餐含厚切吐司和水煮蛋，非常适合在观光前享用。下午不妨点一份口感扎实的自制布丁，配上一杯招牌综合咖啡，小憩片刻。从酒店步行约9分钟，位于前往合羽桥道具街的途中。',
      ko: '쇼와 시대의 분위기를 그대로 간직한, 융 드립 커피를 내리는 찻집입니다. 아침 8시부터 11시까지 제공되는 모닝 세트는 두툼한 토스트와 삶은 달걀이 함께 나와 관광 전 아침 식사로 안성맞춤입니다. 오후에는 단단하게 구운 수제 푸딩과 블렌드 커피로 잠시 쉬어 가시는 것은 어떨까요? 호텔에서 도보 약 9분, 갓파바시 도구 거리로 가는 길에 있습니다.',
    },
    // Closed on Thursdays; shorter hours on Sundays.
    hours: [...openOn([0], ['09:00', '17:00']), ...openOn([1, 2, 3, 5, 6], ['08:00', '18:00'])],
  },
  {
    placeId: 'demo-asakusa-04',
    category: 1,
    typeName: 'sweets',
    name: {
      ja: '浅草メロンパン ふわり',
      en: 'Fuwari Melon-pan',
      zh: '浅草蜜瓜包 Fuwari',
      ko: '아사쿠사 메론빵 후와리',
    },
    photoReference: 'melon-pan',
    lat: 35.71412,
    lng: 139.79583,
    telephone: null,
    website: null,
    address: null,
    comment: {
      ja: '外はサクサク、中はふんわりの焼きたてメロンパンが評判のテイクアウト専門店です。1日に何度も焼き上がり、甘い香りに誘われて行列ができることもあります。夏はアイスクリームをはさんだ「メロンパンアイス」もおすすめですが、食べ歩きはせず店先のベンチでお召し上がりください。浅草寺のすぐそばで、ホテルから徒歩約2分です。',
      en: 'A takeaway stand famous for freshly baked melon-pan: crisp on the outside, soft and fluffy inside. Batches come out of the oven several times a day, and the sweet smell alone often draws a queue. In summer, try the melon-pan ice, with ice cream sandwiched inside, and please enjoy it on the benches in front of the stand rather than while walking. It is right by Senso-ji, a 2-minute walk from the hotel.',
      zh: '这是一家外卖专门店，现烤蜜瓜包外皮酥脆、内里松软，广受好评。每天会出炉好几次，香甜的气味常常吸引人们排起长队。夏季推荐夹入冰淇淋的“蜜瓜包冰淇淋”，请在店门前的长椅上享用，避免边走边吃。店铺就在浅草寺旁边，从酒店步行约2分钟。',
      ko: '겉은 바삭하고 속은 폭신한 갓 구운 메론빵으로 유명한 테이크아웃 전문점입니다. 하루에도 여러 번 빵이 구워져 나오는데, 달콤한 냄새에 이끌려 줄이 생기기도 합니다. 여름에는 아이스크림을 끼운 ‘메론빵 아이스’도 추천하며, 걸으면서 드시기보다는 가게 앞 벤치에서 드셔 주세요. 센소지 바로 옆으로, 호텔에서 도보 약 2분입니다.',
    },
    // Open every day until sold out.
    hours: openOn(EVERY_DAY, ['09:30', '17:00']),
  },
  {
    placeId: 'demo-asakusa-05',
    category: 1,
    typeName: 'bar',
    name: {
      ja: 'バー 灯',
      en: 'Bar Akari',
      zh: '酒吧 灯',
      ko: '바 아카리',
    },
    photoReference: 'night-bar',
    lat: 35.71207,
    lng: 139.79874,
    telephone: '03-3847-8820',
    website: null,
    address: '東京都台東区花川戸1-4-2 3階',
    comment: {
      ja: 'カウンター8席の落ち着いたオーセンティックバーです。窓際の席からはライトアップされた東京スカイツリーが望め、旬の果物を使ったカクテルと国産ウイスキーの品揃えが自慢です。深夜1時まで営業していますので、夕食後の一杯にどうぞ。ホテルから徒歩約5分、チャージは1,000円です。',
      en: 'A calm, classic cocktail bar with just eight seats at the counter. The window seats look out on the illuminated Tokyo Skytree, and the bartender is proud of his seasonal fruit cocktails and wide range of Japanese whiskies. Open until 1:00 a.m., it is ideal for a nightcap after dinner. It is a 5-minute walk from the hotel; there is a cover charge of 1,000 yen.',
      zh: '这是一家仅有8个吧台座位、氛围沉静的正统酒吧。从靠窗的座位可以眺望亮灯的东京晴空塔，店内以使用当季水果调制的鸡尾酒和丰富的日本威士忌而自豪。营业至凌晨1点，非常适合晚餐后小酌一杯。从酒店步行约5分钟，座位费为1,000日元。',
      ko: '카운터 8석 규모의 차분한 정통 바입니다. 창가 자리에서는 조명이 켜진 도쿄 스카이트리가 보이며, 제철 과일로 만든 칵테일과 다양한 일본산 위스키가 자랑입니다. 새벽 1시까지 영업하니 저녁 식사 후 한잔하기에 좋습니다. 호텔에서 도보 약 5분이며, 자릿세는 1,000엔입니다.',
    },
    // Closed on Sundays; open past midnight.
    hours: openOn(exceptOn(0), ['18:00', '01:00']),
  },

  // ------------------------------------------------------------ 2 activity
  {
    placeId: 'demo-asakusa-06',
    category: 2,
    typeName: 'temple',
    name: {
      ja: '浅草寺',
      en: 'Senso-ji Temple',
      zh: '浅草寺',
      ko: '센소지',
    },
    photoReference: 'sensoji-kaminarimon',
    lat: 35.71479,
    lng: 139.79666,
    telephone: null,
    website: 'https://www.senso-ji.jp/',
    address: '東京都台東区浅草2-3-1',
    comment: {
      ja: '東京最古の寺院で、雷門の大提灯は浅草観光の定番の記念撮影スポットです。日中はたいへん混み合いますので、静かにお参りされたい方には、本堂が開く朝6時すぎの早朝がおすすめです。本堂が閉まった後も境内には入ることができ、夜はライトアップされた伽藍が昼とは違った趣を見せてくれます。ホテルから本堂までは徒歩約3分です。',
      en: 'Tokyo’s oldest temple, where the giant red lantern of the Kaminarimon gate is a must for your photo album. It gets very busy during the day, so for a quiet visit, come early, soon after the main hall opens at 6:00. The grounds stay open after the hall closes, and in the evening the illuminated buildings look quite different from the daytime. The main hall is about a 3-minute walk from the hotel.',
      zh: '浅草寺是东京最古老的寺院，雷门的大红灯笼是浅草观光必拍的打卡地。白天游客非常多，如果想安静参拜，推荐在早上6点正殿开门后不久前往。正殿关闭后仍可进入寺院境内，夜晚亮灯后的殿堂与白天别有一番不同的韵味。从酒店步行至正殿约3分钟。',
      ko: '도쿄에서 가장 오래된 사찰로, 가미나리몬의 커다란 붉은 등은 아사쿠사 관광의 대표적인 기념 촬영 명소입니다. 낮에는 매우 붐비므로 조용히 참배하고 싶으신 분께는 본당이 문을 여는 아침 6시 무렵을 추천합니다. 본당이 닫힌 뒤에도 경내에는 들어갈 수 있으며, 밤에는 조명이 켜진 건물이 낮과는 또 다른 분위기를 보여 줍니다. 호텔에서 본당까지 도보 약 3분입니다.',
    },
    // Main hall; the grounds are always open.
    hours: openOn(EVERY_DAY, ['06:00', '17:00']),
  },
  {
    placeId: 'demo-asakusa-07',
    category: 2,
    typeName: 'sightseeing',
    name: {
      ja: '東京スカイツリー',
      en: 'Tokyo Skytree',
      zh: '东京晴空塔',
      ko: '도쿄 스카이트리',
    },
    photoReference: 'tokyo-skytree',
    lat: 35.71006,
    lng: 139.8107,
    telephone: null,
    website: 'https://www.tokyo-skytree.jp/',
    address: '東京都墨田区押上1-1-2',
    comment: {
      ja: '高さ634mの日本一高い電波塔で、天望デッキ（350m）と天望回廊（450m）から東京を一望できます。晴れた日の夕方に上ると、夕焼けから夜景まで一度に楽しめるのでおすすめです。日時指定券をウェブで事前に購入しておくと、当日の待ち時間を短縮できます。ホテルから吾妻橋を渡って徒歩約20分、または東武スカイツリーラインで浅草駅から1駅です。',
      en: 'At 634 metres, this is Japan’s tallest tower, with sweeping views of Tokyo from the Tembo Deck (350 m) and the Tembo Galleria (450 m). Go up late in the afternoon on a clear day to enjoy both the sunset and the night view. Buying a timed ticket online in advance saves waiting on the day. It is about a 20-minute walk from the hotel across Azuma Bridge, or one stop from Asakusa Station on the Tobu Skytree Line.',
      zh: '东京晴空塔高634米，是日本最高的电波塔，可以从天望甲板（350米）和天望回廊（450米）俯瞰整个东京。推荐在晴天的傍晚登塔，可以一次欣赏到晚霞和夜景。提前在网上购买指定日期和时间的门票，可以缩短当天的排队时间。从酒店经吾妻桥步行约20分钟，或从浅草站乘坐东武晴空塔线1站即到。',
      ko: '높이 634m로 일본에서 가장 높은 전파탑이며, 덴보 데크(350m)와 덴보 회랑(450m)에서 도쿄 시내를 한눈에 내려다볼 수 있습니다. 맑은 날 해 질 무렵에 올라가시면 노을과 야경을 한 번에 즐길 수 있어 추천합니다. 날짜와 시간을 지정하는 티켓을 미리 온라인으로 구매해 두시면 당일 대기 시간을 줄일 수 있습니다. 호텔에서 아즈마바시 다리를 건너 도보 약 20분, 또는 아사쿠사역에서 도부 스카이트리 라인으로 한 정거장입니다.',
    },
    hours: openOn(EVERY_DAY, ['10:00', '22:00']),
  },
  {
    placeId: 'demo-asakusa-08',
    category: 2,
    typeName: 'park',
    name: {
      ja: '隅田公園',
      en: 'Sumida Park',
      zh: '隅田公园',
      ko: '스미다 공원',
    },
    photoReference: 'sumida-park-sakura',
    lat: 35.7133,
    lng: 139.8014,
    telephone: null,
    website: null,
    address: '東京都台東区花川戸1丁目',
    comment: null,
    // A public park, open at all hours.
    hours: [],
  },
  {
    placeId: 'demo-asakusa-09',
    category: 2,
    typeName: 'cruise',
    name: {
      ja: '隅田川クルーズ（浅草乗船場）',
      en: 'Sumida River Cruise (Asakusa Pier)',
      zh: '隅田川游船（浅草码头）',
      ko: '스미다강 크루즈 (아사쿠사 선착장)',
    },
    photoReference: 'sumida-river-boat',
    lat: 35.7106,
    lng: 139.7985,
    telephone: null,
    website: 'https://www.suijobus.co.jp/',
    address: '東京都台東区花川戸1-1-1',
    comment: {
      ja: '浅草から隅田川を下り、浜離宮や日の出桟橋、お台場方面へ向かう水上バスです。浜離宮までは約35分、橋をくぐるたびに移り変わる川沿いの景色をお楽しみいただけます。運航時刻は季節や曜日によって変わりますので、お出かけ前に公式サイトの時刻表をご確認いただくか、フロントまでお尋ねください。乗船場は吾妻橋のたもとにあり、ホテルから徒歩約7分です。',
      en: 'Water buses leave Asakusa and head down the Sumida River towards Hama-rikyu Gardens, Hinode Pier and Odaiba. The trip to Hama-rikyu takes about 35 minutes, with the riverside view changing each time you pass under one of the many bridges. Timetables vary by season and day of the week, so please check the official website before you go or ask us at the front desk. The pier is at the foot of Azuma Bridge, a 7-minute walk from the hotel.',
      zh: '水上巴士从浅草出发，沿隅田川顺流而下，驶往滨离宫、日之出栈桥和台场方向。前往滨离宫约需35分钟，每穿过一座桥，沿岸风景都会随之变化。航班时刻因季节和星期而异，出发前请在官方网站确认时刻表，或咨询前台。码头位于吾妻桥桥头，从酒店步行约7分钟。',
      ko: '아사쿠사에서 출발해 스미다강을 따라 하마리큐, 히노데 부두, 오다이바 방면으로 향하는 수상버스입니다. 하마리큐까지는 약 35분이 걸리며, 다리 밑을 지날 때마다 달라지는 강변 풍경을 즐길 수 있습니다. 운항 시간은 계절과 요일에 따라 달라지므로 출발 전에 공식 웹사이트에서 시간표를 확인하시거나 프런트에 문의해 주세요. 선착장은 아즈마바시 다리 옆에 있으며, 호텔에서 도보 약 7분입니다.',
    },
    // The timetable changes with the season: no fixed hours.
    hours: [],
  },
  {
    placeId: 'demo-asakusa-10',
    category: 2,
    typeName: 'experience',
    name: {
      ja: '着物レンタル 花小路 浅草本店',
      en: 'Hanakoji Kimono Rental (Asakusa Main Store)',
      zh: '和服租赁 花小路 浅草总店',
      ko: '기모노 렌털 하나코지 아사쿠사 본점',
    },
    photoReference: 'kimono-rental',
    lat: 35.71238,
    lng: 139.79556,
    telephone: '03-5827-3918',
    website: 'https://hanakoji-kimono.example',
    address: '東京都台東区浅草1-31-7 2階',
    comment: {
      ja: '着付けとヘアセットが含まれたプランが人気で、手ぶらで着物姿の浅草散策を楽しめます。追加料金で、プロのカメラマンが浅草寺や路地裏で撮影してくれる30分の写真プランも選べます。着付けには約1時間かかりますので、前日までにウェブでご予約のうえ、午前中のご来店がおすすめです。返却は17時30分まで、ホテルから徒歩約5分です。',
      en: 'Their most popular plan includes kimono dressing and hair styling, so you can simply turn up and stroll around Asakusa in style. For an extra fee, a professional photographer will take you on a 30-minute photo shoot around Senso-ji and the back streets. Dressing takes about an hour, so we suggest booking online by the day before and arriving in the morning. Kimonos must be returned by 17:30; the shop is a 5-minute walk from the hotel.',
      zh: '这里最受欢迎的是包含和服穿着与发型设计的套餐，无需携带任何物品即可穿着和服漫步浅草。加付费用，还可以选择由专业摄影师在浅草寺和小巷中为您拍摄30分钟的写真套餐。穿着打扮约需1小时，建议至少提前一天在网上预约，并在上午到店。和服需在17:30前归还，店铺距酒店步行约5分钟。',
      ko: '기모노 착장과 헤어 세팅이 포함된 플랜이 인기이며, 빈손으로 오셔도 기모노 차림으로 아사쿠사 산책을 즐기실 수 있습니다. 추가 요금을 내시면 전문 사진작가가 센소지와 골목길에서 30분간 촬영해 주는 플랜도 선택할 수 있습니다. 착장에는 약 1시간이 걸리므로 전날까지 웹사이트에서 예약하시고 오전 중에 방문하시는 것을 추천합니다. 반납은 17시 30분까지이며, 호텔에서 도보 약 5분입니다.',
    },
    hours: openOn(EVERY_DAY, ['09:00', '18:00']),
  },
  {
    placeId: 'demo-asakusa-11',
    category: 2,
    typeName: 'experience',
    name: {
      ja: '江戸切子工房 硝光',
      en: 'Shoko Edo Kiriko Glass Workshop',
      zh: '江户切子工坊 硝光',
      ko: '에도키리코 공방 쇼코',
    },
    photoReference: 'edo-kiriko-glass',
    lat: 35.70884,
    lng: 139.80118,
    telephone: '03-3622-4071',
    website: 'https://shoko-kiriko.example',
    address: '東京都墨田区吾妻橋1-16-3',
    comment: {
      ja: '江戸時代から伝わるカットガラス「江戸切子」づくりを、職人の指導のもとで体験できる工房です。約90分の体験では、グラスに目安の線を引き、回転する砥石で模様を刻んで、世界にひとつだけのグラスに仕上げます。作品はその日のうちにお持ち帰りいただけるので、旅の思い出やお土産にぴったりです。要予約、ホテルから吾妻橋を渡って徒歩約12分です。',
      en: 'At this workshop, a master craftsman guides you through Edo kiriko, the cut-glass craft handed down since the Edo period. In the 90-minute class you mark guidelines on a glass, then carve your own pattern with a spinning grinding wheel to create a one-of-a-kind piece. You can take your glass home the same day, so it makes a wonderful souvenir of your trip. Booking is required; it is a 12-minute walk from the hotel across Azuma Bridge.',
      zh: '在这家工坊，您可以在工匠的指导下体验自江户时代流传至今的切割玻璃工艺“江户切子”。在约90分钟的体验中，先在玻璃杯上画出参考线，再用旋转的砂轮刻出花纹，完成一件独一无二的作品。作品当天即可带走，非常适合作为旅行纪念或伴手礼。需提前预约，从酒店经吾妻桥步行约12分钟。',
      ko: '에도 시대부터 전해 내려온 커트 유리 공예 ‘에도키리코’를 장인의 지도 아래 체험할 수 있는 공방입니다. 약 90분 동안 유리잔에 기준선을 긋고 회전하는 숫돌로 무늬를 새겨, 세상에 하나뿐인 유리잔을 완성합니다. 완성한 작품은 당일 가져가실 수 있어 여행 기념품이나 선물로 제격입니다. 예약이 필요하며, 호텔에서 아즈마바시 다리를 건너 도보 약 12분입니다.',
    },
    // Closed on Mondays.
    hours: openOn(exceptOn(1), ['10:00', '17:00']),
  },

  // ------------------------------------------------------------ 3 shopping
  {
    placeId: 'demo-asakusa-12',
    category: 3,
    typeName: 'shopping_street',
    name: {
      ja: '仲見世商店街',
      en: 'Nakamise Shopping Street',
      zh: '仲见世商店街',
      ko: '나카미세 상점가',
    },
    photoReference: 'nakamise-lanterns',
    lat: 35.7124,
    lng: 139.7963,
    telephone: null,
    website: 'https://www.asakusa-nakamise.jp/',
    address: '東京都台東区浅草1丁目',
    comment: {
      ja: '雷門から浅草寺の宝蔵門まで約250mにわたって、90軒ほどのお店が並ぶ日本最古級の商店街です。人形焼や揚げまんじゅう、雷おこしなど、目の前で作られるできたてを味わえるのが魅力です。参道での食べ歩きはご遠慮いただいていますので、お店の前でお召し上がりください。ホテルから徒歩約4分で、閉店後はシャッターに描かれた浅草の絵巻もお楽しみいただけます。',
      en: 'One of Japan’s oldest shopping streets, with about 90 shops lining the 250-metre approach from the Kaminarimon gate to Senso-ji’s Hozomon gate. The highlight is tasting treats made right before your eyes, such as ningyo-yaki cakes, fried age-manju buns and kaminari-okoshi rice crackers. Eating while walking along the approach is discouraged, so please enjoy your snacks in front of the shop. It is a 4-minute walk from the hotel, and after closing time you can admire the scenes of old Asakusa painted on the shutters.',
      zh: '仲见世是日本最古老的商店街之一，从雷门到浅草寺宝藏门约250米的参道两旁，排列着约90家店铺。最大的魅力是可以品尝现场制作的人形烧、炸馒头和雷米花糖等新鲜小吃。参道上请勿边走边吃，请在店铺门前享用。从酒店步行约4分钟，店铺打烊后还可以欣赏卷帘门上描绘的浅草风情画卷。',
      ko: '가미나리몬에서 센소지의 호조몬까지 약 250m에 걸쳐 90여 개의 가게가 늘어선, 일본에서 가장 오래된 상점가 중 하나입니다. 닌교야키, 아게만주, 가미나리오코시 등을 눈앞에서 만들어 주어 갓 만든 맛을 즐길 수 있는 것이 매력입니다. 참배길에서 걸으면서 먹는 것은 삼가 주시고, 가게 앞에서 드셔 주세요. 호텔에서 도보 약 4분이며, 폐점 후에는 셔터에 그려진 옛 아사쿠사 풍경도 감상하실 수 있습니다.',
    },
    // Typical hours; some shops open earlier or close later.
    hours: openOn(EVERY_DAY, ['10:00', '18:00']),
  },
  {
    placeId: 'demo-asakusa-13',
    category: 3,
    typeName: 'shopping_street',
    name: {
      ja: 'かっぱ橋道具街',
      en: 'Kappabashi Dougu Street (Kitchenware Town)',
      zh: '合羽桥道具街',
      ko: '갓파바시 도구 거리',
    },
    photoReference: 'kappabashi-kitchenware',
    lat: 35.7138,
    lng: 139.7883,
    telephone: null,
    website: 'https://www.kappabashi.or.jp/',
    address: '東京都台東区松が谷3丁目',
    comment: {
      ja: '約800mの通りに170軒以上の料理道具の専門店が並ぶ、プロの料理人御用達の問屋街です。包丁や和食器、本物そっくりの食品サンプルはお土産にも大人気で、一般の方も1点からお買い求めいただけます。日曜・祝日はお休みのお店が多いため、平日か土曜日のお出かけがおすすめです。ホテルから徒歩約12分です。',
      en: 'More than 170 specialist shops line this 800-metre street, the go-to wholesale district for Tokyo’s professional chefs. Kitchen knives, Japanese tableware and amazingly realistic plastic food samples make popular souvenirs, and anyone is welcome to buy even a single item. Many shops close on Sundays and public holidays, so we recommend going on a weekday or a Saturday. It is about a 12-minute walk from the hotel.',
      zh: '这条约800米长的街道上汇集了170多家厨具专卖店，是专业厨师们经常光顾的批发街。菜刀、日式餐具以及栩栩如生的食物模型都是很受欢迎的伴手礼，普通游客也可以单件购买。许多店铺周日和节假日休息，建议在工作日或周六前往。从酒店步行约12分钟。',
      ko: '약 800m 거리에 170곳이 넘는 조리도구 전문점이 늘어선, 프로 요리사들이 즐겨 찾는 도매 상가입니다. 칼, 일본식 식기, 진짜와 똑같은 음식 모형은 기념품으로도 인기가 많으며, 일반 손님도 한 개부터 구입할 수 있습니다. 일요일과 공휴일에는 쉬는 가게가 많으니 평일이나 토요일에 방문하시는 것을 추천합니다. 호텔에서 도보 약 12분입니다.',
    },
    // Typical hours; most shops close on Sundays.
    hours: openOn(exceptOn(0), ['09:00', '17:00']),
  },
  {
    placeId: 'demo-asakusa-14',
    category: 3,
    typeName: 'store',
    name: {
      ja: '箸と刃物 ときわ屋',
      en: 'Tokiwaya Chopsticks & Knives',
      zh: '筷子与刀具 常盘屋',
      ko: '젓가락·칼 전문점 도키와야',
    },
    photoReference: 'chopsticks-knives',
    lat: 35.71248,
    lng: 139.78874,
    telephone: '03-3844-6127',
    website: 'https://tokiwaya-hamono.example',
    address: '東京都台東区西浅草2-6-8',
    comment: {
      ja: 'かっぱ橋道具街にある、創業70年の箸と包丁の専門店です。500種類以上のお箸からお好みの一膳を選ぶと、その場で無料でお名前を彫ってもらえます（英字・漢字、約15分）。包丁は店主が用途に合わせて丁寧に選び、海外へのお持ち帰り用に梱包もしてくれますので、お預けのお荷物に入れてお持ち帰りください。ホテルから徒歩約12分、日曜定休です。',
      en: 'A chopsticks and knife specialist on Kappabashi Dougu Street, run by the same family for 70 years. Choose a pair from more than 500 kinds of chopsticks and they will engrave your name on them free of charge while you wait (in English or Japanese, about 15 minutes). The owner will help you pick a kitchen knife that suits your cooking and wrap it for the journey home; just remember to pack it in your checked luggage. It is a 12-minute walk from the hotel and closed on Sundays.',
      zh: '这是一家位于合羽桥道具街、已有70年历史的筷子和刀具专卖店。从500多种筷子中挑选一双心仪的，店家会当场免费为您刻上名字（可刻英文或汉字，约15分钟）。店主会根据您的用途细心推荐合适的菜刀，并为您包装好以便带回国，请记得将刀具放入托运行李。从酒店步行约12分钟，周日休息。',
      ko: '갓파바시 도구 거리에 있는, 70년 전통의 젓가락과 칼 전문점입니다. 500종류가 넘는 젓가락 중에서 마음에 드는 한 벌을 고르시면 그 자리에서 무료로 이름을 새겨 드립니다(영문·한자, 약 15분). 주인이 용도에 맞는 칼을 꼼꼼하게 골라 해외로 가져가기 좋게 포장해 드리니, 칼은 꼭 위탁 수하물에 넣어 주세요. 호텔에서 도보 약 12분이며, 일요일은 휴무입니다.',
    },
    // Closed on Sundays.
    hours: openOn(exceptOn(0), ['10:00', '18:00']),
  },
  {
    placeId: 'demo-asakusa-15',
    category: 3,
    typeName: 'sweets',
    name: {
      ja: '和菓子 つばめ堂',
      en: 'Tsubamedo Japanese Sweets',
      zh: '和果子 燕堂',
      ko: '화과자 쓰바메도',
    },
    photoReference: 'wagashi-dorayaki',
    lat: 35.71118,
    lng: 139.79716,
    telephone: '03-3841-5263',
    website: 'https://tsubamedo-wagashi.example',
    address: '東京都台東区浅草1-2-7',
    comment: {
      ja: '明治創業の老舗和菓子店で、北海道産の小豆をじっくり炊いた粒あんが自慢です。一番人気の「どら焼き」は日持ちが5日ほどあり、個包装なのでお土産に最適です。季節ごとに変わる上生菓子は、店内の小さな喫茶コーナーで抹茶と一緒に味わうこともできます。ホテルから徒歩約6分です。',
      en: 'A long-established Japanese sweets shop dating back to the Meiji era, known for its red bean paste slowly simmered from Hokkaido azuki beans. Their best-seller, dorayaki, keeps for about five days and is individually wrapped, so it makes an ideal gift to take home. You can also enjoy the seasonal namagashi with a bowl of matcha in the small tea corner inside. It is a 6-minute walk from the hotel.',
      zh: '这是一家创立于明治时代的老字号和果子店，以用北海道红豆慢火熬制的颗粒红豆馅而自豪。最受欢迎的铜锣烧可保存约5天，且为独立包装，非常适合作为伴手礼。随季节变换的上生果子还可以在店内的小茶座搭配抹茶一起品尝。从酒店步行约6分钟。',
      ko: '메이지 시대에 창업한 전통 화과자점으로, 홋카이도산 팥을 정성껏 졸인 통팥소가 자랑입니다. 가장 인기 있는 도라야키는 5일 정도 보관할 수 있고 개별 포장되어 있어 선물용으로 안성맞춤입니다. 계절마다 바뀌는 생과자는 가게 안의 작은 찻집 공간에서 말차와 함께 즐기실 수도 있습니다. 호텔에서 도보 약 6분입니다.',
    },
    hours: openOn(EVERY_DAY, ['09:00', '18:00']),
  },
  {
    placeId: 'demo-asakusa-16',
    category: 3,
    typeName: 'store',
    name: {
      ja: '手ぬぐいと風呂敷の店 藍と白',
      en: 'Ai to Shiro Tenugui & Furoshiki',
      zh: '手巾与包袱布专卖店 蓝与白',
      ko: '데누구이·보자기 가게 아이토시로',
    },
    photoReference: null,
    lat: 35.71556,
    lng: 139.79418,
    telephone: '03-5806-2291',
    website: 'https://aitoshiro.example',
    address: '東京都台東区浅草2-18-4',
    comment: null,
    // Closed on Wednesdays.
    hours: openOn(exceptOn(3), ['10:30', '18:30']),
  },
];
