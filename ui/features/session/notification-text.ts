import type { TFunction } from 'i18next';
import { type NotificationItem, notificationTextKey } from '../../../machines/session/after-login';

/**
 * An entry of the notification list in the interface's language (namespace kiosk): a visit, a video
 * conference, or an equeue booking's reminder (its office; a consultation when it has no act type).
 */
export function notificationText(t: TFunction<'kiosk'>, item: NotificationItem): string {
  return t(notificationTextKey(item), {
    name: item.na ?? t('notifications.consultation'),
    date: item.visitdate ?? '',
    time: item.visittime ?? '',
    office: item.office ?? '',
  });
}
