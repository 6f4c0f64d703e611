import { graphql } from '../../gql';

/** The face check's limits, read when the app starts (schema/auth.graphql). */
export const ClientConfigQuery = graphql(`
  query ClientConfig {
    clientConfig {
      faceCheckLimitMs
      faceCheckStartDelayMs
      frameIntervalMs
      instructionalVideoUrl
    }
  }
`);
