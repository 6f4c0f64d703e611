import createCache from '@emotion/cache';
import { type Options, StyleSheet } from '@emotion/sheet';
import { nextTaskPost } from './next-task';

/**
 * The nonce the gateway gave this page (decision 025): Vite puts a `csp-nonce` meta in index.html and
 * the gateway fills in a new value per answer. Browsers hide the attribute once parsed; the property
 * keeps it.
 */
function pageNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || undefined;
}

/**
 * The most `<style>` tags a page opens for Emotion's rules; past it, every later rule goes into the
 * last tag, as Emotion itself would put them all in one (decision 107).
 */
export const maxStyleTags = 64;

/**
 * Emotion's style sheet, with the rules of each task in a `<style>` tag of their own (decision 107).
 *
 * Chakra's rules are mostly `@layer recipes { … }` and `@media … { … }` blocks. When such a block is
 * inserted into a sheet, Chromium cannot tell which rules changed and restyles every element that any
 * rule of that whole sheet could match: with one tag for the page, each stage of the first render
 * (decision 105) restyled the whole page, 300 elements for a part of twenty. A tag per task keeps that
 * restyle to the elements of the rules the task added. The tags follow each other in the document, so
 * the cascade is Emotion's insertion order, as with one tag.
 */
export class TaskStyleSheet extends StyleSheet {
  #inTask = false;
  readonly #post: (run: () => void) => void;

  constructor(options: Options, post: (run: () => void) => void = nextTaskPost()) {
    super(options);
    this.#post = post;
  }

  override insert(rule: string): void {
    if (!this.#inTask) {
      this.#inTask = true;
      this.#post(() => {
        this.#inTask = false;
      });
      // StyleSheet opens a tag whenever its counter is a multiple of its tag size (65,000 rules in
      // production, 1 in development): a counter at 0 opens the task's own.
      if (this.tags.length < maxStyleTags) this.ctr = 0;
    }
    super.insert(rule);
  }
}

/** Emotion's (Chakra's) cache: the page's nonce on its tags, so the Content-Security-Policy admits them. */
function createStyleCache() {
  const cache = createCache({ key: 'css', nonce: pageNonce() });
  const { key, nonce, container, isSpeedy, prepend, insertionPoint } = cache.sheet;
  cache.sheet = new TaskStyleSheet({ key, nonce, container, speedy: isSpeedy, prepend, insertionPoint });
  return cache;
}

export const styleCache = createStyleCache();
