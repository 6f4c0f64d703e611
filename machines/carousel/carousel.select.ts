import type { SnapshotFrom } from 'xstate';
import type { carouselMachine } from './carousel.machine';

export interface CarouselView {
  index: number;
  slideCount: number;
  /** Autoplay is on (running or held while the user looks): the button offers to pause. */
  playing: boolean;
  /** The user prefers reduced motion: no autoplay button. */
  canPlay: boolean;
}

/** What the carousel's view renders (it compares no state names). */
export function selectCarousel(snapshot: SnapshotFrom<typeof carouselMachine>): CarouselView {
  return {
    index: snapshot.context.index,
    slideCount: snapshot.context.slideCount,
    playing: snapshot.matches('playing'),
    canPlay: !snapshot.context.reducedMotion,
  };
}
