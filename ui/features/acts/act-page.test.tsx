// @vitest-environment happy-dom
import { Alert } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { never } from 'wonka';
import acts from '../../../locales/oz/acts.json';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { activeAct, inactiveAct, reason, refusedAct } from './act-detail.fixtures';
import { ActDetailView } from './act-page';
import type { ActDetail } from './use-act';

setUpComponentTests({ acts });

function renderAct(act: ActDetail) {
  const client = { executeQuery: vi.fn(() => never), executeMutation: vi.fn(() => never) };
  renderWithProviders(<ActDetailView act={act} onAct={() => {}} />, { client });
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
  const { container, unmount } = renderWithProviders(<Alert.Root status={status} />);
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
