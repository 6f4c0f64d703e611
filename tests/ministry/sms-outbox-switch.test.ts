import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestMinistry, type TestMinistry } from '../support/ministry';
import { cleanSale, clientOf } from './acts-support';

// The sandbox SMS gateway shows invitation links by phone number to anybody: a ministry that sends
// real SMS turns its read route off (SANDBOX_SMS_OUTBOX=0), and invitations still go out.
describe('the sandbox SMS outbox route', () => {
  let withRoute: TestMinistry;
  let withoutRoute: TestMinistry;

  beforeAll(async () => {
    [withRoute, withoutRoute] = await Promise.all([
      startTestMinistry('pglite'),
      startTestMinistry('pglite', { smsOutbox: false }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withRoute?.close(), withoutRoute?.close()]);
  });

  it('lists the invitations by default and is absent when switched off', async () => {
    for (const ministry of [withRoute, withoutRoute]) {
      const applicant = await clientOf(ministry, 'drahimova');
      expect((await applicant.post('/notarial_act', cleanSale)).status).toBe(200);
    }
    const shown = await fetch(`${withRoute.url}/api/sms_outbox?phone=931000003`);
    expect(shown.status).toBe(200);
    expect(((await shown.json()) as { link: string }[]).length).toBe(1);
    const hidden = await fetch(`${withoutRoute.url}/api/sms_outbox?phone=931000003`);
    expect(hidden.status).toBe(404);
    // The invitation was still written (and its party marked as sent).
    const buyer = await clientOf(withoutRoute, 'stursunov');
    const mine = (await buyer.get('/notarial_act/list')).body.items;
    expect(mine).toHaveLength(1);
    const detail = (await buyer.get(`/notarial_act/${mine[0].uuid}`)).body;
    expect(detail.parties.find((p: { applicant: boolean }) => !p.applicant).smsSent).toBe(true);
  });
});
