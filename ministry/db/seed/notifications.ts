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
