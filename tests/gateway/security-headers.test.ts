import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../gateway/app.js';
import { type ScriptedMinistry, startGateway, startScriptedMinistry } from './harness.js';

// The response headers of the page and of file downloads (decision 025). That the built SPA runs
// under this policy is the e2e suite's part: every spec fails on a CSP violation (e2e/fixtures.ts).

// As Vite writes index.html with `html.cspNonce`.
const indexHtml = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/app.js" nonce="__CSP_NONCE__"></script>
<meta property="csp-nonce" nonce="__CSP_NONCE__">
</head><body><div id="root"></div></body></html>`;

const directives = (policy: string | null) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

describe('response headers', () => {
  let dir: string;
  let ministry: ScriptedMinistry;
  let gateway: Gateway;
  let url: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gateway-headers-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), indexHtml);
    await writeFile(join(dir, 'assets', 'app.js'), 'console.log(1);\n');
    ministry = await startScriptedMinistry();
    gateway = startGateway({ ministryUrl: ministry.url, staticDir: dir });
    url = await gateway.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await gateway.close();
    await ministry.close();
    await rm(dir, { recursive: true, force: true });
  });

  const page = (path = '/') => fetch(`${url}${path}`, { headers: { accept: 'text/html' } });

  it('on /: a strict Content-Security-Policy whose style nonce is the page’s own, new in every answer', async () => {
    const first = await page();
    const policy = directives(first.headers.get('content-security-policy'));
    const nonce = policy
      .get('style-src')
      ?.find((source) => source.startsWith("'nonce-"))
      ?.slice(7, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const host = new URL(url).host;
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", `'nonce-${nonce}'`],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'", `ws://${host}`, `wss://${host}`],
      'media-src': ["'self'"],
      // Frames of the page's own memory only: the kiosk's print preview (decision 077).
      'frame-src': ['blob:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    // No 'unsafe-inline', no 'unsafe-eval', no 'wasm-unsafe-eval': nothing in the SPA needs them.
    expect(first.headers.get('content-security-policy')).not.toMatch(/unsafe/);
    const html = await first.text();
    expect(html).not.toContain('__CSP_NONCE__');
    expect(html.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);

    const second = await page('/some/deep/route');
    const again = second.headers.get('content-security-policy');
    expect(again).not.toContain(nonce);
    expect(await second.text()).toContain(/'nonce-([^']+)'/.exec(again ?? '')?.[1]);
    // A stored page and a fresh policy would not agree on the nonce: nothing to revalidate against.
    expect(second.headers.has('etag')).toBe(false);
    expect(second.headers.has('last-modified')).toBe(false);
  });

  it('on /: Referrer-Policy, Permissions-Policy for the camera and microphone only, nosniff, no HSTS', async () => {
    for (const path of ['/', '/index.html']) {
      const response = await page(path);
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toBe('camera=(self), microphone=(self)');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.has('strict-transport-security')).toBe(false);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('sends HSTS behind HSTS=on, and lets the page frame the instructional video’s origin only', async () => {
    const tls = startGateway({
      ministryUrl: ministry.url,
      staticDir: dir,
      hsts: true,
      clientConfig: { instructionalVideoUrl: 'https://video.example/embed/intro?rel=0' },
    });
    const base = await tls.listen(0, '127.0.0.1');
    try {
      const response = await fetch(`${base}/`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(directives(response.headers.get('content-security-policy')).get('frame-src')).toEqual([
        'blob:',
        'https://video.example',
      ]);
      const asset = await fetch(`${base}/assets/app.js`);
      expect(asset.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await tls.close();
    }
  });

  it('on every other answer: nosniff and the Referrer-Policy', async () => {
    for (const path of ['/assets/app.js', '/graphql?query=%7B__typename%7D', '/assets/missing.js']) {
      const response = await fetch(`${url}${path}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  describe('on a file download', () => {
    const download = async (headers: Record<string, string>) => {
      ministry.script(() => ({ status: 200, headers, body: '%PDF-1.7 ...' }));
      return fetch(`${url}/files/0f0e6c1a-3b7e-4d43-9d0e-0a7d1c2b3e4f`, {
        headers: { authorization: 'Bearer t' },
      });
    };

    it('is an attachment with nosniff and a sandboxing policy, whatever the ministry sent', async () => {
      const named = await download({
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="act.pdf"',
      });
      expect(named.headers.get('content-disposition')).toBe('attachment; filename="act.pdf"');
      expect(named.headers.get('x-content-type-options')).toBe('nosniff');
      expect(named.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'; sandbox",
      );
      expect(named.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');

      const inline = await download({
        'content-type': 'text/html',
        'content-disposition': 'inline; filename="x.html"',
      });
      expect(inline.headers.get('content-disposition')).toBe('attachment; filename="x.html"');
      const bare = await download({ 'content-type': 'image/svg+xml' });
      expect(bare.headers.get('content-disposition')).toBe('attachment');
      expect(bare.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('passes a refusal on as it is, with nosniff', async () => {
      ministry.script(() => ({
        status: 404,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: 'not_found' }),
      }));
      const refused = await fetch(`${url}/files/0f0e6c1a-3b7e-4d43-9d0e-0a7d1c2b3e4f`);
      expect(refused.status).toBe(404);
      expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
      expect(refused.headers.has('content-disposition')).toBe(false);
    });
  });
});
