import { toWireEvent } from '../../../machines/act/act.events';
import type { ActStateName } from '../../../machines/act/act.machine';
import { restore } from '../../../machines/act/act.persist';
import { selectAct } from '../../../machines/act/act.select';
import { applicant, at } from '../../../machines/act/act.test-support';
import type { ActDetail } from './use-act';

// Acts for the act page's component tests. Kept out of the .tsx test: views name no state
// (tests/tooling/state-literals.test.ts), while fixtures must.

export const reason = 'Transport vositasi xatlangan.';

/** An act as the applicant sees it in `state`: the view is the statechart's own projection. */
function actIn(state: ActStateName): ActDetail {
  const view = selectAct(restore(at(state, { reason })), applicant);
  return {
    rid: 12,
    uuid: 'u-12',
    version: 6,
    viewer: { role: 'applicant', roles: { applicant: true, party: false, notary: false } },
    view: { ...view, allowed: view.allowed.map(toWireEvent), myParty: null },
    general: {
      type: { id: 1, name: 'Oldi-sotdi' },
      state,
      step: 2,
      // The ministry's status: active, or the side state the act stopped in.
      status: view.sideState ?? 'active',
      regnum: null,
      regdate: null,
      instime: '2026-11-20T10:00:00+05:00',
      regtype: 1,
      regsystemid: 2,
      visitdate: null,
      visittime: null,
      language: 'ru',
      clientPhone: null,
      remark: null,
      cancellationReason: null,
      annulledAt: null,
      freeOfPayment: false,
      office: null,
      notary: { id: 1, name: 'Abdullayeva Nodira', phone: null },
    },
    parties: [],
    subjects: { vehicles: [] },
    printForm: null,
    payments: [],
    references: { vehicleBans: 0, unpaidFines: 0, enforcementDebt: false, deceasedParty: false },
    result: { state, regnum: null, regdate: null, cancellationReason: null, refusal: null },
    notes: [],
    journal: [],
  } as unknown as ActDetail;
}

export const activeAct = () => actIn('checking');
export const refusedAct = () => actIn('refused');
export const inactiveAct = () => actIn('inactive');
