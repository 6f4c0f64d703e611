import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tashkentDateTime } from '../../machines/clock/clock';
import { bookings, notifications, smsOutbox } from '../../ministry/db/schema';
import { sendDueReminders } from '../../ministry/equeue/reminders';
import { drivers, ministryForSuite } from '../support/ministry';
import { type Client, clientsForSuite, type Json, notaryIdOf } from './acts-support';

// The equeue's SMS reminders (decision 063) on the sandbox's seed, with the ministry's clock injected:
// Monday 30 November 2026, 10:00 in Tashkent (05:00 UTC). Office 2, Tojiyev (10:00-19:00 on weekdays).
// A booking still upcoming is reminded once, less than a day before its slot, by the sandbox SMS
// outbox and in the citizen's notification list; never a cancelled one, never one booked less than
// two hours before its slot, never twice, whichever runners race for it.

const monday10 = new Date('2026-11-30T05:00:00.000Z');
const office2 = 2;
const at = (iso: string) => new Date(iso);

describe.each(drivers)('equeue reminders on %s', (driver) => {
  let clock = monday10;
  const now = () => clock;
  const ministry = ministryForSuite(driver, {
    auth: { now, sessionTtlMs: 7 * 24 * 3_600_000 },
    // Each person here books more than the quota of 3 upcoming bookings (tested in equeue.test.ts).
    equeueMaxUpcoming: 10,
  });
  // Rashidov (901000072) and Ismoilova (901000073): the profile's test people, nobody books for them.
  const clients = clientsForSuite(ministry, { citizen: 'drashidov', other: ['mismoilova', 'ru'] });

  // The seed's bookings are dated from the real day the database is seeded (Sharipova's reminder,
  // docs/sandbox.md); on some days and hours one falls in a window of this suite's fixed clock and is
  // reminded with the suite's own. Counted as reminded already, they stay out of these windows.
  beforeAll(async () => {
    await ministry().db.update(bookings).set({ remindedAt: monday10.toISOString() });
  });

  const book = async (
    client: Client,
    start: string,
    service: Json = { kind: 'act', actTypeId: 1 },
    extra: Json = {},
  ) => {
    const notaryId = await notaryIdOf(ministry(), 'stojiyev');
    const answer = await client.post('/equeue/bookings', {
      officeId: office2,
      notaryId: null,
      service,
      date: tashkentDateTime(start).date,
      slot: { start, notaryId },
      ...extra,
    });
    expect(answer.status).toBe(200);
    return answer.body.id as number;
  };
  const outbox = (phone: string) =>
    ministry().db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(smsOutbox.id);
  const remindersOf = (ids: number[]) =>
    ministry().db.select().from(notifications).where(inArray(notifications.bookingId, ids));

  it('reminds a booking due tomorrow exactly once, in the outbox and the notification list; none for a cancelled one or a short notice', async () => {
    clock = monday10;
    // Tomorrow 10:00 (exactly a day ahead: due), tomorrow 11:00 (cancelled), Wednesday 10:00 (not yet),
    // today 11:00 (booked an hour before: never reminded).
    const tomorrow = await book(clients.citizen, '2026-12-01T05:00:00.000Z');
    const cancelled = await book(clients.citizen, '2026-12-01T06:00:00.000Z', { kind: 'consultation' });
    const wednesday = await book(clients.citizen, '2026-12-02T05:00:00.000Z', { kind: 'consultation' });
    const shortNotice = await book(clients.citizen, '2026-11-30T06:00:00.000Z');
    const refused = await clients.citizen.post(`/equeue/bookings/${cancelled}/events`, {
      type: 'booking.cancelled',
    });
    expect(refused.body.state).toBe('cancelled');

    expect(await sendDueReminders(ministry().db, now)).toEqual([tomorrow]);
    // Again, at the same time and an hour later: nothing more.
    expect(await sendDueReminders(ministry().db, now)).toEqual([]);
    clock = at('2026-11-30T06:00:00.000Z');
    expect(await sendDueReminders(ministry().db, now)).toEqual([]);

    const sms = await outbox('901000072');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain('2026-12-01 kuni soat 10:00');
    expect(sms[0]!.text).toContain('davlat notarial idorasi');
    expect(await remindersOf([cancelled, wednesday, shortNotice])).toEqual([]);

    // The notification list: the reminder, its act type named, its office, no link.
    const list = await clients.citizen.get('/notarial_act/get_notify');
    const reminders = list.body.filter((item: Json) => item.regsystemid === 5);
    expect(reminders).toEqual([
      expect.objectContaining({
        regtypeid: 1,
        regsystemid: 5,
        visitdate: '01.12.2026',
        visittime: '10:00',
        link: null,
        kioskLink: null,
      }),
    ]);
    expect(reminders[0].na).toEqual(expect.any(String));
    expect(reminders[0].office).toMatch(/davlat notarial idorasi$/);

    // Wednesday's comes once it is less than a day away; tomorrow's is not sent again.
    clock = at('2026-12-01T05:30:00.000Z');
    expect(await sendDueReminders(ministry().db, now)).toEqual([wednesday]);
    expect(await outbox('901000072')).toHaveLength(2);
    const [row] = await ministry().db.select().from(bookings).where(eq(bookings.id, wednesday));
    expect(row!.remindedAt).not.toBeNull();
    // A consultation has no act type: the list names it as such (null), the office in the request's language.
    clock = monday10;
    const both = await clients.citizen.get('/notarial_act/get_notify');
    expect(both.body.filter((item: Json) => item.regsystemid === 5).map((item: Json) => item.na)).toEqual([
      reminders[0].na,
      null,
    ]);

    // Moved after its reminder: the old one goes, the new slot is reminded once it is due.
    const moved = await clients.citizen.post(`/equeue/bookings/${wednesday}/events`, {
      type: 'booking.rescheduled',
      slot: { start: '2026-12-03T10:00:00.000Z', notaryId: await notaryIdOf(ministry(), 'stojiyev') },
    });
    expect(moved.body.state).toBe('booked.upcoming');
    expect(await remindersOf([wednesday])).toEqual([]);
    clock = at('2026-12-01T05:30:00.000Z');
    expect(await sendDueReminders(ministry().db, now)).toEqual([]);
    clock = at('2026-12-02T10:30:00.000Z');
    expect(await sendDueReminders(ministry().db, now)).toEqual([wednesday]);
    expect((await remindersOf([wednesday]))[0]).toMatchObject({
      visitdate: '2026-12-03',
      visittime: '15:00:00',
    });
    expect(await outbox('901000072')).toHaveLength(3);
    clock = monday10;

    // Cancelled after its reminder: the list no longer shows it.
    await clients.citizen.post(`/equeue/bookings/${tomorrow}/events`, { type: 'booking.cancelled' });
    const afterCancel = await clients.citizen.get('/notarial_act/get_notify');
    expect(afterCancel.body.filter((item: Json) => item.regsystemid === 5)).toEqual([
      expect.objectContaining({ visitdate: '03.12.2026', visittime: '15:00', na: null }),
    ]);
  });

  it('two and then ten concurrent runners never send one reminder twice', async () => {
    clock = at('2026-12-02T07:00:00.000Z'); // Wednesday 12:00: Thursday's 10:00, 11:00 and 12:00 are due
    const thursday = [
      await book(clients.other, '2026-12-03T05:00:00.000Z'),
      await book(clients.other, '2026-12-03T06:00:00.000Z'),
      await book(clients.other, '2026-12-03T07:00:00.000Z'),
    ];
    const two = await Promise.all([
      sendDueReminders(ministry().db, now),
      sendDueReminders(ministry().db, now),
    ]);
    expect(two.flat().sort((a, b) => a - b)).toEqual([...thursday].sort((a, b) => a - b));

    clock = at('2026-12-03T07:00:00.000Z'); // Thursday 12:00: Friday's three are due at once
    const friday = [
      await book(clients.other, '2026-12-04T05:00:00.000Z'),
      await book(clients.other, '2026-12-04T06:00:00.000Z'),
      await book(clients.other, '2026-12-04T07:00:00.000Z'),
    ];
    const ten = await Promise.all(
      Array.from({ length: 10 }, () => sendDueReminders(ministry().db, now, { batchSize: 2 })),
    );
    const sent = ten.flat();
    // Each reminded by exactly one runner (a runner that found them locked skipped them; the rest are
    // taken by the next pass).
    expect(new Set(sent).size).toBe(sent.length);
    const rest = await sendDueReminders(ministry().db, now);
    expect([...sent, ...rest].sort((a, b) => a - b)).toEqual([...friday].sort((a, b) => a - b));
    expect(await outbox('901000073')).toHaveLength(6);
    expect(await remindersOf([...thursday, ...friday])).toHaveLength(6);
    // Russian for Ismoilova's list: the office's Russian name.
    const list = await clients.other.get('/notarial_act/get_notify');
    const offices = list.body.filter((item: Json) => item.regsystemid === 5).map((item: Json) => item.office);
    expect(offices.length).toBeGreaterThan(0);
    for (const office of offices) expect(office).toMatch(/^Государственная нотариальная контора/);
  });

  it('reminds the registry’s phone only, never a phone typed at booking', async () => {
    clock = at('2026-12-06T07:00:00.000Z'); // Sunday 12:00: Monday's 10:00 is due
    const typed = '909998877';
    const booked = await book(
      clients.citizen,
      '2026-12-07T05:00:00.000Z',
      { kind: 'consultation' },
      { phone: typed },
    );
    expect(await sendDueReminders(ministry().db, now)).toEqual([booked]);
    expect(await outbox(typed)).toEqual([]);
    const sent = await outbox('901000072');
    expect(sent.at(-1)!.text).toContain('2026-12-07 kuni soat 10:00');
    // The typed phone stays on the booking, for the notary to read.
    const [row] = await ministry().db.select().from(bookings).where(eq(bookings.id, booked));
    expect(row!.phone).toBe(typed);
  });
});
