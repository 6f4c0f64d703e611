import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { type CarouselInput, carouselDelayMs, carouselMachine } from './carousel.machine';
import { selectCarousel } from './carousel.select';

function start(input: Partial<CarouselInput> = {}) {
  const actor = createActor(carouselMachine, {
    input: { slideCount: 4, reducedMotion: false, ...input },
  }).start();
  const view = () => selectCarousel(actor.getSnapshot());
  return { actor, view };
}

describe('services carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances by itself every 7 s and loops back to the first slide', () => {
    const { view } = start();
    expect(view()).toMatchObject({ index: 0, playing: true, canPlay: true });
    vi.advanceTimersByTime(carouselDelayMs - 1);
    expect(view().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(view().index).toBe(1);
    vi.advanceTimersByTime(3 * carouselDelayMs);
    expect(view().index).toBe(0);
  });

  it('gives a slide the user chose its whole time', () => {
    const { actor, view } = start();
    vi.advanceTimersByTime(carouselDelayMs - 100);
    actor.send({ type: 'carousel.goTo', index: 2 });
    vi.advanceTimersByTime(carouselDelayMs - 1);
    expect(view().index).toBe(2);
    vi.advanceTimersByTime(1);
    expect(view().index).toBe(3);
  });

  it('moves both ways in a loop with the arrows and keeps indicator choices in range', () => {
    const { actor, view } = start({ reducedMotion: true });
    actor.send({ type: 'carousel.prev' });
    expect(view().index).toBe(3);
    actor.send({ type: 'carousel.next' });
    actor.send({ type: 'carousel.next' });
    expect(view().index).toBe(1);
    actor.send({ type: 'carousel.goTo', index: 6 });
    expect(view().index).toBe(2);
  });

  it('holds while the user looks at it and resumes when they leave (WCAG 2.2.2)', () => {
    const { actor, view } = start();
    actor.send({ type: 'carousel.attended' });
    vi.advanceTimersByTime(5 * carouselDelayMs);
    expect(view()).toMatchObject({ index: 0, playing: true });
    actor.send({ type: 'carousel.unattended' });
    vi.advanceTimersByTime(carouselDelayMs);
    expect(view().index).toBe(1);
  });

  it('stays stopped after pause, even when the user leaves, until play', () => {
    const { actor, view } = start();
    actor.send({ type: 'carousel.attended' });
    actor.send({ type: 'carousel.toggled' });
    actor.send({ type: 'carousel.unattended' });
    vi.advanceTimersByTime(5 * carouselDelayMs);
    expect(view()).toMatchObject({ index: 0, playing: false });
    actor.send({ type: 'carousel.attended' });
    actor.send({ type: 'carousel.toggled' });
    expect(view().playing).toBe(true);
    vi.advanceTimersByTime(2 * carouselDelayMs);
    expect(view().index).toBe(0);
    actor.send({ type: 'carousel.unattended' });
    vi.advanceTimersByTime(carouselDelayMs);
    expect(view().index).toBe(1);
  });

  it('never moves by itself for a user who prefers reduced motion', () => {
    const { view } = start({ reducedMotion: true });
    vi.advanceTimersByTime(10 * carouselDelayMs);
    expect(view()).toMatchObject({ index: 0, playing: false, canPlay: false });
  });
});
