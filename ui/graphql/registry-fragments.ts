import { graphql } from '../gql';

/**
 * A ban, arrest or restriction as the registries hold it (schema `RegistryBan`): one set of fields
 * for an act's vehicle, the notary's vehicle lookup (the acts feature) and the public ban check
 * (the searches feature), so the three cannot drift apart.
 */
export const RegistryBanFields = graphql(`
  fragment RegistryBanFields on RegistryBan {
    kind
    state
    startDate
    documentDate
    documentNumber
    official
    organ
  }
`);

/** A vehicle's fine as the traffic police registry holds it (schema `RegistryFine`), likewise. */
export const RegistryFineFields = graphql(`
  fragment RegistryFineFields on RegistryFine {
    resolutionNumber
    issuedOn
    amount
    paid
  }
`);
