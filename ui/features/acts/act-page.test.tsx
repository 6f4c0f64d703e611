// @vitest-environment happy-dom
import { Alert, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Client, Provider } from 'urql';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { never } from 'wonka';
import acts from '../../../locales/oz/acts.json';
import { activeAct, inactiveAct, reason, refusedAct } from './act-detail.fixtures';
import { ActDetailView } from './act-page';
import type { ActDetail } from './use-act';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'oz',
    resources: { oz: { acts } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

function renderAct(act: ActDetail) {
  const client = { executeQuery: vi.fn(() => never), executeMutation: vi.fn(() => never) };
  render(
    <ChakraProvider value={defaultSystem}>
      <Provider value={client as unknown as Client}>
        <ActDetailView act={act} onAct={() => {}} />
      </Provider>
    </ChakraProvider>,
  );
}

/** The side state's banner above the tabs (the same name is the header's badge too). */
function banner(title: string) {
  return screen
    .getAllByText(title, { exact: true })
    .map((element) => element.closest('.chakra-alert__root'))
    .find(Boolean);
}

/** Chakra draws an alert's status only as its style: the class a bare alert of that status gets. */
function alertClass(status: 'warning' | 'error') {
  const { container, unmount } = render(
    <ChakraProvider value={defaultSystem}>
      <Alert.Root status={status} />
    </ChakraProvider>,
  );
  const className = (container.firstElementChild as HTMLElement).className;
  unmount();
  return className;
}

/** The value of a row of the general tab, by its label. */
function generalRow(label: string) {
  const item = screen.getByText(label, { exact: true }).parentElement as HTMLElement;
  return item.textContent?.slice(label.length);
}

describe('the act page', () => {
  it("a refused act's general tab says refused under the refusal banner, not active", () => {
    renderAct(refusedAct());
    expect(banner(acts.states.refused)?.className).toBe(alertClass('error'));
    expect(banner(acts.states.refused)?.textContent).toContain(reason);
    expect(generalRow(acts.general.status)).toBe(acts.statuses.refused);
  });

  it('an act in process is active', () => {
    renderAct(activeAct());
    expect(generalRow(acts.general.status)).toBe(acts.statuses.active);
  });

  it('an act nobody attended is a warning, not an error', () => {
    renderAct(inactiveAct());
    expect(banner(acts.states.inactive)?.className).toBe(alertClass('warning'));
    expect(alertClass('warning')).not.toBe(alertClass('error'));
  });

  it("names the act's language instead of its code", () => {
    renderAct(activeAct());
    expect(generalRow(acts.general.language)).toBe(acts.languages.ru);
  });
});
