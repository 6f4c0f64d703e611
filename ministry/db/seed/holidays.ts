import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '../schema';

// Uzbekistan's public holidays with a fixed date (decision 057): no equeue slot is offered on them.
// The two Eids (Ramazon and Qurbon hayit) move with the lunar calendar and are declared each year; an
// operator adds them to equeue.holidays, as the ministry does when they are announced.
export const fixedHolidays = [
  { monthDay: '01-01', oz: 'Yangi yil', uz: 'Янги йил', ru: 'Новый год' },
  {
    monthDay: '03-08',
    oz: 'Xalqaro xotin-qizlar kuni',
    uz: 'Халқаро хотин-қизлар куни',
    ru: 'Международный женский день',
  },
  { monthDay: '03-21', oz: 'Navro‘z bayrami', uz: 'Наврўз байрами', ru: 'Навруз' },
  {
    monthDay: '05-09',
    oz: 'Xotira va qadrlash kuni',
    uz: 'Хотира ва қадрлаш куни',
    ru: 'День памяти и почестей',
  },
  { monthDay: '09-01', oz: 'Mustaqillik kuni', uz: 'Мустақиллик куни', ru: 'День независимости' },
  {
    monthDay: '10-01',
    oz: 'O‘qituvchi va murabbiylar kuni',
    uz: 'Ўқитувчи ва мураббийлар куни',
    ru: 'День учителя',
  },
  { monthDay: '12-08', oz: 'Konstitutsiya kuni', uz: 'Конституция куни', ru: 'День Конституции' },
] as const;

/** The seeded years: the sandbox's present and a few years around it. */
export const holidayYears = [2025, 2026, 2027, 2028, 2029, 2030] as const;

export const seedHolidayRows = holidayYears.flatMap((year) =>
  fixedHolidays.map((h) => ({ day: `${year}-${h.monthDay}`, nameOz: h.oz, nameUz: h.uz, nameRu: h.ru })),
);

export async function seedHolidays(tx: PgDatabase<PgQueryResultHKT, typeof schema>): Promise<void> {
  await tx
    .insert(schema.holidays)
    .values(seedHolidayRows)
    .onConflictDoNothing({ target: schema.holidays.day });
}
