import { describe, expect, it } from 'vitest';
import {
  CompleteKioskEnrolmentMutation,
  DutyNotariesQuery,
  DutyRotaFields,
  DutyRotaQuery,
  EnrolKioskMutation,
  IdentifyKioskMutation,
  KioskFields,
  KioskIdentityFields,
  KioskNonceMutation,
  KioskOfficesQuery,
  KiosksQuery,
  RevokeKioskMutation,
  SetDutyNotaryMutation,
} from '../../ui/features/kiosks/kiosks.documents.js';
import { useFragment as readFragment } from '../../ui/gql/index.js';
import { sessionHeadersForSuite } from '../ministry/acts-support.js';
import { newKioskKeys, signKioskMessage } from '../support/kiosk-device.js';
import { ministryForSuite } from '../support/ministry.js';
import { gatewayForSuite, send } from './harness.js';

// Enrolled kiosks (decision 070) through the gateway, with the UI's documents, against the sandbox
// ministry: the administrator enrols a kiosk of office 1, the kiosk's page consumes the code with its
// public key and proves itself with a signed nonce, the administrator revokes it and the next call is
// refused; the ministry's refusals keep their codes and their language.

describe('enrolled kiosks through the gateway', () => {
  const ministry = ministryForSuite('pglite');
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));
  const headers = sessionHeadersForSuite(ministry, ['bsaidov', 'busmonov'], { 'accept-language': 'uz' });

  it('enrols, proves, lists and revokes a kiosk; an applicant is refused the administration', async () => {
    const offices = await send(gateway(), KioskOfficesQuery, { headers: headers.bsaidov });
    expect(offices.result.data!.notaryOffices.some((office) => office.id === 1)).toBe(true);
    const issued = await send(gateway(), EnrolKioskMutation, {
      variables: { officeId: 1, label: 'Kutish zali' },
      headers: headers.bsaidov,
    });
    expect(issued.result.errors, JSON.stringify(issued.result.errors)).toBeUndefined();
    const enrolment = issued.result.data!.enrolKiosk;
    expect(enrolment.code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    const pending = readFragment(KioskFields, enrolment.kiosk);
    expect(pending).toMatchObject({
      state: 'pending',
      label: 'Kutish zali',
      office: { id: 1 },
      codeExpired: false,
    });

    const { keys, publicKey } = await newKioskKeys();
    const jwk = { kty: publicKey.kty!, crv: publicKey.crv!, x: publicKey.x!, y: publicKey.y! };
    const wrong = await send(gateway(), CompleteKioskEnrolmentMutation, {
      variables: { code: 'AAAA-BBBB-CCCC', publicKey: jwk },
      headers: { 'accept-language': 'uz' },
    });
    expect(wrong.result.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      ministryCode: 'kiosk_code_refused',
    });
    expect(wrong.result.errors?.[0]?.message).toMatch(/^Код нотўғри/);
    const enrolled = await send(gateway(), CompleteKioskEnrolmentMutation, {
      variables: { code: enrolment.code, publicKey: jwk },
    });
    expect(enrolled.result.errors, JSON.stringify(enrolled.result.errors)).toBeUndefined();
    const identity = readFragment(KioskIdentityFields, enrolled.result.data!.completeKioskEnrolment);
    expect(identity).toMatchObject({ kioskId: pending.id, label: 'Kutish zali', office: { id: 1 } });

    const prove = async () => {
      const nonce = await send(gateway(), KioskNonceMutation, { variables: { kioskId: pending.id } });
      expect(nonce.result.errors, JSON.stringify(nonce.result.errors)).toBeUndefined();
      const value = nonce.result.data!.kioskNonce.nonce;
      return {
        kioskId: pending.id,
        nonce: value,
        signature: await signKioskMessage(keys.privateKey, pending.id, value, 'identify', []),
      };
    };
    const proven = await send(gateway(), IdentifyKioskMutation, {
      variables: { proof: await prove() },
      headers: headers.busmonov,
    });
    expect(proven.result.errors, JSON.stringify(proven.result.errors)).toBeUndefined();
    expect(readFragment(KioskIdentityFields, proven.result.data!.identifyKiosk).office.id).toBe(1);

    const listed = await send(gateway(), KiosksQuery, {
      variables: { filter: { officeId: 1, state: 'active' }, page: 1 },
      headers: headers.bsaidov,
    });
    expect(listed.result.errors, JSON.stringify(listed.result.errors)).toBeUndefined();
    const row = listed.result
      .data!.kiosks.items.map((item) => readFragment(KioskFields, item))
      .find((kiosk) => kiosk.id === pending.id);
    expect(row).toMatchObject({
      state: 'active',
      enrolledAt: expect.any(String),
      lastSeenAt: expect.any(String),
    });

    const applicant = await send(gateway(), KiosksQuery, { variables: {}, headers: headers.busmonov });
    expect(applicant.result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });

    const proof = await prove();
    const revoked = await send(gateway(), RevokeKioskMutation, {
      variables: { id: pending.id },
      headers: headers.bsaidov,
    });
    expect(readFragment(KioskFields, revoked.result.data!.revokeKiosk).state).toBe('revoked');
    const refused = await send(gateway(), IdentifyKioskMutation, {
      variables: { proof },
      headers: headers.busmonov,
    });
    expect(refused.result.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      ministryCode: 'kiosk_revoked',
    });
  });

  it('reads an office’s duty rota and its notaries, and puts a notary on duty; another office’s notary is refused by field', async () => {
    const rota = await send(gateway(), DutyRotaQuery, {
      variables: { officeId: 2 },
      headers: headers.bsaidov,
    });
    expect(rota.result.errors, JSON.stringify(rota.result.errors)).toBeUndefined();
    const seeded = readFragment(DutyRotaFields, rota.result.data!.dutyRota).items;
    expect(seeded).toHaveLength(1);
    expect(seeded[0]!.fromDay).toBe('2025-01-01');
    const notaries = await send(gateway(), DutyNotariesQuery, { variables: { regionId: 1726 } });
    // The portal's notaries only (the registry's own work on no portal): Tojiyev is office 2's.
    const tojiyev = seeded[0]!.notary.id;
    expect(
      notaries.result.data!.notaries.filter((notary) => notary.office.id === 2).map((n) => n.id),
    ).toEqual([tojiyev]);
    const elsewhere = notaries.result.data!.notaries.find((notary) => notary.office.id !== 2)!;
    const refused = await send(gateway(), SetDutyNotaryMutation, {
      variables: { input: { officeId: 2, fromDay: '2026-12-01', notaryId: elsewhere.id } },
      headers: headers.bsaidov,
    });
    expect(refused.result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { notaryId: expect.stringMatching(/^Навбатчи нотариус/) },
    });
    const set = await send(gateway(), SetDutyNotaryMutation, {
      variables: { input: { officeId: 2, fromDay: '2026-12-01', notaryId: tojiyev } },
      headers: headers.bsaidov,
    });
    expect(
      readFragment(DutyRotaFields, set.result.data!.setDutyNotary).items.map((row) => row.fromDay),
    ).toEqual(['2026-12-01', '2025-01-01']);
    const applicant = await send(gateway(), DutyRotaQuery, {
      variables: { officeId: 2 },
      headers: headers.busmonov,
    });
    expect(applicant.result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
