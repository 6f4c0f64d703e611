// Upcoming visits of the sandbox's people (get_notify). There are no acts yet to derive them from
// (issue 4), so the seed writes them, dated a few days after the day the database is seeded so that
// they are upcoming on a fresh database. Dates and times are Tashkent time.

export interface SeedNotification {
  userid: string;
  regtypeid: 1 | 2;
  regsystemid: 2 | 3 | 4;
  rid: number | null;
  uuid: string | null;
  actTypeId: number;
  daysAhead: number;
  visittime: string; // HH:mm
}

export const seedNotifications: SeedNotification[] = [
  {
    userid: 'myusupova',
    regtypeid: 2,
    regsystemid: 2,
    rid: 1001,
    uuid: null,
    actTypeId: 1,
    daysAhead: 2,
    visittime: '10:30',
  },
  {
    userid: 'myusupova',
    regtypeid: 1,
    regsystemid: 3,
    rid: null,
    uuid: '6f0c2d1e-4b7a-4c3e-9a51-2d8e7f3b1c90',
    actTypeId: 15003,
    daysAhead: 5,
    visittime: '15:00',
  },
  {
    userid: 'jkarimov',
    regtypeid: 2,
    regsystemid: 2,
    rid: 1002,
    uuid: null,
    actTypeId: 101,
    daysAhead: 3,
    visittime: '11:00',
  },
];

const tashkentDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tashkent',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** yyyy-mm-dd of `now` in Tashkent. */
export function tashkentDay(now: Date): string {
  return tashkentDate.format(now);
}

/** yyyy-mm-dd `days` after the Tashkent day of `now`. */
export function tashkentDayPlus(now: Date, days: number): string {
  const day = new Date(`${tashkentDay(now)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
