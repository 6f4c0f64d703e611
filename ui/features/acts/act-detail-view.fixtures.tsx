import { vi } from 'vitest';
import { never } from 'wonka';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import { renderWithProviders } from '../../testing/render';
import { ActDetailView } from './act-page';
import type { ActDetail } from './use-act';

/** The act's page of `act` in a browser, its calls never answered (the act page's component tests). */
export function renderAct(act: ActDetail) {
  const client = { executeQuery: vi.fn(() => never), executeMutation: vi.fn(() => never) };
  renderWithProviders(
    <TestAppActor mode="browser">
      <ActDetailView act={act} onAct={() => {}} />
    </TestAppActor>,
    { client },
  );
}
