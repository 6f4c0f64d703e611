import type { ColorPalette, SystemContext, SystemStyleObject } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { portalSystem } from './system';

/**
 * One element's look, as a Chakra component would give it: a recipe of the system with its variants,
 * then its colour palette and style props, merged by the system's `css()` as Chakra's factory merges
 * them (its useResolvedProps): `{ recipe: 'button', variants: { size: 'sm' }, colorPalette: 'blue' }`
 * is `<Button size="sm" colorPalette="blue">`, and `{ recipe: 'card', slot: 'body', css: { gap: '3' } }`
 * is `<Card.Body gap="3">` (with the root's variants, as the root gives them to its parts).
 */
export interface StaticStyle {
  recipe?: string;
  /** A part of a slot recipe: `recipe` names the slot recipe. */
  slot?: string;
  /** A variant's value, or one per breakpoint (`{ base: 'md', sm: 'lg' }`). */
  variants?: Record<string, string | boolean | Record<string, string>>;
  colorPalette?: ColorPalette;
  css?: SystemStyleObject;
}

/** The class names of a module's styles, one per key. */
export type StaticClasses<K extends string> = Readonly<Record<K, string>>;

/**
 * Where, in Node (the build), `staticStyles` leaves each class's rules for the build to put in
 * index.html (scripts/vite-static-styles.ts). A symbol of the registry: the module the build loads
 * is not the one the plugin imports.
 */
export const staticCssKey = Symbol.for('notary-portal.static-css');

let cache: EmotionCache | undefined;

/** What a style's recipe, or its slot recipe's part, gives for its variants. */
function recipeStyles(system: SystemContext, key: string, { recipe, slot, variants = {} }: StaticStyle) {
  if (recipe === undefined) return {};
  const theme = system._config.theme;
  if (slot === undefined) {
    if (!theme?.recipes?.[recipe]) throw new Error(`static style ${key}: the system has no recipe ${recipe}`);
    return system.getRecipeFn(recipe)(variants) as SystemStyleObject;
  }
  if (!theme?.slotRecipes?.[recipe])
    throw new Error(`static style ${key}: the system has no slot recipe ${recipe}`);
  const part = (system.getSlotRecipeFn(recipe)(variants) as Record<string, SystemStyleObject>)[slot];
  if (part === undefined)
    throw new Error(`static style ${key}: the slot recipe ${recipe} has no part ${slot}`);
  return part;
}

/**
 * Class names for a part of a public page whose look is Chakra's but whose elements are plain (decision
 * 111): the build computes each class with the portal's Chakra system, writes its rules into
 * index.html and replaces the module by its class names, so the page's main thread resolves, hashes
 * and inserts nothing for them. In development and the views' tests the same computation runs here, on
 * the module's first import, and Emotion inserts the rules. The class is Emotion's (`css-<hash>`) for
 * the style Chakra's component would have had: the same rules either way.
 */
export function staticStyles<K extends string>(styles: Record<K, StaticStyle>): StaticClasses<K> {
  const system = portalSystem();
  // In Node a cache per call, so that each module's rules are all its classes' (the build writes them
  // in the order of its files, the same in every build); in the browser the page's one.
  if (cache === undefined && typeof document !== 'undefined') cache = createCache({ key: 'css' });
  const emotion = cache ?? createCache({ key: 'css' });
  const classes: Record<string, string> = {};
  const rules: Record<string, string> = {};
  for (const [key, style] of Object.entries<StaticStyle>(styles)) {
    const { colorPalette, css = {} } = style;
    const recipeCss = recipeStyles(system, key, style);
    const palette = colorPalette === undefined ? {} : { colorPalette };
    const serialized = serializeStyles([system.css(recipeCss, { ...palette, ...css })], emotion.registered);
    const className = `${emotion.key}-${serialized.name}`;
    classes[key] = className;
    // In Node Emotion returns the rules instead of inserting them, once per class: a second part of
    // the same style shares the first's.
    const inserted = insertStyles(emotion, serialized, true);
    if (inserted !== undefined) rules[className] = inserted;
  }
  if (typeof document === 'undefined') Object.defineProperty(classes, staticCssKey, { value: rules });
  return Object.freeze(classes) as StaticClasses<K>;
}
