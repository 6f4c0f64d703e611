import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { noticeHtmlFor } from '../../notice.js';

export const noticeHtml: NonNullable<QueryResolvers['noticeHtml']> = (_parent, _args, context) =>
  noticeHtmlFor(context.noticeHtml, context.locale);
