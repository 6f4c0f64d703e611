/**
 * GraphQL hands absent optional inputs over as null; the ministry's contract leaves them out. Drops
 * null members of plain objects (recursively, also inside lists), keeping everything else as is.
 */
export function withoutNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutNulls) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, member]) => member !== null && member !== undefined)
        .map(([key, member]) => [key, withoutNulls(member)]),
    ) as T;
  }
  return value;
}
