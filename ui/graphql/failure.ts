/** A GraphQL failure as a thrown Error carrying the first error's message (already translated). */
export function failure(error: { graphQLErrors: { message: string }[]; message: string }): Error {
  return new Error(error.graphQLErrors[0]?.message ?? error.message);
}
