import { writeLocalStore } from '../../storage/local-store';

/**
 * The GraphQL client is created before the session actor (the actor needs the client), so the
 * error policy reaches the session through this one registered handler.
 */
type Handler = (currentPath: string) => void;
let handler: Handler | null = null;

export function setSessionExpiredHandler(next: Handler | null) {
  handler = next;
}

/** TOKEN_EXPIRED: the session resets itself; without a session actor the store is reset directly. */
export function endExpiredSession(currentPath: string) {
  if (handler) handler(currentPath);
  else writeLocalStore({ token: null, user: null, redirectUrl: currentPath });
}
