import { assign, setup } from 'xstate';

/**
 * The home page's services carousel (specification, section 2): slides that advance by themselves,
 * with WCAG 2.2.2 in mind. Autoplay stops for good when the user presses pause (or prefers reduced
 * motion), and is held, not stopped, while the pointer or the focus is on the carousel: leaving
 * resumes it. Arrows, indicators, keys and swipes move in a loop. The view only renders this.
 */

export interface CarouselInput {
  slideCount: number;
  /** The user prefers reduced motion: the carousel starts stopped and never moves by itself. */
  reducedMotion: boolean;
  /** Time on a slide while playing. */
  delayMs?: number;
}

export interface CarouselContext {
  slideCount: number;
  index: number;
  delayMs: number;
  reducedMotion: boolean;
}

export type CarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.prev' }
  | { type: 'carousel.goTo'; index: number }
  /** The play/pause button. */
  | { type: 'carousel.toggled' }
  /** The pointer or the focus came onto the carousel. */
  | { type: 'carousel.attended' }
  /** ... and left it. */
  | { type: 'carousel.unattended' };

export const carouselDelayMs = 7000;

const wrap = (index: number, count: number) => ((index % count) + count) % count;

export const carouselMachine = setup({
  types: {
    input: {} as CarouselInput,
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
  },
  delays: {
    slideDelay: ({ context }) => context.delayMs,
  },
  guards: {
    reducedMotion: ({ context }) => context.reducedMotion,
  },
  actions: {
    next: assign({ index: ({ context }) => wrap(context.index + 1, context.slideCount) }),
    prev: assign({ index: ({ context }) => wrap(context.index - 1, context.slideCount) }),
    goTo: assign({
      index: ({ context, event }) =>
        event.type === 'carousel.goTo' ? wrap(Math.trunc(event.index), context.slideCount) : context.index,
    }),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    slideCount: Math.max(1, input.slideCount),
    index: 0,
    delayMs: input.delayMs ?? carouselDelayMs,
    reducedMotion: input.reducedMotion,
  }),
  initial: 'starting',
  on: {
    'carousel.next': { actions: 'next' },
    'carousel.prev': { actions: 'prev' },
    'carousel.goTo': { actions: 'goTo' },
  },
  states: {
    starting: {
      always: [{ guard: 'reducedMotion', target: 'stopped' }, { target: 'playing' }],
    },
    playing: {
      initial: 'running',
      on: { 'carousel.toggled': { target: 'stopped' } },
      states: {
        running: {
          // Re-entered after every move, so a slide the user chose gets its whole time.
          after: { slideDelay: { target: 'running', reenter: true, actions: 'next' } },
          on: {
            'carousel.attended': { target: 'held' },
            'carousel.next': { target: 'running', reenter: true, actions: 'next' },
            'carousel.prev': { target: 'running', reenter: true, actions: 'prev' },
            'carousel.goTo': { target: 'running', reenter: true, actions: 'goTo' },
          },
        },
        held: {
          on: { 'carousel.unattended': { target: 'running' } },
        },
      },
    },
    stopped: {
      on: { 'carousel.toggled': { target: 'playing.held' } },
    },
  },
});
