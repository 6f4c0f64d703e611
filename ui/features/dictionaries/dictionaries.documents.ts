import { graphql } from '../../gql';

/** Every dictionary /update_dict edits (administrators only: FORBIDDEN otherwise, which opens /403). */
export const DictionariesQuery = graphql(`
  query Dictionaries {
    dictionaries {
      configuredBaseAmount
      baseAmountInForce
      actTypes {
        id
        name {
          oz
          uz
          ru
        }
      }
      catalogue {
        actTypeId
        texts {
          ...LocalizedCatalogueTextsFields
        }
      }
      regions {
        id
        name {
          oz
          uz
          ru
        }
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
      offices {
        id
        regionId
        districtId
        phone
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
      baseAmounts {
        id
        effectiveFrom
        amount
      }
    }
  }
`);

/** The journal of changes, newest first, a page at a time. */
export const DictionaryJournalQuery = graphql(`
  query DictionaryJournal($page: Int, $dictionary: DictionaryName) {
    dictionaryJournal(page: $page, dictionary: $dictionary) {
      total
      page
      pageSize
      items {
        id
        at
        userid
        dictionary
        recordId
        before
        after
      }
    }
  }
`);

export const UpdateActTypeNameMutation = graphql(`
  mutation UpdateActTypeName($id: Int!, $name: LocalizedTextInput!) {
    updateActTypeName(id: $id, name: $name) {
      id
      recordId
    }
  }
`);

export const UpdateCatalogueTextsMutation = graphql(`
  mutation UpdateCatalogueTexts($id: Int!, $texts: LocalizedCatalogueTextsInput!) {
    updateCatalogueTexts(id: $id, texts: $texts) {
      id
      recordId
    }
  }
`);

export const UpdateRegionNameMutation = graphql(`
  mutation UpdateRegionName($id: Int!, $name: LocalizedTextInput!) {
    updateRegionName(id: $id, name: $name) {
      id
      recordId
    }
  }
`);

export const UpdateDistrictNameMutation = graphql(`
  mutation UpdateDistrictName($id: Int!, $name: LocalizedTextInput!) {
    updateDistrictName(id: $id, name: $name) {
      id
      recordId
    }
  }
`);

export const UpdateOfficeMutation = graphql(`
  mutation UpdateOffice($id: Int!, $input: OfficeEditInput!) {
    updateOffice(id: $id, input: $input) {
      id
      recordId
    }
  }
`);

export const SetBaseAmountMutation = graphql(`
  mutation SetBaseAmount($effectiveFrom: String!, $amount: Float!) {
    setBaseAmount(effectiveFrom: $effectiveFrom, amount: $amount) {
      id
      recordId
    }
  }
`);
