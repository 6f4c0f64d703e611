import { latinToCyrillic, uzbekLatin } from '../../text/latin-to-cyrillic';

export type ActCategory =
  | 'vehicle'
  | 'pledge'
  | 'power_of_attorney'
  | 'consent'
  | 'certification'
  | 'inheritance';

export interface SeedActType {
  id: number;
  name: { oz: string; uz: string; ru: string };
  category: ActCategory;
  // Specification section 4, "Simplified flow": every type named there uses it.
  simplified: boolean;
}

// Specification section 3 names these ids. It gives no title for 11680 and 15036: the sandbox reads
// 11680 as a delegation of a power of attorney (the spec's "base power-of-attorney id" and delegation
// rule) and 15036 as consent to a minor's departure for permanent residence, next to 15034/15035.
const sources: [number, string, string, ActCategory][] = [
  [
    1,
    'Avtotransport vositasini oldi-sotdi shartnomasi',
    'Договор купли-продажи автотранспортного средства',
    'vehicle',
  ],
  [
    4,
    'Avtotransport vositasini hadya qilish shartnomasi',
    'Договор дарения автотранспортного средства',
    'vehicle',
  ],
  [9, 'Garov shartnomasi', 'Договор залога', 'pledge'],
  [
    101,
    'Avtotransport vositasini boshqarish va tasarruf etish uchun ishonchnoma',
    'Доверенность на управление и распоряжение автотранспортным средством',
    'power_of_attorney',
  ],
  [105, "Ko'chmas mulkka oid ishonchnoma", 'Доверенность на недвижимое имущество', 'power_of_attorney'],
  [11651, 'Umumiy ishonchnoma', 'Общая доверенность', 'power_of_attorney'],
  [
    11680,
    "Ishonchnoma bo'yicha vakolatlarni boshqa shaxsga o'tkazish (qayta ishonch)",
    'Передоверие полномочий по доверенности',
    'power_of_attorney',
  ],
  [
    11944,
    "Doimiy yoki vaqtincha ro'yxatga qo'yishga rozilik",
    'Согласие на постоянную или временную регистрацию по месту жительства',
    'consent',
  ],
  [
    11962,
    "Hujjat tarjimasining to'g'riligini tasdiqlash",
    'Свидетельствование верности перевода документа',
    'certification',
  ],
  [12047, "Merosdan voz kechish to'g'risidagi ariza", 'Заявление об отказе от наследства', 'inheritance'],
  [
    15003,
    'Er-xotinning umumiy mulkini tasarruf etishga rozilik',
    'Согласие супруга на распоряжение общим имуществом супругов',
    'consent',
  ],
  [
    15034,
    'Voyaga yetmagan bolaning chet elga chiqishiga rozilik',
    'Согласие на выезд несовершеннолетнего ребёнка за границу',
    'consent',
  ],
  [
    15035,
    'Voyaga yetmagan bolani chet elga kuzatib borishga rozilik',
    'Согласие на сопровождение несовершеннолетнего ребёнка за границу',
    'consent',
  ],
  [
    15036,
    'Voyaga yetmagan bolaning chet elga doimiy yashash uchun chiqishiga rozilik',
    'Согласие на выезд несовершеннолетнего ребёнка за границу на постоянное место жительства',
    'consent',
  ],
];

const simplifiedFlow = new Set([
  1, 4, 9, 11680, 11651, 15003, 15034, 15035, 11944, 11962, 12047, 15036, 101, 105,
]);

export const seedActTypes: SeedActType[] = sources.map(([id, ozSource, ru, category]) => {
  const oz = uzbekLatin(ozSource);
  return { id, name: { oz, uz: latinToCyrillic(oz), ru }, category, simplified: simplifiedFlow.has(id) };
});
