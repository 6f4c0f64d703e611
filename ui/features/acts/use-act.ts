import { useMemo, useState } from 'react';
import { useQuery, useSubscription } from 'urql';
import { useFragment } from '../../gql';
import type { ActDetailFieldsFragment } from '../../gql/graphql';
import { ActChangedSubscription, ActDetailFragment, ActQuery, ActUuidQuery } from './acts.documents';

export type ActDetail = ActDetailFieldsFragment;

/** /my_notarial_act/{rid}: the act's uuid (Query.actUuid); `missing` for an address that is no number. */
export function useActUuidForRid(rid: string): { uuid: string | null; missing: boolean; failed: boolean } {
  const wanted = Number(rid);
  const valid = Number.isInteger(wanted) && wanted > 0;
  // An unknown act or a stranger gets the 418 toast and redirect of the global error policy.
  const [{ data, error }] = useQuery({ query: ActUuidQuery, variables: { rid: wanted }, pause: !valid });
  return { uuid: data?.actUuid ?? null, missing: !valid, failed: Boolean(error) };
}

/**
 * The act, live: the query answers first, then Subscription.actChanged pushes every committed
 * change (by anybody) within a second. Whichever copy carries the highest version wins, so a
 * mutation's own answer, a late query and the subscription cannot step the screen backwards.
 */
export function useLiveAct(uuid: string | null) {
  const [query, refetch] = useQuery({ query: ActQuery, variables: { uuid: uuid ?? '' }, pause: !uuid });
  const [subscription] = useSubscription({
    query: ActChangedSubscription,
    variables: { uuid: uuid ?? '' },
    pause: !uuid,
  });
  const [own, setOwn] = useState<ActDetail | null>(null);
  const fromQuery = useFragment(ActDetailFragment, query.data?.act ?? null);
  const fromSubscription = useFragment(ActDetailFragment, subscription.data?.actChanged ?? null);
  const act = useMemo(() => {
    const candidates = [fromQuery, fromSubscription, own].filter(
      (candidate): candidate is ActDetail => candidate !== null && candidate.uuid === uuid,
    );
    return candidates.reduce<ActDetail | null>(
      (best, candidate) => (best === null || candidate.version > best.version ? candidate : best),
      null,
    );
  }, [fromQuery, fromSubscription, own, uuid]);
  return {
    act,
    fetching: query.fetching,
    error: query.error ?? null,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
    /** A mutation's answer: the act after the transition. */
    received: setOwn,
  };
}
