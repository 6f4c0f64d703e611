import DOMPurify from 'dompurify';

/**
 * What a notice's HTML may keep (decision 084): text structure and links, nothing that runs or
 * restyles the page. DOMPurify parses the fragment in an inert document and drops everything else:
 * scripts, styles (elements and attributes), event handlers, frames, forms, images, and any link
 * whose address is not http(s), mailto, tel or a path of this site (javascript:, data:, vbscript:).
 */
const allowedTags = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'span',
  'blockquote',
];
const allowedAttributes = ['href', 'title', 'lang', 'dir'];
const allowedUri = /^(?:https?:|mailto:|tel:|\/(?!\/))/i;

let linksHooked = false;

/** Every link kept opens in a new tab that cannot reach back to the portal (rel=noopener). */
function hookLinks() {
  if (linksHooked) return;
  linksHooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeNoticeHtml(html: string): string {
  hookLinks();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOWED_URI_REGEXP: allowedUri,
    // Dropped with their content, not unwrapped: a style's or script's text is not notice text.
    FORBID_CONTENTS: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math'],
  });
}
