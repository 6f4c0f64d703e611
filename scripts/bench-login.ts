/**
 * Time from "identify" to authenticated, through the gateway exactly as the SPA does it: pre-check,
 * the liveness subscription with frames every 300 ms over graphql-ws, then authenticate. The camera
 * is a real photograph (the sandbox liveness policy accepts a still, centred face).
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import sharp from 'sharp';
import WebSocket from 'ws';
import { root } from './processes';

// Rahimova (docs/sandbox.md): registry photograph astronaut.png.
const person = { passserial: 'AB', passnum: '1000002', pin: '42309929990022' };
const frameIntervalMs = 300;

async function cameraFrame(): Promise<string> {
  const photo = join(root, 'ministry/db/seed/photos/astronaut.png');
  const frame = await sharp(photo)
    .resize(640, 480, { fit: 'contain', background: '#808080' })
    .jpeg({ quality: 60 })
    .toBuffer();
  return frame.toString('base64');
}

type Update = { kind: string; jwt?: string | null; errorCode?: string | null };
type WsClient = ReturnType<typeof createClient>;

/** Runs one liveness session: frames every 300 ms from CONNECTED until SUCCESS; answers the JWT. */
function livenessToken(client: WsClient, sessionId: string, image: string): Promise<string> {
  let timer: ReturnType<typeof setInterval> | undefined;
  let unsubscribe: (() => void) | undefined;
  const sendFrame = () =>
    client.subscribe(
      {
        query:
          'mutation($s: ID!, $i: String!, $c: String!) { sendLivenessFrame(sessionId: $s, image: $i, contentType: $c) }',
        variables: { s: sessionId, i: image, c: 'image/jpeg' },
      },
      { next: () => undefined, error: () => undefined, complete: () => undefined },
    );
  const token = new Promise<string>((resolve, reject) => {
    unsubscribe = client.subscribe<{ liveness: Update }>(
      {
        query: 'subscription($s: ID!) { liveness(sessionId: $s) { kind jwt errorCode } }',
        variables: { s: sessionId },
      },
      {
        next: ({ data }) => {
          const update = data?.liveness;
          if (update?.kind === 'CONNECTED' && !timer) timer = setInterval(sendFrame, frameIntervalMs);
          if (update?.kind === 'SUCCESS' && update.jwt) resolve(update.jwt);
          if (update?.kind === 'ERROR') reject(new Error(`liveness error ${update.errorCode}`));
        },
        error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
        complete: () => reject(new Error('liveness ended without SUCCESS')),
      },
    );
  });
  return token.finally(() => {
    if (timer) clearInterval(timer);
    unsubscribe?.();
  });
}

async function loginOnce(httpUrl: string, wsUrl: string, image: string): Promise<number> {
  const started = performance.now();
  const client = createClient({ url: wsUrl, webSocketImpl: WebSocket });
  const request = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const response = await fetch(httpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'oz' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (!body.data) throw new Error(body.errors?.[0]?.message ?? 'no data');
    return body.data;
  };
  try {
    await request('mutation($i: PrecheckInput!) { precheck(input: $i) }', { i: person });
    const jwt = await livenessToken(client, randomUUID(), image);
    const auth = await request<{ authenticate: { resultCode: number } }>(
      'mutation($i: AuthenticateInput!) { authenticate(input: $i) { resultCode } }',
      { i: { ...person, jwt } },
    );
    if (auth.authenticate.resultCode !== 1)
      throw new Error(`auth resultCode ${auth.authenticate.resultCode}`);
    return performance.now() - started;
  } finally {
    await client.dispose();
  }
}

export async function benchLogin(gatewayPort: number, runs = 3): Promise<string[]> {
  const image = await cameraFrame();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    times.push(
      await loginOnce(
        `http://127.0.0.1:${gatewayPort}/graphql`,
        `ws://127.0.0.1:${gatewayPort}/graphql`,
        image,
      ),
    );
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return [
    `Identify to authenticated (sandbox liveness policy, frames every ${frameIntervalMs} ms, ${runs} logins):`,
    `  first ${(times[0]! / 1000).toFixed(2)} s, median ${(median / 1000).toFixed(2)} s, fastest ${(sorted[0]! / 1000).toFixed(2)} s`,
  ];
}
