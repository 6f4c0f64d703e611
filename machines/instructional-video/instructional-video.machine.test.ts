import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { pathEventsOf } from '../testing/graph-events';
import { instructionalVideoMachine } from './instructional-video.machine';
import { instructionalVideoIntents, selectInstructionalVideo } from './instructional-video.select';
import { defaultInstructionalVideo, instructionalVideoSource } from './instructional-video.source';

function start() {
  const actor = createActor(instructionalVideoMachine).start();
  const intents = instructionalVideoIntents((event) => actor.send(event));
  const view = () => selectInstructionalVideo(actor.getSnapshot());
  return { actor, intents, view };
}

describe('the instructional video dialog (issue 28)', () => {
  it('starts closed, opens on the link, closes back', () => {
    const { intents, view } = start();
    expect(view()).toEqual({ open: false, failed: false });
    intents.open();
    expect(view()).toEqual({ open: true, failed: false });
    intents.close();
    expect(view()).toEqual({ open: false, failed: false });
  });

  it('shows the player’s failure inside the open dialog, and starts from the player when opened again', () => {
    const { intents, view } = start();
    intents.open();
    intents.fail();
    expect(view()).toEqual({ open: true, failed: true });
    intents.close();
    expect(view()).toEqual({ open: false, failed: false });
    intents.open();
    expect(view()).toEqual({ open: true, failed: false });
  });

  it('ignores a player’s failure while closed (a late error event of a player already gone)', () => {
    const { intents, view } = start();
    intents.fail();
    expect(view()).toEqual({ open: false, failed: false });
    expect(instructionalVideoMachine.resolveState({ value: 'closed' }).can({ type: 'video.failed' })).toBe(
      false,
    );
  });

  it('reaches every state by its events', () => {
    const events = pathEventsOf(instructionalVideoMachine);
    expect(events.map((event) => event.type)).toEqual(['video.closed', 'video.failed', 'video.opened']);
    const paths = getShortestPaths(instructionalVideoMachine, { events: events as never });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached).toEqual(new Set(['"closed"', '{"open":"playing"}', '{"open":"failed"}']));
  });
});

describe('which video plays', () => {
  it('plays the project’s own video, captioned in the page’s language, when no address is configured', () => {
    expect(instructionalVideoSource(null, 'ru')).toEqual({
      kind: 'file',
      src: defaultInstructionalVideo,
      captions: '/video/instructional.ru.vtt',
    });
    expect(instructionalVideoSource('', 'uz')).toMatchObject({
      kind: 'file',
      captions: '/video/instructional.uz.vtt',
    });
  });

  it('frames the configured address instead, with autoplay added to its query', () => {
    expect(instructionalVideoSource('https://video.example/embed/intro', 'oz')).toEqual({
      kind: 'embed',
      src: 'https://video.example/embed/intro?autoplay=1',
    });
    expect(instructionalVideoSource('https://video.example/embed/intro?rel=0', 'oz')).toEqual({
      kind: 'embed',
      src: 'https://video.example/embed/intro?rel=0&autoplay=1',
    });
  });
});
