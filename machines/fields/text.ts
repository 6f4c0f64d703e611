// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text that can be stored and put in a URL: well-formed UTF-16 (no lone surrogate, which neither
 * UTF-8 nor encodeURIComponent can represent) and no NUL (PostgreSQL text cannot hold one). Anything
 * else is refused as bad input before it reaches a database or a URL
 * (docs/decisions/026-bounded-input.md).
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}

export const textKeys = { unstorable: 'error_invalid_characters' } as const;

/**
 * The path (`a.b.0`) of the first string in `value` (keys included) that is not storable text, or
 * undefined when every one is. Walks plain objects and arrays as JSON gives them, to `maxDepth`;
 * deeper values are left to the schemas that read them.
 */
export function findUnstorableText(value: unknown, maxDepth = 32): string | undefined {
  const visit = (node: unknown, path: string[], depth: number): string[] | undefined => {
    if (typeof node === 'string') return isStorableText(node) ? undefined : path;
    if (node === null || typeof node !== 'object' || depth >= maxDepth) return undefined;
    const entries = Array.isArray(node)
      ? node.map((item, i) => [String(i), item] as const)
      : Object.entries(node);
    for (const [key, item] of entries) {
      if (!isStorableText(key)) return [...path, '(key)'];
      const found = visit(item, [...path, key], depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  const found = visit(value, [], 0);
  return found === undefined ? undefined : found.length === 0 ? '(root)' : found.join('.');
}
