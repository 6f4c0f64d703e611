import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  gatewayForSuite,
  refusedUrl,
  scriptedMinistryForSuite,
  startGateway,
  startScriptedMinistry,
} from './harness.js';
import { recorded, recordedBody, replay } from './recorded.js';

// The print form's headers as the sandbox ministry sends them (the bytes are each test's own).
const printForm = recorded('file-print-form').headers;

describe('/files/* streams the ministry file downloads', () => {
  const ministry = scriptedMinistryForSuite();
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));
  let url: string;
  beforeAll(async () => {
    url = await gateway().listen(0, '127.0.0.1');
  });

  it('streams the body with Content-Type and Content-Disposition, forwarding token and language', async () => {
    let finish: () => void = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    // A file name beyond ASCII, percent-encoded as RFC 6266 has it, passes as it is.
    const disposition = 'attachment; filename="act.pdf"; filename*=UTF-8\'\'akt-%E2%84%96-12.pdf';
    ministry().script((_request, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': disposition });
      res.write('%PDF-1.7 first part;');
      // The rest only after the client has seen the first part: the gateway must not buffer.
      void finished.then(() => res.end('second part'));
      return undefined;
    });
    const before = ministry().seen.length;
    const response = await fetch(`${url}/files/42/print?variant=full`, {
      headers: { authorization: 'Bearer file-token', 'accept-language': 'ru' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(disposition);

    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = '';
    while (!received.includes('first part;')) {
      const { value, done } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
    }
    expect(received).toBe('%PDF-1.7 first part;');
    finish();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      received += decoder.decode(chunk.value, { stream: true });
    }
    expect(received).toBe('%PDF-1.7 first part;second part');

    const [call] = ministry().seen.slice(before);
    expect(call).toMatchObject({ method: 'GET', url: '/api/files/42/print?variant=full' });
    expect(call?.headers.authorization).toBe('Bearer file-token');
    expect(call?.headers['accept-language']).toBe('ru');
  });

  it('passes binary bytes (a PDF) through unchanged, with their length', async () => {
    // A PDF's binary marker line, every byte value, and enough noise to span several chunks.
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1'),
      Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)),
      randomBytes(200_000),
      Buffer.from('\n%%EOF\n', 'latin1'),
    ]);
    ministry().script((_request, res) => {
      res.writeHead(200, {
        'content-type': printForm['content-type'],
        'content-disposition': printForm['content-disposition'],
        'content-length': String(pdf.length),
      });
      res.end(pdf);
      return undefined;
    });
    const response = await fetch(`${url}/files/7`, { headers: { authorization: 'Bearer file-token' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(printForm['content-disposition']);
    expect(response.headers.get('content-length')).toBe(String(pdf.length));
    const received = Buffer.from(await response.arrayBuffer());
    expect(received.length).toBe(pdf.length);
    expect(received.equals(pdf)).toBe(true);
  });

  it('passes a 404 through with the ministry body', async () => {
    ministry().script(() => replay('file-unknown'));
    const response = await fetch(`${url}/files/404`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(recordedBody('file-unknown'));
  });

  it('passes a 418 through with the ministry body', async () => {
    ministry().script(() => replay('file-stranger'));
    const response = await fetch(`${url}/files/7`, { headers: { 'accept-language': 'ru' } });
    expect(response.status).toBe(418);
    expect(await response.json()).toEqual(recordedBody('file-stranger'));
  });

  it('refuses methods other than GET and HEAD', async () => {
    const before = ministry().seen.length;
    const response = await fetch(`${url}/files/7`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(ministry().seen.length).toBe(before);
  });
});

describe('/files/* when the ministry cannot be reached', () => {
  it('answers 502 with INTEGRATION_ERROR in the request language', async () => {
    const gateway = startGateway({ ministryUrl: await refusedUrl() });
    const url = await gateway.listen(0, '127.0.0.1');
    try {
      const response = await fetch(`${url}/files/1`, { headers: { 'accept-language': 'uz' } });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        code: 'INTEGRATION_ERROR',
        message: 'Ташқи тизим билан интеграцияда хатолик юз берди.',
      });
    } finally {
      await gateway.close();
    }
  });

  it('answers 504 with MINISTRY_TIMEOUT when the ministry does not answer in time', async () => {
    const ministry = await startScriptedMinistry(() => new Promise<undefined>(() => {}));
    const gateway = startGateway({ ministryUrl: ministry.url, timeoutMs: 200 });
    const url = await gateway.listen(0, '127.0.0.1');
    try {
      const response = await fetch(`${url}/files/1`);
      expect(response.status).toBe(504);
      expect(await response.json()).toMatchObject({ code: 'MINISTRY_TIMEOUT' });
    } finally {
      await gateway.close();
      await ministry.close();
    }
  });
});
