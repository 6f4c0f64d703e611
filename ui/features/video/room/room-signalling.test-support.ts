import type { WireRoomEvent } from './room-signalling';

const blank: WireRoomEvent = {
  type: 'started',
  phase: null,
  participants: null,
  participant: null,
  participantId: null,
  muted: null,
  reason: null,
  regnum: null,
  mediaId: null,
};

/** A room event as the gateway sends it: every field null but those `over` gives. */
export const wire = (over: Partial<WireRoomEvent>): WireRoomEvent => ({ ...blank, ...over });

/** The notary as a room event's participant: admitted, publishing as m-1. */
export const notary = {
  participantId: 'notary',
  role: 'notary' as const,
  admitted: true,
  paused: false,
  muted: false,
  left: false,
  mediaId: 'm-1',
};
