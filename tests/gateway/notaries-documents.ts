import { graphql } from '../../gateway/generated/test-documents/index.js';

// Typed documents of notaries.test.ts; `npm run codegen` types them from schema/*.graphql.

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
        regionId
        districtId
        phone
      }
    }
  }
`);
