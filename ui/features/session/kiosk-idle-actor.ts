import { useEffect } from 'react';
import { fromCallback } from 'xstate';
import { selectKioskIdleActor } from '../../../machines/app/app.select';
import { type KioskIdleEvent, kioskIdleMachine } from '../../../machines/kiosk-idle/kiosk-idle.machine';
import { AppActor } from '../../app-actor/app-actor';

/**
 * The kiosk idle machine's activity: touching, clicking, typing, scrolling, heard before any handler
 * can stop them (capture), reported at most once a second (a swipe fires dozens of events, each would
 * restart the timer). A report dropped within a second of the last one shortens the period by less
 * than that second.
 */
const activity = fromCallback<KioskIdleEvent>(({ sendBack }) => {
  let last = -1e9;
  const heard = () => {
    const now = performance.now();
    if (now - last >= 1_000) {
      last = now;
      sendBack({ type: 'idle.activity' });
    }
  };
  const types = ['pointerdown', 'keydown', 'touchstart', 'wheel'];
  for (const type of types) addEventListener(type, heard, { capture: true, passive: true });
  return () => {
    for (const type of types) removeEventListener(type, heard, { capture: true });
  };
});

/** The kiosk idle machine with the page's input events, for the app actor to invoke. */
export const kioskIdleLogic = kioskIdleMachine.provide({ actors: { activity } });

/** The kiosk's inactivity watch while a person is logged in on a kiosk page; null otherwise. */
export const useKioskIdleActor = () => AppActor.useSelector(selectKioskIdleActor);

/**
 * Holds a kiosk session while `active` (the person is in a video conference, watching and talking,
 * touching nothing): no inactivity period runs until it ends, then a whole one starts. Nothing in a browser.
 */
export function useKioskHold(active: boolean) {
  const idle = useKioskIdleActor();
  useEffect(() => {
    if (!idle || !active) return;
    idle.send({ type: 'idle.held' });
    return () => idle.send({ type: 'idle.released' });
  }, [idle, active]);
}
