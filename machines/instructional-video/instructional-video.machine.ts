import { type ActorRefFrom, setup } from 'xstate';

/**
 * The instructional video's dialog (section 2, issue 28, decision 084): closed, or open with the
 * player, or open with the player's failure (the browser could not play the file or reach the
 * configured address). The login dialog steps aside while it is open; closing it brings the login
 * back, and opening it again always starts from the player.
 */
export type InstructionalVideoEvent =
  | { type: 'video.opened' }
  | { type: 'video.closed' }
  /** The <video> element reported an error (unsupported file, network). */
  | { type: 'video.failed' };

export const instructionalVideoMachine = setup({
  types: { events: {} as InstructionalVideoEvent },
}).createMachine({
  id: 'instructionalVideo',
  initial: 'closed',
  states: {
    closed: { on: { 'video.opened': 'open' } },
    open: {
      tags: ['dialog'],
      initial: 'playing',
      on: { 'video.closed': '#instructionalVideo.closed' },
      states: {
        playing: { on: { 'video.failed': 'failed' } },
        failed: { tags: ['error'] },
      },
    },
  },
});

export type InstructionalVideoMachine = typeof instructionalVideoMachine;
export type InstructionalVideoActorRef = ActorRefFrom<InstructionalVideoMachine>;
