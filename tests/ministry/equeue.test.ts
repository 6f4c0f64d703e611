import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { equeueLimits } from '../../machines/equeue/equeue.schema';
import { locales } from '../../machines/text/locales';
import { bookingJournal, notaries, users } from '../../ministry/db/schema';
import { seedPeople } from '../../ministry/db/seed';
import { translate } from '../../ministry/i18n';
import { enrolKioskDevice, type KioskDevice, kioskProofHeaders } from '../support/kiosk-device';
import { drivers, ministryForSuite } from '../support/ministry';
import { type Client, clientOf, clientOfUser, clientsForSuite, type Json, notaryIdOf } from './acts-support';

// The appointment queue (decision 057) on the sandbox's seed. The clock is Monday 30 November 2026,
// 09:00 in Tashkent. Office 2 has Tojiyev (a portal notary), Ismoilova (registry, six days a week)
// and Ahmedov (registry, on vacation through December 2026 here).

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
  const clients = clientsForSuite(ministry, {
    citizen: 'myusupova',
    other: 'oergashev',
    notary: 'stojiyev',
    admin: 'bsaidov',
    colleague: 'mqodirova',
    quota: 'galiyeva',
  });
  let tojiyev = 0;
  let ahmedov = 0;
  let qodirova = 0;
  let kiosk: KioskDevice;
  beforeAll(async () => {
    tojiyev = await notaryIdOf(ministry(), 'stojiyev');
    const [row] = await ministry()
      .db.select({ id: notaries.id })
      .from(notaries)
      .where(eq(notaries.licenseNumber, 'N-000203'));
    ahmedov = row!.id;
    // The seed's vacation ends two weeks after the day it ran; this suite's clock is fixed, so it
    // sets the vacation over its own days.
    await ministry()
      .db.update(notaries)
      .set({ absence: 'vacation', absentUntil: '2026-12-31' })
      .where(eq(notaries.id, ahmedov));
    // A second portal notary at office 2 (the seed has one per office): Qodirova, licensed here.
    await ministry()
      .db.update(users)
      .set({ roles: sql`array_append(${users.roles}, 'notary')` })
      .where(eq(users.id, clients.colleague.userId));
    const [added] = await ministry()
      .db.insert(notaries)
      .values({
        userId: clients.colleague.userId,
        officeId: office2,
        licenseNumber: 'N-000299',
        fullNameLatin: 'Qodirova Madina',
        fullNameCyrillic: 'Қодирова Мадина',
      })
      .returning({ id: notaries.id });
    qodirova = added!.id;
    const base = `${ministry().url}/api`;
    kiosk = await enrolKioskDevice(base, async () => {
      const answer = await clients.admin.post('/admin/kiosks', { officeId: office2, label: 'Kirish' });
      return answer.body;
    });
  });
  /** The office 2 kiosk checks `person` in, signed as the kiosk's page signs it. */
  const kioskCheckIn = async (person: { passserial: string; passnum: string }) =>
    clients.other.post(
      '/equeue/check_in',
      { passserial: person.passserial, passnum: person.passnum },
      await kioskProofHeaders(`${ministry().url}/api`, kiosk, 'checkIn', [person.passserial, person.passnum]),
    );

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

  it('refuses a booking note over its bound with a message that names that bound, in each language', async () => {
    for (const language of locales) {
      const client = await clientOfUser(ministry(), clients.citizen.userId, language);
      const refused = await client.post('/equeue/bookings', {
        officeId: office2,
        notaryId: null,
        service: { kind: 'consultation' },
        date: tuesday,
        slot: { start: '2026-12-01T05:00:00.000Z', notaryId: tojiyev },
        description: 'x'.repeat(2000),
      });
      const message = translate(language, 'validation.error_booking_description_too_long');
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'validation_failed', fields: { description: message } });
      expect(message).toContain(String(equeueLimits.descriptionLength));
    }
  });

  it('refuses a booking at an office that does not exist with the unknown-office message, in each language', async () => {
    for (const language of locales) {
      const client = await clientOfUser(ministry(), clients.citizen.userId, language);
      const refused = await client.post('/equeue/bookings', {
        officeId: 2_147_483_647,
        notaryId: null,
        service: { kind: 'consultation' },
        date: tuesday,
        slot: { start: '2026-12-01T05:00:00.000Z', notaryId: tojiyev },
      });
      const message = translate(language, 'validation.error_unknown_office');
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'validation_failed',
        fields: { officeId: message },
        message,
      });
    }
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
    for (const language of locales) {
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
    const stateOf = async (client: Client, id: number) =>
      (await client.get('/equeue/bookings?tab=registering')).body.items.find((b: Json) => b.id === id);
    clock = new Date(Date.parse('2026-12-01T08:00:00.000Z') + 14 * 60_000 + 59_000);
    const onTime = await kioskCheckIn(citizen);
    expect(Object.keys(onTime.body)).toEqual(['number']);
    expect(await stateOf(clients.citizen, early.body.id)).toMatchObject({
      state: 'checkedIn',
      queueNumber: onTime.body.number,
      lateNotice: false,
    });
    clock = new Date(Date.parse('2026-12-01T08:30:00.000Z') + 15 * 60_000 + 1_000);
    const late = await kioskCheckIn(other);
    expect(late.body.number).toBe(onTime.body.number + 1);
    // Ergashev's first booking of the day (the one he took over in the cancelling test, at 12:00) is
    // the one the kiosk finds: long late, it joins the general queue.
    const registering = (await clients.other.get('/equeue/bookings?tab=registering')).body.items;
    expect(registering.find((b: Json) => b.queueNumber === late.body.number)).toMatchObject({
      state: 'generalQueue.waiting',
      lateNotice: true,
    });
    const ticket = await clients.citizen.post(
      '/equeue/general_queue',
      {},
      await kioskProofHeaders(`${ministry().url}/api`, kiosk, 'takeNumber'),
    );
    expect(ticket.body).toMatchObject({ officeId: office2, number: late.body.number + 1 });
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

  it('served or missed is marked by the booking’s notary or the office’s duty notary; another notary of the office is refused in her language', async () => {
    clock = monday9;
    const [ismoilovaRow] = await ministry()
      .db.select({ id: notaries.id })
      .from(notaries)
      .where(eq(notaries.licenseNumber, 'N-000202'));
    const ismoilova = ismoilovaRow!.id;
    const people = await Promise.all(
      ['rhasanov', 'lsobirova', 'drashidov'].map((id) => clientOf(ministry(), id)),
    );
    const bookAt = async (client: Client, start: string, notaryId: number) => {
      const answer = await book(client, { start, notaryId });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.id as number;
    };
    // Tuesday: Tojiyev's booking at 15:00, two of Ismoilova (a registry notary, no portal account).
    const own = await bookAt(people[0]!, '2026-12-01T10:00:00.000Z', tojiyev);
    const registry = await bookAt(people[1]!, '2026-12-01T10:00:00.000Z', ismoilova);
    const another = await bookAt(people[2]!, '2026-12-01T10:30:00.000Z', ismoilova);
    clock = new Date('2026-12-01T10:40:00.000Z');
    const mark = (client: Client, id: number, type = 'booking.missed') =>
      client.post(`/equeue/bookings/${id}/events`, { type });
    const colleague = await clientOfUser(ministry(), clients.colleague.userId, 'ru');

    // Qodirova works at office 2 but neither holds these bookings nor is on duty (Tojiyev is, seeded).
    for (const id of [own, registry]) {
      expect(await mark(colleague, id)).toMatchObject({
        status: 403,
        body: { code: 'not_booking_notary', message: translate('ru', 'errors.not_booking_notary') },
      });
    }
    expect((await mark(clients.notary, own)).body.state).toBe('missed');
    // On duty, Tojiyev marks the registry notary's booking too.
    expect((await mark(clients.notary, registry)).body.state).toBe('missed');

    // From today on the administrator puts Qodirova on duty: she marks it, Tojiyev no longer may.
    const notAdmin = await clients.notary.post('/admin/duty_notaries', {
      officeId: office2,
      fromDay: '2026-12-01',
      notaryId: tojiyev,
    });
    expect(notAdmin.status).toBe(403);
    const elsewhere = await clients.admin.post('/admin/duty_notaries', {
      officeId: 1,
      fromDay: '2026-12-01',
      notaryId: qodirova,
    });
    expect(elsewhere).toMatchObject({ status: 400, body: { fields: { notaryId: expect.any(String) } } });
    const rota = await clients.admin.post('/admin/duty_notaries', {
      officeId: office2,
      fromDay: '2026-12-01',
      notaryId: qodirova,
    });
    expect(rota.status).toBe(200);
    expect(rota.body.items.map((row: Json) => [row.fromDay, row.notary.id])).toEqual([
      ['2026-12-01', qodirova],
      ['2025-01-01', tojiyev],
    ]);
    expect((await mark(clients.notary, another)).body.code).toBe('not_booking_notary');
    expect((await mark(colleague, another)).body.state).toBe('missed');
    // The duty notary's day lists every booking of the office, the others' day only their own.
    const duty = await colleague.get('/equeue/today');
    expect(duty.body.onDuty).toBe(true);
    expect(duty.body.bookings.map((b: Json) => b.id)).toEqual(
      expect.arrayContaining([own, registry, another]),
    );
    const mine = await clients.notary.get('/equeue/today');
    expect(mine.body.onDuty).toBe(false);
    expect(mine.body.bookings.every((b: Json) => b.notary.id === tojiyev)).toBe(true);
  });

  it('at most 3 upcoming bookings per person: the fourth is 429 in the user’s language, a cancelled one frees its place', async () => {
    clock = monday9;
    const russian = await clientOfUser(ministry(), clients.quota.userId, 'ru');
    const at = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
    const wednesday = (hour: number) => ({ start: at('2026-12-02', hour), notaryId: tojiyev });
    const onWednesday = (client: Client, hour: number) =>
      book(client, wednesday(hour), { date: '2026-12-02', service: { kind: 'consultation' } });
    const held = [];
    for (const hour of [5, 6, 7]) {
      const answer = await onWednesday(russian, hour);
      expect(answer.status).toBe(200);
      held.push(answer.body.id as number);
    }
    const fourth = await onWednesday(russian, 8);
    expect(fourth).toMatchObject({
      status: 429,
      body: { code: 'booking_quota', message: translate('ru', 'errors.booking_quota', { max: 3 }) },
    });
    await russian.post(`/equeue/bookings/${held[0]}/events`, { type: 'booking.cancelled' });
    expect((await onWednesday(russian, 8)).status).toBe(200);

    // Six at once by one person: the count is taken one booking after the other, three get through.
    const racer = await clientOf(ministry(), 'nxolmirzayeva');
    const answers = await Promise.all(
      [5, 6, 7, 8, 9, 10].map((hour) =>
        book(
          racer,
          { start: at('2026-12-03', hour), notaryId: tojiyev },
          {
            date: '2026-12-03',
            service: { kind: 'consultation' },
          },
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('a citizen checks in at the office’s kiosk only, never from a browser', async () => {
    clock = monday9;
    const booked = await book(clients.citizen, { start: '2026-12-01T09:00:00.000Z', notaryId: tojiyev });
    expect(booked.status).toBe(200);
    clock = new Date('2026-12-01T09:05:00.000Z');
    const remote = await clients.citizen.post(`/equeue/bookings/${booked.body.id}/events`, {
      type: 'booking.checkedIn',
    });
    expect(remote).toMatchObject({
      status: 403,
      body: { code: 'check_in_at_kiosk', message: translate('oz', 'errors.check_in_at_kiosk') },
    });
    clock = monday9;
  });
});
