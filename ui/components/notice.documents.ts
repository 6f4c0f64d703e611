import { graphql } from '../gql';

/**
 * The operator's announcement for the notices (Query.noticeHtml), raw HTML in the page's language;
 * read by the home notice and the kiosk's notification list, which sanitize it (notice-html.tsx).
 */
export const NoticeHtmlQuery = graphql(`
  query NoticeHtml {
    noticeHtml
  }
`);
