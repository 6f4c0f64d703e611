import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeNoticeHtml } from './sanitize-notice-html';

/**
 * A notice's optional HTML content (section 2's generic notification dialog), sanitized in the
 * browser before it is rendered. Loaded lazily, with DOMPurify, only when a notice has HTML.
 */
export default function NoticeHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeNoticeHtml(html), [html]);
  return (
    <Box
      className="notice-html"
      css={{
        '& p, & ul, & ol, & blockquote': { marginBottom: '2' },
        '& ul': { paddingInlineStart: '5', listStyleType: 'disc' },
        '& ol': { paddingInlineStart: '5', listStyleType: 'decimal' },
        '& a': { color: 'blue.600', textDecoration: 'underline' },
        '& h3, & h4': { fontWeight: 'semibold' },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized just above (sanitize-notice-html.ts).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
