import { latinToCyrillic, uzbekLatin } from '../../text/latin-to-cyrillic';
import { findDistrict, findRegion, type Kind } from './regions';

export interface SeedOffice {
  id: number;
  regionId: number;
  districtId: number;
  name: { oz: string; uz: string; ru: string };
  address: { oz: string; uz: string; ru: string };
  phone: string;
  latitude: number;
  longitude: number;
}

interface OfficeSource {
  id: number;
  regionId: number;
  district: [string, Kind];
  street: [string, string]; // Latin Uzbek, Russian
  house: string;
  phone: string;
  latitude: number;
  longitude: number;
}

// Fictional state notary offices, one or more per region, placed on real streets of the region's
// centre so the directory map shows them in the right place.
const sources: OfficeSource[] = [
  {
    id: 1,
    regionId: 1726,
    district: ['Yunusobod', 'district'],
    street: ["Amir Temur shoh ko'chasi", 'проспект Амира Темура'],
    house: '108',
    phone: '712001101',
    latitude: 41.3535,
    longitude: 69.287,
  },
  {
    id: 2,
    regionId: 1726,
    district: ['Chilonzor', 'district'],
    street: ["Bunyodkor shoh ko'chasi", 'проспект Бунёдкор'],
    house: '5',
    phone: '712001102',
    latitude: 41.2856,
    longitude: 69.204,
  },
  {
    id: 3,
    regionId: 1735,
    district: ['Nukus', 'city'],
    street: ["Berdaq shoh ko'chasi", 'проспект Бердаха'],
    house: '41',
    phone: '612001103',
    latitude: 42.4619,
    longitude: 59.6166,
  },
  {
    id: 4,
    regionId: 1703,
    district: ['Asaka', 'district'],
    street: ["Navoiy ko'chasi", 'улица Навои'],
    house: '12',
    phone: '742001104',
    latitude: 40.6415,
    longitude: 72.2386,
  },
  {
    id: 5,
    regionId: 1706,
    district: ['Buxoro', 'city'],
    street: ["Mustaqillik ko'chasi", 'улица Мустакиллик'],
    house: '7',
    phone: '652001105',
    latitude: 39.7747,
    longitude: 64.4286,
  },
  {
    id: 6,
    regionId: 1708,
    district: ['Jizzax', 'city'],
    street: ["Sharof Rashidov ko'chasi", 'улица Шарафа Рашидова'],
    house: '20',
    phone: '722001106',
    latitude: 40.1158,
    longitude: 67.8422,
  },
  {
    id: 7,
    regionId: 1710,
    district: ['Qarshi', 'city'],
    street: ["Islom Karimov ko'chasi", 'улица Ислама Каримова'],
    house: '33',
    phone: '752001107',
    latitude: 38.8606,
    longitude: 65.7891,
  },
  {
    id: 8,
    regionId: 1712,
    district: ['Navoiy', 'city'],
    street: ["G'alaba shoh ko'chasi", 'проспект Галаба'],
    house: '15',
    phone: '792001108',
    latitude: 40.1039,
    longitude: 65.3688,
  },
  {
    id: 9,
    regionId: 1714,
    district: ['Namangan', 'city'],
    street: ["Uychi ko'chasi", 'улица Уйчи'],
    house: '9',
    phone: '692001109',
    latitude: 40.9983,
    longitude: 71.6726,
  },
  {
    id: 10,
    regionId: 1718,
    district: ['Samarqand', 'city'],
    street: ["Registon ko'chasi", 'улица Регистан'],
    house: '4',
    phone: '662001110',
    latitude: 39.6542,
    longitude: 66.9597,
  },
  {
    id: 11,
    regionId: 1722,
    district: ['Termiz', 'city'],
    street: ["At-Termiziy ko'chasi", 'улица Ат-Термизи'],
    house: '18',
    phone: '762001111',
    latitude: 37.2242,
    longitude: 67.2783,
  },
  {
    id: 12,
    regionId: 1724,
    district: ['Guliston', 'city'],
    street: ["Mustaqillik ko'chasi", 'улица Мустакиллик'],
    house: '25',
    phone: '672001112',
    latitude: 40.4897,
    longitude: 68.7842,
  },
  {
    id: 13,
    regionId: 1727,
    district: ['Chirchiq', 'city'],
    street: ["Amir Temur ko'chasi", 'улица Амира Темура'],
    house: '64',
    phone: '702001113',
    latitude: 41.4689,
    longitude: 69.5822,
  },
  {
    id: 14,
    regionId: 1730,
    district: ["Marg'ilon", 'city'],
    street: ["Burhoniddin Marg'inoniy ko'chasi", 'улица Бурхануддина Маргинани'],
    house: '11',
    phone: '732001114',
    latitude: 40.4711,
    longitude: 71.7246,
  },
  {
    id: 15,
    regionId: 1733,
    district: ['Xiva', 'city'],
    street: ["Al-Xorazmiy ko'chasi", 'улица Аль-Хорезми'],
    house: '26',
    phone: '622001115',
    latitude: 41.3783,
    longitude: 60.3639,
  },
];

// "Асакинский район" -> "Асакинского района", "город Нукус" -> "города Нукус".
function russianGenitive(name: string): string {
  if (name.startsWith('город ')) return `города ${name.slice('город '.length)}`;
  return name.replace(/ий район$/, 'ого района').replace(/ой район$/, 'ого района');
}

export const seedOffices: SeedOffice[] = sources.map((s) => {
  const region = findRegion(s.regionId);
  const district = findDistrict(s.regionId, s.district[0], s.district[1]);
  const nameOz = `${district.name.oz} davlat notarial idorasi`;
  const addressOz = uzbekLatin(`${region.name.oz}, ${district.name.oz}, ${s.street[0]}, ${s.house}-uy`);
  return {
    id: s.id,
    regionId: s.regionId,
    districtId: district.id,
    name: {
      oz: nameOz,
      uz: latinToCyrillic(nameOz),
      ru: `Государственная нотариальная контора ${russianGenitive(district.name.ru)}`,
    },
    address: {
      oz: addressOz,
      uz: latinToCyrillic(addressOz),
      ru: `${region.name.ru}, ${district.name.ru}, ${s.street[1]}, дом ${s.house}`,
    },
    phone: s.phone,
    latitude: s.latitude,
    longitude: s.longitude,
  };
});
