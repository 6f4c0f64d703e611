import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type ActDownloadFailure, actDownloadMachine, type ShownFile } from './act-download.machine';
import { actDownloadIntents, selectActDownload } from './act-download.select';

const file = { url: '/files/7', name: 'Shartnoma.pdf' };
const shownFile: ShownFile = { href: 'blob:7', name: 'Shartnoma.pdf' };
const refused: ActDownloadFailure = { code: 'NOT_FOUND', message: null };

function start(fetch: () => Promise<ShownFile | null>) {
  const reported: ActDownloadFailure[] = [];
  const released: string[] = [];
  let fetches = 0;
  const actor = createActor(
    actDownloadMachine.provide({
      actors: {
        fetchFile: fromPromise(() => {
          fetches += 1;
          return fetch();
        }),
      },
      actions: {
        reportFailure: (_, failure) => reported.push(failure),
        releaseFile: (_, shown) => void (shown && released.push(shown.href)),
      },
    }),
    { input: { file } },
  ).start();
  const idle = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  return {
    actor,
    idle,
    reported,
    released,
    fetches: () => fetches,
    view: () => selectActDownload(actor.getSnapshot()),
    intents: actDownloadIntents(actor.send),
  };
}

describe('act download statechart', () => {
  it('is busy while the file is saved, once however often it is asked, then ready again', async () => {
    const { idle, view, intents, fetches } = start(async () => null);
    intents.request();
    intents.request();
    expect(view()).toEqual({ busy: true, shown: null });
    await idle();
    expect(fetches()).toBe(1);
    expect(view()).toEqual({ busy: false, shown: null });
  });

  it('a kiosk shows the fetched file until the dialog is closed, then drops it from memory', async () => {
    const { idle, view, intents, released } = start(async () => shownFile);
    intents.request();
    await idle();
    expect(view()).toEqual({ busy: false, shown: shownFile });
    expect(released).toEqual([]);
    intents.close();
    expect(view()).toEqual({ busy: false, shown: null });
    expect(released).toEqual(['blob:7']);
  });

  it('a refused file goes to the error policy and the button can be pressed again', async () => {
    const { idle, view, intents, reported, fetches } = start(async () => {
      throw refused;
    });
    intents.request();
    await idle();
    expect(reported).toEqual([refused]);
    expect(view()).toEqual({ busy: false, shown: null });
    intents.request();
    await idle();
    expect(fetches()).toBe(2);
  });
});
