import { latinToCyrillic, uzbekLatin } from '../../text/latin-to-cyrillic';

// The 14 first-level divisions of Uzbekistan. Region ids are the SOATO codes of the regions; district
// ids are the sandbox's own (region id * 100 + position), stable because seed rows are never renumbered.
// Names are written once in Latin Uzbek and Russian; the Cyrillic Uzbek spelling is derived.

export type Kind = 'district' | 'city';

export interface SeedDistrict {
  id: number;
  regionId: number;
  kind: Kind;
  name: { oz: string; uz: string; ru: string };
}

export interface SeedRegion {
  id: number;
  sortOrder: number;
  name: { oz: string; uz: string; ru: string };
  districts: SeedDistrict[];
}

// [Latin Uzbek base name, Russian name]; districts first, then cities.
type Row = readonly [string, string];

interface RegionSource {
  id: number;
  oz: string;
  ru: string;
  districts: Row[];
  cities: Row[];
}

const sources: RegionSource[] = [
  {
    id: 1735,
    oz: "Qoraqalpog'iston Respublikasi",
    ru: 'Республика Каракалпакстан',
    districts: [
      ['Amudaryo', 'Амударьинский район'],
      ['Beruniy', 'Берунийский район'],
      ["Bo'zatov", 'Бозатауский район'],
      ['Chimboy', 'Чимбайский район'],
      ["Ellikqal'a", 'Элликкалинский район'],
      ['Kegeyli', 'Кегейлийский район'],
      ["Mo'ynoq", 'Муйнакский район'],
      ['Nukus', 'Нукусский район'],
      ["Qanliko'l", 'Канлыкульский район'],
      ["Qorao'zak", 'Караузякский район'],
      ["Qo'ng'irot", 'Кунградский район'],
      ['Shumanay', 'Шуманайский район'],
      ["Taxtako'pir", 'Тахтакупырский район'],
      ["To'rtko'l", 'Турткульский район'],
      ["Xo'jayli", 'Ходжейлийский район'],
      ['Taxiatosh', 'Тахиаташский район'],
    ],
    cities: [['Nukus', 'город Нукус']],
  },
  {
    id: 1703,
    oz: 'Andijon viloyati',
    ru: 'Андижанская область',
    districts: [
      ['Andijon', 'Андижанский район'],
      ['Asaka', 'Асакинский район'],
      ['Baliqchi', 'Балыкчинский район'],
      ["Bo'ston", 'Бустанский район'],
      ['Buloqboshi', 'Булакбашинский район'],
      ['Izboskan', 'Избасканский район'],
      ['Jalaquduq', 'Джалакудукский район'],
      ['Marhamat', 'Мархаматский район'],
      ["Oltinko'l", 'Алтынкульский район'],
      ['Paxtaobod', 'Пахтаабадский район'],
      ["Qo'rg'ontepa", 'Кургантепинский район'],
      ['Shahrixon', 'Шахриханский район'],
      ["Ulug'nor", 'Улугнорский район'],
      ["Xo'jaobod", 'Ходжаабадский район'],
    ],
    cities: [
      ['Andijon', 'город Андижан'],
      ['Xonobod', 'город Ханабад'],
    ],
  },
  {
    id: 1706,
    oz: 'Buxoro viloyati',
    ru: 'Бухарская область',
    districts: [
      ['Buxoro', 'Бухарский район'],
      ["G'ijduvon", 'Гиждуванский район'],
      ['Jondor', 'Жондорский район'],
      ['Kogon', 'Каганский район'],
      ['Olot', 'Алатский район'],
      ['Peshku', 'Пешкунский район'],
      ["Qorako'l", 'Каракульский район'],
      ['Qorovulbozor', 'Караулбазарский район'],
      ['Romitan', 'Ромитанский район'],
      ['Shofirkon', 'Шафирканский район'],
      ['Vobkent', 'Вабкентский район'],
    ],
    cities: [
      ['Buxoro', 'город Бухара'],
      ['Kogon', 'город Каган'],
    ],
  },
  {
    id: 1708,
    oz: 'Jizzax viloyati',
    ru: 'Джизакская область',
    districts: [
      ['Arnasoy', 'Арнасайский район'],
      ['Baxmal', 'Бахмальский район'],
      ["Do'stlik", 'Дустликский район'],
      ['Forish', 'Фаришский район'],
      ["G'allaorol", 'Галляаральский район'],
      ['Sharof Rashidov', 'Шараф-Рашидовский район'],
      ["Mirzacho'l", 'Мирзачульский район'],
      ['Paxtakor', 'Пахтакорский район'],
      ['Yangiobod', 'Янгиабадский район'],
      ['Zomin', 'Заминский район'],
      ['Zafarobod', 'Зафарабадский район'],
      ['Zarbdor', 'Зарбдарский район'],
    ],
    cities: [['Jizzax', 'город Джизак']],
  },
  {
    id: 1710,
    oz: 'Qashqadaryo viloyati',
    ru: 'Кашкадарьинская область',
    districts: [
      ['Chiroqchi', 'Чиракчинский район'],
      ['Dehqonobod', 'Дехканабадский район'],
      ["G'uzor", 'Гузарский район'],
      ['Kasbi', 'Касбийский район'],
      ['Kitob', 'Китабский район'],
      ['Koson', 'Касанский район'],
      ["Ko'kdala", 'Кукдалинский район'],
      ['Mirishkor', 'Миришкорский район'],
      ['Muborak', 'Мубарекский район'],
      ['Nishon', 'Нишанский район'],
      ['Qamashi', 'Камашинский район'],
      ['Qarshi', 'Каршинский район'],
      ['Shahrisabz', 'Шахрисабзский район'],
      ["Yakkabog'", 'Яккабагский район'],
    ],
    cities: [
      ['Qarshi', 'город Карши'],
      ['Shahrisabz', 'город Шахрисабз'],
    ],
  },
  {
    id: 1712,
    oz: 'Navoiy viloyati',
    ru: 'Навоийская область',
    districts: [
      ['Karmana', 'Карманинский район'],
      ['Konimex', 'Канимехский район'],
      ['Navbahor', 'Навбахорский район'],
      ['Nurota', 'Нуратинский район'],
      ['Qiziltepa', 'Кызылтепинский район'],
      ['Tomdi', 'Тамдынский район'],
      ['Uchquduq', 'Учкудукский район'],
      ['Xatirchi', 'Хатырчинский район'],
    ],
    cities: [
      ['Navoiy', 'город Навои'],
      ['Zarafshon', 'город Зарафшан'],
    ],
  },
  {
    id: 1714,
    oz: 'Namangan viloyati',
    ru: 'Наманганская область',
    districts: [
      ['Chortoq', 'Чартакский район'],
      ['Chust', 'Чустский район'],
      ['Kosonsoy', 'Касансайский район'],
      ['Mingbuloq', 'Мингбулакский район'],
      ['Namangan', 'Наманганский район'],
      ['Norin', 'Нарынский район'],
      ['Pop', 'Папский район'],
      ["To'raqo'rg'on", 'Туракурганский район'],
      ["Uchqo'rg'on", 'Учкурганский район'],
      ['Uychi', 'Уйчинский район'],
      ["Yangiqo'rg'on", 'Янгикурганский район'],
    ],
    cities: [['Namangan', 'город Наманган']],
  },
  {
    id: 1718,
    oz: 'Samarqand viloyati',
    ru: 'Самаркандская область',
    districts: [
      ["Bulung'ur", 'Булунгурский район'],
      ['Ishtixon', 'Иштыханский район'],
      ['Jomboy', 'Джамбайский район'],
      ["Kattaqo'rg'on", 'Каттакурганский район'],
      ['Narpay', 'Нарпайский район'],
      ['Nurobod', 'Нурабадский район'],
      ['Oqdaryo', 'Акдарьинский район'],
      ["Pastdarg'om", 'Пастдаргомский район'],
      ['Paxtachi', 'Пахтачийский район'],
      ['Payariq', 'Пайарыкский район'],
      ["Qo'shrabot", 'Кошрабадский район'],
      ['Samarqand', 'Самаркандский район'],
      ['Toyloq', 'Тайлакский район'],
      ['Urgut', 'Ургутский район'],
    ],
    cities: [
      ['Samarqand', 'город Самарканд'],
      ["Kattaqo'rg'on", 'город Каттакурган'],
    ],
  },
  {
    id: 1722,
    oz: 'Surxondaryo viloyati',
    ru: 'Сурхандарьинская область',
    districts: [
      ['Angor', 'Ангорский район'],
      ['Bandixon', 'Бандиханский район'],
      ['Boysun', 'Байсунский район'],
      ['Denov', 'Денауский район'],
      ["Jarqo'rg'on", 'Джаркурганский район'],
      ['Muzrabot', 'Музрабадский район'],
      ['Oltinsoy', 'Алтынсайский район'],
      ['Qiziriq', 'Кизирикский район'],
      ["Qumqo'rg'on", 'Кумкурганский район'],
      ['Sariosiyo', 'Сариасийский район'],
      ['Sherobod', 'Шерабадский район'],
      ["Sho'rchi", 'Шурчинский район'],
      ['Termiz', 'Термезский район'],
      ['Uzun', 'Узунский район'],
    ],
    cities: [['Termiz', 'город Термез']],
  },
  {
    id: 1724,
    oz: 'Sirdaryo viloyati',
    ru: 'Сырдарьинская область',
    districts: [
      ['Boyovut', 'Баяутский район'],
      ['Guliston', 'Гулистанский район'],
      ['Mirzaobod', 'Мирзаабадский район'],
      ['Oqoltin', 'Акалтынский район'],
      ['Sardoba', 'Сардобинский район'],
      ['Sayxunobod', 'Сайхунабадский район'],
      ['Sirdaryo', 'Сырдарьинский район'],
      ['Xovos', 'Хавастский район'],
    ],
    cities: [
      ['Guliston', 'город Гулистан'],
      ['Shirin', 'город Ширин'],
      ['Yangiyer', 'город Янгиер'],
    ],
  },
  {
    id: 1727,
    oz: 'Toshkent viloyati',
    ru: 'Ташкентская область',
    districts: [
      ['Bekobod', 'Бекабадский район'],
      ["Bo'ka", 'Букинский район'],
      ["Bo'stonliq", 'Бостанлыкский район'],
      ['Chinoz', 'Чиназский район'],
      ['Ohangaron', 'Ахангаранский район'],
      ["Oqqo'rg'on", 'Аккурганский район'],
      ["O'rtachirchiq", 'Уртачирчикский район'],
      ['Parkent', 'Паркентский район'],
      ['Piskent', 'Пскентский район'],
      ['Qibray', 'Кибрайский район'],
      ['Quyichirchiq', 'Куйичирчикский район'],
      ['Toshkent', 'Ташкентский район'],
      ["Yangiyo'l", 'Янгиюльский район'],
      ['Yuqorichirchiq', 'Юкоричирчикский район'],
      ['Zangiota', 'Зангиатинский район'],
    ],
    cities: [
      ['Nurafshon', 'город Нурафшан'],
      ['Olmaliq', 'город Алмалык'],
      ['Angren', 'город Ангрен'],
      ['Bekobod', 'город Бекабад'],
      ['Chirchiq', 'город Чирчик'],
      ['Ohangaron', 'город Ахангаран'],
      ["Yangiyo'l", 'город Янгиюль'],
    ],
  },
  {
    id: 1726,
    oz: 'Toshkent shahri',
    ru: 'город Ташкент',
    districts: [
      ['Bektemir', 'Бектемирский район'],
      ['Chilonzor', 'Чиланзарский район'],
      ['Mirobod', 'Мирабадский район'],
      ["Mirzo Ulug'bek", 'Мирзо-Улугбекский район'],
      ['Olmazor', 'Алмазарский район'],
      ['Sergeli', 'Сергелийский район'],
      ['Shayxontohur', 'Шайхантахурский район'],
      ['Uchtepa', 'Учтепинский район'],
      ['Yakkasaroy', 'Яккасарайский район'],
      ['Yangihayot', 'Янгихаётский район'],
      ['Yashnobod', 'Яшнабадский район'],
      ['Yunusobod', 'Юнусабадский район'],
    ],
    cities: [],
  },
  {
    id: 1730,
    oz: "Farg'ona viloyati",
    ru: 'Ферганская область',
    districts: [
      ["Bag'dod", 'Багдадский район'],
      ['Beshariq', 'Бешарыкский район'],
      ['Buvayda', 'Бувайдинский район'],
      ["Dang'ara", 'Дангаринский район'],
      ["Farg'ona", 'Ферганский район'],
      ['Furqat', 'Фуркатский район'],
      ["O'zbekiston", 'Узбекистанский район'],
      ['Oltiariq', 'Алтыарыкский район'],
      ["Qo'shtepa", 'Куштепинский район'],
      ['Quva', 'Кувинский район'],
      ['Rishton', 'Риштанский район'],
      ["So'x", 'Сохский район'],
      ['Toshloq', 'Ташлакский район'],
      ["Uchko'prik", 'Учкуприкский район'],
      ['Yozyovon', 'Язъяванский район'],
    ],
    cities: [
      ["Farg'ona", 'город Фергана'],
      ["Marg'ilon", 'город Маргилан'],
      ["Qo'qon", 'город Коканд'],
      ['Quvasoy', 'город Кувасай'],
    ],
  },
  {
    id: 1733,
    oz: 'Xorazm viloyati',
    ru: 'Хорезмская область',
    districts: [
      ["Bog'ot", 'Багатский район'],
      ['Gurlan', 'Гурленский район'],
      ['Hazorasp', 'Хазараспский район'],
      ['Xiva', 'Хивинский район'],
      ["Qo'shko'pir", 'Кошкупырский район'],
      ['Shovot', 'Шаватский район'],
      ['Urganch', 'Ургенчский район'],
      ['Xonqa', 'Ханкинский район'],
      ['Yangiariq', 'Янгиарыкский район'],
      ['Yangibozor', 'Янгибазарский район'],
      ["Tuproqqal'a", 'Тупраккалинский район'],
    ],
    cities: [
      ['Urganch', 'город Ургенч'],
      ['Xiva', 'город Хива'],
    ],
  },
];

function trilingual(ozSource: string, ru: string) {
  const oz = uzbekLatin(ozSource);
  return { oz, uz: latinToCyrillic(oz), ru };
}

export const seedRegions: SeedRegion[] = sources.map((source, index) => {
  const rows: [Kind, Row][] = [
    ...source.districts.map((row): [Kind, Row] => ['district', row]),
    ...source.cities.map((row): [Kind, Row] => ['city', row]),
  ];
  return {
    id: source.id,
    sortOrder: index + 1,
    name: trilingual(source.oz, source.ru),
    districts: rows.map(([kind, [base, ru]], position) => ({
      id: source.id * 100 + position + 1,
      regionId: source.id,
      kind,
      name: trilingual(`${base} ${kind === 'city' ? 'shahri' : 'tumani'}`, ru),
    })),
  };
});

export function findDistrict(regionId: number, ozSource: string, kind: Kind): SeedDistrict {
  const oz = uzbekLatin(`${ozSource} ${kind === 'city' ? 'shahri' : 'tumani'}`);
  const district = seedRegions
    .find((r) => r.id === regionId)
    ?.districts.find((d) => d.name.oz === oz && d.kind === kind);
  if (!district) throw new Error(`seed refers to an unknown district: ${regionId} ${oz}`);
  return district;
}

export function findRegion(regionId: number): SeedRegion {
  const region = seedRegions.find((r) => r.id === regionId);
  if (!region) throw new Error(`seed refers to an unknown region: ${regionId}`);
  return region;
}
