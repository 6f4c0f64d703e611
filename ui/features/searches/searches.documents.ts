import { graphql } from '../../gql';

/** The public checks and searches (docs/decisions/052-public-searches.md). */

export const NotarialActCheckQuery = graphql(`
  query NotarialActCheck($regnum: String!, $regdate: String!) {
    notarialActCheck(regnum: $regnum, regdate: $regdate) {
      regnum
      regdate
      type {
        id
        name {
          oz
          uz
          ru
        }
      }
      state
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
      }
      phone
      language
      notes {
        text
        at
      }
      linkedActs {
        regnum
        regdate
        relation
      }
    }
  }
`);

export const ProxyCheckQuery = graphql(`
  query ProxyCheck($regnum: String!, $regdate: String!) {
    proxyCheck(regnum: $regnum, regdate: $regdate) {
      regnum
      regdate
      typeId
      status
      termFrom
      termTo
      delegable
      delegations {
        regnum
        regdate
        termFrom
        termTo
        status
      }
    }
  }
`);

export const InheritanceCasesQuery = graphql(`
  query InheritanceCases($name: String!, $deathDate: String!) {
    inheritanceCases(name: $name, deathDate: $deathDate) {
      caseNumber
      openedOn
      deathDate
      deceased {
        oz
        uz
        ru
      }
      notary {
        id
        name {
          oz
          uz
          ru
        }
        office {
          id
          name {
            oz
            uz
            ru
          }
        }
      }
    }
  }
`);

/** What the ban check shows of a vehicle or of real estate (the registries' own fields). */
export const BanCheckFields = graphql(`
  fragment BanCheckFields on BanCheck {
    bans {
      ...RegistryBanFields
    }
    fines {
      ...RegistryFineFields
    }
  }
`);

export const VehicleBanCheckQuery = graphql(`
  query VehicleBanCheck($stateNumber: String!, $techPassportSeries: String!, $techPassportNumber: String!) {
    vehicleBanCheck(
      stateNumber: $stateNumber
      techPassportSeries: $techPassportSeries
      techPassportNumber: $techPassportNumber
    ) {
      ...BanCheckFields
    }
  }
`);

export const RealEstateBanCheckQuery = graphql(`
  query RealEstateBanCheck($cadastreNumber: String!, $cadastreType: CadastreType!) {
    realEstateBanCheck(cadastreNumber: $cadastreNumber, cadastreType: $cadastreType) {
      ...BanCheckFields
    }
  }
`);
