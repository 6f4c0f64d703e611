import { fromCallback } from 'xstate';
import { selectKioskIdleActor } from '../../../machines/app/app.select';
import { type KioskIdleEvent, kioskIdleMachine } from '../../../machines/kiosk-idle/kiosk-idle.machine';
import { AppActor } from '../../app-actor/app-actor';

/** What counts as the person being there: touching, clicking, typing, scrolling. */
const activityEvents = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** At most one report a second: a scroll or a swipe fires dozens, and each would restart a timer. */
const throttleMs = 1_000;

/**
 * The kiosk idle machine's activity: the page's input events, heard before any handler can stop
 * them (capture), reported at the first of each second. A report dropped within a second of the
 * last one shortens the period by less than that second.
 */
const activity = fromCallback<KioskIdleEvent>(({ sendBack }) => {
  let last = Number.NEGATIVE_INFINITY;
  const heard = () => {
    const now = performance.now();
    if (now - last < throttleMs) return;
    last = now;
    sendBack({ type: 'idle.activity' });
  };
  const options = { capture: true, passive: true } as const;
  for (const type of activityEvents) window.addEventListener(type, heard, options);
  return () => {
    for (const type of activityEvents) window.removeEventListener(type, heard, options);
  };
});

/** The kiosk idle machine with the page's input events, for the app actor to invoke. */
export const kioskIdleLogic = kioskIdleMachine.provide({ actors: { activity } });

/** The kiosk's inactivity watch while a person is logged in on a kiosk page; null otherwise. */
export const useKioskIdleActor = () => AppActor.useSelector(selectKioskIdleActor);
