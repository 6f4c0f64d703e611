import { describe, expect, it } from 'vitest';
import ru from '../../locales/ru/gateway.json' with { type: 'json' };
import { NotaryChoiceRegionsQuery as RegionsQuery } from '../../ui/features/acts/notary-choice.documents.js';
import { PrecheckMutation } from '../../ui/features/auth/auth.documents.js';
import {
  captureLogs,
  gatewayForSuite,
  json,
  type Reply,
  refusedUrl,
  scriptedMinistryForSuite,
  send,
  startGateway,
  text,
} from './harness.js';
import { recordedBody, replay } from './recorded.js';

interface Case {
  name: string;
  reply: Reply;
  code: string;
  message: string;
  extensions?: Record<string, unknown>;
  /** Sent without a session token (the others carry one). */
  anonymous?: boolean;
}

type ErrorBody = { code: string; message: string; uuid?: string };
const unknownAct = recordedBody<ErrorBody>('act-unknown');

/** A case the sandbox ministry answers: its recorded answer and the message in it. */
const recordedCase = (
  name: string,
  recording: string,
  code: string,
  extensions?: Case['extensions'],
): Case => ({
  name,
  reply: replay(recording),
  code,
  message: recordedBody<ErrorBody>(recording).message,
  extensions,
});

// Every answer of the specification's error catalogue (section 8) and the code of docs/contracts.md.
// Where the sandbox ministry gives the answer, it is its recorded answer (tests/gateway/recorded/); the
// rest (text bodies, 5xx, a proxy's page, unreadable 200s) only a broken or foreign peer sends.
const cases: Case[] = [
  {
    name: '400 with a text body',
    reply: text(400, 'Pasport seriyasi noto‘g‘ri kiritilgan'),
    code: 'BAD_REQUEST',
    message: 'Pasport seriyasi noto‘g‘ri kiritilgan',
  },
  recordedCase('400 validation_failed', 'check-before-auth-validation-failed', 'BAD_REQUEST', {
    ministryCode: 'validation_failed',
    fields: { passnum: expect.any(String) },
  }),
  {
    name: '403 Access Denied as text',
    reply: text(403, 'Access Denied'),
    code: 'TOKEN_EXPIRED',
    message: ru.errors.TOKEN_EXPIRED,
  },
  {
    name: '403 Access Denied as the ministry sends it',
    reply: replay('check-token-access-denied'),
    code: 'TOKEN_EXPIRED',
    message: ru.errors.TOKEN_EXPIRED,
  },
  // Nobody was logged in: no session expired, a login is needed.
  {
    name: '403 Access Denied to a call without a token',
    reply: replay('check-token-access-denied'),
    code: 'LOGIN_REQUIRED',
    message: ru.errors.LOGIN_REQUIRED,
    anonymous: true,
  },
  {
    name: '403 Access Denied as text to a call without a token',
    reply: text(403, 'Access Denied'),
    code: 'LOGIN_REQUIRED',
    message: ru.errors.LOGIN_REQUIRED,
    anonymous: true,
  },
  recordedCase('another 403', 'notary-queue-not-a-notary', 'FORBIDDEN', { ministryCode: 'not_a_notary' }),
  recordedCase('404', 'file-unknown', 'NOT_FOUND'),
  {
    name: '409 without an acts code',
    reply: json(409, { code: 'conflict', message: 'Действие недоступно на этом шаге' }),
    code: 'CONFLICT',
    message: 'Действие недоступно на этом шаге',
  },
  recordedCase('418 uuid_not_found', 'act-unknown', 'UUID_NOT_FOUND', {
    uuid: unknownAct.uuid,
    ministryCode: 'uuid_not_found',
  }),
  recordedCase('418 pin_not_found_in_uuid', 'act-stranger', 'PIN_NOT_FOUND_IN_UUID'),
  recordedCase('429', 'check-before-auth-too-many-attempts', 'TOO_MANY_ATTEMPTS'),
  {
    name: '500 with a JSON body',
    reply: json(500, { code: 'internal_error', message: 'Ошибка в системе' }),
    code: 'INTERNAL_SERVER_ERROR',
    message: 'Ошибка в системе',
  },
  {
    name: '500 with a stack trace as text (never shown)',
    reply: text(500, 'Error: boom\n    at Object.<anonymous> (/srv/app.js:1:1)'),
    code: 'INTERNAL_SERVER_ERROR',
    message: ru.errors.INTERNAL_SERVER_ERROR,
  },
  // A balancer's own answer in front of the ministries: no instance took the call, a retry (decision 123).
  ...[502, 503, 504].map((status) => ({
    name: `${status} from a proxy with an HTML page`,
    reply: {
      status,
      headers: { 'content-type': 'text/html' },
      body: '<html><body>No server is available to handle this request.</body></html>',
    },
    code: 'MINISTRY_UNAVAILABLE',
    message: ru.errors.MINISTRY_UNAVAILABLE,
  })),
  {
    name: '503 busy: the ministry’s queue is full, a retry',
    reply: json(503, { code: 'busy', message: 'Система занята' }),
    code: 'MINISTRY_UNAVAILABLE',
    message: 'Система занята',
  },
  {
    name: '503 with a ministry code of its own is not the balancer’s',
    reply: json(503, { code: 'internal_error', message: 'Ошибка в системе' }),
    code: 'INTERNAL_SERVER_ERROR',
    message: 'Ошибка в системе',
  },
  {
    name: '200 that is not JSON',
    reply: text(200, 'surprise'),
    code: 'INTEGRATION_ERROR',
    message: ru.errors.INTEGRATION_ERROR,
  },
  {
    name: '200 JSON of the wrong shape',
    reply: json(200, [{ id: 'one', title: 'Toshkent' }]),
    code: 'INTEGRATION_ERROR',
    message: ru.errors.INTEGRATION_ERROR,
  },
];

describe('ministry errors become GraphQL errors with stable codes', () => {
  const logs = captureLogs();
  const ministry = scriptedMinistryForSuite();
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url, logger: logs.logger }));

  it.each(cases)('$name -> $code', async ({ reply, code, message, extensions, anonymous }) => {
    ministry().script(() => reply);
    const session: Record<string, string> = anonymous ? {} : { authorization: 'Bearer abc.def.ghi' };
    const { result } = await send(gateway(), RegionsQuery, {
      headers: { 'accept-language': 'ru', ...session },
    });
    expect(result.data).toBeNull();
    expect(result.errors).toHaveLength(1);
    const [error] = result.errors ?? [];
    expect(error?.message).toBe(message);
    expect(error?.path).toEqual(['regions']);
    expect(error?.extensions).toMatchObject({ code, ...extensions });
    // No stack, no original error, nothing of the request in what the client receives.
    expect(JSON.stringify(result)).not.toMatch(/stack|originalError|at Object/);
  });

  // A 400 carries the ministry's text; a 200 other than Ok is refused with its text too.
  it.each([
    [400, 'Fuqaro topilmadi'],
    [200, 'Texnik ishlar olib borilmoqda'],
  ])('a precheck answered %i with a text is refused with that text', async (status, message) => {
    ministry().script(() => text(status, message));
    const { result } = await send(gateway(), PrecheckMutation, {
      variables: { input: { passserial: 'AA', passnum: '1234567', pin: '31234567890123' } },
    });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_REQUEST' } });
  });

  it('falls back to the gateway text in the request language when the ministry gives none', async () => {
    ministry().script(() => ({ status: 404 }));
    const { result } = await send(gateway(), RegionsQuery, { headers: { 'accept-language': 'uz' } });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Маълумот топилмади.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('keeps personal data and tokens out of the logs', async () => {
    const pin = '30101199012345';
    ministry().script(() => json(400, { code: 'validation_failed', message: `PIN ${pin} topilmadi` }));
    await send(gateway(), PrecheckMutation, {
      variables: { input: { passserial: 'AB', passnum: '7654321', pin } },
      headers: { authorization: 'Bearer secret-session-token' },
    });
    expect(logs.lines.length).toBeGreaterThan(0);
    const written = logs.lines.join('\n');
    expect(written).not.toContain(pin);
    expect(written).not.toContain('7654321');
    expect(written).not.toContain('secret-session-token');
  });
});

describe('an unreachable ministry', () => {
  it('connection refused -> INTEGRATION_ERROR in the request language', async () => {
    const gateway = startGateway({ ministryUrl: await refusedUrl() });
    try {
      const { result } = await send(gateway, RegionsQuery, { headers: { 'accept-language': 'ru' } });
      expect(result.errors?.[0]).toMatchObject({
        message: ru.errors.INTEGRATION_ERROR,
        extensions: { code: 'INTEGRATION_ERROR' },
      });
    } finally {
      await gateway.close();
    }
  });
});

describe('a ministry that does not answer', () => {
  // Never answers: only the gateway's timeout can end these calls.
  const ministry = scriptedMinistryForSuite(() => new Promise<undefined>(() => {}));

  it('a general call answers MINISTRY_TIMEOUT after the general timeout', async () => {
    const gateway = startGateway({ ministryUrl: ministry().url, timeoutMs: 200, authTimeoutMs: 600_000 });
    try {
      const started = performance.now();
      const { result } = await send(gateway, RegionsQuery, { headers: { 'accept-language': 'ru' } });
      expect(result.errors?.[0]).toMatchObject({
        message: ru.errors.MINISTRY_TIMEOUT,
        extensions: { code: 'MINISTRY_TIMEOUT' },
      });
      // Bounded by the configured 200 ms, not by the (far longer) auth timeout.
      expect(performance.now() - started).toBeLessThan(20_000);
    } finally {
      await gateway.close();
    }
  });

  it('the precheck uses the auth timeout, not the general one', async () => {
    const gateway = startGateway({ ministryUrl: ministry().url, timeoutMs: 600_000, authTimeoutMs: 200 });
    try {
      const { result } = await send(gateway, PrecheckMutation, {
        variables: { input: { passserial: 'AA', passnum: '1234567', pin: '31234567890123' } },
      });
      expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'MINISTRY_TIMEOUT' } });
    } finally {
      await gateway.close();
    }
  });
});
