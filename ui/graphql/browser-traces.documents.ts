import { graphql } from '../gql';

/**
 * The session's own side of browser traces (decision 061): whether it is traced, the upload of one
 * batch (the lazily loaded tracer, ui/app/browser-tracer.ts) and the user's consent (the profile).
 */

export const BrowserTracingQuery = graphql(`
  query BrowserTracing {
    browserTracing {
      traced
      reason
      consent
    }
  }
`);

export const SetBrowserTraceConsentMutation = graphql(`
  mutation SetBrowserTraceConsent($consent: Boolean!) {
    setBrowserTraceConsent(consent: $consent) {
      traced
      reason
      consent
    }
  }
`);

export const UploadBrowserTraceMutation = graphql(`
  mutation UploadBrowserTrace($batch: BrowserTraceBatchInput!) {
    uploadBrowserTrace(batch: $batch) {
      traceId
      eventCount
      capped
    }
  }
`);
