import { graphql } from '../../gql';

// The analysts' pages (issue 14, decision 062): analysts only; FORBIDDEN opens /403. Everything here
// is redacted by the ministry: roles and record ids, never a person's name or documents.

/** Acts stuck in a step longer than its limit, grouped by step and by who must act, oldest first. */
export const StuckActsQuery = graphql(`
  query StuckActs($filter: StuckActsFilter, $page: Int) {
    stuckActs(filter: $filter, page: $page) {
      asOf
      total
      page
      pageSize
      limits {
        state
        step
        hours
      }
      groups {
        state
        step
        awaiting
        count
        oldestSince
      }
      items {
        rid
        uuid
        typeId
        officeId
        notaryId
        state
        step
        awaiting
        since
        hours
        limitHours
      }
    }
  }
`);

/** One act replayed through today's statechart. */
export const AnalystActQuery = graphql(`
  query AnalystAct($ref: String!) {
    analystAct(ref: $ref) {
      matchesStored
      act {
        rid
        uuid
        regnum
        typeId
        officeId
        notaryId
        state
        step
        simplified
        awaiting
        version
        instime
        updatedAt
        stateSince
      }
      replay {
        partial
        steps {
          index
          ref
          at
          kind
          type
          actor {
            role
            userId
          }
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
          step
          done
          waitingFor
        }
        segments {
          state
          step
          fromIndex
          toIndex
          enteredAt
          leftAt
          ms
          waitingFor
        }
        timeInStates {
          state
          step
          visits
          ms
        }
        waitingTotals {
          role
          ms
        }
        toGoal {
          goal
          reachable
          moves {
            event
            roles
            from
            to
            step
          }
        }
      }
    }
  }
`);

/** The act's replay as @statelyai/inspect events, downloaded as a file. */
export const AnalystActTraceQuery = graphql(`
  query AnalystActTrace($ref: String!) {
    analystActTrace(ref: $ref) {
      eventCount
      json
    }
  }
`);
