import type { AnyVariables, Client, CombinedError, TypedDocumentNode } from 'urql';
import { fromPromise } from 'xstate';
import {
  SearchFailed,
  type SearchFailure,
  type SearchQuery,
} from '../../../machines/searches/search.machine';
import { type FragmentType, useFragment as readFragment } from '../../gql';
import type { CadastreType } from '../../gql/graphql';
import type { PortalOperationContext } from '../../graphql/client';
import { RegistryBanFields, RegistryFineFields } from '../../graphql/registry-fragments';
import {
  BanCheckFields,
  InheritanceCasesQuery,
  NotarialActCheckQuery,
  ProxyCheckQuery,
  RealEstateBanCheckQuery,
  VehicleBanCheckQuery,
} from './searches.documents';

/** A ban check's answer with the registries' fields of its bans and fines read (the page's result). */
function readBanCheck(masked: FragmentType<typeof BanCheckFields>) {
  const check = readFragment(BanCheckFields, masked);
  return {
    bans: check.bans.map((ban) => readFragment(RegistryBanFields, ban)),
    fines: check.fines.map((fine) => readFragment(RegistryFineFields, fine)),
  };
}
export type BanCheck = ReturnType<typeof readBanCheck>;

// The page shows every failure itself (section 8's messages); the global toast would only repeat them.
const context: PortalOperationContext & { requestPolicy: 'network-only' } = {
  silent: true,
  requestPolicy: 'network-only',
};

/** A refused search as the search machine tells them apart (machines/searches). */
export function failureOf(error: CombinedError): SearchFailure {
  const first = error.graphQLErrors[0];
  const code = first?.extensions?.code;
  const message = first?.message ?? '';
  if (code === 'TOO_MANY_ATTEMPTS') return { kind: 'rateLimited', message };
  if (code === 'TOKEN_EXPIRED' || code === 'LOGIN_REQUIRED' || code === 'FORBIDDEN') {
    return { kind: 'loginRequired' };
  }
  const fields = first?.extensions?.fields;
  if (code === 'BAD_REQUEST' && fields && typeof fields === 'object') {
    return { kind: 'invalid', message, fields: fields as Record<string, string> };
  }
  return { kind: 'failed' };
}

async function run<Data, Variables extends AnyVariables, Result>(
  client: Client,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  pick: (data: Data) => Result,
): Promise<Result> {
  const result = await client.query(document, variables, context).toPromise();
  if (result.error) throw new SearchFailed(failureOf(result.error));
  if (!result.data) throw new SearchFailed({ kind: 'failed' });
  return pick(result.data);
}

export type SearchKind = 'notarialAct' | 'proxy' | 'inheritance' | 'ban';

/** The `search` actor of each page's search machine. */
export function searchActor(client: Client, kind: SearchKind) {
  return fromPromise<unknown, SearchQuery>(({ input }) => {
    switch (kind) {
      case 'notarialAct':
        return run(
          client,
          NotarialActCheckQuery,
          { regnum: input.regnum ?? '', regdate: input.regdate ?? '' },
          (d) => d.notarialActCheck,
        );
      case 'proxy':
        return run(
          client,
          ProxyCheckQuery,
          { regnum: input.regnum ?? '', regdate: input.regdate ?? '' },
          (d) => d.proxyCheck,
        );
      case 'inheritance':
        return run(
          client,
          InheritanceCasesQuery,
          { name: input.name ?? '', deathDate: input.deathDate ?? '' },
          (d) =>
            // No case is "not found" (section 8), not an empty table.
            d.inheritanceCases.length > 0 ? d.inheritanceCases : null,
        );
      case 'ban':
        return input.kind === 'realEstate'
          ? run(
              client,
              RealEstateBanCheckQuery,
              {
                cadastreNumber: input.cadastreNumber ?? '',
                cadastreType: (input.cadastreType ?? 'residential') as CadastreType,
              },
              (d) => (d.realEstateBanCheck ? readBanCheck(d.realEstateBanCheck) : null),
            )
          : run(
              client,
              VehicleBanCheckQuery,
              {
                stateNumber: input.stateNumber ?? '',
                techPassportSeries: input.techPassportSeries ?? '',
                techPassportNumber: input.techPassportNumber ?? '',
              },
              (d) => (d.vehicleBanCheck ? readBanCheck(d.vehicleBanCheck) : null),
            );
    }
  });
}
