import { graphql } from '../../gql';

/** The face check's and the kiosk's inactivity limits, read when the app starts (schema/auth.graphql, kiosks.graphql). */
export const ClientConfigQuery = graphql(`
  query ClientConfig {
    clientConfig {
      faceCheckLimitMs
      faceCheckStartDelayMs
      frameIntervalMs
      kioskIdleMs
      kioskIdleCountdownMs
      instructionalVideoUrl
    }
  }
`);
