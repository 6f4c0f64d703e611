import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingJournal, notaries } from '../../ministry/db/schema';
import { seedPeople } from '../../ministry/db/seed';
import { translate } from '../../ministry/i18n';
import { drivers, ministryForSuite } from '../support/ministry';
import { type Client, clientOf, clientOfUser, clientsForSuite, type Json, notaryIdOf } from './acts-support';

// The appointment queue (decision 057) on the sandbox's seed. The clock is Monday 30 November 2026,
// 09:00 in Tashkent. Office 2 has Tojiyev (a portal notary), Ismoilova (registry, six days a week)
// and Ahmedov (registry, on vacation until 2099).

const monday9 = new Date('2026-11-30T04:00:00.000Z');
const tuesday = '2026-12-01';
const constitutionDay = '2026-12-08'; // a Tuesday and a public holiday
const office2 = 2;

describe.each(drivers)('equeue on %s', (driver) => {
  let clock = monday9;
  const ministry = ministryForSuite(driver, {
    // The clock moves a day and more within the suite: sessions outlive it.
    auth: { now: () => clock, sessionTtlMs: 7 * 24 * 3_600_000 },
  });
  const clients = clientsForSuite(ministry, { citizen: 'myusupova', other: 'oergashev', notary: 'stojiyev' });
  let tojiyev = 0;
  let ahmedov = 0;
  beforeAll(async () => {
    tojiyev = await notaryIdOf(ministry(), 'stojiyev');
    const [row] = await ministry()
      .db.select({ id: notaries.id })
      .from(notaries)
      .where(eq(notaries.licenseNumber, 'N-000203'));
    ahmedov = row!.id;
  });

  const slots = (client: Client, query: string) => client.get(`/equeue/slots?${query}`);
  const book = (client: Client, slot: { start: string; notaryId: number }, extra: Json = {}) =>
    client.post('/equeue/bookings', {
      officeId: office2,
      notaryId: null,
      service: { kind: 'act', actTypeId: 1 },
      date: tuesday,
      slot,
      ...extra,
    });

  it('offers slots from the timetable of the office’s notaries, none from a notary on vacation', async () => {
    const { status, body } = await slots(clients.citizen, `officeId=${office2}&date=${tuesday}`);
    expect(status).toBe(200);
    expect(body.closed).toBeNull();
    const byNotary = new Set(body.slots.map((s: Json) => s.notaryId));
    expect(byNotary.has(tojiyev)).toBe(true);
    expect(byNotary.has(ahmedov)).toBe(false);
    // 09:00 Tashkent is 04:00 UTC: the first slot of a 09:00-18:00 timetable.
    expect(body.slots[0].start).toBe('2026-12-01T04:00:00.000Z');
    const onVacation = await slots(
      clients.citizen,
      `officeId=${office2}&notaryId=${ahmedov}&date=${tuesday}`,
    );
    expect(onVacation.body.slots).toEqual([]);
  });

  it('offers no slot on a public holiday', async () => {
    const { body } = await slots(clients.citizen, `officeId=${office2}&date=${constitutionDay}`);
    expect(body).toMatchObject({ closed: 'holiday', slots: [] });
    const refused = await book(
      clients.citizen,
      { start: '2026-12-08T05:00:00.000Z', notaryId: tojiyev },
      {
        date: constitutionDay,
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('slot_not_offered');
  });

  it('20 concurrent bookings of one slot: exactly one succeeds', async () => {
    const slot = { start: '2026-12-01T06:00:00.000Z', notaryId: tojiyev };
    // Not the 15-minute rule's two people: whoever wins keeps a booking earlier that day, which their
    // check-in would find first (on PostgreSQL the winner is anyone's).
    const people = seedPeople.map((p) => p.userid).filter((id) => id !== 'myusupova' && id !== 'oergashev');
    const bookers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => clientOf(ministry(), people[i % people.length]!)),
    );
    const answers = await Promise.all(bookers.map((client) => book(client, slot)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const losers = answers.filter((a) => a.status !== 200);
    expect(losers).toHaveLength(19);
    for (const loser of losers) expect(loser.body).toMatchObject({ code: 'slot_taken' });
    const after = await slots(clients.citizen, `officeId=${office2}&notaryId=${tojiyev}&date=${tuesday}`);
    expect(after.body.slots.map((s: Json) => s.start)).not.toContain(slot.start);
  });

  it('a booking shows under registering, is cancelled, shows in history, and frees its slot', async () => {
    const slot = { start: '2026-12-01T07:00:00.000Z', notaryId: tojiyev };
    const booked = await book(clients.citizen, slot, { phone: '901234567', description: 'Avtomobil' });
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({
      state: 'booked.upcoming',
      typeid: 1,
      equeuetime: slot.start,
      office: { id: office2 },
      notary: { id: tojiyev },
      canCancel: true,
      tab: 'registering',
    });
    const registering = await clients.citizen.get('/equeue/bookings?tab=registering');
    expect(registering.body.items.map((b: Json) => b.id)).toContain(booked.body.id);
    const cancelled = await clients.citizen.post(`/equeue/bookings/${booked.body.id}/events`, {
      type: 'booking.cancelled',
    });
    expect(cancelled.body).toMatchObject({ state: 'cancelled', tab: 'history', canCancel: false });
    const history = await clients.citizen.get('/equeue/bookings?tab=history');
    expect(history.body.items.map((b: Json) => b.id)).toContain(booked.body.id);
    // Cancelled twice: the chart refuses; another person's booking is not found.
    const again = await clients.citizen.post(`/equeue/bookings/${booked.body.id}/events`, {
      type: 'booking.cancelled',
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'booking_refused' } });
    const foreign = await clients.other.post(`/equeue/bookings/${booked.body.id}/events`, {
      type: 'booking.cancelled',
    });
    expect(foreign.status).toBe(404);
    expect((await book(clients.other, slot)).status).toBe(200);
    const journal = await ministry()
      .db.select()
      .from(bookingJournal)
      .where(eq(bookingJournal.bookingId, booked.body.id));
    expect(journal.map((j) => [j.event, j.fromState, j.toState])).toEqual([
      ['booking.confirmed', 'choosing.office', 'booked.upcoming'],
      ['booking.cancelled', 'booked.upcoming', 'cancelled'],
    ]);
  });

  it('answers bad requests with 400 and the reason in the request’s language', async () => {
    for (const language of ['oz', 'uz', 'ru'] as const) {
      const client = await clientOfUser(ministry(), clients.citizen.userId, language);
      const bad = await client.post('/equeue/bookings', {
        officeId: 'x',
        service: { kind: 'tea' },
        date: '2026-13-01',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.fields.officeId).toBe(translate(language, 'validation.error_wrong_office_id'));
      expect(bad.body.fields.date).toBe(translate(language, 'validation.error_wrong_date'));
      const page = await client.get('/equeue/bookings?size=51');
      expect(page.body.fields.size).toBe(translate(language, 'validation.error_wrong_page_size'));
    }
    expect((await clients.citizen.get('/equeue/bookings?tab=later')).status).toBe(400);
  });

  it('the 15-minute rule: 14:59 late keeps the slot, 15:01 late joins the general queue with a number', async () => {
    const citizen = seedPeople.find((p) => p.userid === 'myusupova')!;
    const other = seedPeople.find((p) => p.userid === 'oergashev')!;
    clock = monday9;
    const early = await book(clients.citizen, { start: '2026-12-01T08:00:00.000Z', notaryId: tojiyev });
    const later = await book(clients.other, { start: '2026-12-01T08:30:00.000Z', notaryId: tojiyev });
    expect([early.status, later.status]).toEqual([200, 200]);
    const checkIn = (person: typeof citizen) =>
      clients.notary.post('/equeue/check_in', {
        officeId: office2,
        passserial: person.passserial,
        passnum: person.passnum,
      });
    clock = new Date(Date.parse('2026-12-01T08:00:00.000Z') + 14 * 60_000 + 59_000);
    const onTime = await checkIn(citizen);
    expect(onTime.body).toMatchObject({ state: 'checkedIn', queueNumber: null, lateNotice: false });
    clock = new Date(Date.parse('2026-12-01T08:30:00.000Z') + 15 * 60_000 + 1_000);
    const late = await checkIn(other);
    expect(late.body).toMatchObject({ state: 'generalQueue.waiting', lateNotice: true });
    expect(late.body.queueNumber).toBeGreaterThan(0);
    const kiosk = await clients.citizen.post('/equeue/general_queue', { officeId: office2 });
    expect(kiosk.body.number).toBe(late.body.queueNumber + 1);
    // The notary's queue of the day, then served and missed.
    const today = await clients.notary.get('/equeue/today');
    const ids = today.body.bookings.map((b: Json) => b.id);
    expect(ids).toEqual(expect.arrayContaining([early.body.id, later.body.id]));
    const served = await clients.notary.post(`/equeue/bookings/${early.body.id}/events`, {
      type: 'booking.served',
    });
    expect(served.body.state).toBe('served');
    const missed = await clients.notary.post(`/equeue/bookings/${later.body.id}/events`, {
      type: 'booking.missed',
    });
    expect(missed.body.state).toBe('missed');
    const notANotary = await clients.citizen.get('/equeue/today');
    expect(notANotary.status).toBe(403);
  });
});
