import type { Client, CombinedError } from 'urql';
import { fromPromise } from 'xstate';
import {
  type DutyNotaryOption,
  DutyRefused,
  type DutyRota,
} from '../../../machines/equeue/duty-rota.machine';
import type { ErrorReport } from '../../../machines/errors/error-policy';
import type { KioskOperation } from '../../../machines/kiosk/kiosk.schema';
import { type KioskIdentity, KioskRefused } from '../../../machines/kiosk/kiosk-identity';
import type { KioskProof } from '../../../machines/kiosk/kiosk-proof';
import {
  EnrolmentRefused,
  type IssuedCode,
  type KioskOffice,
  type KioskRow,
  type KiosksFilter,
  type KiosksPage,
} from '../../../machines/kiosk/kiosks-admin.machine';
import { type FragmentType, useFragment as readFragment } from '../../gql';
import { firstErrorReport, type PortalOperationContext } from '../../graphql/client';
import { refusedFields } from '../../graphql/failure';
import type { KioskCredentialStore } from './kiosk-credential';
import { newDeviceKeys, signProof } from './kiosk-signer';
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
} from './kiosks.documents';

// The kiosks' GraphQL adapters (decision 070). The ministry not recognising a kiosk (no proof, a proof
// refused, a revoked kiosk) or refusing an enrolment code is the page's to show (KioskRefused), never
// the error policy's /403; a limit reached or another refusal keeps the ministry's message; anything
// else goes to the error policy as well.

const silent: PortalOperationContext & { requestPolicy: 'network-only' } = {
  silent: true,
  requestPolicy: 'network-only',
};

const kioskCodes = new Set(['kiosk_required', 'kiosk_proof_refused', 'kiosk_revoked', 'kiosk_code_refused']);
const shownCodes = new Set(['TOO_MANY_ATTEMPTS', 'CONFLICT', 'BAD_REQUEST', 'NOT_FOUND']);

/** A kiosk call's failure as the kiosk's machines keep it. */
export function kioskCallFailure(
  error: CombinedError | undefined,
  report: (report: ErrorReport) => void,
): Error {
  const first = error?.graphQLErrors[0];
  const ministryCode = first?.extensions?.ministryCode;
  if (typeof ministryCode === 'string' && kioskCodes.has(ministryCode))
    return new KioskRefused(first?.message ?? null);
  const failure = error ? firstErrorReport(error, 'mutation') : null;
  if (failure?.code && shownCodes.has(failure.code)) return new Error(failure.message ?? '');
  if (failure) report(failure);
  return new Error('');
}

/** The GraphQL input of a proof: its three fields, whatever object carried them. */
export const proofInput = (proof: KioskProof) => ({
  kioskId: proof.kioskId,
  nonce: proof.nonce,
  signature: proof.signature,
});

/** What every kiosk page signing operations needs: the device's credential, a proof, its identity. */
export function kioskDeviceActors(
  client: Client,
  store: KioskCredentialStore,
  report: (report: ErrorReport) => void,
) {
  return {
    loadCredential: fromPromise(
      async (): Promise<number | null> => (await store.load())?.identity.kioskId ?? null,
    ),
    prove: fromPromise(
      async ({ input }: { input: { operation: KioskOperation; inputs: string[] } }): Promise<KioskProof> => {
        const credential = await store.load();
        if (!credential) throw new KioskRefused(null);
        const { kioskId } = credential.identity;
        const result = await client.mutation(KioskNonceMutation, { kioskId }, silent).toPromise();
        if (!result.data) throw kioskCallFailure(result.error, report);
        return signProof(
          credential.privateKey,
          kioskId,
          result.data.kioskNonce.nonce,
          input.operation,
          input.inputs,
        );
      },
    ),
    identify: fromPromise(async ({ input }: { input: { proof: KioskProof } }): Promise<KioskIdentity> => {
      const result = await client
        .mutation(IdentifyKioskMutation, { proof: proofInput(input.proof) }, silent)
        .toPromise();
      if (!result.data) throw kioskCallFailure(result.error, report);
      const identity = readFragment(KioskIdentityFields, result.data.identifyKiosk);
      return { kioskId: identity.kioskId, label: identity.label, office: identity.office };
    }),
  };
}

/** /kiosk/enrol: what the device holds, and the enrolment with a key pair made here. */
export function kioskEnrolmentActors(
  client: Client,
  store: KioskCredentialStore,
  report: (report: ErrorReport) => void,
) {
  return {
    loadCredential: fromPromise(
      async (): Promise<KioskIdentity | null> => (await store.load())?.identity ?? null,
    ),
    enrol: fromPromise(async ({ input }: { input: { code: string } }): Promise<KioskIdentity> => {
      const keys = await newDeviceKeys();
      const result = await client
        .mutation(CompleteKioskEnrolmentMutation, { code: input.code, publicKey: keys.publicKey }, silent)
        .toPromise();
      if (!result.data) {
        const failure = kioskCallFailure(result.error, report);
        // A code of the wrong form or too many tries: the form shows the ministry's words, as for a wrong code.
        throw failure instanceof KioskRefused || !failure.message
          ? failure
          : new KioskRefused(failure.message);
      }
      const answer = readFragment(KioskIdentityFields, result.data.completeKioskEnrolment);
      const identity: KioskIdentity = { kioskId: answer.kioskId, label: answer.label, office: answer.office };
      await store.save({ identity, privateKey: keys.privateKey });
      return identity;
    }),
  };
}

/** /admin/kiosks' duty rota (decision 070): an office's rota and notaries, and a notary put on duty. */
export function dutyRotaActors(client: Client, report: (report: ErrorReport) => void) {
  const failed = (error: CombinedError | undefined, kind: 'query' | 'mutation') => {
    if (error) report(firstErrorReport(error, kind));
    return new Error('');
  };
  return {
    loadRota: fromPromise(
      async ({
        input,
      }: {
        input: { officeId: number; regionId: number };
      }): Promise<{ rota: DutyRota; notaries: DutyNotaryOption[] }> => {
        const [rota, notaries] = await Promise.all([
          client.query(DutyRotaQuery, { officeId: input.officeId }, silent).toPromise(),
          client.query(DutyNotariesQuery, { regionId: input.regionId }, { silent: true }).toPromise(),
        ]);
        if (!rota.data) throw failed(rota.error, 'query');
        if (!notaries.data) throw failed(notaries.error, 'query');
        return {
          rota: readFragment(DutyRotaFields, rota.data.dutyRota),
          notaries: notaries.data.notaries
            .filter((notary) => notary.office.id === input.officeId)
            .map(({ id, name }) => ({ id, name })),
        };
      },
    ),
    setDuty: fromPromise(
      async ({
        input,
      }: {
        input: { officeId: number; fromDay: string; notaryId: number };
      }): Promise<DutyRota> => {
        const result = await client.mutation(SetDutyNotaryMutation, { input }, silent).toPromise();
        if (result.data) return readFragment(DutyRotaFields, result.data.setDutyNotary);
        const fields = refusedFields(result.error);
        if (fields) throw new DutyRefused(fields);
        throw failed(result.error, 'mutation');
      },
    ),
  };
}

/** /admin/kiosks: the list, the offices, an enrolment's code, a revocation. */
export function adminKiosksActors(client: Client, report: (report: ErrorReport) => void) {
  const failed = (error: CombinedError | undefined, kind: 'query' | 'mutation') => {
    const first = error ? firstErrorReport(error, kind) : null;
    if (first?.code === 'CONFLICT') return new Error(first.message ?? '');
    if (first) report(first);
    return new Error('');
  };
  const rowOf = (kiosk: FragmentType<typeof KioskFields>): KioskRow =>
    readFragment(KioskFields, kiosk) as KioskRow;
  return {
    loadOffices: fromPromise(async (): Promise<KioskOffice[]> => {
      const result = await client.query(KioskOfficesQuery, {}, { silent: true }).toPromise();
      if (!result.data) throw failed(result.error, 'query');
      return result.data.notaryOffices.map(({ id, name, regionId }) => ({ id, name, regionId }));
    }),
    loadPage: fromPromise(
      async ({ input }: { input: { filter: KiosksFilter; page: number } }): Promise<KiosksPage> => {
        const result = await client
          .query(
            KiosksQuery,
            { filter: { officeId: input.filter.officeId, state: input.filter.state }, page: input.page },
            silent,
          )
          .toPromise();
        if (!result.data) throw failed(result.error, 'query');
        const page = result.data.kiosks;
        return { ...page, items: page.items.map(rowOf) };
      },
    ),
    enrol: fromPromise(
      async ({ input }: { input: { officeId: number; label: string } }): Promise<IssuedCode> => {
        const result = await client.mutation(EnrolKioskMutation, input, silent).toPromise();
        if (result.data) {
          const { kiosk, code, codeExpiresAt } = result.data.enrolKiosk;
          return { kiosk: rowOf(kiosk), code, codeExpiresAt };
        }
        const fields = refusedFields(result.error);
        if (fields) throw new EnrolmentRefused(fields);
        throw failed(result.error, 'mutation');
      },
    ),
    revoke: fromPromise(async ({ input }: { input: { kioskId: number } }): Promise<KioskRow> => {
      const result = await client.mutation(RevokeKioskMutation, { id: input.kioskId }, silent).toPromise();
      if (!result.data) throw failed(result.error, 'mutation');
      return rowOf(result.data.revokeKiosk);
    }),
  };
}
