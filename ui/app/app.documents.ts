import { graphql } from '../gql';

/** What the app shell sends itself: the ministry's status behind the banner (schema/base.graphql). */

export const MinistryStatusSubscription = graphql(`
  subscription MinistryStatus {
    ministryStatus {
      status
      checkedAt
    }
  }
`);
