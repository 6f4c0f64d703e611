import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../errors';
import { takeSandboxSms } from '../notifications/sms';

// SANDBOX ONLY: the stand-in for the SMS provider (decision 115), under /sandbox/sms (never /api). The
// `sms.send` job posts each message here under its idempotency key; a key taken before is answered as
// taken, and stored once. Production does not register it (SANDBOX_SMS_PROVIDER=0) and names a real
// provider (SMS_PROVIDER_URL).

const messageBody = z.object({
  key: z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/),
  phone: z.string().regex(/^\+?[0-9]{9,15}$/),
  text: z.string().min(1).max(2000),
});

export function sandboxSmsRoutes(now: () => Date, db: Parameters<typeof takeSandboxSms>[0]) {
  return async (app: FastifyInstance) => {
    app.post('/messages', async (request) => {
      const message = parseInput(messageBody, request.body);
      const taken = await takeSandboxSms(db, message, now());
      return { key: message.key, status: taken ? 'accepted' : 'duplicate' };
    });
  };
}
