import { graphql } from '../../gql';

/** The notary choice (ui/acts/notary-choice.tsx): regions with their districts, the notaries, the new choice. */

export const NotaryChoiceRegionsQuery = graphql(`
  query NotaryChoiceRegions {
    regions {
      id
      name {
        oz
        uz
        ru
      }
      districts {
        id
        name {
          oz
          uz
          ru
        }
      }
    }
  }
`);

export const NotariesQuery = graphql(`
  query Notaries($regionId: Int, $districtId: Int, $name: String) {
    notaries(regionId: $regionId, districtId: $districtId, name: $name) {
      id
      name {
        oz
        uz
        ru
      }
      licenseNumber
      office {
        id
        name {
          oz
          uz
          ru
        }
        address {
          oz
          uz
          ru
        }
        phone
      }
    }
  }
`);

export const SetActNotaryMutation = graphql(`
  mutation SetActNotary($uuid: ID!, $version: Int!, $notary: NotaryChoiceInput!) {
    setActNotary(uuid: $uuid, version: $version, notary: $notary) {
      ...ActDetailFields
    }
  }
`);

/**
 * Whether the user's own region has a notary on the portal, and the nearest region that has one when
 * it has none: the creation form asks as it opens with the automatic choice (decision 079). Another
 * region's answer with `regionId`.
 */
export const NotaryAvailabilityQuery = graphql(`
  query NotaryAvailability($regionId: Int) {
    notaryAvailability(regionId: $regionId) {
      region {
        id
        name
      }
      available
      nearest {
        id
        name
      }
    }
  }
`);
