import { ChakraProvider, type ChakraProviderProps, type SystemContext } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { globalCssMarker, portalSystem } from '../ui/theme/system.js';

/**
 * The Chakra system's global CSS (the cascade layers' order, the reset, the global styles and every
 * token's custom property) as Chakra's provider inserts it through Emotion: rendered here by that
 * same provider, on the server side of Emotion, which returns the CSS instead of inserting it.
 */
export function chakraGlobalCss(system: SystemContext = portalSystem()): string {
  const html = renderToString(
    createElement(
      CacheProvider,
      { value: createCache({ key: 'css' }) },
      createElement(ChakraProvider, { value: system } as ChakraProviderProps, null),
    ),
  );
  const sheets = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]);
  if (sheets.length === 0) throw new Error('ChakraProvider rendered no global styles');
  return sheets.join('\n');
}

/** What of Chakra's theme only the global CSS uses: the page's code can leave it out (scripts/vite-chakra-theme.ts). */
export const onlyInGlobalCss = ['globalCss', 'keyframes'] as const;

/**
 * Writes the global CSS into index.html at build time: the browser parses it with the page, and the
 * first render does not serialise, hash and insert ~40 KB of CSS through Emotion on the main thread
 * (ui/theme/system.ts leaves it out of the provider then; decision 034). Dev keeps the provider's.
 */
export function chakraGlobalCssInHtml(): Plugin {
  return {
    name: 'chakra-global-css',
    apply: 'build',
    transformIndexHtml() {
      return [
        {
          tag: 'style',
          attrs: { [globalCssMarker]: '' },
          children: chakraGlobalCss(),
          injectTo: 'head',
        },
      ];
    },
  };
}

const systemModule = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const eagerGlobal = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const globalProperty = /^(\s*)_global,$/m;

/**
 * Chakra's createSystem computed, in the build, without its global CSS until something reads it:
 * the page has it from index.html, and the token CSS alone is about a third of createSystem's time
 * on the first page's main thread (decision 034). `_global` becomes a getter that computes it on
 * first read, as before. Throws when Chakra's code no longer has the expected shape, so an upgrade
 * fails the build rather than the page.
 */
export function lazyChakraGlobal(code: string): string {
  const declarations = code.split(eagerGlobal).length - 1;
  const properties = code.match(new RegExp(globalProperty.source, 'gm'))?.length ?? 0;
  if (declarations !== 1 || properties !== 1)
    throw new Error(
      `Chakra's createSystem changed shape (${declarations} eager _global, ${properties} _global properties): update scripts/vite-chakra-global-css.ts`,
    );
  return code
    .replace(eagerGlobal, 'let _globalStyles;')
    .replace(
      globalProperty,
      '$1get _global() {$1  return (_globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);$1},',
    );
}

export function chakraLazyGlobal(): Plugin {
  return {
    name: 'chakra-lazy-global',
    apply: 'build',
    transform(code, id) {
      return systemModule.test(id) ? { code: lazyChakraGlobal(code), map: null } : null;
    },
  };
}
