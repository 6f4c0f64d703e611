import { beforeAll, describe, expect, it } from 'vitest';
import { seedPeople } from '../../ministry/db/seed/index.js';
import {
  BookEqueueMutation,
  EqueueBookingFields,
  EqueueBookingsQuery,
  EqueueCheckInMutation,
  EqueueNotariesQuery,
  EqueueReferenceQuery,
  EqueueSlotsQuery,
  EqueueTakeNumberMutation,
  EqueueTodayQuery,
  RescheduleEqueueMutation,
  SendEqueueActionMutation,
} from '../../ui/features/equeue/equeue.documents.js';
import {
  CompleteKioskEnrolmentMutation,
  EnrolKioskMutation,
  KioskFields,
  KioskNonceMutation,
} from '../../ui/features/kiosks/kiosks.documents.js';
import { useFragment as readFragment } from '../../ui/gql/index.js';
import { notaryIdOf, sessionHeadersForSuite } from '../ministry/acts-support.js';
import { newKioskKeys, signKioskMessage } from '../support/kiosk-device.js';
import { ministryForSuite } from '../support/ministry.js';
import { gatewayForSuite, send } from './harness.js';

// The equeue's GraphQL calls (decision 057) through the gateway against the sandbox ministry, the
// clock at Monday 30 November 2026, 09:00 in Tashkent: the booking statechart's states cross the seam
// as enum values, the ministry's refusals keep their codes.

describe('the equeue through the gateway', () => {
  let clock = new Date('2026-11-30T04:00:00.000Z');
  const ministry = ministryForSuite('pglite', {
    auth: { now: () => clock, sessionTtlMs: 7 * 24 * 3_600_000 },
  });
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));
  const headers = sessionHeadersForSuite(ministry, ['gnazarova', 'jkarimov', 'stojiyev', 'bsaidov'], {
    'accept-language': 'ru',
  });
  let tojiyev = 0;
  beforeAll(async () => {
    tojiyev = await notaryIdOf(ministry(), 'stojiyev');
  });
  const input = (start: string) => ({
    officeId: 2,
    notaryId: null,
    service: { kind: 'act' as const, actTypeId: 1 },
    date: '2026-12-01',
    slot: { start, notaryId: tojiyev },
  });

  it('gives the booking wizard the offices, the services and an office’s notaries', async () => {
    const reference = await send(gateway(), EqueueReferenceQuery, { headers: headers.gnazarova });
    expect(reference.result.errors, JSON.stringify(reference.result.errors)).toBeUndefined();
    const office = reference.result.data!.notaryOffices.find((item) => item.id === 2);
    expect(office?.name.ru).toBeTruthy();
    expect(reference.result.data!.actTypes.some((type) => type.id === 1)).toBe(true);
    const notaries = await send(gateway(), EqueueNotariesQuery, {
      variables: { regionId: office!.regionId },
      headers: headers.gnazarova,
    });
    expect(notaries.result.errors, JSON.stringify(notaries.result.errors)).toBeUndefined();
    const ofOffice = notaries.result.data!.notaries.filter((notary) => notary.office.id === 2);
    expect(ofOffice.map((notary) => notary.id)).toContain(tojiyev);
  });

  it('lists the free slots, books one, shows it under registering, moves it, cancels it into history', async () => {
    const day = await send(gateway(), EqueueSlotsQuery, {
      variables: { officeId: 2, notaryId: tojiyev, date: '2026-12-01' },
      headers: headers.gnazarova,
    });
    expect(day.result.errors, JSON.stringify(day.result.errors)).toBeUndefined();
    expect(day.result.data!.equeueSlots.closed).toBeNull();
    const start = day.result.data!.equeueSlots.slots[2]!.start;
    const booked = await send(gateway(), BookEqueueMutation, {
      variables: { input: input(start) },
      headers: headers.gnazarova,
    });
    expect(booked.result.errors, JSON.stringify(booked.result.errors)).toBeUndefined();
    const booking = readFragment(EqueueBookingFields, booked.result.data!.bookEqueue);
    expect(booking).toMatchObject({
      state: 'booked_upcoming',
      tab: 'registering',
      canCancel: true,
      equeuetime: start,
    });
    expect(booking.office.address.ru).toBeTruthy();
    const registering = await send(gateway(), EqueueBookingsQuery, {
      variables: { tab: 'registering' },
      headers: headers.gnazarova,
    });
    expect(
      registering.result.data!.equeueBookings.items.map((b) => readFragment(EqueueBookingFields, b).id),
    ).toEqual([booking.id]);
    const taken = await send(gateway(), BookEqueueMutation, {
      variables: { input: input(start) },
      headers: headers.jkarimov,
    });
    expect(taken.result.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      ministryCode: 'slot_taken',
    });
    expect(taken.result.errors?.[0]?.message).toBe('Это время уже занято, выберите другое');
    const later = day.result.data!.equeueSlots.slots[3]!;
    const moved = await send(gateway(), RescheduleEqueueMutation, {
      variables: { bookingId: booking.id, slot: { start: later.start, notaryId: later.notaryId } },
      headers: headers.gnazarova,
    });
    expect(moved.result.errors, JSON.stringify(moved.result.errors)).toBeUndefined();
    expect(readFragment(EqueueBookingFields, moved.result.data!.rescheduleEqueue)).toMatchObject({
      id: booking.id,
      state: 'booked_upcoming',
      equeuetime: later.start,
    });
    const cancelled = await send(gateway(), SendEqueueActionMutation, {
      variables: { bookingId: booking.id, action: 'cancel' },
      headers: headers.gnazarova,
    });
    expect(readFragment(EqueueBookingFields, cancelled.result.data!.sendEqueueAction)).toMatchObject({
      state: 'cancelled',
      tab: 'history',
    });
    const history = await send(gateway(), EqueueBookingsQuery, {
      variables: { tab: 'history' },
      headers: headers.gnazarova,
    });
    expect(history.result.data!.equeueBookings.total).toBe(1);
    const again = await send(gateway(), SendEqueueActionMutation, {
      variables: { bookingId: booking.id, action: 'cancel' },
      headers: headers.gnazarova,
    });
    expect(again.result.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      ministryCode: 'booking_refused',
    });
  });

  it('the enrolled kiosk checks a late citizen in and gives numbers; the check-in says the number only; the notary sees the day', async () => {
    // The kiosk of office 2, enrolled as /admin/kiosks and /kiosk/enrol do it.
    const issued = await send(gateway(), EnrolKioskMutation, {
      variables: { officeId: 2, label: 'Kirish' },
      headers: headers.bsaidov,
    });
    expect(issued.result.errors, JSON.stringify(issued.result.errors)).toBeUndefined();
    const { keys, publicKey } = await newKioskKeys();
    const enrolled = await send(gateway(), CompleteKioskEnrolmentMutation, {
      variables: {
        code: issued.result.data!.enrolKiosk.code,
        publicKey: { kty: publicKey.kty!, crv: publicKey.crv!, x: publicKey.x!, y: publicKey.y! },
      },
    });
    expect(enrolled.result.errors, JSON.stringify(enrolled.result.errors)).toBeUndefined();
    const kioskId = readFragment(KioskFields, issued.result.data!.enrolKiosk.kiosk).id;
    const proof = async (operation: 'checkIn' | 'takeNumber', inputs: string[] = []) => {
      const nonce = await send(gateway(), KioskNonceMutation, { variables: { kioskId } });
      const value = nonce.result.data!.kioskNonce.nonce;
      return {
        kioskId,
        nonce: value,
        signature: await signKioskMessage(keys.privateKey, kioskId, value, operation, inputs),
      };
    };

    const start = '2026-12-01T10:00:00.000Z';
    const booked = await send(gateway(), BookEqueueMutation, {
      variables: { input: input(start) },
      headers: headers.jkarimov,
    });
    expect(booked.result.errors, JSON.stringify(booked.result.errors)).toBeUndefined();
    clock = new Date(Date.parse(start) + 15 * 60_000 + 1_000);
    const karimov = seedPeople.find((p) => p.userid === 'jkarimov')!;
    const passport = { passserial: karimov.passserial, passnum: karimov.passnum };
    const checkIn = await send(gateway(), EqueueCheckInMutation, {
      variables: { ...passport, proof: await proof('checkIn', [passport.passserial, passport.passnum]) },
      headers: headers.gnazarova,
    });
    expect(checkIn.result.errors, JSON.stringify(checkIn.result.errors)).toBeUndefined();
    expect(Object.keys(checkIn.result.data!.equeueCheckIn)).toEqual(['number']);
    const number = checkIn.result.data!.equeueCheckIn.number;
    const ticket = await send(gateway(), EqueueTakeNumberMutation, {
      variables: { proof: await proof('takeNumber') },
      headers: headers.gnazarova,
    });
    expect(ticket.result.data!.equeueTakeNumber).toMatchObject({ officeId: 2, number: number + 1 });
    // Without a kiosk's proof the gateway's call is refused, in the user's language.
    const unsigned = await send(gateway(), EqueueTakeNumberMutation, {
      variables: { proof: { kioskId, nonce: 'not-a-nonce-of-ours', signature: 'not-a-signature-at-all' } },
      headers: headers.gnazarova,
    });
    expect(unsigned.result.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      ministryCode: 'kiosk_proof_refused',
    });
    expect(unsigned.result.errors?.[0]?.message).toMatch(/^Киоск не подтверждён/);

    const today = await send(gateway(), EqueueTodayQuery, { headers: headers.stojiyev });
    expect(today.result.errors).toBeUndefined();
    expect(today.result.data!.equeueToday.onDuty).toBe(true);
    const row = today.result.data!.equeueToday.bookings.find(
      (entry) => readFragment(EqueueBookingFields, entry.booking).queueNumber === number,
    )!;
    expect(readFragment(EqueueBookingFields, row.booking)).toMatchObject({
      state: 'generalQueue_waiting',
      lateNotice: true,
    });
    expect(row).toMatchObject({ canMarkServed: true, canMarkMissed: true });
    expect(today.result.data!.equeueToday.generalQueue.map((e) => e.number)).toEqual([number, number + 1]);
    const served = await send(gateway(), SendEqueueActionMutation, {
      variables: { bookingId: readFragment(EqueueBookingFields, row.booking).id, action: 'served' },
      headers: headers.stojiyev,
    });
    expect(readFragment(EqueueBookingFields, served.result.data!.sendEqueueAction).state).toBe('served');
    const notNotary = await send(gateway(), EqueueTodayQuery, { headers: headers.gnazarova });
    expect(notNotary.result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
