// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify does not support happy-dom, whose parser mangles what it sanitizes.
import { describe, expect, it } from 'vitest';
import { sanitizeNoticeHtml } from './sanitize-notice-html';

// A notice's HTML comes from the operator's configuration (NOTICE_HTML_*): the browser keeps its
// text and structure and drops whatever would run, restyle the page or frame another (decision 084).

describe('a notice’s HTML, sanitized', () => {
  it.each([
    ['a script element', '<p>Salom</p><script>alert(1)</script>', '<p>Salom</p>'],
    ['an onerror handler', '<img src="x" onerror="alert(1)"><p>Matn</p>', '<p>Matn</p>'],
    ['an onclick on kept text', '<p onclick="alert(1)">Matn</p>', '<p>Matn</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">bosing</a>', '<a>bosing</a>'],
    ['a JaVaScRiPt: link with spaces', '<a href=" JaVaScRiPt:alert(1)">bosing</a>', '<a>bosing</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>Matn</p>', '<p>Matn</p>'],
    ['a style element', '<style>body{display:none}</style><p>Matn</p>', '<p>Matn</p>'],
    ['a style attribute', '<p style="position:fixed;inset:0">Matn</p>', '<p>Matn</p>'],
    ['an svg with a script', '<svg><script>alert(1)</script></svg><p>Matn</p>', '<p>Matn</p>'],
    ['a form', '<form action="https://evil.example"><input name="pin"></form><p>Matn</p>', '<p>Matn</p>'],
    ['a class (the portal’s styles)', '<p class="chakra-button">Matn</p>', '<p>Matn</p>'],
  ])('drops %s', (_name, input, expected) => {
    expect(sanitizeNoticeHtml(input)).toBe(expected);
  });

  it('keeps the notice’s text structure', () => {
    const html = '<h3>Diqqat</h3><p><strong>Hech kimga</strong> <em>bermang</em>:</p><ul><li>parol</li></ul>';
    expect(sanitizeNoticeHtml(html)).toBe(html);
  });

  it.each([
    ['https://adliya.uz/uz/', 'https://adliya.uz/uz/'],
    ['/catalogue', '/catalogue'],
    ['mailto:info@adliya.uz', 'mailto:info@adliya.uz'],
    ['tel:1008', 'tel:1008'],
  ])('keeps the link %s and opens it safely (rel=noopener)', (href, kept) => {
    const clean = sanitizeNoticeHtml(`<a href="${href}" target="_self">havola</a>`);
    const link = new DOMParser().parseFromString(clean, 'text/html').querySelector('a');
    expect(link?.getAttribute('href')).toBe(kept);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('refuses a protocol-relative link to another site', () => {
    expect(sanitizeNoticeHtml('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
  });
});
