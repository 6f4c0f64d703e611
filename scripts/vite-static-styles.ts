import { pathToFileURL } from 'node:url';
import { type NamespacedUnregister, register } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { staticCssKey } from '../ui/theme/static-styles.js';

/** The modules whose styles the build computes: `*.styles.ts` under ui/ (decision 111). */
export const stylesModule = /[\\/]ui[\\/].+\.styles\.ts$/;

/** The attribute of index.html's <style> that holds the static styles' rules. */
export const staticCssMarker = 'data-static-styles';

export interface ComputedStyles {
  /** The module as the page gets it: each export its class names, as literals. */
  code: string;
  /** Each class's rules, by class name. */
  rules: Record<string, string>;
}

function isClassMap(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((name) => typeof name === 'string') &&
    staticCssKey in value
  );
}

/** Node's loader for TypeScript, in a namespace of its own: the styles modules share one Chakra system. */
export function stylesLoader(): NamespacedUnregister {
  return register({ namespace: `static-styles-${process.pid}-${Date.now()}` });
}

/**
 * Runs a styles module in Node, where `staticStyles` computes each class with the portal's Chakra
 * system and keeps its rules (ui/theme/static-styles.ts), and writes the module out as its class
 * names. Every export must be a `staticStyles` result: anything else would be lost, so it throws.
 */
export async function computeStyles(file: string, loader: NamespacedUnregister): Promise<ComputedStyles> {
  const module = (await loader.import(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
  const rules: Record<string, string> = {};
  const lines: string[] = [];
  for (const [name, value] of Object.entries(module)) {
    if (!isClassMap(value))
      throw new Error(
        `${file}: export ${name} is not a staticStyles(...) result; a styles module exports only those`,
      );
    Object.assign(rules, (value as unknown as Record<symbol, Record<string, string>>)[staticCssKey]);
    lines.push(`export const ${name} = Object.freeze(${JSON.stringify({ ...value })});`);
  }
  if (lines.length === 0) throw new Error(`${file} exports no styles`);
  return { code: lines.join('\n'), rules };
}

/**
 * In the build, each styles module becomes its class names and their rules go into index.html, beside
 * the system's global CSS (scripts/vite-chakra-global-css.ts): the page parses them with the document
 * and its main thread computes none of them. Dev and the tests run the modules as they are.
 */
export function staticStylesInHtml(): Plugin {
  /** Each module's rules in their order, by file; the files in name order make the build's output stable. */
  const rules = new Map<string, Record<string, string>>();
  let loader: NamespacedUnregister | undefined;
  return {
    name: 'static-styles',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      rules.clear();
    },
    async buildEnd() {
      await loader?.unregister();
      loader = undefined;
    },
    async transform(_code, id) {
      if (!stylesModule.test(id)) return null;
      loader ??= stylesLoader();
      const computed = await computeStyles(id, loader);
      rules.set(id, computed.rules);
      return { code: computed.code, map: null };
    },
    // After every module is transformed (the normal order runs when the bundle is written).
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (rules.size === 0) return [];
        // A class two modules share comes once, where its first module puts it.
        const css = new Map<string, string>();
        for (const file of [...rules.keys()].sort())
          for (const [className, text] of Object.entries(rules.get(file) ?? {}))
            if (!css.has(className)) css.set(className, text);
        return [
          {
            tag: 'style',
            attrs: { [staticCssMarker]: '' },
            children: [...css.values()].join(''),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
