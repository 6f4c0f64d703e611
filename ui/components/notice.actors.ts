import type { Client } from 'urql';
import { queryData } from '../graphql/query-data';
import { NoticeHtmlQuery } from './notice.documents';

// The notices show their own absence (no announcement) rather than a toast: the read is silent.
const silent = { silent: true };

/** The operator's announcement, the `load` of a notice's query machine (machines/query); null when none. */
export const noticeHtml = async (client: Client, _variables: null) =>
  (await queryData(client, NoticeHtmlQuery, {}, silent)).noticeHtml;
