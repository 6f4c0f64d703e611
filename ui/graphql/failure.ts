/** A GraphQL failure as a thrown Error carrying the first error's message (already translated). */
export function failure(error: { graphQLErrors: { message: string }[]; message: string }): Error {
  return new Error(error.graphQLErrors[0]?.message ?? error.message);
}

/**
 * BAD_REQUEST's messages by field (the ministry's, already in the visitor's language), or null for
 * any other failure: what a form shows on its fields instead of handing the failure to the policy.
 */
export function refusedFields(
  error: { graphQLErrors: readonly { extensions?: Record<string, unknown> }[] } | undefined,
): Record<string, string> | null {
  const extensions = error?.graphQLErrors[0]?.extensions;
  const fields = extensions?.code === 'BAD_REQUEST' ? extensions.fields : null;
  if (!fields || typeof fields !== 'object') return null;
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
