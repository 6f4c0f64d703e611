// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import acts from '../../../locales/oz/acts.json';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import type { ActEventType } from '../../gql/graphql';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { ActActionBar, actionBarEvents } from './act-actions';
import type { ActDetail } from './use-act';

setUpComponentTests({ acts });

function actWith(allowed: ActEventType[]): ActDetail {
  return {
    rid: 7,
    uuid: 'u-1',
    version: 4,
    view: { allowed, onSiteInvoiceIds: [], payableInvoiceIds: [], visit: null },
    payments: [],
  } as unknown as ActDetail;
}

/** A client whose events get `answer` (by default, none); each event's variables are kept. */
function renderBar(allowed: ActEventType[], answer: Promise<unknown> = new Promise(() => {})) {
  const mutation = vi.fn((_document: unknown, _variables: unknown) => ({ toPromise: () => answer }));
  renderWithProviders(
    <TestAppActor>
      <ActActionBar act={actWith(allowed)} onAct={() => {}} />
    </TestAppActor>,
    { client: { mutation } },
  );
  return mutation;
}

describe('ActActionBar', () => {
  it('leaves out the events answered elsewhere', () => {
    expect(actionBarEvents(['act_sentForCheck', 'invoice_paid', 'act_deleted'])).toEqual([
      'act_sentForCheck',
      'act_deleted',
    ]);
  });

  it('shows one button per allowed event and nothing else', () => {
    renderBar(['act_sentForCheck', 'act_deleted']);
    const buttons = screen.getByRole('toolbar').querySelectorAll('button');
    expect([...buttons].map((button) => button.textContent)).toEqual([
      acts.events.act_sentForCheck.button,
      acts.events.act_deleted.button,
    ]);
  });

  it('shows no bar when nothing is allowed', () => {
    renderBar([]);
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('sends the event with the act’s version only after the confirmation', async () => {
    const execute = renderBar(['act_deleted'], Promise.resolve({ data: undefined }));
    fireEvent.click(screen.getByRole('button', { name: acts.events.act_deleted.button }));
    expect(execute).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(acts.events.act_deleted.confirm);
    const confirm = [...dialog.querySelectorAll('button')].find(
      (button) => button.textContent === acts.events.act_deleted.button,
    );
    fireEvent.click(confirm as HTMLButtonElement);
    await waitFor(() => expect(execute).toHaveBeenCalledTimes(1));
    expect(execute.mock.calls[0]?.[1]).toEqual({
      uuid: 'u-1',
      type: 'act_deleted',
      version: 4,
      payload: null,
    });
    // Refused (no act in the answer, the error policy's toast): the dialog stays until it is cancelled.
    await waitFor(() => expect(confirm?.hasAttribute('data-loading')).toBe(false));
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: acts.dialog.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('asks for the remark before returning with remarks', async () => {
    const execute = renderBar(['act_returnedWithRemarks'], Promise.resolve({ data: undefined }));
    fireEvent.click(screen.getByRole('button', { name: acts.events.act_returnedWithRemarks.button }));
    const dialog = await screen.findByRole('dialog');
    const submit = [...dialog.querySelectorAll('button[type="submit"]')][0] as HTMLButtonElement;
    fireEvent.click(submit);
    expect(await screen.findByText(acts.validation.error_required_remark)).toBeTruthy();
    expect(execute).not.toHaveBeenCalled();
    fireEvent.input(dialog.querySelector('textarea') as HTMLTextAreaElement, {
      target: { value: 'Fix the price' },
    });
    // The form checks again as the remark is typed: the message goes before the confirmation.
    await waitFor(() => expect(screen.queryByText(acts.validation.error_required_remark)).toBeNull());
    fireEvent.click(submit);
    await waitFor(() => expect(execute).toHaveBeenCalledTimes(1));
    expect(execute.mock.calls[0]?.[1]).toMatchObject({ payload: { remark: 'Fix the price' } });
  });
});
