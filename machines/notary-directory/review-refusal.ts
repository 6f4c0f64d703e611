/**
 * A refusal of a review statechart's call (review.machine.ts, review-report.machine.ts): the
 * ministry's message, already in the visitor's language, when it gave one, else a translation key
 * (namespace notaries). Apart from the statecharts so that a page that only reports reviews does not
 * load the rules of review.ts, and zod with them (decision 110).
 */

/** Thrown by the UI's actors when the ministry refused the call with a message for the visitor. */
export class MinistryRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MinistryRefusal';
  }
}

export type Refusal = { message: string; key: null } | { message: null; key: string };

export const refusalOf = (error: unknown, key: string): Refusal =>
  error instanceof MinistryRefusal ? { message: error.message, key: null } : { message: null, key };
