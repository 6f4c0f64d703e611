import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import oz from '../../../locales/oz/kiosk.json';
import ru from '../../../locales/ru/kiosk.json';
import uz from '../../../locales/uz/kiosk.json';
import { type NotificationItem, notificationHref } from '../../../machines/session/after-login';
import { notificationText } from './notification-text';

// The notification list's wording (decision 063): an equeue booking's reminder names its office, the
// date and the time, and a consultation when it has no act type, in each locale; it opens no page.

const reminder: NotificationItem = {
  regtypeid: 1,
  regsystemid: 5,
  rid: null,
  uuid: null,
  na: null,
  visitdate: '25.11.2026',
  visittime: '10:30',
  office: 'Yunusobod',
};

async function translator(locale: 'oz' | 'uz' | 'ru') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: locale, resources: { oz: { kiosk: oz }, uz: { kiosk: uz }, ru: { kiosk: ru } } });
  return i18n.getFixedT(locale, 'kiosk');
}

describe('the notification list’s texts', () => {
  it.each([
    ['oz', 'Navbat eslatmasi — Maslahat: Yunusobod, 25.11.2026 kuni soat 10:30 da'],
    ['uz', 'Навбат эслатмаси — Маслаҳат: Yunusobod, 25.11.2026 куни соат 10:30 да'],
    ['ru', 'Напоминание о записи — Консультация: Yunusobod, 25.11.2026 в 10:30'],
  ] as const)('an equeue reminder in %s, without a link', async (locale, expected) => {
    const t = await translator(locale);
    expect(notificationText(t, reminder)).toBe(expected);
    expect(notificationHref(reminder, 'kiosk')).toBeNull();
    expect(notificationHref(reminder, 'browser')).toBeNull();
  });

  it('names the act type when the booking has one, and words an act’s visit as before', async () => {
    const t = await translator('oz');
    expect(notificationText(t, { ...reminder, na: 'Vasiyatnoma' })).toBe(
      'Navbat eslatmasi — Vasiyatnoma: Yunusobod, 25.11.2026 kuni soat 10:30 da',
    );
    expect(notificationText(t, { ...reminder, regsystemid: 3, uuid: 'u', na: 'Hadya', office: null })).toBe(
      'Hadya: notarial idoraga tashrif 25.11.2026 kuni soat 10:30 da',
    );
  });
});
