import { describe, expect, it } from 'vitest';
import { NOTICE_HTML_MAX_CHARS, noticeHtmlFromEnv } from '../../gateway/notice.js';
import { NoticeHtmlQuery } from '../../ui/components/notice.documents.js';
import { send, startGateway } from './harness.js';

// The operator's announcement in the notices (decision 084): one HTML fragment per language, from
// NOTICE_HTML_OZ/UZ/RU, bounded, passed on raw (the browser sanitizes it).

describe('NOTICE_HTML_* (the notices’ optional HTML)', () => {
  it('reads one fragment per language; blank means none', () => {
    expect(
      noticeHtmlFromEnv({
        NOTICE_HTML_OZ: ' <p>Diqqat</p> ',
        NOTICE_HTML_UZ: '   ',
        NOTICE_HTML_RU: '<p>Внимание</p>',
      }),
    ).toEqual({ oz: '<p>Diqqat</p>', ru: '<p>Внимание</p>' });
    expect(noticeHtmlFromEnv({})).toEqual({});
  });

  it('refuses to start, naming the variable, when a fragment is over its bound', () => {
    expect(() => noticeHtmlFromEnv({ NOTICE_HTML_UZ: 'x'.repeat(NOTICE_HTML_MAX_CHARS + 1) })).toThrow(
      `NOTICE_HTML_UZ must be at most ${NOTICE_HTML_MAX_CHARS} characters`,
    );
    expect(noticeHtmlFromEnv({ NOTICE_HTML_UZ: 'x'.repeat(NOTICE_HTML_MAX_CHARS) }).uz).toHaveLength(
      NOTICE_HTML_MAX_CHARS,
    );
  });

  it('answers Query.noticeHtml in the request’s language, null in a language without one', async () => {
    const gateway = startGateway({
      ministryUrl: 'http://127.0.0.1:9',
      noticeHtml: { oz: '<p>Diqqat</p>', ru: '<p>Внимание</p>' },
    });
    try {
      const inRussian = await send(gateway, NoticeHtmlQuery, { headers: { 'accept-language': 'ru' } });
      expect(inRussian.result).toEqual({ data: { noticeHtml: '<p>Внимание</p>' } });
      const inLatin = await send(gateway, NoticeHtmlQuery, { headers: { 'accept-language': 'oz' } });
      expect(inLatin.result).toEqual({ data: { noticeHtml: '<p>Diqqat</p>' } });
      const inCyrillic = await send(gateway, NoticeHtmlQuery, { headers: { 'accept-language': 'uz-Cyrl' } });
      expect(inCyrillic.result).toEqual({ data: { noticeHtml: null } });
    } finally {
      await gateway.close();
    }
  });

  it('answers null when nothing is configured', async () => {
    const gateway = startGateway({ ministryUrl: 'http://127.0.0.1:9' });
    try {
      expect((await send(gateway, NoticeHtmlQuery)).result).toEqual({ data: { noticeHtml: null } });
    } finally {
      await gateway.close();
    }
  });
});
