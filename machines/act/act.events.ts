import type { ActEventType } from './act.machine';
import { actEventTypes } from './act.schema';

/**
 * What the parts around the statechart need to know about each event, in one table typed by the
 * event type: adding an event to the chart fails `tsc` until it has a row here, and the ministry's
 * event route, its vehicle re-check and the UI's action bar all read the same row
 * (docs/decisions/018-act-vocabulary.md). Who may send an event, and when, stays in the chart and
 * `actRules`; nothing here decides that.
 */

/** The payload a person fills in before the event is sent (the UI draws the form in its dialog). */
export type ActEventForm = 'remark' | 'reason' | 'invoices' | 'visit' | 'onSiteInvoice';

export interface ActEventTraits {
  /**
   * Sent only by the ministry's own routes and jobs (the card payment's confirmation, the
   * non-attendance job): never through the act's event route, and no action-bar button.
   */
  internal: boolean;
  /** Harms the act or the sender's part in it: drawn red, confirmed in an alert dialog. */
  destructive: boolean;
  form: ActEventForm | null;
  /**
   * Moves the act forward past a point the vehicle rules guard: a ban, fine, debt or death may have
   * appeared since the act was created, so the ministry checks them again first.
   */
  rechecksVehicle: boolean;
}

const plain: ActEventTraits = { internal: false, destructive: false, form: null, rechecksVehicle: false };
const harmful: ActEventTraits = { ...plain, destructive: true };
const forward: ActEventTraits = { ...plain, rechecksVehicle: true };
const internal: ActEventTraits = { ...plain, internal: true };

export const actEventTraits: Record<ActEventType, ActEventTraits> = {
  'act.sentForCheck': forward,
  'act.confirmed': forward,
  'act.returnedToPreparation': plain,
  'act.timeRequested': plain,
  'act.timeConfirmed': plain,
  'act.otherTimeRequested': plain,
  'act.steppedBack': plain,
  'act.notaryRejected': harmful,
  'act.deleted': harmful,
  'act.annulled': harmful,
  'act.checkAccepted': forward,
  'act.returnedWithRemarks': { ...plain, form: 'remark' },
  'act.invoicesIssued': { ...plain, form: 'invoices' },
  'act.timeSet': { ...plain, form: 'visit' },
  'act.registered': forward,
  'act.refused': { ...harmful, form: 'reason' },
  'act.cancelled': { ...harmful, form: 'reason' },
  'act.paidOnSite': { ...plain, form: 'onSiteInvoice' },
  'party.accepted': plain,
  'party.rejected': harmful,
  'party.exited': harmful,
  'invoice.paid': internal,
  'act.markedInactive': internal,
};

/** Journal rows that are not statechart events: the act's creation and its data edits (decision 017). */
export const actRecordEvents = ['act.created', 'act.edited'] as const;
export type ActRecordEvent = (typeof actRecordEvents)[number];
/** What a journal row's `event` may be. */
export type ActJournalEventType = ActEventType | ActRecordEvent;
const journalEventTypes: readonly ActJournalEventType[] = [...actEventTypes, ...actRecordEvents];
/** Every journal event, as a non-empty list (the form a database column's enum takes). */
export const actJournalEventTypes = journalEventTypes as readonly [
  ActJournalEventType,
  ...ActJournalEventType[],
];

/*
 * Wire names. A GraphQL enum value cannot hold a dot, so on the GraphQL wire `act.sentForCheck` is
 * `act_sentForCheck` (the form the UI's translation keys already use, since i18next splits keys at
 * dots). States, roles and refusal reasons travel as they are. The types below compute one name
 * from the other, so the generated GraphQL types and the machine's names are compared by `tsc`.
 */
type Wire<T extends string> = T extends `${infer Domain}.${infer Name}` ? `${Domain}_${Name}` : never;
type Dotted<W extends string> = W extends `${infer Domain}_${infer Name}` ? `${Domain}.${Name}` : never;

export type ActEventWire = Wire<ActEventType>;
export type ActJournalEventWire = Wire<ActJournalEventType>;

/** The GraphQL enum value of an event (ActEventType, ActJournalEvent). */
export const toWireEvent = <T extends ActJournalEventType>(type: T): Wire<T> =>
  type.replace('.', '_') as Wire<T>;

/** The machine's name of a GraphQL enum value; event names hold no underscore, so the first one is the dot. */
export const fromWireEvent = <W extends ActJournalEventWire>(wire: W): Dotted<W> =>
  wire.replace('_', '.') as Dotted<W>;
