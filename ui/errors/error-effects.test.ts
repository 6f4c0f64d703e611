// @vitest-environment happy-dom
import type { TFunction } from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { readLocalStore, writeLocalStore } from '../storage/local-store';
import { performErrorReaction } from './error-effects';

const t = ((key: string, values?: Record<string, string>) =>
  `${key}${values?.uuid ? `(${values.uuid})` : ''}`) as TFunction;

describe('performErrorReaction', () => {
  beforeEach(() => window.localStorage.clear());

  it('resets the session, toasts 3 s and goes to kiosk auth on TOKEN_EXPIRED', () => {
    writeLocalStore({ token: 't', user: { id: 1 }, mode: 'kiosk' });
    const toasts: unknown[] = [];
    const visited: string[] = [];
    performErrorReaction(
      { code: 'TOKEN_EXPIRED', mode: 'kiosk', operation: 'query', currentPath: '/kiosk/equeue' },
      { t, showToast: (toast) => toasts.push(toast), navigate: (to) => visited.push(to) },
    );
    expect(readLocalStore()).toMatchObject({ token: null, user: null, redirectUrl: '/kiosk/equeue' });
    expect(toasts).toEqual([{ title: 'errors:TOKEN_EXPIRED', duration: 3000 }]);
    expect(visited).toEqual(['/kiosk/auth']);
  });

  it('names the act and leaves for my acts on UUID_NOT_FOUND, keeping the session', () => {
    writeLocalStore({ token: 't' });
    const toasts: unknown[] = [];
    const visited: string[] = [];
    performErrorReaction(
      {
        code: 'UUID_NOT_FOUND',
        uuid: 'a-1',
        mode: 'browser',
        operation: 'query',
        currentPath: '/enotarial_act/a-1',
      },
      { t, showToast: (toast) => toasts.push(toast), navigate: (to) => visited.push(to) },
    );
    expect(toasts).toEqual([{ title: 'errors:UUID_NOT_FOUND(a-1)', duration: 20000 }]);
    expect(visited).toEqual(['/my_notarial_act']);
    expect(readLocalStore().token).toBe('t');
  });
});
