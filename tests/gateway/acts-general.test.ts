import { describe, expect, it } from 'vitest';
import { translate } from '../../ministry/i18n.js';
import { ActDetailFragment, ActQuery, SetActGeneralMutation } from '../../ui/features/acts/acts.documents.js';
import { useFragment as readFragment } from '../../ui/gql/index.js';
import { addVehicle, cleanSale, clientOf, sessionHeadersForSuite } from '../ministry/acts-support.js';
import { ministryForSuite } from '../support/ministry.js';
import { gatewayForSuite, send } from './harness.js';

// The act's general fields (decision 080) through the gateway: the UI's own documents, the notary's
// setActGeneral with its enums and lists, and the ministry's refusals mapped to their codes in the
// user's language.

describe('the act general fields through the gateway', () => {
  const ministry = ministryForSuite('pglite');
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));
  const auth = sessionHeadersForSuite(ministry, ['drahimova', 'stursunov', 'nabdullayeva']);

  /** A sale of a fresh vehicle the buyer accepted, sent for check: its uuid and version. */
  async function saleInCheck() {
    const applicant = await clientOf(ministry(), 'drahimova');
    const vehicle = await addVehicle(ministry(), ['42309929990022']);
    const created = await applicant.post('/notarial_act', { ...cleanSale, vehicle });
    expect(created.status).toBe(200);
    const { uuid } = created.body as { uuid: string };
    const buyer = await clientOf(ministry(), 'stursunov');
    expect((await buyer.send(uuid, 'party.accepted')).status).toBe(200);
    const sent = await applicant.send(uuid, 'act.sentForCheck');
    expect(sent.status).toBe(200);
    return { uuid, version: sent.body.version as number };
  }

  const general = {
    place: 'elsewhere' as const,
    placeAddress: 'Toshkent, Yunusobod, 12-uy',
    freeOfPayment: true,
    freeOfPaymentReason: 'Urush qatnashchisi',
    attributes: [{ title: 'Tibbiy xulosa', value: '№ 44' }],
    links: [{ kind: 'annuls' as const, regnum: 'NA-2026-800001' }],
  };

  it('the notary sets them and the act answers them; the applicant reads them', async () => {
    const { uuid, version } = await saleInCheck();
    const saved = await send(gateway(), SetActGeneralMutation, {
      variables: { uuid, version, general },
      headers: auth.nabdullayeva,
    });
    expect(saved.result.errors).toBeUndefined();
    const act = readFragment(ActDetailFragment, saved.result.data!.setActGeneral);
    expect(act.version).toBe(version + 1);
    expect(act.view.canEditGeneral).toBe(true);
    expect(act.general).toMatchObject({
      place: 'elsewhere',
      placeAddress: general.placeAddress,
      freeOfPayment: true,
      freeOfPaymentReason: general.freeOfPaymentReason,
      attributes: general.attributes,
      dateBegin: null,
      dateFinish: null,
      // The seeded power of attorney is nobody's here: its number only.
      linkedActs: [
        {
          relation: 'annuls',
          regnum: 'NA-2026-800001',
          regdate: '2026-03-02',
          rid: null,
          uuid: null,
          derived: false,
        },
      ],
    });

    const read = await send(gateway(), ActQuery, { variables: { uuid }, headers: auth.drahimova });
    expect(read.result.errors).toBeUndefined();
    const seen = readFragment(ActDetailFragment, read.result.data!.act);
    expect(seen.view.canEditGeneral).toBe(false);
    expect(seen.general.attributes).toEqual(general.attributes);
  });

  it('refuses the applicant, bad input and an unknown linked act, in the user’s language', async () => {
    const { uuid, version } = await saleInCheck();
    const byApplicant = await send(gateway(), SetActGeneralMutation, {
      variables: { uuid, version, general },
      headers: { ...auth.drahimova, 'accept-language': 'ru' },
    });
    expect(byApplicant.result.errors?.[0]?.message).toBe(translate('ru', 'act_refusals.forbidden_role'));

    const missing = await send(gateway(), SetActGeneralMutation, {
      variables: { uuid, version, general: { ...general, freeOfPaymentReason: null } },
      headers: auth.nabdullayeva,
    });
    expect(missing.result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { freeOfPaymentReason: translate('oz', 'validation.error_required_free_of_payment_reason') },
    });

    const unknown = await send(gateway(), SetActGeneralMutation, {
      variables: {
        uuid,
        version,
        general: { ...general, links: [{ kind: 'repeats', regnum: 'NA-1999-000001' }] },
      },
      headers: auth.nabdullayeva,
    });
    expect(unknown.result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { 'links.0.regnum': translate('oz', 'validation.error_linked_act_not_found') },
    });
  });
});
