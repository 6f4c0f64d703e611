import { randomBytes } from 'node:crypto';
import { MinistryError } from '../errors';
import type { MediaServer } from './media';
import { ministryErrorOf } from './room';

// The test rooms of /room_video_testing (issue 11, decision 047): a logged-in person publishes to the
// real media server and receives their own media back through it. Never recorded (the room is never
// told to record), one per person at a time (a new one replaces the old), a bounded number in all,
// each closed after `lifetimeMs` whatever the browser does.

export const defaultTestRoomLifetimeMs = 2 * 60_000;
export const defaultMaxTestRooms = 20;

/** The media server's participant id of the one person in a test room. */
const self = 'self';

interface TestSession {
  id: string;
  userId: number;
  room: string;
  timer: NodeJS.Timeout;
}

export interface TestRooms {
  publish(userId: number, sdp: string): Promise<{ sessionId: string; sdp: string }>;
  subscribe(userId: number, sessionId: string, sdp: string): Promise<{ sdp: string }>;
  leave(userId: number, sessionId: string): Promise<void>;
  /** Open sessions (tests, diagnostics). */
  count(): number;
  close(): Promise<void>;
}

export function createTestRooms(options: {
  media: MediaServer;
  lifetimeMs?: number;
  maxSessions?: number;
}): TestRooms {
  const { media } = options;
  const lifetimeMs = options.lifetimeMs ?? defaultTestRoomLifetimeMs;
  const maxSessions = options.maxSessions ?? defaultMaxTestRooms;
  const sessions = new Map<string, TestSession>();

  async function end(session: TestSession) {
    if (sessions.get(session.id) !== session) return;
    sessions.delete(session.id);
    clearTimeout(session.timer);
    await media.leave(session.room, self).catch(() => undefined);
  }

  /** The person's own session; another person's is as unknown as a made-up one. */
  function sessionOf(userId: number, sessionId: string): TestSession {
    const session = sessions.get(sessionId);
    if (!session || session.userId !== userId) throw new MinistryError(404, 'not_found');
    return session;
  }

  return {
    async publish(userId, sdp) {
      for (const session of [...sessions.values()]) if (session.userId === userId) await end(session);
      if (sessions.size >= maxSessions) throw new MinistryError(503, 'video_test_busy');
      const id = randomBytes(16).toString('base64url');
      const session: TestSession = {
        id,
        userId,
        room: `test-${id}`,
        timer: setTimeout(() => void end(session), lifetimeMs),
      };
      session.timer.unref();
      sessions.set(id, session);
      try {
        return { sessionId: id, sdp: await media.publish(session.room, self, sdp) };
      } catch (error) {
        await end(session);
        throw ministryErrorOf(error);
      }
    },

    async subscribe(userId, sessionId, sdp) {
      const session = sessionOf(userId, sessionId);
      try {
        return { sdp: await media.subscribe(session.room, self, self, sdp) };
      } catch (error) {
        throw ministryErrorOf(error);
      }
    },

    async leave(userId, sessionId) {
      await end(sessionOf(userId, sessionId));
    },

    count: () => sessions.size,

    async close() {
      await Promise.all([...sessions.values()].map(end));
    },
  };
}
