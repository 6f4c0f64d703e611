import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../gateway/app.js';
import { refusedUrl, startGateway } from './harness.js';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** node:http rather than fetch: the test must see the raw path and the encoded bytes. */
function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const indexHtml =
  '<!doctype html><html lang="uz"><head><script src="/assets/app-3f9a1c.js"></script></head></html>';
const script = `console.log(${JSON.stringify('notarius '.repeat(400))});\n`;

describe('the built SPA with history-mode fallback', () => {
  let dir: string;
  let gateway: Gateway;
  let url: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gateway-spa-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), indexHtml);
    await writeFile(join(dir, 'assets', 'app-3f9a1c.js'), script);
    await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    gateway = startGateway({ ministryUrl: await refusedUrl(), staticDir: dir });
    url = await gateway.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await gateway.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves index.html at / without long caching', async () => {
    const res = await get(url, '/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toBe(indexHtml);
  });

  it('answers a deep route that a browser navigates to with index.html', async () => {
    for (const path of [
      '/some/deep/route',
      '/kiosk/enotarial_act/6f1c2a9e',
      '/my_notarial_act/12/member/3',
    ]) {
      const res = await get(url, path, html);
      expect(res.status, path).toBe(200);
      expect(res.body.toString(), path).toBe(indexHtml);
    }
  });

  it('answers 404 for a missing asset, even to a browser, and for non-page requests', async () => {
    expect((await get(url, '/assets/missing.js', html)).status).toBe(404);
    expect((await get(url, '/assets/missing.js')).status).toBe(404);
    expect((await get(url, '/some/deep/route', { accept: 'application/json' })).status).toBe(404);
    expect((await get(url, '/files', html)).status).toBe(404);
    expect((await get(url, '/graphql/nothing', html)).status).toBe(404);
  });

  it('serves hashed assets as immutable, compressed with brotli or gzip', async () => {
    const plain = await get(url, '/assets/app-3f9a1c.js');
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    const br = await get(url, '/assets/app-3f9a1c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await get(url, '/assets/app-3f9a1c.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
  });

  it('serves other files with revalidation and answers 304 to a matching ETag', async () => {
    const first = await get(url, '/favicon.svg');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get(url, '/favicon.svg', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('never serves files outside the static folder', async () => {
    await writeFile(join(dir, '..', 'gateway-spa-secret.txt'), 'secret');
    try {
      for (const path of [
        '/../gateway-spa-secret.txt',
        '/%2e%2e/gateway-spa-secret.txt',
        '/assets/..%2f..%2fgateway-spa-secret.txt',
      ]) {
        const res = await get(url, path);
        expect(res.body.toString(), path).not.toContain('secret');
      }
    } finally {
      await rm(join(dir, '..', 'gateway-spa-secret.txt'), { force: true });
    }
  });

  it('refuses to write to static paths', async () => {
    expect((await get(url, '/index.html', {}, 'POST')).status).toBe(405);
  });

  it('answers HEAD without a body', async () => {
    const res = await get(url, '/some/route', html, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
  });
});
