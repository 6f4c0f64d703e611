import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { notaryMapMachine } from './notary-map.machine';
import { selectNotaryMap } from './notary-map.select';

const mapModule = { default: 'the map' };

/** A map whose chunk and style answer from the given functions, counting the chunk's loads. */
function start(options: { module?: () => Promise<unknown>; style?: () => Promise<string | null> } = {}) {
  let loads = 0;
  const actor = createActor(
    notaryMapMachine.provide({
      actors: {
        loadModule: fromPromise(async () => {
          loads += 1;
          return (options.module ?? (async () => mapModule))();
        }),
        loadStyle: fromPromise(async () => (options.style ?? (async () => null))()),
      },
    }),
  );
  actor.start();
  actor.send({ type: 'map.asked' });
  return { actor, view: () => selectNotaryMap(actor.getSnapshot()), loads: () => loads };
}

const drawing = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('drawing'));

describe('the directory map', () => {
  it('fetches nothing until the visitor scrolls to it or asks for it', async () => {
    let loads = 0;
    const actor = createActor(
      notaryMapMachine.provide({
        actors: {
          loadModule: fromPromise(async (): Promise<unknown> => {
            loads += 1;
            return mapModule;
          }),
          loadStyle: fromPromise(async (): Promise<string | null> => null),
        },
      }),
    ).start();
    const view = () => selectNotaryMap(actor.getSnapshot());
    expect(view()).toMatchObject({ notShown: true, loading: false, module: null, failed: false });
    // The map's own events before it is asked for (a stray idle) change nothing.
    actor.send({ type: 'map.idle' });
    await Promise.resolve();
    expect(loads).toBe(0);
    actor.send({ type: 'map.asked' });
    expect(view()).toMatchObject({ notShown: false, loading: true });
    await drawing(actor);
    expect(loads).toBe(1);
    expect(view()).toMatchObject({ notShown: false, module: mapModule });
    // Asked again (scrolled past once more): the map already on its way is not fetched again.
    actor.send({ type: 'map.asked' });
    expect(loads).toBe(1);
  });

  it('loads the chunk and the style, then waits for the map to draw before it is ready', async () => {
    const { actor, view } = start({ style: async () => 'https://tiles.example/style.json' });
    expect(view()).toMatchObject({ loading: true, module: null, ready: false, failed: false });
    await drawing(actor);
    expect(view()).toMatchObject({
      loading: false,
      module: mapModule,
      styleUrl: 'https://tiles.example/style.json',
      ready: false,
      idle: false,
    });
    actor.send({ type: 'map.loaded' });
    expect(view()).toMatchObject({ ready: true, idle: false });
  });

  it('is idle once drawn and still, and busy again while it moves or loads', async () => {
    const { actor, view } = start();
    await drawing(actor);
    // An idle before the style is drawn says nothing about the offices.
    actor.send({ type: 'map.idle' });
    expect(view().idle).toBe(false);
    actor.send({ type: 'map.loaded' });
    actor.send({ type: 'map.idle' });
    expect(view()).toMatchObject({ ready: true, idle: true });
    actor.send({ type: 'map.busy' });
    expect(view()).toMatchObject({ ready: true, idle: false });
    actor.send({ type: 'map.idle' });
    expect(view().idle).toBe(true);
  });

  it('draws the offline basemap when the style cannot be asked', async () => {
    const { actor, view } = start({
      style: async () => {
        throw new Error('gateway down');
      },
    });
    await drawing(actor);
    expect(view()).toMatchObject({ failed: false, module: mapModule, styleUrl: null });
  });

  it('fails when the chunk cannot be loaded, and loads it again when asked', async () => {
    let attempt = 0;
    const { actor, view, loads } = start({
      module: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('chunk not loaded');
        return mapModule;
      },
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view()).toMatchObject({ failed: true, loading: false, module: null, ready: false });
    actor.send({ type: 'map.retried' });
    expect(view()).toMatchObject({ failed: false, loading: true });
    await drawing(actor);
    expect(loads()).toBe(2);
    expect(view().module).toBe(mapModule);
  });

  it('fails when the map cannot be drawn; a failure once ready changes nothing', async () => {
    const broken = start();
    await drawing(broken.actor);
    broken.actor.send({ type: 'map.failed' });
    expect(broken.view()).toMatchObject({ failed: true, module: null });

    const drawn = start();
    await drawing(drawn.actor);
    drawn.actor.send({ type: 'map.loaded' });
    drawn.actor.send({ type: 'map.failed' });
    expect(drawn.view()).toMatchObject({ failed: false, ready: true });
  });
});
