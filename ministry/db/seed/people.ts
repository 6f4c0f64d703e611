import { latinToCyrillic, uzbekLatin } from '../../text/latin-to-cyrillic';
import type { UserRole } from '../schema/portal';
import { findDistrict, findRegion, type Kind } from './regions';

// Fictional people of the sandbox. Every PIN has the real PINFL shape (century/sex digit, birth date
// DDMMYY, then digits) but its issuing-office block is 999, which no registry office uses, so no real
// person shares it. docs/sandbox.md lists the same people; tests/ministry/sandbox-doc.test.ts keeps
// the two in step.

export interface SeedPerson {
  roles: UserRole[];
  userid: string;
  pin: string;
  passserial: string;
  passnum: string;
  name: { latin: string; cyrillic: string };
  surname: { latin: string; cyrillic: string };
  lastname: { latin: string; cyrillic: string };
  fullname: { latin: string; cyrillic: string };
  gender: 1 | 2;
  birthdate: string;
  birthcountry: string;
  inn: string;
  issueorg: string;
  issuedate: string;
  exprdate: string;
  citizenship: string;
  nationality: string;
  phone: string;
  email: string;
  regionId: number;
  districtId: number;
  regaddress: string;
  actaddress: string;
  termsofuse: 0 | 1;
  // The registry's passport photograph: a file of ministry/db/seed/photos (see its SOURCES.md).
  photo: RegistryPhoto;
  // Only for notaries: the office they work in and their licence (active unless said otherwise).
  notary?: SeedNotaryLicence;
}

export interface SeedNotaryLicence {
  officeId: number;
  licenseNumber: string;
  licenseStatus?: 'terminated' | 'cancelled';
}

// Only two frontal faces are available under free licences, so several fictional people share one.
export const registryPhotos = ['astronaut.png', 'grace_hopper.jpg'] as const;
export type RegistryPhoto = (typeof registryPhotos)[number];

interface PersonSource {
  roles: UserRole[];
  photo: RegistryPhoto;
  userid: string;
  surname: string;
  name: string;
  lastname: string;
  gender: 1 | 2;
  birthdate: string; // ISO yyyy-mm-dd
  pinTail: string; // the last four digits after the 999 office block
  passserial: string;
  passnum: string;
  issuedate: string;
  inn: string;
  nationality: string;
  phone: string;
  regionId: number;
  district: [string, Kind];
  street: string;
  notary?: SeedNotaryLicence;
}

const sources: PersonSource[] = [
  {
    roles: ['applicant'],
    userid: 'jkarimov',
    photo: 'astronaut.png',
    surname: 'Karimov',
    name: 'Jasur',
    lastname: "Botir o'g'li",
    gender: 1,
    birthdate: '1988-04-12',
    pinTail: '0011',
    passserial: 'AA',
    passnum: '1000001',
    issuedate: '2019-05-20',
    inn: '512000011',
    nationality: "o'zbek",
    phone: '901000001',
    regionId: 1726,
    district: ['Yunusobod', 'district'],
    street: "Bog'ishamol ko'chasi, 21-uy, 14-xonadon",
  },
  {
    roles: ['applicant'],
    userid: 'drahimova',
    photo: 'astronaut.png',
    surname: 'Rahimova',
    name: 'Dilnoza',
    lastname: 'Akmal qizi',
    gender: 2,
    birthdate: '1992-09-23',
    pinTail: '0022',
    passserial: 'AB',
    passnum: '1000002',
    issuedate: '2020-02-11',
    inn: '512000022',
    nationality: "o'zbek",
    phone: '911000002',
    regionId: 1718,
    district: ['Samarqand', 'city'],
    street: "Dahbed ko'chasi, 7-uy",
  },
  {
    roles: ['applicant'],
    userid: 'stursunov',
    photo: 'astronaut.png',
    surname: 'Tursunov',
    name: 'Sherzod',
    lastname: "Ilhom o'g'li",
    gender: 1,
    birthdate: '1979-01-30',
    pinTail: '0033',
    passserial: 'AC',
    passnum: '1000003',
    issuedate: '2018-10-03',
    inn: '512000033',
    nationality: "o'zbek",
    phone: '931000003',
    regionId: 1730,
    district: ["Marg'ilon", 'city'],
    street: "Atlas ko'chasi, 45-uy",
  },
  {
    roles: ['applicant'],
    userid: 'myusupova',
    photo: 'astronaut.png',
    surname: 'Yusupova',
    name: 'Madina',
    lastname: 'Rustam qizi',
    gender: 2,
    birthdate: '2001-06-05',
    pinTail: '0044',
    passserial: 'AD',
    passnum: '1000004',
    issuedate: '2021-07-15',
    inn: '512000044',
    nationality: "o'zbek",
    phone: '941000004',
    regionId: 1703,
    district: ['Asaka', 'district'],
    street: "Bobur ko'chasi, 3-uy",
  },
  {
    roles: ['applicant'],
    userid: 'oergashev',
    photo: 'astronaut.png',
    surname: 'Ergashev',
    name: 'Otabek',
    lastname: "Farhod o'g'li",
    gender: 1,
    birthdate: '1985-11-17',
    pinTail: '0055',
    passserial: 'KA',
    passnum: '1000005',
    issuedate: '2017-12-01',
    inn: '512000055',
    nationality: "o'zbek",
    phone: '971000005',
    regionId: 1733,
    district: ['Xiva', 'city'],
    street: "Polvon qori ko'chasi, 16-uy",
  },
  {
    roles: ['applicant'],
    userid: 'gnazarova',
    photo: 'grace_hopper.jpg',
    surname: 'Nazarova',
    name: 'Gulchehra',
    lastname: 'Baxtiyor qizi',
    gender: 2,
    birthdate: '1995-03-08',
    pinTail: '0066',
    passserial: 'AA',
    passnum: '1000006',
    issuedate: '2022-04-19',
    inn: '512000066',
    nationality: 'qoraqalpoq',
    phone: '991000006',
    regionId: 1735,
    district: ['Nukus', 'city'],
    street: "Dosnazarov ko'chasi, 52-uy",
  },
  {
    roles: ['notary'],
    userid: 'nabdullayeva',
    photo: 'astronaut.png',
    surname: 'Abdullayeva',
    name: 'Nodira',
    lastname: 'Shavkat qizi',
    gender: 2,
    birthdate: '1975-07-21',
    pinTail: '0077',
    passserial: 'AB',
    passnum: '1000007',
    issuedate: '2022-08-09',
    inn: '512000077',
    nationality: "o'zbek",
    phone: '901000007',
    regionId: 1726,
    district: ['Mirobod', 'district'],
    street: "Nukus ko'chasi, 30-uy, 8-xonadon",
    notary: { officeId: 1, licenseNumber: 'N-000101' },
  },
  {
    roles: ['notary'],
    userid: 'axolmatov',
    photo: 'grace_hopper.jpg',
    surname: 'Xolmatov',
    name: 'Anvar',
    lastname: "Ravshan o'g'li",
    gender: 1,
    birthdate: '1970-02-14',
    pinTail: '0088',
    passserial: 'AC',
    passnum: '1000008',
    issuedate: '2021-03-27',
    inn: '512000088',
    nationality: "o'zbek",
    phone: '911000008',
    regionId: 1718,
    district: ['Samarqand', 'city'],
    street: "Amir Temur ko'chasi, 88-uy",
    notary: { officeId: 10, licenseNumber: 'N-000102' },
  },
  {
    roles: ['admin'],
    userid: 'bsaidov',
    photo: 'astronaut.png',
    surname: 'Saidov',
    name: 'Bahodir',
    lastname: "Erkin o'g'li",
    gender: 1,
    birthdate: '1983-12-01',
    pinTail: '0099',
    passserial: 'AD',
    passnum: '1000009',
    issuedate: '2020-11-30',
    inn: '512000099',
    nationality: "o'zbek",
    phone: '951000009',
    regionId: 1726,
    district: ['Chilonzor', 'district'],
    street: "Qatortol ko'chasi, 12-uy",
  },
  // Tursunov's wife (marriage record FHDYO-2008-000914) and his children's mother: the other spouse
  // of a spouse consent, who accepts it from her own portal account, and an escort of a minor's trip.
  {
    roles: ['applicant'],
    userid: 'ztursunova',
    photo: 'grace_hopper.jpg',
    surname: 'Tursunova',
    name: 'Zarina',
    lastname: 'Hamid qizi',
    gender: 2,
    birthdate: '1984-07-19',
    pinTail: '0133',
    passserial: 'AC',
    passnum: '1000013',
    issuedate: '2019-08-21',
    inn: '512000133',
    nationality: "o'zbek",
    phone: '931000013',
    regionId: 1730,
    district: ["Marg'ilon", 'city'],
    street: "Atlas ko'chasi, 45-uy",
  },
  // A second notary of Tashkent city, in another district's office, so choosing a notary by region,
  // district and name has something to choose from.
  {
    roles: ['notary'],
    userid: 'stojiyev',
    photo: 'grace_hopper.jpg',
    surname: 'Tojiyev',
    name: 'Sardor',
    lastname: "Olim o'g'li",
    gender: 1,
    birthdate: '1981-10-09',
    pinTail: '0111',
    passserial: 'AE',
    passnum: '1000011',
    issuedate: '2023-01-17',
    inn: '512000111',
    nationality: "o'zbek",
    phone: '901000011',
    regionId: 1726,
    district: ['Chilonzor', 'district'],
    street: "Muqimiy ko'chasi, 5-uy, 21-xonadon",
    notary: { officeId: 2, licenseNumber: 'N-000103' },
  },
  // A former notary of Tashkent city: the licence is terminated, so no notary choice offers her and
  // her portal account is an applicant's.
  {
    roles: ['applicant'],
    userid: 'mqosimova',
    photo: 'astronaut.png',
    surname: 'Qosimova',
    name: 'Malika',
    lastname: 'Anvar qizi',
    gender: 2,
    birthdate: '1968-05-02',
    pinTail: '0122',
    passserial: 'AE',
    passnum: '1000012',
    issuedate: '2018-06-14',
    inn: '512000122',
    nationality: "o'zbek",
    phone: '901000012',
    regionId: 1726,
    district: ['Yunusobod', 'district'],
    street: "Amir Temur shoh ko'chasi, 60-uy",
    notary: { officeId: 1, licenseNumber: 'N-000104', licenseStatus: 'terminated' },
  },
  // Clients of the notary directory (decision 051). Sobirova had registered acts with six notaries and
  // reviewed each, which makes their client ratings; Hasanov had one with Tojiyev and has not reviewed
  // it yet (e2e/specs/notaries.spec.ts writes that review; nobody else logs him in).
  {
    roles: ['applicant'],
    userid: 'lsobirova',
    photo: 'grace_hopper.jpg',
    surname: 'Sobirova',
    name: 'Lola',
    lastname: 'Karim qizi',
    gender: 2,
    birthdate: '1990-04-11',
    pinTail: '0511',
    passserial: 'AF',
    passnum: '1000051',
    issuedate: '2021-05-12',
    inn: '512000511',
    nationality: "o'zbek",
    phone: '901000051',
    regionId: 1726,
    district: ['Yunusobod', 'district'],
    street: "Bodomzor yo'li, 14-uy",
  },
  {
    roles: ['applicant'],
    userid: 'rhasanov',
    photo: 'astronaut.png',
    surname: 'Hasanov',
    name: 'Rustam',
    lastname: "Bahodir o'g'li",
    gender: 1,
    birthdate: '1987-09-23',
    pinTail: '0522',
    passserial: 'AF',
    passnum: '1000052',
    issuedate: '2020-02-18',
    inn: '512000522',
    nationality: "o'zbek",
    phone: '901000052',
    regionId: 1726,
    district: ['Chilonzor', 'district'],
    street: "Lutfiy ko'chasi, 7-uy",
  },
  // The profile (issue 13, decision 059). Xolmirzayeva changes her phone with the SMS code and
  // withdraws her consent, then her video act's tab refuses her (e2e/specs/profile.spec.ts; nobody else
  // logs her in). Rashidov and Ismoilova are the ministry's and the gateway's profile tests.
  {
    roles: ['applicant'],
    userid: 'nxolmirzayeva',
    photo: 'astronaut.png',
    surname: 'Xolmirzayeva',
    name: 'Nodira',
    lastname: 'Anvar qizi',
    gender: 2,
    birthdate: '1992-03-14',
    pinTail: '0711',
    passserial: 'AG',
    passnum: '1000071',
    issuedate: '2022-04-05',
    inn: '512000711',
    nationality: "o'zbek",
    phone: '901000071',
    regionId: 1726,
    district: ["Mirzo Ulug'bek", 'district'],
    street: "Buyuk Ipak yo'li, 21-uy",
  },
  {
    roles: ['applicant'],
    userid: 'drashidov',
    photo: 'astronaut.png',
    surname: 'Rashidov',
    name: 'Doniyor',
    lastname: "Akmal o'g'li",
    gender: 1,
    birthdate: '1985-07-30',
    pinTail: '0722',
    passserial: 'AG',
    passnum: '1000072',
    issuedate: '2019-08-21',
    inn: '512000722',
    nationality: "o'zbek",
    phone: '901000072',
    regionId: 1726,
    district: ['Yunusobod', 'district'],
    street: "Amir Temur shoh ko'chasi, 88-uy",
  },
  {
    roles: ['applicant'],
    userid: 'mismoilova',
    photo: 'astronaut.png',
    surname: 'Ismoilova',
    name: 'Malika',
    lastname: 'Sherzod qizi',
    gender: 2,
    birthdate: '1998-11-02',
    pinTail: '0733',
    passserial: 'AG',
    passnum: '1000073',
    issuedate: '2023-01-17',
    inn: '512000733',
    nationality: "o'zbek",
    phone: '901000073',
    regionId: 1726,
    district: ['Chilonzor', 'district'],
    street: "Bunyodkor ko'chasi, 5-uy",
  },
  // The equeue (issue 13, decisions 057, 058, 063; e2e/specs/equeue.spec.ts, nobody else logs them in).
  // Aliyeva books a slot at office 1 in the wizard and cancels it; Usmonov checks in on the kiosk the
  // booking of today the seed gives him (ministry/db/seed/equeue.ts); Sharipova's seeded booking of
  // tomorrow gets the SMS reminder, which her notification list shows.
  {
    roles: ['applicant'],
    userid: 'galiyeva',
    photo: 'astronaut.png',
    surname: 'Aliyeva',
    name: 'Gulnora',
    lastname: 'Rustam qizi',
    gender: 2,
    birthdate: '1991-06-12',
    pinTail: '0611',
    passserial: 'AG',
    passnum: '1000061',
    issuedate: '2021-09-08',
    inn: '512000611',
    nationality: "o'zbek",
    phone: '901000061',
    regionId: 1726,
    district: ['Yunusobod', 'district'],
    street: "Shahriston ko'chasi, 9-uy",
  },
  {
    roles: ['applicant'],
    userid: 'busmonov',
    photo: 'astronaut.png',
    surname: 'Usmonov',
    name: 'Bobur',
    lastname: "Jamshid o'g'li",
    gender: 1,
    birthdate: '1986-01-25',
    pinTail: '0622',
    passserial: 'AG',
    passnum: '1000062',
    issuedate: '2020-11-19',
    inn: '512000622',
    nationality: "o'zbek",
    phone: '901000062',
    regionId: 1726,
    district: ['Chilonzor', 'district'],
    street: "Muqimiy ko'chasi, 12-uy",
  },
  {
    roles: ['applicant'],
    userid: 'dsharipova',
    photo: 'astronaut.png',
    surname: 'Sharipova',
    name: 'Dilnoza',
    lastname: 'Odil qizi',
    gender: 2,
    birthdate: '1994-08-03',
    pinTail: '0633',
    passserial: 'AG',
    passnum: '1000063',
    issuedate: '2023-03-27',
    inn: '512000633',
    nationality: "o'zbek",
    phone: '901000063',
    regionId: 1726,
    district: ["Mirzo Ulug'bek", 'district'],
    street: "Mustaqillik ko'chasi, 40-uy",
  },
  // The analysts' seeded stuck act (decision 060, ministry/db/seed/stuck-act.ts): Nazarov sold his car
  // to Qodirova, who accepted; the act has waited in the notary's check for longer than its limit.
  // Nobody logs them in: the act is there to be found by analysts.
  {
    roles: ['applicant'],
    userid: 'onazarov',
    photo: 'grace_hopper.jpg',
    surname: 'Nazarov',
    name: 'Otabek',
    lastname: "Anvar o'g'li",
    gender: 1,
    birthdate: '1983-02-17',
    pinTail: '0811',
    passserial: 'AG',
    passnum: '1000081',
    issuedate: '2019-07-03',
    inn: '512000811',
    nationality: "o'zbek",
    phone: '901000081',
    regionId: 1726,
    district: ['Yunusobod', 'district'],
    street: "Bog'ishamol ko'chasi, 21-uy",
  },
  {
    roles: ['applicant'],
    userid: 'mqodirova',
    photo: 'grace_hopper.jpg',
    surname: 'Qodirova',
    name: 'Malika',
    lastname: 'Sherzod qizi',
    gender: 2,
    birthdate: '1992-10-05',
    pinTail: '0822',
    passserial: 'AG',
    passnum: '1000082',
    issuedate: '2022-01-14',
    inn: '512000822',
    nationality: "o'zbek",
    phone: '901000082',
    regionId: 1726,
    district: ['Chilonzor', 'district'],
    street: "Qatortol ko'chasi, 3-uy",
  },
  // The analyst (issue 14, decision 062): finds the seeded stuck act in the stuck acts list and steps
  // through its replay (e2e/specs/analysts.spec.ts; nobody else logs him in).
  {
    roles: ['analyst'],
    userid: 'jqodirov',
    photo: 'astronaut.png',
    surname: 'Qodirov',
    name: 'Jasur',
    lastname: "Akmal o'g'li",
    gender: 1,
    birthdate: '1988-06-21',
    pinTail: '0911',
    passserial: 'AG',
    passnum: '1000091',
    issuedate: '2021-09-15',
    inn: '512000911',
    nationality: "o'zbek",
    phone: '901000091',
    regionId: 1726,
    district: ['Yunusobod', 'district'],
    street: "Amir Temur shoh ko'chasi, 91-uy",
  },
  // Browser traces (decision 061): e2e/specs/browser-traces.spec.ts logs her in (astronaut camera) in a
  // traced session and creates an act; nobody else logs her in.
  {
    roles: ['applicant'],
    userid: 'smirzayeva',
    photo: 'astronaut.png',
    surname: 'Mirzayeva',
    name: 'Sevara',
    lastname: 'Olim qizi',
    gender: 2,
    birthdate: '1994-03-09',
    pinTail: '0922',
    passserial: 'AG',
    passnum: '1000092',
    issuedate: '2021-05-12',
    inn: '512000922',
    nationality: "o'zbek",
    phone: '901000092',
    regionId: 1726,
    district: ['Yunusobod', 'district'],
    street: "Shahrisabz ko'chasi, 14-uy",
  },
  // The second administrator (decision 072): granting the administrator or the notary role takes two
  // administrators, one asking and another approving, so the sandbox has two. Approves Saidov's grant
  // in e2e/specs/admin-users.spec.ts; nobody else logs her in.
  {
    roles: ['admin'],
    userid: 'dyoldosheva',
    photo: 'astronaut.png',
    surname: "Yo'ldosheva",
    name: 'Dilfuza',
    lastname: 'Anvar qizi',
    gender: 2,
    birthdate: '1986-04-17',
    pinTail: '0933',
    passserial: 'AG',
    passnum: '1000093',
    issuedate: '2022-02-08',
    inn: '512000933',
    nationality: "o'zbek",
    phone: '901000093',
    regionId: 1726,
    district: ['Mirobod', 'district'],
    street: "Nukus ko'chasi, 21-uy",
  },
];

function both(latinSource: string) {
  const latin = uzbekLatin(latinSource);
  return { latin, cyrillic: latinToCyrillic(latin) };
}

// PINFL: first digit is century and sex (3/4 born 1900-1999, 5/6 born 2000-2099; odd male, even female).
function pinOf(s: PersonSource): string {
  const [year, month, day] = s.birthdate.split('-') as [string, string, string];
  const centuryDigit = (year.startsWith('19') ? 3 : 5) + (s.gender === 2 ? 1 : 0);
  return `${centuryDigit}${day}${month}${year.slice(2)}999${s.pinTail}`;
}

export function addTenYears(iso: string): string {
  const [year, rest] = [Number(iso.slice(0, 4)), iso.slice(4)];
  // A passport issued on date D is valid until the day before D ten years later.
  const end = new Date(`${year + 10}${rest}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

export const seedPeople: SeedPerson[] = sources.map((s) => {
  const region = findRegion(s.regionId);
  const district = findDistrict(s.regionId, s.district[0], s.district[1]);
  const surname = both(s.surname);
  const name = both(s.name);
  const lastname = both(s.lastname);
  const address = uzbekLatin(`${region.name.oz}, ${district.name.oz}, ${s.street}`);
  const person: SeedPerson = {
    roles: s.roles,
    userid: s.userid,
    pin: pinOf(s),
    passserial: s.passserial,
    passnum: s.passnum,
    name,
    surname,
    lastname,
    fullname: {
      latin: `${surname.latin} ${name.latin} ${lastname.latin}`.toUpperCase(),
      cyrillic: `${surname.cyrillic} ${name.cyrillic} ${lastname.cyrillic}`.toUpperCase(),
    },
    gender: s.gender,
    birthdate: s.birthdate,
    birthcountry: uzbekLatin("O'zbekiston"),
    inn: s.inn,
    issueorg: uzbekLatin(`${district.name.oz} IIB`),
    issuedate: s.issuedate,
    exprdate: addTenYears(s.issuedate),
    citizenship: uzbekLatin("O'zbekiston Respublikasi"),
    nationality: uzbekLatin(s.nationality),
    phone: s.phone,
    email: `${s.userid}@example.com`,
    regionId: s.regionId,
    districtId: district.id,
    regaddress: address,
    actaddress: address,
    termsofuse: 0,
    photo: s.photo,
  };
  if (s.notary) person.notary = s.notary;
  return person;
});
