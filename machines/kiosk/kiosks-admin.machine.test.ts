import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  EnrolmentRefused,
  type IssuedCode,
  type KioskRow,
  type KiosksFilter,
  kiosksAdminMachine,
} from './kiosks-admin.machine';
import { kiosksAdminIntents, selectKiosksAdmin } from './kiosks-admin.select';

const name = (text: string) => ({ oz: text, uz: text, ru: text });
const office = { id: 1, name: name('Yunusobod') };
const row = (id: number, state: KioskRow['state'] = 'active'): KioskRow => ({
  id,
  label: `Kiosk ${id}`,
  office,
  state,
  createdAt: '2026-11-30T04:00:00.000Z',
  codeExpired: false,
});

function start(options: { kiosks?: number; refuse?: Record<string, string>; failRevoke?: boolean } = {}) {
  const calls: string[] = [];
  const all = Array.from({ length: options.kiosks ?? 3 }, (_, i) => row(i + 1));
  let refusals = options.refuse ? 1 : 0;
  const machine = kiosksAdminMachine.provide({
    actors: {
      loadOffices: fromPromise(async () => [office]),
      loadPage: fromPromise(async ({ input }: { input: { filter: KiosksFilter; page: number } }) => {
        calls.push(`page ${input.page} ${input.filter.officeId ?? '-'} ${input.filter.state ?? '-'}`);
        return {
          total: all.length,
          page: input.page,
          pageSize: 20,
          items: all.slice((input.page - 1) * 20, input.page * 20),
        };
      }),
      enrol: fromPromise(async ({ input }: { input: { officeId: number; label: string } }) => {
        calls.push(`enrol ${input.officeId} ${input.label}`);
        if (refusals-- > 0) throw new EnrolmentRefused(options.refuse!);
        const kiosk = { ...row(all.length + 1, 'pending'), label: input.label };
        all.unshift(kiosk);
        const issued: IssuedCode = { kiosk, code: 'ABCDEFGHJKMN', codeExpiresAt: '2026-11-30T04:30:00.000Z' };
        return issued;
      }),
      revoke: fromPromise(async ({ input }: { input: { kioskId: number } }): Promise<KioskRow> => {
        calls.push(`revoke ${input.kioskId}`);
        if (options.failRevoke) throw new Error('Allaqachon bekor qilingan');
        return { ...row(input.kioskId), state: 'revoked' as const };
      }),
    },
  });
  const actor = createActor(machine).start();
  const view = () => selectKiosksAdmin(actor.getSnapshot());
  const intents = kiosksAdminIntents(actor.send);
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy') && !s.hasTag('listBusy'));
  return { actor, view, intents, settled, calls };
}

describe('the administrators’ kiosks', () => {
  it('lists a page, narrows by office and state from page 1, pages within range only', async () => {
    const page = start({ kiosks: 45 });
    await page.settled();
    expect(page.view()).toMatchObject({
      total: 45,
      page: 1,
      pages: 3,
      canGoPrevious: false,
      canGoNext: true,
    });
    expect(page.view().offices).toEqual([office]);
    page.intents.choosePage(3);
    await page.settled();
    page.intents.choosePage(4);
    page.intents.filter({ officeId: 1, state: 'active' });
    await page.settled();
    expect(page.calls).toEqual(['page 1 - -', 'page 3 - -', 'page 1 1 active']);
  });

  it('checks the form before sending, shows the one-time code once and reloads the list', async () => {
    const page = start();
    await page.settled();
    page.intents.openEnrolment();
    expect(page.view().formOpen).toBe(true);
    page.intents.enrol(null, 'x');
    expect(page.view().fieldKeys).toEqual({
      officeId: 'validation.error_wrong_office_id',
      label: 'validation.error_kiosk_label',
    });
    page.intents.enrol(1, '  Kirish, chap  ');
    expect(page.view()).toMatchObject({ enrolling: true, fieldKeys: {} });
    await page.settled();
    expect(page.view()).toMatchObject({ formOpen: false, issued: { code: 'ABCDEFGHJKMN' }, total: 4 });
    expect(page.calls).toEqual(['page 1 - -', 'enrol 1 Kirish, chap', 'page 1 - -']);
    page.intents.closeEnrolment();
    expect(page.view().issued).toBeNull();
  });

  it('keeps the ministry’s messages by field when it refuses the form', async () => {
    const page = start({ refuse: { label: 'Joyini yozing' } });
    await page.settled();
    page.intents.openEnrolment();
    page.intents.enrol(1, 'Kirish');
    await page.settled();
    expect(page.view()).toMatchObject({
      formOpen: true,
      fieldMessages: { label: 'Joyini yozing' },
      issued: null,
    });
  });

  it('revokes a kiosk only once confirmed, then reloads the list; a refusal is shown', async () => {
    const page = start();
    await page.settled();
    page.intents.askRevoke(2);
    expect(page.view()).toMatchObject({ confirming: true, revoking: 2 });
    page.intents.cancelRevoke();
    expect(page.view()).toMatchObject({ confirming: false, revoking: null });
    page.intents.askRevoke(2);
    page.intents.confirmRevoke();
    await page.settled();
    expect(page.calls).toEqual(['page 1 - -', 'revoke 2', 'page 1 - -']);

    const failing = start({ failRevoke: true });
    await failing.settled();
    failing.intents.askRevoke(1);
    failing.intents.confirmRevoke();
    await failing.settled();
    expect(failing.view()).toMatchObject({
      revokeError: { message: 'Allaqachon bekor qilingan' },
      revoking: null,
    });
  });
});
