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

/** The detail fields of one act type in one language (specification section 2). */
export const CatalogueTextsFields = graphql(`
  fragment CatalogueTextsFields on CatalogueTexts {
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
`);

/** The detail fields in the three languages: the catalogue page reads them, /update_dict edits them. */
export const LocalizedCatalogueTextsFields = graphql(`
  fragment LocalizedCatalogueTextsFields on LocalizedCatalogueTexts {
    oz {
      ...CatalogueTextsFields
    }
    uz {
      ...CatalogueTextsFields
    }
    ru {
      ...CatalogueTextsFields
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
        ...LocalizedCatalogueTextsFields
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
          ...FeeRateFields
        }
        reductions {
          basis
          relationships
          rate {
            ...FeeRateFields
          }
        }
      }
    }
  }
`);

/** The calculator's quote (GET /api/catalogue/fee): an act's fee, the same fields (ActFeeFields). */
export const FeeQuoteQuery = graphql(`
  query FeeQuote($actType: Int!, $value: Float, $relationship: RelationshipDegree) {
    feeQuote(actType: $actType, value: $value, relationship: $relationship) {
      ...ActFeeFields
    }
  }
`);
