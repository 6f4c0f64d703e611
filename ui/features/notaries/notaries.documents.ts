import { graphql } from '../../gql';

/** The notary directory (/notary) and a notary's page (/notary/:id), decision 051. */

export const DirectoryNotaryFields = graphql(`
  fragment DirectoryNotaryFields on DirectoryNotary {
    id
    name {
      oz
      uz
      ru
    }
    licenseNumber
    licenseStatus
    absence
    absentUntil
    workDays
    workFrom
    workTo
    presence
    ministryRating
    clientRating
    reviewCount
    distanceKm
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
      latitude
      longitude
    }
  }
`);

export const NotaryDirectoryQuery = graphql(`
  query NotaryDirectory($filter: NotaryDirectoryFilter) {
    notaryDirectory(filter: $filter) {
      total
      page
      size
      items {
        ...DirectoryNotaryFields
      }
    }
  }
`);

export const NotaryDirectoryOfficesQuery = graphql(`
  query NotaryDirectoryOffices($filter: NotaryDirectoryFilter) {
    notaryDirectoryOffices(filter: $filter) {
      notaries
      office {
        id
        name {
          oz
          uz
          ru
        }
        latitude
        longitude
      }
    }
  }
`);

export const DirectoryRegionsQuery = graphql(`
  query DirectoryRegions {
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

export const DirectoryNotaryQuery = graphql(`
  query DirectoryNotary($id: Int!) {
    directoryNotary(id: $id) {
      ...DirectoryNotaryFields
    }
  }
`);

export const NotaryReviewsQuery = graphql(`
  query NotaryReviews($notaryId: Int!, $page: Int, $size: Int) {
    notaryReviews(notaryId: $notaryId, page: $page, size: $size) {
      total
      page
      size
      items {
        id
        rating
        text
        createdAt
        author
        reported
      }
    }
  }
`);

export const NotaryViewerQuery = graphql(`
  query NotaryViewer($notaryId: Int!) {
    notaryViewer(notaryId: $notaryId) {
      reviewableActs {
        id
        regnum
        regdate
      }
      canHide
    }
  }
`);

export const ReviewNotaryMutation = graphql(`
  mutation ReviewNotary($notaryId: Int!, $actId: Int!, $rating: Int, $text: String) {
    reviewNotary(notaryId: $notaryId, actId: $actId, rating: $rating, text: $text) {
      clientRating
      reviewCount
    }
  }
`);

export const ReportReviewMutation = graphql(`
  mutation ReportReview($reviewId: Int!) {
    reportReview(reviewId: $reviewId)
  }
`);

export const HideReviewMutation = graphql(`
  mutation HideReview($reviewId: Int!, $reason: String!) {
    hideReview(reviewId: $reviewId, reason: $reason) {
      clientRating
      reviewCount
    }
  }
`);

export const MapStyleQuery = graphql(`
  query MapStyle {
    clientConfig {
      mapStyleUrl
    }
  }
`);
