import { describe, expect, it } from 'vitest';
import { passportSeriesKeys } from '../../machines/fields/passport-series';
import { phoneKeys } from '../../machines/fields/phone';
import { tursunov } from '../../ministry/db/seed/registries';
import { languages, translate } from '../../ministry/i18n';
import { drivers, ministryForSuite } from '../support/ministry';
import { cleanSale, clientOf, identityOf } from './acts-support';

// The masks of section 5 the ministry checks with the same rule as the forms (issue 28,
// docs/decisions/075-masks.md): each refusal is a 400 in the caller's language.

describe.each(drivers)('section 5 masks at the ministry on %s', (driver) => {
  const ministry = ministryForSuite(driver);

  const createSale = async (language: string, party: Record<string, string>) =>
    (await clientOf(ministry(), 'drahimova', language)).post('/notarial_act', {
      ...cleanSale,
      parties: [{ role: 'buyer', ...party }],
    });

  it('takes `--` as the series of a party’s document without one: the registry, not the mask, answers', async () => {
    const answer = await createSale('oz', { ...identityOf(tursunov), passserial: '--' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    // Not a series refusal: the shape passed, and nobody of the registry has that document.
    expect(answer.body.fields).toEqual({
      'parties.0': translate('oz', 'validation.error_wrong_party_identity'),
    });
  });

  it.each(languages)('refuses half a series or a lower-case one for a party, in %s', async (language) => {
    const message = translate(language, `validation.${passportSeriesKeys.length}`);
    for (const passserial of ['A-', '-A', 'ac', '---']) {
      const answer = await createSale(language, { ...identityOf(tursunov), passserial });
      expect(answer.status, passserial).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
      expect(answer.body.fields).toEqual({ 'parties.0.passserial': message });
    }
  });

  it.each(languages)('asks for a phone left out, then for 9 digits, in %s (section 5)', async (language) => {
    const client = await clientOf(ministry(), 'mismoilova', language);
    const cases: [unknown, string][] = [
      [{}, phoneKeys.required],
      [{ phone: '' }, phoneKeys.required],
      [{ phone: '() ' }, phoneKeys.required],
      [{ phone: '(90) 123 45' }, phoneKeys.wrong],
      [{ phone: '9012345678' }, phoneKeys.wrong],
    ];
    for (const [body, key] of cases) {
      const answer = await client.post('/profile/phone', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
      expect(answer.body.fields, JSON.stringify(body)).toEqual({
        phone: translate(language, `validation.${key}`),
      });
    }
  });
});
