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
