import { type ActorRefFrom, assign, emit, fromPromise, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';
import type { FaceCheckConfig } from '../face-check/face-check.config';
import { type FaceCheckOutput, faceCheckMachine } from '../face-check/face-check.machine';
import { instructionalVideoMachine } from '../instructional-video/instructional-video.machine';
import type { SessionUser } from '../session/session.types';
import type { LoginCredentials } from './login.schema';

/**
 * The login flow (specification, section 4): pre-check → face check → auth → success, technical
 * work (resultCode 0) or error; the error dialog's button runs the whole login again with the
 * same passport data. The pre-check, the face check and auth are actors; ui/ provides them.
 */

export interface AuthAnswer {
  resultCode: number;
  message: string | null;
  token: string | null;
  user: SessionUser | null;
}

export interface LoginInput {
  config: FaceCheckConfig;
}

export interface LoginContext {
  config: FaceCheckConfig;
  credentials: LoginCredentials | null;
  /** The liveness token of the last successful face check; part of the authentication data. */
  jwt: string | null;
  bestshot: string | null;
  /** The ministry's own text (already in the user's language): pre-check reason, auth refusal. */
  serverMessage: string | null;
  /** Key in the `login` namespace, used when there is no server text. */
  messageKey: string | null;
  attempt: number;
}

export type LoginEvent =
  | { type: 'login.submitted'; credentials: LoginCredentials }
  | { type: 'login.cancelled' }
  | { type: 'login.retried' }
  | { type: 'login.successClosed' }
  | { type: 'login.noticeClosed' }
  | { type: 'login.configured'; config: FaceCheckConfig };

export type LoginEmitted =
  | { type: 'login.authenticated'; token: string; user: SessionUser }
  | { type: 'login.completed' };

/** A failed actor's error: the GraphQL message carries the ministry's text when there is one. */
export const messageOf = (error: unknown): string | null => {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  return null;
};

const faceFailureKey = (output: FaceCheckOutput) => {
  switch (output.outcome) {
    case 'noCamera':
      return output.reason === 'denied' ? 'faceCheck.cameraDenied' : 'faceCheck.noCamera';
    case 'timedOut':
      return 'faceCheck.timedOut';
    case 'failed':
      return `faceCheck.${output.failureKey}`;
    default:
      return null;
  }
};

const notProvided = placeholders('login');

export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as LoginEmitted,
  },
  actors: {
    precheck: fromPromise<boolean, LoginCredentials>(notProvided('precheck')),
    faceCheck: faceCheckMachine,
    /** The instructional video's dialog beside the form (decision 084). */
    instructionalVideo: instructionalVideoMachine,
    authenticate: fromPromise<AuthAnswer, LoginCredentials & { jwt: string }>(notProvided('authenticate')),
  },
  guards: {
    faceSucceeded: ({ event }) =>
      'output' in event && (event.output as FaceCheckOutput | undefined)?.outcome === 'succeeded',
    faceWithoutCamera: ({ event }) =>
      'output' in event && (event.output as FaceCheckOutput | undefined)?.outcome === 'noCamera',
    authenticated: ({ event }) => {
      const answer = 'output' in event ? (event.output as AuthAnswer) : null;
      return answer?.resultCode === 1 && Boolean(answer.token) && answer.user !== null;
    },
    technicalWork: ({ event }) => 'output' in event && (event.output as AuthAnswer).resultCode === 0,
  },
  actions: {
    takeCredentials: assign({
      credentials: ({ event }) => (event.type === 'login.submitted' ? event.credentials : null),
      serverMessage: null,
      messageKey: null,
      jwt: null,
      bestshot: null,
    }),
    clearMessages: assign({ serverMessage: null, messageKey: null, jwt: null, bestshot: null }),
    configure: assign({
      config: ({ event, context }) => (event.type === 'login.configured' ? event.config : context.config),
    }),
    nextAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    storePrecheckFailure: assign(({ event }) => {
      const text = 'error' in event ? messageOf(event.error) : null;
      return { serverMessage: text, messageKey: text ? null : 'precheck.failed' };
    }),
    storeLivenessResult: assign(({ event }) => {
      const output = 'output' in event ? (event.output as FaceCheckOutput) : null;
      return output?.outcome === 'succeeded'
        ? { jwt: output.jwt, bestshot: output.bestshot }
        : { jwt: null, bestshot: null };
    }),
    storeFaceFailure: assign({
      serverMessage: null,
      messageKey: ({ event }) =>
        'output' in event ? faceFailureKey(event.output as FaceCheckOutput) : 'faceCheck.failure.unavailable',
    }),
    storeAuthRefusal: assign(({ event }) => {
      const text =
        'output' in event
          ? ((event.output as AuthAnswer).message ?? null)
          : 'error' in event
            ? messageOf(event.error)
            : null;
      return { serverMessage: text?.trim() ? text.trim() : null, messageKey: 'auth.failed' };
    }),
    announceAuthenticated: emit(({ event }) => {
      const answer = (event as unknown as { output: AuthAnswer }).output;
      return {
        type: 'login.authenticated' as const,
        token: answer.token ?? '',
        user: answer.user ?? { termsofuse: 0 },
      };
    }),
    // Authentication data (pin, passport, jwt, image) are cleared together (section 3).
    forgetCredentials: assign({ credentials: null, jwt: null, bestshot: null }),
    announceCompleted: emit({ type: 'login.completed' }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    config: input.config,
    credentials: null,
    jwt: null,
    bestshot: null,
    serverMessage: null,
    messageKey: null,
    attempt: 0,
  }),
  // Query.clientConfig arrives after the app starts; the next face check uses it.
  on: { 'login.configured': { actions: 'configure' } },
  // The instructional video's dialog, opened from the login dialog or the kiosk's login page: a mode
  // of its own, beside the login's steps, for as long as the login lives.
  invoke: { id: 'instructionalVideo', src: 'instructionalVideo' },
  initial: 'editing',
  states: {
    editing: {
      on: { 'login.submitted': { target: 'prechecking', actions: 'takeCredentials' } },
    },
    prechecking: {
      tags: ['busy'],
      invoke: {
        id: 'precheck',
        src: 'precheck',
        input: ({ context }) => context.credentials!,
        onDone: { target: 'faceCheck', actions: 'nextAttempt' },
        onError: { target: 'editing', actions: 'storePrecheckFailure' },
      },
    },
    faceCheck: {
      tags: ['busy', 'faceDialog'],
      invoke: {
        id: 'faceCheck',
        src: 'faceCheck',
        input: ({ context }) => ({ config: context.config }),
        onDone: [
          { guard: 'faceSucceeded', target: 'authenticating', actions: 'storeLivenessResult' },
          // No camera or no permission: the face dialog closes and the form says why.
          { guard: 'faceWithoutCamera', target: 'editing', actions: 'storeFaceFailure' },
          { target: 'failed', actions: 'storeFaceFailure' },
        ],
      },
      on: { 'login.cancelled': { target: 'editing', actions: 'clearMessages' } },
    },
    authenticating: {
      tags: ['busy', 'faceDialog'],
      invoke: {
        id: 'authenticate',
        src: 'authenticate',
        input: ({ context }) => ({ ...context.credentials!, jwt: context.jwt ?? '' }),
        onDone: [
          {
            guard: 'authenticated',
            target: 'succeeded',
            actions: ['announceAuthenticated', 'forgetCredentials'],
          },
          { guard: 'technicalWork', target: 'technicalWork', actions: 'forgetCredentials' },
          { target: 'failed', actions: 'storeAuthRefusal' },
        ],
        onError: { target: 'failed', actions: 'storeAuthRefusal' },
      },
    },
    succeeded: {
      on: { 'login.successClosed': { target: 'editing', actions: ['clearMessages', 'announceCompleted'] } },
    },
    technicalWork: {
      on: { 'login.noticeClosed': { target: 'editing', actions: 'clearMessages' } },
    },
    failed: {
      tags: ['error'],
      on: {
        'login.retried': { target: 'prechecking', actions: 'clearMessages' },
        'login.cancelled': { target: 'editing', actions: ['clearMessages', 'forgetCredentials'] },
      },
    },
  },
});

export type LoginMachine = typeof loginMachine;
export type LoginActorRef = ActorRefFrom<LoginMachine>;
