import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type RecipeDefinition,
  type SlotRecipeConfig,
  type SystemContext,
} from '@chakra-ui/react';
import * as theme from './first-page-theme';
import { withoutDarkMode, withPortalPalettes } from './palettes';

/**
 * Chakra's solid button lightens on hover (`colorPalette.solid/90`, a tenth of the page's white mixed
 * in), which takes white text on blue or red below the 4.5:1 contrast of WCAG AA (4.3:1 on blue.600).
 * The portal darkens it by a tenth of black instead, so a hovered or expanded button stays readable.
 */
const solidHover = { bg: 'color-mix(in srgb, var(--chakra-colors-color-palette-solid) 90%, black)' };
export const buttonRecipe = {
  ...theme.buttonRecipe,
  variants: {
    ...theme.buttonRecipe.variants,
    variant: {
      ...theme.buttonRecipe.variants?.variant,
      solid: { ...theme.buttonRecipe.variants?.variant?.solid, _hover: solidHover, _expanded: solidHover },
    },
  },
} satisfies RecipeDefinition;

export interface Recipes {
  recipes: Record<string, RecipeDefinition>;
  slotRecipes: Record<string, SlotRecipeConfig>;
}

/**
 * The recipes of the components the first pages (the shell, / and /kiosk/auth) render. The others
 * are added by ./more-recipes.ts, which every lazily loaded module that needs them imports
 * (tests/tooling/chakra-recipes.test.ts checks both sides).
 */
export const firstPageRecipes: Recipes = {
  recipes: {
    button: buttonRecipe,
    container: theme.containerRecipe,
    heading: theme.headingRecipe,
    icon: theme.iconRecipe,
    input: theme.inputRecipe,
    link: theme.linkRecipe,
    skipNavLink: theme.skipNavLinkRecipe,
    spinner: theme.spinnerRecipe,
  },
  slotRecipes: {
    alert: theme.alertSlotRecipe,
    breadcrumb: theme.breadcrumbSlotRecipe,
    card: theme.cardSlotRecipe,
    field: theme.fieldSlotRecipe,
  },
};

let created: SystemContext | undefined;

/**
 * A user who asks the system for less motion (WCAG 2.3.3) gets none: no animation runs, so a spinner
 * stands still and a dialog appears and goes without sliding; transitions jump to their end. The
 * carousel also stops playing by itself (services-carousel.tsx). The e2e runs this way, decision 073.
 * No animation at all, not one of 0.01 ms: a closing dialog waits for its exit animation's
 * `animationend` (zag's presence) unless it has none, and on Preact that event of an animation
 * shorter than a frame could end before the dialog listened, leaving its backdrop over the page
 * (decision 101).
 */
const reducedMotion = {
  'html *, html *::before, html *::after': {
    _motionReduce: {
      animationName: 'none !important',
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
};

/**
 * Chakra's default theme (tokens, text and layer styles, global CSS, as `defaultSystem` has them)
 * with only the recipes the portal uses: `defaultSystem` carries every recipe Chakra has (date and
 * colour pickers, trees, code blocks...) into the first load (decision 029). Made on first call,
 * not on import: main.tsx starts the downloads of the first page first, then spends the CPU on it.
 */
export function portalSystem(): SystemContext {
  // The two configs as they are: createSystem merges them (a deep copy of the whole theme), which
  // mergeConfigs before it would do twice.
  if (created) return created;
  created = createSystem(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix: theme.cssVarsPrefix,
      cssVarsRoot: theme.cssVarsRoot,
      globalCss: { ...theme.globalCss, ...reducedMotion },
      theme: {
        breakpoints: theme.breakpoints,
        keyframes: theme.keyframes,
        // The build's snapshot has them already (scripts/vite-chakra-theme.ts); dev and the tests not.
        tokens: { ...theme.tokens, colors: withPortalPalettes(theme.tokens.colors ?? {}) },
        semanticTokens: withoutDarkMode({
          ...theme.semanticTokens,
          colors: withPortalPalettes(theme.semanticTokens.colors ?? {}),
        }),
        textStyles: theme.textStyles,
        layerStyles: theme.layerStyles,
        animationStyles: theme.animationStyles,
        // Added below as they are: createSystem would deep-copy them with the rest (decision 110).
        recipes: {},
        slotRecipes: {},
      },
    }),
  );
  addRecipes(firstPageRecipes);
  return created;
}

/** The attribute of index.html's <style> that holds the system's global CSS (a production build). */
export const globalCssMarker = 'data-chakra-global';

/**
 * The system as ChakraProvider gets it. When index.html carries the global CSS already (the build
 * writes it, scripts/vite-chakra-global-css.ts), without it: the provider would otherwise serialise,
 * hash and insert its ~40 KB through Emotion during the first render (decision 034). The copy
 * inherits everything else from the system, recipes added later included.
 */
export function providedSystem(system: SystemContext, page: Pick<Document, 'querySelector'>): SystemContext {
  if (!page.querySelector(`style[${globalCssMarker}]`)) return system;
  // Not a spread: the build makes `_global` a getter that computes the CSS on first read
  // (scripts/vite-chakra-global-css.ts), which a spread would call.
  return Object.create(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  }) as SystemContext;
}

/**
 * Adds recipes to the system after the first render. Chakra looks a recipe up in the system's
 * config when a component first renders with it, so a module that imports ./more-recipes.ts before
 * its components render gets them styled.
 */
export function addRecipes({ recipes, slotRecipes }: Recipes): void {
  const theme = portalSystem()._config.theme;
  if (!theme?.recipes || !theme.slotRecipes) throw new Error('the Chakra system has no recipe tables');
  Object.assign(theme.recipes, recipes);
  Object.assign(theme.slotRecipes, slotRecipes);
}
