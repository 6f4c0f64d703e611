import { graphql } from '../../gql';

/** The home feature's reads: the act types of the kiosk's shortcuts (schema/reference.graphql). */

export const KioskActTypesQuery = graphql(`
  query KioskActTypes {
    actTypes {
      id
      name {
        oz
        uz
        ru
      }
    }
  }
`);
