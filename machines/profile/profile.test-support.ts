import type { ProfileData } from './profile.machine';

/** Xolmirzayeva's record as the ministry answers it (ministry/db/seed), for the profile's tests. */
export const xolmirzayevaProfile: ProfileData = {
  login: 'nxolmirzayeva',
  fullname: 'XOLMIRZAYEVA NODIRA ANVAR QIZI',
  pin: '41403929990711',
  inn: '512000711',
  passport: 'AG 1000071',
  issueorg: 'Mirzo Ulug‘bek IIB',
  issuedate: '2022-04-05',
  exprdate: '2032-04-04',
  birthdate: '1992-03-14',
  citizenship: 'O‘zbekiston Respublikasi',
  nationality: 'o‘zbek',
  regaddress: 'Toshkent',
  actaddress: 'Toshkent',
  region: 'Тошкент шаҳри',
  district: 'Мирзо Улуғбек тумани',
  phone: '901000071',
  email: 'nxolmirzayeva@example.com',
  consent: true,
  consentJournal: [],
  pendingPhone: null,
};
