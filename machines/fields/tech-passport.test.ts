import { describe, expect, it } from 'vitest';
import { firstKey } from './fields.test-support';
import {
  exactTechPassportNumberSchema,
  exactTechPassportSeriesSchema,
  techPassportKeys as keys,
  maskTechPassportNumber,
  maskTechPassportSeries,
  techPassportNumberSchema,
  techPassportSeriesSchema,
} from './tech-passport';

describe('tech passport', () => {
  it('takes a series of 1 to 5 Latin capitals and a number of 7 digits', () => {
    expect(techPassportSeriesSchema.parse('AAF')).toBe('AAF');
    expect(techPassportSeriesSchema.parse('ABCDE')).toBe('ABCDE');
    expect(techPassportNumberSchema.parse('3000001')).toBe('3000001');
  });

  it('asks for an empty field, then judges the shape', () => {
    expect(firstKey(techPassportSeriesSchema, '')).toBe(keys.seriesRequired);
    expect(firstKey(techPassportSeriesSchema, 'ABCDEF')).toBe(keys.series);
    expect(firstKey(techPassportSeriesSchema, 'aaf')).toBe(keys.series);
    expect(firstKey(techPassportNumberSchema, '')).toBe(keys.numberRequired);
    expect(firstKey(techPassportNumberSchema, '300000')).toBe(keys.number);
    expect(firstKey(techPassportNumberSchema, '300000A')).toBe(keys.number);
  });

  it('as sent by a client: the shape alone, an empty value included', () => {
    expect(firstKey(exactTechPassportSeriesSchema, '')).toBe(keys.series);
    expect(firstKey(exactTechPassportSeriesSchema, 'AAF')).toBeUndefined();
    expect(firstKey(exactTechPassportNumberSchema, '')).toBe(keys.number);
    expect(firstKey(exactTechPassportNumberSchema, '3000001')).toBeUndefined();
  });

  it('masks as typed', () => {
    expect(maskTechPassportSeries('aaf1')).toBe('AAF');
    expect(maskTechPassportSeries('abcdefg')).toBe('ABCDE');
    expect(maskTechPassportNumber('300-00019')).toBe('3000001');
  });
});
