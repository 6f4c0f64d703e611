import type { Client, DocumentInput } from 'urql';
import { fromCallback, fromPromise } from 'xstate';
import type { NotificationItem } from '../../../machines/session/after-login';
import type { StorageCommand } from '../../../machines/session/session.machine';
import type { SessionUser } from '../../../machines/session/session.types';
import { type FragmentType, useFragment as readFragment } from '../../gql';
import type { SessionUserFieldsFragment } from '../../gql/graphql';
import type { PortalOperationContext } from '../../graphql/client';
import { failure } from '../../graphql/failure';
import { readLocalStore, subscribeLocalStore, writeLocalStore } from '../../storage/local-store';
import {
  AcceptOfferMutation,
  CheckTokenQuery,
  LogoutMutation,
  MeQuery,
  NotificationsQuery,
  RefuseOfferMutation,
  SessionUserFragment,
} from './session.documents';

const silent: PortalOperationContext & { requestPolicy: 'network-only' } = {
  silent: true,
  requestPolicy: 'network-only',
};

/**
 * Whether the session the client holds now is alive (Query.checkToken), asked when a subscription ended
 * with TOKEN_EXPIRED (ui/graphql/client.ts). Not silent: an ended session's TOKEN_EXPIRED goes to the
 * error policy like any query's, which ends the session with the catalogue's toast and return target.
 */
export async function confirmSession(client: Client): Promise<boolean> {
  if (!readLocalStore().token) return false;
  const result = await client.query(CheckTokenQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  return result.data?.checkToken === true;
}

export function toSessionUser(fields: SessionUserFieldsFragment): SessionUser {
  // Nulls are dropped so the stored record holds only what the ministry knows.
  const entries = Object.entries(fields).filter(([key, value]) => value !== null && key !== '__typename');
  return { ...Object.fromEntries(entries), termsofuse: fields.termsofuse } as SessionUser;
}

export const readUser = (masked: FragmentType<typeof SessionUserFragment>) =>
  toSessionUser(readFragment(SessionUserFragment, masked));

/** The session machine's effects, given the app's one urql client. */
export function sessionActors(client: Client) {
  return {
    storage: fromCallback<StorageCommand>(({ receive, sendBack }) => {
      receive((command) => writeLocalStore(command.patch));
      // Refreshed tokens, the navigation guard's redirect target, other tabs: keep the machine in step.
      return subscribeLocalStore(() => sendBack({ type: 'session.storeSynced', store: readLocalStore() }));
    }),
    logout: fromPromise(async () => {
      const result = await client.mutation(LogoutMutation, {}, silent).toPromise();
      if (result.error) throw failure(result.error);
      return result.data?.logout ?? false;
    }),
    notifications: fromPromise(async (): Promise<NotificationItem[]> => {
      const result = await client.query(NotificationsQuery, {}, silent).toPromise();
      if (result.error) throw failure(result.error);
      return (result.data?.notifications ?? []).map((item) => ({
        regtypeid: item.regtypeid,
        regsystemid: item.regsystemid,
        rid: item.rid ?? null,
        uuid: item.uuid ?? null,
        na: item.na ?? null,
        visitdate: item.visitdate ?? null,
        visittime: item.visittime ?? null,
        office: item.office ?? null,
      }));
    }),
  };
}

/**
 * Query.me for the app actor: the stored user as the ministry knows it now. Not silent: it is the
 * first authenticated call of a page, so an expired token reaches the error policy at once.
 */
export function meActor(client: Client) {
  return fromPromise(async (): Promise<SessionUser> => {
    const result = await client.query(MeQuery, {}, { requestPolicy: 'network-only' }).toPromise();
    if (result.error) throw failure(result.error);
    if (!result.data) throw new Error('Query.me answered without data');
    return readUser(result.data.me);
  });
}

/** The terms machine's calls. check_token and offer_accept failures are only logged (section 8). */
export function termsActors(client: Client) {
  /** offer_accept with action 1 (accept) or 0 (refuse): a refusal is logged and thrown. */
  const answerOffer = async <Data>(mutation: DocumentInput<Data, Record<string, never>>, action: 0 | 1) => {
    const result = await client.mutation(mutation, {}, silent).toPromise();
    if (result.error) {
      console.warn(`offer_accept action=${action} failed`, result.error.graphQLErrors[0]?.extensions?.code);
      throw failure(result.error);
    }
    return result.data;
  };
  return {
    checkToken: fromPromise(async () => {
      const result = await client.query(CheckTokenQuery, {}, silent).toPromise();
      if (result.error) console.info('check_token refused', result.error.graphQLErrors[0]?.extensions?.code);
      return result.data?.checkToken === true;
    }),
    acceptOffer: fromPromise(async () => (await answerOffer(AcceptOfferMutation, 1))?.acceptOffer ?? 1),
    refuseOffer: fromPromise(async () => (await answerOffer(RefuseOfferMutation, 0))?.refuseOffer ?? 0),
  };
}
