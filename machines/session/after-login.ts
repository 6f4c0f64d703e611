import { paths } from '../navigation/routes';

/**
 * Where a browser user goes after login once the offer is accepted (specification, section 4):
 * /enotarial_act/-1 when the query holds pin, passserial and passnum (the query is kept so the
 * act form can read them); else the stored redirect URL, which is then cleared; else /my_notarial_act.
 */
export function browserDestination(search: string, redirectUrl: string | null) {
  const query = new URLSearchParams(search);
  if (query.has('pin') && query.has('passserial') && query.has('passnum'))
    return {
      to: `${paths.enotarialActNew}${search.startsWith('?') ? search : `?${search}`}`,
      redirectConsumed: false,
    };
  if (redirectUrl) return { to: redirectUrl, redirectConsumed: true };
  return { to: paths.myActs, redirectConsumed: false };
}

export interface NotificationItem {
  regtypeid: number;
  regsystemid: number;
  rid: string | null;
  uuid: string | null;
  na: string | null;
  visitdate: string | null;
  visittime: string | null;
  /** An equeue booking's reminder (regsystemid 5): its office; absent or null for an act's visit. */
  office?: string | null;
}

/** The ministry's regsystemid of an equeue booking's reminder (decision 063): it has no page to open. */
export const equeueReminder = 5;

/** The notification list's wording of an entry (namespace login): an equeue reminder, a video conference or a visit. */
export function notificationTextKey(
  item: NotificationItem,
): 'notifications.equeue' | 'notifications.video' | 'notifications.visit' {
  if (item.regsystemid === equeueReminder) return 'notifications.equeue';
  return item.regtypeid === 2 ? 'notifications.video' : 'notifications.visit';
}

/**
 * A notification entry's link (section 4): regsystemid 2 → /my_notarial_act/{rid}; 3 or 4 →
 * /enotarial_act/{uuid}; prefixed /kiosk in kiosk mode; `?tab=video` for a video conference (regtypeid 2). Anything else has no page to open.
 */
export function notificationHref(item: NotificationItem, mode: 'browser' | 'kiosk'): string | null {
  const prefix = mode === 'kiosk' ? '/kiosk' : '';
  // A video conference opens on the act's video tab (decision 045: the ministry's `link` says the same).
  const tab = item.regtypeid === 2 ? '?tab=video' : '';
  if (item.regsystemid === 2 && item.rid)
    return `${prefix}/my_notarial_act/${encodeURIComponent(item.rid)}${tab}`;
  if ((item.regsystemid === 3 || item.regsystemid === 4) && item.uuid)
    return `${prefix}/enotarial_act/${encodeURIComponent(item.uuid)}${tab}`;
  return null;
}
