import { describe, expect, it } from 'vitest';
import {
  actHref,
  emptyActFilter,
  formatDate,
  formatDateTime,
  formatTiyin,
  kioskActHref,
  toActListFilter,
} from './act-format';
import { downloadErrorCode, fileNameFromDisposition } from './download';

describe('acts helpers', () => {
  it('sends only the filters that are set, as the schema types them', () => {
    expect(toActListFilter(emptyActFilter)).toEqual({});
    expect(
      toActListFilter({
        ...emptyActFilter,
        dateFrom: '2026-01-01',
        state: 'checking',
        regnum: ' 12/345 ',
        visitDate: '2026-02-03',
        visitTime: '10:30',
        regtype: '2',
        office: '5',
        notary: '9',
        step: '3',
        system: '2',
        actType: '4',
      }),
    ).toEqual({
      dateFrom: '2026-01-01',
      state: 'checking',
      regnum: '12/345',
      visitDate: '2026-02-03',
      visitTime: '10:30',
      regtype: 2,
      office: 5,
      notary: 9,
      step: 3,
      system: 2,
      actType: 4,
    });
  });

  it('drops a visit time without a date and a state the statechart does not have', () => {
    expect(toActListFilter({ ...emptyActFilter, visitTime: '10:30', state: 'bogus', notary: 'x' })).toEqual(
      {},
    );
  });

  it('links a row by rid for the portal’s acts and by uuid otherwise', () => {
    expect(actHref({ rid: 12, uuid: 'a-b', regsystemid: 2 })).toBe('/my_notarial_act/12');
    expect(actHref({ rid: 12, uuid: 'a-b', regsystemid: 3 })).toBe('/enotarial_act/a-b');
    expect(kioskActHref({ rid: 12, uuid: 'a-b', regsystemid: 2 })).toBe('/kiosk/my_notarial_act/12');
    expect(kioskActHref({ rid: 12, uuid: 'a-b', regsystemid: 4 })).toBe('/kiosk/enotarial_act/a-b');
  });

  it('formats dates and tiyin as section 5 says', () => {
    expect(formatDate('2026-03-04')).toBe('04.03.2026');
    // Timestamps with seconds, in Tashkent (UTC+5), through machines/fields' one formatter.
    expect(formatDateTime('2026-11-24T19:00:05Z')).toBe('25.11.2026 00:00:05');
    // The print forms' figures: a decimal comma and thousands grouped by spaces, in every language.
    for (const language of ['oz', 'uz', 'ru', 'en'])
      expect(formatTiyin(123456789, language), language).toBe('1 234 567,89');
    expect(formatTiyin(5, 'ru')).toBe('0,05');
    expect(formatTiyin(9_500_000_000, 'oz')).toBe('95 000 000,00');
    expect(formatTiyin(null, 'oz')).toBe('');
  });

  it('reads the file name and maps download errors', () => {
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''akt%20%E2%84%961.pdf", 'x')).toBe(
      'akt №1.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename="print.pdf"', 'x')).toBe('print.pdf');
    expect(fileNameFromDisposition(null, 'fallback.pdf')).toBe('fallback.pdf');
    expect(downloadErrorCode(418, 'pin_not_found_in_uuid')).toBe('PIN_NOT_FOUND_IN_UUID');
    expect(downloadErrorCode(404, 'not_found')).toBe('NOT_FOUND');
    expect(downloadErrorCode(502, 'INTEGRATION_ERROR')).toBe('INTEGRATION_ERROR');
  });
});
