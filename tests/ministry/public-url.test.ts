import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalAddresses } from '../../scripts/portal-addresses';
import { startTestMinistry, type TestMinistry } from '../support/ministry';
import { cleanSale, clientOf } from './acts-support';

// Invitation links lead to the portal that `npm start` serves: PUBLIC_URL defaults to the gateway's
// own address (its PORT and HOST), or to Vite's in `npm run dev`, and an explicit PUBLIC_URL wins.
describe('the portal address in invitation links', () => {
  const publicUrl = (env: NodeJS.ProcessEnv, dev = false) => portalAddresses(env, { dev }).publicUrl;

  it('follows the gateway port and host', () => {
    expect(publicUrl({})).toBe('http://localhost:8080');
    expect(publicUrl({ PORT: '9090' })).toBe('http://localhost:9090');
    expect(publicUrl({ PORT: '9090', HOST: '0.0.0.0' })).toBe('http://localhost:9090');
    expect(publicUrl({ PORT: '9090', HOST: '192.168.1.20' })).toBe('http://192.168.1.20:9090');
    expect(publicUrl({ PORT: '9090', HOST: '::1' })).toBe('http://[::1]:9090');
  });

  it("is Vite's address in development, where Vite serves the SPA", () => {
    expect(publicUrl({ PORT: '9090' }, true)).toBe('http://localhost:5173');
    expect(publicUrl({ PORT: '9090', VITE_PORT: '5200' }, true)).toBe('http://localhost:5200');
  });

  it('is PUBLIC_URL when set (an empty value counts as unset)', () => {
    expect(publicUrl({ PORT: '9090', PUBLIC_URL: 'https://notarius.example' })).toBe(
      'https://notarius.example',
    );
    expect(publicUrl({ PORT: '9090', PUBLIC_URL: '' })).toBe('http://localhost:9090');
  });

  describe('the ministry started with it', () => {
    let ministry: TestMinistry;
    beforeAll(async () => {
      ministry = await startTestMinistry('pglite', { publicUrl: publicUrl({ PORT: '9090' }) });
    });
    afterAll(async () => ministry?.close());

    it('writes it into the SMS invitation link', async () => {
      const applicant = await clientOf(ministry, 'drahimova');
      const created = await applicant.post('/notarial_act', cleanSale);
      expect(created.status).toBe(200);
      const outbox = await fetch(`${ministry.url}/api/sms_outbox?phone=931000003`);
      const [sms] = (await outbox.json()) as { link: string; text: string }[];
      expect(sms?.link).toMatch(
        new RegExp(`^http://localhost:9090/enotarial_act/${created.body.uuid}\\?invite=[\\w-]+$`),
      );
      expect(sms?.text).toContain(sms?.link);
    });
  });
});
