import createCache from '@emotion/cache';

/**
 * The nonce the gateway gave this page (decision 025): Vite puts a `csp-nonce` meta in index.html and
 * the gateway fills in a new value per answer. Browsers hide the attribute once parsed; the property
 * keeps it.
 */
function pageNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || undefined;
}

/** Emotion's (Chakra's) <style> tags, with the page's nonce so the Content-Security-Policy admits them. */
export const styleCache = createCache({ key: 'css', nonce: pageNonce() });
