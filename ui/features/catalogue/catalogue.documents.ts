import { graphql } from '../../gql';

/** The catalogue's sections and acts, or those a query in any script finds (GET /api/catalogue). */
export const CatalogueQuery = graphql(`
  query Catalogue($query: String, $page: Int) {
    catalogue(query: $query, page: $page) {
      total
      page
      pageSize
      items {
        id
        key
        section
        name {
          oz
          uz
          ru
        }
        summary {
          oz
          uz
          ru
        }
      }
    }
  }
`);

/** One act type's detail (GET /api/catalogue/{id}). */
export const CatalogueEntryQuery = graphql(`
  query CatalogueEntry($id: Int!) {
    catalogueEntry(id: $id) {
      id
      key
      section
      simplified
      asksRelationship
      asksValue
      name {
        oz
        uz
        ru
      }
      texts {
        oz {
          regulation
          summary
          documents
          duration
          result
          conditions
          links {
            title
            url
          }
        }
        uz {
          regulation
          summary
          documents
          duration
          result
          conditions
          links {
            title
            url
          }
        }
        ru {
          regulation
          summary
          documents
          duration
          result
          conditions
          links {
            title
            url
          }
        }
      }
      roles {
        role
        min
        max
      }
      tariff {
        basis
        baseAmount
        stateFee {
          ofBase
          ofValue
          minOfBase
          source
        }
        reductions {
          basis
          relationships
          rate {
            ofBase
            ofValue
            minOfBase
            source
          }
        }
      }
    }
  }
`);

/** The calculator's quote (GET /api/catalogue/fee): the same shape as an act's fee. */
export const FeeQuoteQuery = graphql(`
  query FeeQuote($actType: Int!, $value: Float, $relationship: RelationshipDegree) {
    feeQuote(actType: $actType, value: $value, relationship: $relationship) {
      baseAmount
      value
      reduction
      invoices {
        purpose
        amount
        basis
        rate {
          ofBase
          ofValue
          minOfBase
          source
        }
      }
    }
  }
`);
