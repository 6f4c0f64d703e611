import type { CatalogueTexts } from '../../../machines/catalogue/catalogue.schema';
import { latinToCyrillic, uzbekLatin } from '../../text/latin-to-cyrillic';

// The public service catalogue's texts (issue 12, decision 050), one entry per act type of the
// registry, written in Latin Uzbek and Russian; the Cyrillic Uzbek is derived from the Latin, as the
// act types' names are (ministry/text/latin-to-cyrillic). Participants and the price are not text:
// the page reads them from the registry's roles and the tariff (machines/act-types, machines/money).
// The content is the sandbox's, written for a notary portal in Uzbekistan; rates the specification
// does not give are marked as sandbox rates by the tariff itself.

type Pair = [oz: string, ru: string];

interface Source {
  id: number;
  regulation: Pair;
  summary: Pair;
  documents: Pair[];
  duration: Pair;
  result: Pair;
  conditions: Pair;
}

const passport: Pair = [
  'Tomonlarning shaxsini tasdiqlovchi hujjat (pasport yoki ID-karta)',
  'Документ, удостоверяющий личность сторон (паспорт или ID-карта)',
];
const techPassport: Pair = [
  'Transport vositasini qayd etish guvohnomasi (texpasport)',
  'Свидетельство о регистрации транспортного средства (техпаспорт)',
];
const valuation: Pair = [
  "Transport vositasining baholash dalolatnomasi (bitim summasi ko'rsatilmagan hollarda)",
  'Акт оценки транспортного средства (если цена сделки не указана)',
];
const spouseConsentDoc: Pair = [
  "Er (xotin)ning notarial tasdiqlangan roziligi, agar mulk nikoh davrida olingan bo'lsa",
  'Нотариально удостоверенное согласие супруга, если имущество приобретено в браке',
];
const cadastre: Pair = [
  "Ko'chmas mulkka bo'lgan huquqni tasdiqlovchi kadastr hujjati",
  'Кадастровый документ, подтверждающий право на недвижимость',
];
const birthCertificate: Pair = [
  "Bolaning tug'ilganlik haqidagi guvohnomasi (FHDYo reyestrida bo'lishi kerak)",
  'Свидетельство о рождении ребёнка (должно быть в реестре ЗАГС)',
];
const minorPassport: Pair = [
  "Bolaning chet elga chiqish uchun biometrik pasporti (mavjud bo'lsa)",
  'Биометрический паспорт ребёнка для выезда за границу (при наличии)',
];
const sameDay: Pair = [
  "Notarius hujjatlarni tekshirgandan keyin, tomonlar kelgan yoki videokonferensiya o'tkazilgan kunning o'zida",
  'В день явки сторон или видеоконференции, после проверки документов нотариусом',
];
const inPersonOrVideo: Pair = [
  "Bitim notarius huzurida yoki videokonferensiya orqali tasdiqlanadi. Davlat boji portal orqali to'lanadi. Birgalikdagi mulk egalaridan biri vafot etgan bo'lsa, harakat faqat notarial idorada bajariladi.",
  'Сделка удостоверяется у нотариуса лично или по видеоконференции. Госпошлина оплачивается через портал. Если один из сособственников умер, действие совершается только в нотариальной конторе.',
];
const vehicleBans: Pair = [
  "Transport vositasiga taqiq, hibs, cheklov yoki to'lanmagan jarima bo'lsa, ular olib tashlanmaguncha va to'lanmaguncha bitim davom ettirilmaydi. Majburiy ijro byurosi oldidagi qarz ham to'liq to'lanishi kerak.",
  'При запрете, аресте, ограничении или неоплаченном штрафе на транспортное средство сделка не продолжается, пока они не сняты и не оплачены. Долг перед бюро принудительного исполнения также должен быть погашен полностью.',
];

const sources: Source[] = [
  {
    id: 1,
    regulation: [
      "Fuqarolik kodeksining 386-moddasi va 'Notariat to'g'risida'gi Qonunga muvofiq avtotransport vositasini oldi-sotdi shartnomasini notarial tasdiqlash: sotuvchi transport vositasini xaridorning mulkiga topshirish, xaridor esa uni qabul qilib, kelishilgan narxni to'lash majburiyatini oladi.",
      'Нотариальное удостоверение договора купли-продажи автотранспортного средства согласно статье 386 Гражданского кодекса и Закону «О нотариате»: продавец обязуется передать транспортное средство в собственность покупателя, а покупатель — принять его и уплатить согласованную цену.',
    ],
    summary: [
      "Avtomobilingizni sotasiz yoki sotib olasiz: notarius shartnomani tasdiqlaydi, shundan keyin xaridor avtomobilni o'z nomiga ro'yxatdan o'tkazadi.",
      'Вы продаёте или покупаете автомобиль: нотариус удостоверяет договор, после чего покупатель регистрирует автомобиль на себя.',
    ],
    documents: [passport, techPassport, valuation, spouseConsentDoc],
    duration: sameDay,
    result: [
      "Notarial tasdiqlangan oldi-sotdi shartnomasi (QR kodli bosma shakl). Xaridor u bilan transport vositasini YHXB (DAN) da ro'yxatdan o'tkazadi.",
      'Нотариально удостоверенный договор купли-продажи (печатная форма с QR-кодом). С ним покупатель регистрирует транспортное средство в ГИБДД (ГСБДД).',
    ],
    conditions: [
      `${inPersonOrVideo[0]} ${vehicleBans[0]} Yaqin qarindoshlar o'rtasidagi sotuvda davlat boji bazaviy hisoblash miqdorining 5 foizi.`,
      `${inPersonOrVideo[1]} ${vehicleBans[1]} При продаже близкому родственнику госпошлина — 5 процентов базовой расчётной величины.`,
    ],
  },
  {
    id: 4,
    regulation: [
      'Fuqarolik kodeksining 502-moddasiga muvofiq avtotransport vositasini hadya qilish shartnomasini notarial tasdiqlash: hadya qiluvchi transport vositasini hadya oluvchiga tekinga mulk qilib beradi.',
      'Нотариальное удостоверение договора дарения автотранспортного средства согласно статье 502 Гражданского кодекса: даритель безвозмездно передаёт транспортное средство в собственность одаряемого.',
    ],
    summary: [
      'Avtomobilingizni qarindoshingizga yoki boshqa shaxsga tekinga berasiz; notarius hadya shartnomasini tasdiqlaydi.',
      'Вы безвозмездно передаёте автомобиль родственнику или другому лицу; нотариус удостоверяет договор дарения.',
    ],
    documents: [passport, techPassport, valuation, spouseConsentDoc],
    duration: sameDay,
    result: [
      "Notarial tasdiqlangan hadya shartnomasi; hadya oluvchi u bilan transport vositasini o'z nomiga ro'yxatdan o'tkazadi.",
      'Нотариально удостоверенный договор дарения; с ним одаряемый регистрирует транспортное средство на себя.',
    ],
    conditions: [
      `${inPersonOrVideo[0]} ${vehicleBans[0]} Yaqin qarindoshga hadya qilishda davlat boji bazaviy hisoblash miqdorining 5 foizi.`,
      `${inPersonOrVideo[1]} ${vehicleBans[1]} При дарении близкому родственнику госпошлина — 5 процентов базовой расчётной величины.`,
    ],
  },
  {
    id: 9,
    regulation: [
      "Fuqarolik kodeksining 264-moddasi va 'Garov to'g'risida'gi Qonunga muvofiq kredit yoki boshqa majburiyatni ta'minlash uchun transport vositasi yoki ko'chmas mulk garovi shartnomasini notarial tasdiqlash.",
      'Нотариальное удостоверение договора залога транспортного средства или недвижимости в обеспечение кредита или иного обязательства согласно статье 264 Гражданского кодекса и Закону «О залоге».',
    ],
    summary: [
      "Bank yoki boshqa kreditor oldidagi qarzingizni avtomobil yoki uy bilan kafolatlaysiz; qarz to'lanmaguncha garov mulki sotilmaydi.",
      'Вы обеспечиваете долг перед банком или другим кредитором автомобилем или квартирой; пока долг не погашен, имущество в залоге нельзя продать.',
    ],
    documents: [
      passport,
      [
        'Kredit shartnomasi (raqami, sanasi, summasi va muddati)',
        'Кредитный договор (номер, дата, сумма и срок)',
      ],
      [
        'Garov mulkiga hujjat: texpasport yoki kadastr hujjati',
        'Документ на предмет залога: техпаспорт или кадастровый документ',
      ],
      [
        "Garovga oluvchi yuridik shaxs bo'lsa, vakilning ishonchnomasi",
        'Доверенность представителя, если залогодержатель — юридическое лицо',
      ],
      spouseConsentDoc,
    ],
    duration: sameDay,
    result: [
      "Notarial tasdiqlangan garov shartnomasi; notarius garov mulkiga taqiq qo'yadi.",
      'Нотариально удостоверенный договор залога; нотариус налагает запрет на предмет залога.',
    ],
    conditions: [
      `${inPersonOrVideo[0]} Garov mulkiga boshqa taqiq yoki hibs bo'lmasligi kerak.`,
      `${inPersonOrVideo[1]} На предмет залога не должно быть других запретов или арестов.`,
    ],
  },
  {
    id: 101,
    regulation: [
      'Fuqarolik kodeksining 134-138-moddalariga muvofiq avtotransport vositasini boshqarish, undan foydalanish va uni tasarruf etish uchun ishonchnomani notarial tasdiqlash.',
      'Нотариальное удостоверение доверенности на управление, пользование и распоряжение автотранспортным средством согласно статьям 134–138 Гражданского кодекса.',
    ],
    summary: [
      "Boshqa shaxsga avtomobilingizni haydash, ro'yxatdan o'tkazish yoki sotish huquqini berasiz; huquqlar va muddatni o'zingiz tanlaysiz.",
      'Вы даёте другому лицу право водить, регистрировать или продать ваш автомобиль; права и срок выбираете сами.',
    ],
    documents: [
      passport,
      techPassport,
      ["Ishonchli vakilning pasport ma'lumotlari va JShShIR", 'Паспортные данные и ПИНФЛ поверенного'],
    ],
    duration: sameDay,
    result: [
      "Notarial tasdiqlangan ishonchnoma, ko'rsatilgan muddatgacha amal qiladi; uning haqiqiyligini portalda tekshirish mumkin.",
      'Нотариально удостоверенная доверенность, действует до указанного срока; её действительность можно проверить на портале.',
    ],
    conditions: [
      `${inPersonOrVideo[0]} Yaqin qarindoshlarga, shu jumladan jiyanlarga berilganda davlat boji bazaviy hisoblash miqdorining 50 foizi.`,
      `${inPersonOrVideo[1]} Для близких родственников, включая племянников, госпошлина — 50 процентов базовой расчётной величины.`,
    ],
  },
  {
    id: 105,
    regulation: [
      "Fuqarolik kodeksining 134-138-moddalariga muvofiq ko'chmas mulkni boshqarish, ijaraga berish va ro'yxatdan o'tkazish uchun ishonchnomani notarial tasdiqlash.",
      'Нотариальное удостоверение доверенности на управление, сдачу в аренду и регистрацию недвижимости согласно статьям 134–138 Гражданского кодекса.',
    ],
    summary: [
      "Uyingiz yoki xonadoningiz bilan bog'liq ishlarni (ijara, kadastr, kommunal xizmatlar) boshqa shaxsga topshirasiz.",
      'Вы поручаете другому лицу дела с вашей квартирой или домом (аренда, кадастр, коммунальные услуги).',
    ],
    documents: [
      passport,
      cadastre,
      ["Ishonchli vakilning pasport ma'lumotlari va JShShIR", 'Паспортные данные и ПИНФЛ поверенного'],
    ],
    duration: sameDay,
    result: [
      'Notarial tasdiqlangan ishonchnoma; uning haqiqiyligini portalda tekshirish mumkin.',
      'Нотариально удостоверенная доверенность; её действительность можно проверить на портале.',
    ],
    conditions: [
      `${inPersonOrVideo[0]} Bu ishonchnoma ko'chmas mulkni sotish, hadya qilish, garovga qo'yish yoki ayirboshlash huquqini bera olmaydi.`,
      `${inPersonOrVideo[1]} Эта доверенность не может давать право продажи, дарения, залога или мены недвижимости.`,
    ],
  },
  {
    id: 11651,
    regulation: [
      'Fuqarolik kodeksining 134-138-moddalariga muvofiq sudlarda, tashkilotlarda vakillik qilish, bank hisobvaraqlarini boshqarish va hujjatlarni olish uchun umumiy ishonchnomani notarial tasdiqlash.',
      'Нотариальное удостоверение общей доверенности на представительство в судах и организациях, управление банковскими счетами и получение документов согласно статьям 134–138 Гражданского кодекса.',
    ],
    summary: [
      "Ishonchli shaxsingiz sizning nomingizdan tashkilotlar va sudda ish yuritadi, hujjatlar va pul mablag'larini oladi.",
      'Доверенное лицо ведёт ваши дела в организациях и суде, получает документы и денежные средства от вашего имени.',
    ],
    documents: [
      passport,
      ["Ishonchli vakilning pasport ma'lumotlari va JShShIR", 'Паспортные данные и ПИНФЛ поверенного'],
    ],
    duration: sameDay,
    result: [
      "Notarial tasdiqlangan umumiy ishonchnoma, ko'rsatilgan muddatgacha amal qiladi.",
      'Нотариально удостоверенная общая доверенность, действует до указанного срока.',
    ],
    conditions: [
      `${inPersonOrVideo[0]} Umumiy ishonchnoma ko'chmas mulk yoki transport vositalariga oid huquqlarni bera olmaydi: buning uchun alohida ishonchnoma kerak.`,
      `${inPersonOrVideo[1]} Общая доверенность не может давать прав на недвижимость или транспортные средства: для этого нужна отдельная доверенность.`,
    ],
  },
  {
    id: 11680,
    regulation: [
      "Fuqarolik kodeksining 136-moddasiga muvofiq ishonchnoma bo'yicha vakolatlarni boshqa shaxsga o'tkazishni (qayta ishonchni) notarial tasdiqlash, agar asosiy ishonchnoma bunga ruxsat bersa.",
      'Нотариальное удостоверение передоверия полномочий по доверенности другому лицу согласно статье 136 Гражданского кодекса, если основная доверенность это разрешает.',
    ],
    summary: [
      "Sizga berilgan ishonchnomadagi huquqlarni boshqa shaxsga o'tkazasiz; buning uchun asosiy ishonchnoma qayta ishonch huquqini berishi kerak.",
      'Вы передаёте права по выданной вам доверенности другому лицу; для этого основная доверенность должна разрешать передоверие.',
    ],
    documents: [
      passport,
      ['Asosiy ishonchnoma (uning raqami)', 'Основная доверенность (её номер)'],
      ["Yangi vakilning pasport ma'lumotlari va JShShIR", 'Паспортные данные и ПИНФЛ нового поверенного'],
    ],
    duration: sameDay,
    result: [
      "Notarial tasdiqlangan qayta ishonchnoma, asosiy ishonchnoma bilan bog'langan.",
      'Нотариально удостоверенная доверенность в порядке передоверия, связанная с основной доверенностью.',
    ],
    conditions: [
      `${inPersonOrVideo[0]} Qayta ishonchnomaning muddati asosiy ishonchnomaning muddatidan oshmasligi kerak.`,
      `${inPersonOrVideo[1]} Срок передоверия не может превышать срок основной доверенности.`,
    ],
  },
  {
    id: 11944,
    regulation: [
      "Uy-joy mulkdorining boshqa shaxsni o'ziga tegishli turar joyda doimiy yoki vaqtincha ro'yxatga qo'yishga roziligini notarial tasdiqlash.",
      'Нотариальное удостоверение согласия собственника жилья на постоянную или временную регистрацию другого лица в принадлежащем ему жилом помещении.',
    ],
    summary: [
      "Uyingizda boshqa shaxsni ro'yxatga qo'yishga rozilik berasiz; rozilik bilan u ichki ishlar idorasida ro'yxatdan o'tadi.",
      'Вы соглашаетесь зарегистрировать другое лицо в вашем жилье; с согласием оно регистрируется в органах внутренних дел.',
    ],
    documents: [
      passport,
      cadastre,
      ["Ro'yxatga qo'yiladigan shaxsning pasport ma'lumotlari", 'Паспортные данные регистрируемого лица'],
    ],
    duration: sameDay,
    result: [
      "Notarial tasdiqlangan rozilik; ro'yxatga qo'yish uchun ichki ishlar idorasiga taqdim etiladi.",
      'Нотариально удостоверенное согласие; представляется в органы внутренних дел для регистрации.',
    ],
    conditions: [
      `${inPersonOrVideo[0]} Rozilikni faqat ko'chmas mulk egasi (barcha egalari) beradi.`,
      `${inPersonOrVideo[1]} Согласие даёт только собственник (все собственники) недвижимости.`,
    ],
  },
  {
    id: 11962,
    regulation: [
      "'Notariat to'g'risida'gi Qonunga muvofiq notarius yoki u biladigan tarjimon tomonidan hujjat tarjimasining bir tildan boshqa tilga to'g'riligini tasdiqlash.",
      'Свидетельствование верности перевода документа с одного языка на другой нотариусом или известным ему переводчиком согласно Закону «О нотариате».',
    ],
    summary: [
      "Hujjatingiz tarjimasi rasmiy kuchga ega bo'lishi uchun notarius tarjimonning imzosini va tarjimaning to'g'riligini tasdiqlaydi.",
      'Чтобы перевод вашего документа имел официальную силу, нотариус свидетельствует подпись переводчика и верность перевода.',
    ],
    documents: [
      passport,
      ['Asl hujjat va uning tarjimasi', 'Подлинник документа и его перевод'],
      ['Tarjimonning malakasini tasdiqlovchi hujjat', 'Документ, подтверждающий квалификацию переводчика'],
    ],
    duration: [
      "Sahifalar soniga qarab, odatda murojaat qilingan kunning o'zida",
      'В зависимости от числа страниц, обычно в день обращения',
    ],
    result: [
      "Tarjimaning to'g'riligi tasdiqlangan hujjat, sahifalari tikilgan va notarius muhri bilan.",
      'Перевод с засвидетельствованной верностью, прошитый и скреплённый печатью нотариуса.',
    ],
    conditions: [
      `${inPersonOrVideo[0]} Tarjima qilinadigan hujjatda tuzatishlar va o'chirishlar bo'lmasligi kerak.`,
      `${inPersonOrVideo[1]} В переводимом документе не должно быть исправлений и подчисток.`,
    ],
  },
  {
    id: 12047,
    regulation: [
      "Fuqarolik kodeksining 1133-moddasiga muvofiq merosxo'rning merosdan voz kechish to'g'risidagi arizasini notarial tasdiqlash; voz kechish boshqa merosxo'r foydasiga yoki hech kimning foydasiga bo'lmasligi mumkin.",
      'Нотариальное удостоверение заявления наследника об отказе от наследства согласно статье 1133 Гражданского кодекса; отказ может быть в пользу другого наследника или без указания лиц.',
    ],
    summary: [
      'Sizga tegishli meros ulushidan voz kechasiz; ariza meros ishini yuritayotgan notariusga yuboriladi.',
      'Вы отказываетесь от своей доли наследства; заявление направляется нотариусу, ведущему наследственное дело.',
    ],
    documents: [
      passport,
      ['Meros ishining raqami', 'Номер наследственного дела'],
      ['Merosqoldiruvchining vafot etganlik haqidagi guvohnomasi', 'Свидетельство о смерти наследодателя'],
      ['Qarindoshlikni tasdiqlovchi hujjatlar', 'Документы, подтверждающие родство'],
    ],
    duration: sameDay,
    result: [
      "Notarial tasdiqlangan merosdan voz kechish to'g'risidagi ariza, meros ishiga qo'shiladi.",
      'Нотариально удостоверенное заявление об отказе от наследства, приобщается к наследственному делу.',
    ],
    conditions: [
      `${inPersonOrVideo[0]} Merosdan voz kechish meros ochilgan kundan boshlab olti oy ichida beriladi va keyin qaytarib olinmaydi.`,
      `${inPersonOrVideo[1]} Отказ от наследства подаётся в течение шести месяцев со дня открытия наследства и впоследствии не может быть отозван.`,
    ],
  },
  {
    id: 15003,
    regulation: [
      "Oila kodeksining 24-moddasiga muvofiq er (xotin)ning umumiy mulkni tasarruf etish (sotish, hadya qilish, garovga qo'yish) uchun notarial tasdiqlangan roziligi.",
      'Нотариально удостоверенное согласие супруга на распоряжение общим имуществом (продажу, дарение, залог) согласно статье 24 Семейного кодекса.',
    ],
    summary: [
      "Turmush o'rtog'ingiz nikoh davrida olingan mulkni sotishi yoki garovga qo'yishi uchun rozilik berasiz.",
      'Вы даёте согласие супругу продать или заложить имущество, приобретённое в браке.',
    ],
    documents: [
      passport,
      [
        "Nikoh haqidagi guvohnoma (FHDYo reyestrida bo'lishi kerak)",
        'Свидетельство о браке (должно быть в реестре ЗАГС)',
      ],
      [
        'Mulkka hujjat: texpasport yoki kadastr hujjati',
        'Документ на имущество: техпаспорт или кадастровый документ',
      ],
    ],
    duration: sameDay,
    result: [
      'Notarial tasdiqlangan rozilik; u bilan er (xotin) mulkni tasarruf etish bitimini tuzadi.',
      'Нотариально удостоверенное согласие; с ним супруг заключает сделку по распоряжению имуществом.',
    ],
    conditions: [
      `${inPersonOrVideo[0]} Nikoh bekor qilingan bo'lsa, rozilik talab qilinmaydi.`,
      `${inPersonOrVideo[1]} Если брак расторгнут, согласие не требуется.`,
    ],
  },
  {
    id: 15034,
    regulation: [
      "Voyaga yetmagan bolaning chet elga chiqishiga ota-onasi (qonuniy vakillari)ning notarial tasdiqlangan roziligi; o'n besh yoshdan bola mustaqil chiqishi mumkin.",
      'Нотариально удостоверенное согласие родителей (законных представителей) на выезд несовершеннолетнего ребёнка за границу; с пятнадцати лет ребёнок может выезжать самостоятельно.',
    ],
    summary: [
      "Bolangizning chet elga sayohatiga rozilik berasiz: mamlakatlar, maqsad va muddatni ko'rsatasiz.",
      'Вы даёте согласие на поездку ребёнка за границу: указываете страны, цель и сроки.',
    ],
    documents: [passport, birthCertificate, minorPassport],
    duration: sameDay,
    result: [
      "Notarial tasdiqlangan rozilik; chegaradan o'tishda taqdim etiladi.",
      'Нотариально удостоверенное согласие; предъявляется при пересечении границы.',
    ],
    conditions: [
      `${inPersonOrVideo[0]} Bola mustaqil chiqishi faqat 15 yoshdan mumkin; kichikroq bola kuzatuvchi bilan chiqadi.`,
      `${inPersonOrVideo[1]} Самостоятельный выезд возможен только с 15 лет; ребёнок младше выезжает с сопровождающим.`,
    ],
  },
  {
    id: 15035,
    regulation: [
      'Ota-onaning voyaga yetmagan bolani chet elga boshqa shaxs kuzatib borishiga notarial tasdiqlangan roziligi.',
      'Нотариально удостоверенное согласие родителей на сопровождение несовершеннолетнего ребёнка за границу другим лицом.',
    ],
    summary: [
      "Bolangiz chet elga qarindoshingiz yoki boshqa ishonchli shaxs bilan boradi: uni kim kuzatib borishini ko'rsatasiz.",
      'Ребёнок едет за границу с родственником или другим доверенным лицом: вы указываете, кто его сопровождает.',
    ],
    documents: [
      passport,
      birthCertificate,
      minorPassport,
      ["Kuzatuvchining pasport ma'lumotlari", 'Паспортные данные сопровождающего'],
    ],
    duration: sameDay,
    result: [
      "Notarial tasdiqlangan rozilik, kuzatuvchi va sayohat muddati ko'rsatilgan.",
      'Нотариально удостоверенное согласие с указанием сопровождающего и сроков поездки.',
    ],
    conditions: [
      `${inPersonOrVideo[0]} Kamida bitta kuzatuvchi ko'rsatilishi kerak.`,
      `${inPersonOrVideo[1]} Должен быть указан хотя бы один сопровождающий.`,
    ],
  },
  {
    id: 15036,
    regulation: [
      'Ota-onaning voyaga yetmagan bolaning chet elga doimiy yashash uchun chiqishiga notarial tasdiqlangan roziligi.',
      'Нотариально удостоверенное согласие родителей на выезд несовершеннолетнего ребёнка за границу на постоянное место жительства.',
    ],
    summary: [
      'Bolangiz chet elga doimiy yashashga ketadi: ikkinchi ota yoki onaning roziligi notarial tasdiqlanadi.',
      'Ребёнок уезжает за границу на постоянное жительство: согласие второго родителя удостоверяется нотариально.',
    ],
    documents: [
      passport,
      birthCertificate,
      [
        "Boriladigan mamlakat va yashash manzili to'g'risidagi ma'lumot",
        'Сведения о стране выезда и адресе проживания',
      ],
    ],
    duration: sameDay,
    result: [
      'Notarial tasdiqlangan rozilik; chiqish uchun ruxsatnoma olishda taqdim etiladi.',
      'Нотариально удостоверенное согласие; представляется при оформлении выезда.',
    ],
    conditions: [
      `${inPersonOrVideo[0]} Bola FHDYo reyestrida ro'yxatdan o'tgan bo'lishi kerak.`,
      `${inPersonOrVideo[1]} Ребёнок должен быть зарегистрирован в реестре ЗАГС.`,
    ],
  },
];

const links: Pair[] = [
  [
    "O'zbekiston Respublikasi qonunchilik ma'lumotlari milliy bazasi",
    'Национальная база данных законодательства Республики Узбекистан',
  ],
  ["O'zbekiston Respublikasi Adliya vazirligi", 'Министерство юстиции Республики Узбекистан'],
];
const linkUrls = ['https://lex.uz', 'https://www.minjust.uz'];

function textsOf(source: Source, pick: (pair: Pair) => string): CatalogueTexts {
  return {
    regulation: pick(source.regulation),
    summary: pick(source.summary),
    documents: source.documents.map(pick),
    duration: pick(source.duration),
    result: pick(source.result),
    conditions: pick(source.conditions),
    links: links.map((pair, index) => ({ title: pick(pair), url: linkUrls[index]! })),
  };
}

export interface SeedCatalogueEntry {
  actTypeId: number;
  sortOrder: number;
  texts: Record<'oz' | 'uz' | 'ru', CatalogueTexts>;
}

export const seedCatalogue: SeedCatalogueEntry[] = sources.map((source, index) => ({
  actTypeId: source.id,
  sortOrder: index + 1,
  texts: {
    oz: textsOf(source, (pair) => uzbekLatin(pair[0])),
    uz: textsOf(source, (pair) => latinToCyrillic(uzbekLatin(pair[0]))),
    ru: textsOf(source, (pair) => pair[1]),
  },
}));
