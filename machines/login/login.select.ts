import type { SnapshotFrom } from 'xstate';
import type { FaceCheckActorRef } from '../face-check/face-check.machine';
import type { InstructionalVideoActorRef } from '../instructional-video/instructional-video.machine';
import type { LoginMachine } from './login.machine';

export interface LoginView {
  /** The identification button shows its loading state (it stays enabled). */
  busy: boolean;
  formVisible: boolean;
  faceDialogOpen: boolean;
  /** The face check child, for the face dialog's own projection; null outside the face check. */
  faceCheck: FaceCheckActorRef | null;
  authenticating: boolean;
  successOpen: boolean;
  technicalWorkOpen: boolean;
  errorOpen: boolean;
  canRetry: boolean;
  canCancel: boolean;
  serverMessage: string | null;
  /** Key in the `login` namespace. */
  messageKey: string | null;
  bestshot: string | null;
}

export function selectLogin(snapshot: SnapshotFrom<LoginMachine>): LoginView {
  const child = snapshot.children.faceCheck as FaceCheckActorRef | undefined;
  return {
    busy: snapshot.hasTag('busy'),
    formVisible: snapshot.matches('editing') || snapshot.matches('prechecking'),
    faceDialogOpen: snapshot.hasTag('faceDialog'),
    faceCheck: snapshot.matches('faceCheck') ? (child ?? null) : null,
    authenticating: snapshot.matches('authenticating'),
    successOpen: snapshot.matches('succeeded'),
    technicalWorkOpen: snapshot.matches('technicalWork'),
    errorOpen: snapshot.matches('failed'),
    canRetry: snapshot.can({ type: 'login.retried' }),
    canCancel: snapshot.can({ type: 'login.cancelled' }),
    serverMessage: snapshot.context.serverMessage,
    messageKey: snapshot.context.messageKey,
    bestshot: snapshot.context.bestshot,
  };
}

/** The instructional video's dialog, a child of the login for as long as it lives. */
export const selectInstructionalVideoActor = (snapshot: SnapshotFrom<LoginMachine>) =>
  snapshot.children.instructionalVideo as InstructionalVideoActorRef;
