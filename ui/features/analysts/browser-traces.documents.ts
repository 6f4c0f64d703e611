import { graphql } from '../../gql';

/**
 * The analysts' browser traces (issue 14, decision 061): the traces linked to an act, and one trace
 * replayed actor by actor, each step in the act replay's shape so the same stepper shows both.
 */

export const BrowserTraceSummaryFragment = graphql(`
  fragment BrowserTraceSummaryFields on BrowserTraceSummary {
    id
    startedAt
    lastAt
    actorCount
    eventCount
    capped
    partial
  }
`);

export const ActBrowserTracesQuery = graphql(`
  query ActBrowserTraces($ref: String!) {
    actBrowserTraces(ref: $ref) {
      ...BrowserTraceSummaryFields
    }
  }
`);

export const BrowserReplayFragment = graphql(`
  fragment BrowserReplayFields on BrowserReplay {
    partial
    steps {
      index
      ref
      at
      kind
      type
      from
      to
      step
      outcome
      refusal
      expected
      contextDiff {
        key
        before
        after
      }
      partial
      waitingFor
    }
    divergence {
      index
      ref
      at
      type
      kind
      from
      expected
      actual
      refusal
    }
    final {
      state
      done
      context
    }
    segments {
      state
      fromIndex
      toIndex
      enteredAt
      leftAt
      ms
    }
    timeInStates {
      state
      visits
      ms
    }
  }
`);

export const BrowserTraceReplayQuery = graphql(`
  query BrowserTraceReplay($id: Int!) {
    browserTraceReplay(id: $id) {
      trace {
        ...BrowserTraceSummaryFields
      }
      actors {
        sessionId
        machineId
        parentSessionId
        eventCount
        replay {
          ...BrowserReplayFields
        }
      }
      acts
    }
  }
`);
