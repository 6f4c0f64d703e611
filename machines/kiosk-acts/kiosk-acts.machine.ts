import { type ActStateName, actSteps } from '../act/act.machine';
import { filteredListMachine, type ListPage } from '../paging/filtered-list.machine';

/**
 * A kiosk user's acts (/kiosk/my_notarial_act, issue 28): the two tabs of my_notarial_act (every act
 * of the person, and those waiting for the person's move) as large cards, a page at a time. A
 * filtered, paged list (machines/paging) whose filter is the tab: choosing a tab loads its first page.
 */

export const kioskActsTabs = ['IN_PROCESS', 'AWAITING'] as const;
export type KioskActsTab = (typeof kioskActsTabs)[number];

export interface KioskActsFilter {
  tab: KioskActsTab;
}

/** A page of cards: few, so each card and the pager's buttons stay large on the kiosk's screen. */
export const kioskActsPageSize = 8;

export type KioskActsPage<Item = unknown> = ListPage<Item>;

export const kioskActsMachine = filteredListMachine<KioskActsFilter>('kioskActs', { tab: 'IN_PROCESS' });

export type KioskActsMachine = typeof kioskActsMachine;

/** What a card says the person is to do next (`kioskActs.next.<key>` in the acts namespace). */
export type KioskNextStep =
  | 'prepare'
  | 'confirmData'
  | 'confirmTime'
  | 'pay'
  | 'attend'
  | 'yourMove'
  | 'waitNotary'
  | 'waitOthers'
  | 'registered'
  | 'stopped';

const yourMoveIn: Partial<Record<ActStateName, KioskNextStep>> = {
  preparation: 'prepare',
  applicantConfirmation: 'confirmData',
  timeConfirmation: 'confirmTime',
  payment: 'pay',
};

// The steps where the notary holds the act, whoever else is waiting.
const notarySteps: readonly ActStateName[] = ['checking', 'paymentFormation', 'timeSetting'];

/**
 * The card's "what next": the act's own step when the act waits for this person (the list's
 * `awaitingMe`), who else it waits for otherwise; at registration every party comes at the set time
 * (or joins the video conference); nothing to do once it is registered or stopped.
 */
export function kioskNextStep(item: { state: ActStateName; awaitingMe: boolean | null }): KioskNextStep {
  if (item.state === 'registered') return 'registered';
  if (item.state === 'registration') return 'attend';
  if (['inactive', 'refused', 'cancelled', 'annulled', 'deleted'].includes(item.state)) return 'stopped';
  if (item.awaitingMe) return yourMoveIn[item.state] ?? 'yourMove';
  return notarySteps.includes(item.state) ? 'waitNotary' : 'waitOthers';
}

/** A card as the kiosk draws it: what next, the badge's tone, the step within the nine (null off them). */
export interface KioskCard {
  next: KioskNextStep;
  tone: 'blue' | 'green' | 'red';
  step: number | null;
}

export function kioskCard(item: { state: ActStateName; awaitingMe: boolean | null }): KioskCard {
  const next = kioskNextStep(item);
  const tone = next === 'stopped' ? 'red' : next === 'registered' ? 'green' : 'blue';
  return { next, tone, step: actSteps[item.state] };
}
