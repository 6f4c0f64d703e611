import { graphql } from '../../gateway/generated/test-documents/index.js';

// Typed documents the gateway tests send; `npm run codegen` types them from schema/*.graphql.

export const HealthQuery = graphql(`
  query Health {
    health {
      gateway
      ministry {
        status
        database
        migrations
        checkedAt
      }
    }
  }
`);

export const RegionsQuery = graphql(`
  query Regions {
    regions {
      id
      name {
        oz
        uz
        ru
      }
      districts {
        id
        regionId
        name {
          oz
          uz
          ru
        }
      }
    }
  }
`);

export const ActTypesQuery = graphql(`
  query ActTypes {
    actTypes {
      id
      name {
        oz
        uz
        ru
      }
      category
      simplified
    }
  }
`);

export const NotaryOfficesQuery = graphql(`
  query NotaryOffices($regionId: Int) {
    notaryOffices(regionId: $regionId) {
      id
      regionId
      districtId
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
      latitude
      longitude
      phone
    }
  }
`);

export const PrecheckMutation = graphql(`
  mutation Precheck($input: PrecheckInput!) {
    precheck(input: $input)
  }
`);

export const MinistryStatusSubscription = graphql(`
  subscription MinistryStatus {
    ministryStatus {
      status
      database
      migrations
      checkedAt
    }
  }
`);
