import { graphql } from '../../gql';

/** The statistics page (ui/features/statistics): every series of the period at once. */
export const ActStatisticsQuery = graphql(`
  query ActStatistics($from: String, $to: String) {
    actStatistics(from: $from, to: $to) {
      from
      to
      total
      averageDays
      months {
        month
        count
        averageDays
      }
      types {
        type
        count
      }
      regions {
        regionId
        name {
          oz
          uz
          ru
        }
        count
      }
      registrationTypes {
        registrationType
        count
      }
    }
  }
`);
