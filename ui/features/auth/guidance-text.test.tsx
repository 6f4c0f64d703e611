// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import kaa from '../../../locales/kaa/face.json';
import ru from '../../../locales/ru/face.json';
import { guidanceFor } from '../../../machines/face-check/guidance';
import { initI18n } from '../../i18n/i18n';
import { renderWithProviders } from '../../testing/render';
import { GuidanceText } from './guidance-text';

// The app's own i18next set-up (bundles, backend), so the Karakalpak hints go the way a kiosk's do.
beforeAll(async () => {
  await initI18n('ru');
  await i18next.loadNamespaces('face');
});
afterEach(cleanup);

function show(code: number, kiosk: boolean) {
  renderWithProviders(<GuidanceText guidance={guidanceFor([code])} kiosk={kiosk} />);
}

describe('face-check hint', () => {
  it('on a kiosk, adds the hint in Karakalpak under the interface language’s', async () => {
    show(12, true);
    expect(screen.getByText(ru.hints['12'])).toBeTruthy();
    const inKaa = await screen.findByText(kaa.hints['12']);
    expect(inKaa.getAttribute('lang')).toBe('kaa');
    // Karakalpak is loaded beside the interface language, never instead of it.
    expect(i18next.language).toBe('ru');
  });

  it('fills the code of the generic hint in Karakalpak too', async () => {
    show(27, true);
    expect(screen.getByText('Ошибка: код 27')).toBeTruthy();
    expect(await screen.findByText(kaa.hints.generic.replace('{{code}}', '27'))).toBeTruthy();
    expect(screen.queryByText(/\{\{code\}\}/)).toBeNull();
  });

  it('in a browser, shows the interface language’s hint alone', async () => {
    show(12, false);
    expect(await screen.findByText(ru.hints['12'])).toBeTruthy();
    expect(screen.queryByText(kaa.hints['12'])).toBeNull();
  });
});
