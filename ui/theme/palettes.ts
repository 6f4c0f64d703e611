/**
 * The colour palettes the portal uses: gray, blue for its brand and info, red for errors, orange for
 * warnings, green for success, yellow for the carousel's buttons. Chakra's other palettes (teal,
 * cyan, purple, pink) are left out of the system: fewer tokens to build before the first paint and
 * 0.5 KB less of it (decision 029). tests/tooling/chakra-recipes.test.ts fails on a palette in use
 * that is not here.
 */
export const colorPalettes = ['gray', 'blue', 'red', 'orange', 'green', 'yellow'] as const;

/** Every palette of Chakra's default theme. */
export const chakraPalettes = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'cyan',
  'purple',
  'pink',
] as const;

/** A colour token table without the palettes the portal does not use; other colours stay. */
export function withPortalPalettes<T extends Record<string, unknown>>(colors: T): T {
  const unused = chakraPalettes.filter((palette) => !(colorPalettes as readonly string[]).includes(palette));
  return Object.fromEntries(
    Object.entries(colors).filter(([name]) => !(unused as readonly string[]).includes(name)),
  ) as T;
}

/** A semantic token's value as Chakra's theme writes it: one value, or one per colour mode. */
type ModeValue = { _light?: unknown; _dark?: unknown };

function isModeValue(value: unknown): value is ModeValue {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.includes('_dark') && keys.every((key) => key === '_light' || key === '_dark');
}

/**
 * Semantic tokens without their dark-mode values: the portal has no dark mode (nothing sets Chakra's
 * `dark` class), so each `{ _light, _dark }` pair of Chakra's theme becomes its light value, which
 * is what the page used. createSystem then builds one token for each, not two, and the global CSS
 * has no `.dark` block (decision 106). Other values are kept as they are.
 */
export function withoutDarkMode<T>(tokens: T): T {
  if (tokens === null || typeof tokens !== 'object' || Array.isArray(tokens)) return tokens;
  if ('value' in tokens) {
    const { value } = tokens as { value: unknown };
    return (isModeValue(value) ? { ...tokens, value: value._light } : tokens) as T;
  }
  return Object.fromEntries(Object.entries(tokens).map(([key, inner]) => [key, withoutDarkMode(inner)])) as T;
}
