import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { createPagePreloads, localeFromCookie, type Manifest, preloadTags } from './page-preload.js';
import { sendText } from './respond.js';
import { NONCE_PLACEHOLDER, newNonce, type SecurityHeaders } from './security-headers.js';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  // The instructional video's captions (decision 084).
  '.vtt': 'text/vtt; charset=utf-8',
  '.pdf': 'application/pdf',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.vtt',
  '.svg',
  '.wasm',
]);
// Larger files are streamed as they are; compressing them in memory would cost more than it saves.
const MAX_COMPRESSED_SIZE = 8 * 1024 * 1024;
const MIN_COMPRESSED_SIZE = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

function pickEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = header.split(',').map((part) => part.trim().split(';')[0]?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

export interface StaticOptions {
  /** The built SPA (Vite's dist/). */
  root: string;
  /** Path prefixes (no trailing slash) the SPA must not swallow: a miss there is a plain 404. */
  reservedPrefixes: string[];
  /** The page's Content-Security-Policy and Permissions-Policy (security-headers.ts). */
  securityHeaders: SecurityHeaders;
}

/**
 * Serves the built SPA. Hashed files under /assets never change, so they are cached for a year;
 * index.html must be revalidated so a new build reaches users at once. Unknown paths that a browser
 * navigates to get index.html (history-mode routing); a missing asset is a 404, never HTML.
 */
export function createStaticHandler({ root, reservedPrefixes, securityHeaders }: StaticOptions) {
  const base = resolve(root);
  const indexFile = join(base, 'index.html');
  // Compressed bodies by path, size and mtime: each file is compressed once per build.
  const compressed = new Map<string, Promise<Buffer>>();

  async function fileAt(pathname: string) {
    const relative = normalize(pathname).replace(/^([/\\])+/, '');
    const file = resolve(base, relative);
    if (file !== base && !file.startsWith(base + sep)) return undefined;
    try {
      const info = await stat(file);
      return info.isFile() ? { file, info } : undefined;
    } catch {
      return undefined;
    }
  }

  // index.html by size and mtime: read once per build with the build's manifest, its nonce
  // placeholder filled and the page's preloads added per answer.
  const documents = new Map<
    string,
    Promise<{ html: string; preloads: ReturnType<typeof createPagePreloads> }>
  >();
  const readDocument = async (file: string) => {
    const [html, manifest] = await Promise.all([
      readFile(file, 'utf8'),
      readFile(join(base, '.vite', 'manifest.json'), 'utf8').then(
        (text) => JSON.parse(text) as Manifest,
        // A build without a manifest (an older one, a test's own folder) has no preloads.
        () => ({}) as Manifest,
      ),
    ]);
    return { html, preloads: createPagePreloads(manifest) };
  };
  const entryScript = '<script type="module"';

  /**
   * An HTML page: its <style> tags carry a nonce of this answer only, which the CSP names. So it has
   * no validator (a 304 would pair the stored page's nonce with a new policy) and is compressed per
   * answer; it is a couple of kilobytes.
   */
  async function sendDocument(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    size: number,
    mtime: Date,
    pagePath: string,
  ) {
    const key = `${file}:${size}:${mtime.getTime()}`;
    let template = documents.get(key);
    if (!template) {
      template = readDocument(file);
      template.catch(() => documents.delete(key));
      documents.set(key, template);
    }
    const { html, preloads } = await template;
    const links = preloadTags(preloads(pagePath, localeFromCookie(req.headers.cookie)));
    const page =
      links && html.includes(entryScript) ? html.replace(entryScript, `${links}\n    ${entryScript}`) : html;
    const nonce = newNonce();
    const raw = Buffer.from(page.replaceAll(NONCE_PLACEHOLDER, nonce));
    const headers: Record<string, string | number> = {
      'content-type': MIME['.html']!,
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      // The preloads depend on the language cookie.
      vary: 'Cookie',
      ...securityHeaders.document(req, nonce),
    };
    const encoding =
      raw.length >= MIN_COMPRESSED_SIZE ? pickEncoding(req.headers['accept-encoding']) : undefined;
    const body =
      encoding === 'br'
        ? await brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? await gzipAsync(raw, { level: 6 })
          : raw;
    if (encoding) {
      headers['content-encoding'] = encoding;
      headers.vary = 'Accept-Encoding, Cookie';
    }
    res.writeHead(200, { ...headers, 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function send(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    size: number,
    mtime: Date,
    immutable: boolean,
    pagePath: string,
  ) {
    const ext = extname(file).toLowerCase();
    if (ext === '.html') return sendDocument(req, res, file, size, mtime, pagePath);
    const etag = `W/"${size.toString(16)}-${Math.floor(mtime.getTime()).toString(16)}"`;
    const headers: Record<string, string | number> = {
      'content-type': MIME[ext] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag,
      'last-modified': mtime.toUTCString(),
      'x-content-type-options': 'nosniff',
    };
    const compressible = COMPRESSIBLE.has(ext) && size >= MIN_COMPRESSED_SIZE && size <= MAX_COMPRESSED_SIZE;
    if (compressible) headers.vary = 'Accept-Encoding';
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const encoding = compressible ? pickEncoding(req.headers['accept-encoding']) : undefined;
    if (encoding) {
      const key = `${encoding}:${file}:${size}:${mtime.getTime()}`;
      let body = compressed.get(key);
      if (!body) {
        body = readFile(file).then((raw) =>
          encoding === 'br'
            ? brotli(raw, {
                params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
              })
            : gzipAsync(raw, { level: 9 }),
        );
        body.catch(() => compressed.delete(key));
        compressed.set(key, body);
      }
      const bytes = await body;
      res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': bytes.length });
      res.end(req.method === 'HEAD' ? undefined : bytes);
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': size });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  }

  return async (req: IncomingMessage, res: ServerResponse, rawPathname: string) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      sendText(req, res, 405, 'http.methodNotAllowed');
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPathname);
    } catch {
      sendText(req, res, 400, 'http.badPath');
      return;
    }
    if (pathname.includes('\0')) {
      sendText(req, res, 400, 'http.badPath');
      return;
    }
    const found = pathname.endsWith('/') ? undefined : await fileAt(pathname);
    if (found) {
      const immutable = pathname.startsWith('/assets/');
      await send(req, res, found.file, found.info.size, found.info.mtime, immutable, pathname);
      return;
    }
    const reserved = ['/assets', ...reservedPrefixes].some(
      (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    );
    const wantsPage = pathname === '/' || (req.headers.accept ?? '').includes('text/html');
    if (!reserved && wantsPage) {
      const index = await fileAt('/index.html');
      if (index) {
        await send(req, res, indexFile, index.info.size, index.info.mtime, false, pathname);
        return;
      }
    }
    sendText(req, res, 404, 'http.notFound');
  };
}
