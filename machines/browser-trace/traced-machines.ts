import type { AnyStateMachine } from 'xstate';
import { actMachine } from '../act/act.machine';
import { createActMachine } from '../act-form/create-act.machine';
import { appMachine } from '../app/app.machine';
import { bookingMachine } from '../equeue/booking.machine';
import { bookingPageMachine } from '../equeue/booking-page.machine';
import { equeueListMachine } from '../equeue/equeue-list.machine';
import { kioskEqueueMachine } from '../equeue/kiosk-equeue.machine';
import { faceCheckMachine } from '../face-check/face-check.machine';
import { kioskActMachine } from '../kiosk-act/kiosk-act.machine';
import { livenessSocketMachine } from '../liveness-socket/liveness-socket.machine';
import { loginMachine } from '../login/login.machine';
import { navigationMachine } from '../navigation/navigation.machine';
import type { ReplayMachine } from '../replay/replay.types';
import { sessionMachine } from '../session/session.machine';
import { termsMachine } from '../terms/terms.machine';
import { videoJoinMachine } from '../video-join/video-join.machine';
import { videoRoomMachine } from '../video-room/video-room.machine';

/**
 * The SPA's machines a browser trace may hold, by machine id (issue 14, decision 061): what the
 * analysts' replay of an uploaded trace runs each traced actor through. An actor whose id is not
 * here (a promise or a callback actor, a machine of a later version) is listed without a replay.
 */
const machines: AnyStateMachine[] = [
  appMachine,
  navigationMachine,
  sessionMachine,
  loginMachine,
  faceCheckMachine,
  livenessSocketMachine,
  termsMachine,
  createActMachine(),
  actMachine,
  kioskActMachine,
  equeueListMachine,
  bookingMachine,
  bookingPageMachine,
  kioskEqueueMachine,
  videoJoinMachine,
  videoRoomMachine,
];

export const tracedMachines: ReadonlyMap<string, AnyStateMachine> = new Map(
  machines.map((machine) => [machine.id, machine]),
);

/** A machine as the replay reads it with nothing of its domain: no steps, roles or goal. */
export const plainReplayMachine = <TLogic extends AnyStateMachine>(logic: TLogic): ReplayMachine<TLogic> => ({
  logic,
});

/** The replay machine for a traced machine id, or null when the SPA has no machine of that id. */
export function tracedMachineOf(machineId: string): ReplayMachine | null {
  const logic = tracedMachines.get(machineId);
  return logic ? plainReplayMachine(logic) : null;
}
