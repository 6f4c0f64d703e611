import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type HomeNoticeScene, homeNoticeMachine } from './home-notice.machine';
import { homeNoticeIntents, selectHomeNotice } from './home-notice.select';

const settled: HomeNoticeScene = {
  session: { loggedIn: true, termsDialog: false, busy: false },
  login: { faceDialogOpen: false, successOpen: false, errorOpen: false, technicalWorkOpen: false },
};

function started(alreadyShown = false) {
  const marks: string[] = [];
  const machine = homeNoticeMachine.provide({ actions: { markShown: () => marks.push('shown') } });
  const actor = createActor(machine, { input: { alreadyShown } }).start();
  return {
    actor,
    marks,
    intents: homeNoticeIntents(actor.send),
    open: () => selectHomeNotice(actor.getSnapshot()).open,
  };
}

describe('home notice', () => {
  it('waits for a login, then opens once the session is settled', () => {
    const { actor, intents, open } = started();
    expect(actor.getSnapshot().value).toEqual({ pending: 'held' });
    intents.see({ ...settled, session: { ...settled.session, loggedIn: false } });
    expect(open()).toBe(false);
    intents.see({ ...settled, session: { ...settled.session, busy: true } });
    expect(open()).toBe(false);
    intents.see({ ...settled, session: { ...settled.session, termsDialog: true } });
    expect(open()).toBe(false);
    intents.see(settled);
    expect(open()).toBe(true);
  });

  it.each(['faceDialogOpen', 'successOpen', 'errorOpen', 'technicalWorkOpen'] as const)(
    'gives way to the login’s dialog (%s) and comes back after it',
    (dialog) => {
      const { intents, open } = started();
      intents.see(settled);
      expect(open()).toBe(true);
      intents.see({ ...settled, login: { ...settled.login, [dialog]: true } });
      expect(open()).toBe(false);
      intents.see(settled);
      expect(open()).toBe(true);
    },
  );

  it('is remembered once closed, and not shown again in the login session', () => {
    const { actor, intents, open, marks } = started();
    intents.see(settled);
    intents.close();
    expect(actor.getSnapshot().value).toBe('done');
    expect(marks).toEqual(['shown']);
    intents.see(settled);
    expect(open()).toBe(false);
  });

  it('closes only when open', () => {
    const { actor, intents, marks } = started();
    intents.close();
    expect(actor.getSnapshot().value).toEqual({ pending: 'held' });
    expect(marks).toEqual([]);
  });

  it('stays closed when this login session has shown it already', () => {
    const { actor, intents, open } = started(true);
    expect(actor.getSnapshot().value).toBe('done');
    intents.see(settled);
    expect(open()).toBe(false);
  });
});
