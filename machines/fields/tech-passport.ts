import { z } from 'zod';
import { formPattern } from './field-rule';

export {
  maskTechPassportNumber,
  maskTechPassportSeries,
  techPassportNumberLength,
  techPassportSeriesMaxLength,
} from './tech-passport.mask';

/**
 * A vehicle's technical passport (specification, section 5): series of up to 5 Latin letters,
 * number of 7 digits. Messages are translation keys resolved in each place's namespace
 * (docs/decisions/019-field-rules.md).
 */

const seriesPattern = /^[A-Z]{1,5}$/;
const numberPattern = /^\d{7}$/;

export const techPassportKeys = {
  seriesRequired: 'error_required_tech_passport_series',
  series: 'error_wrong_tech_passport_series',
  numberRequired: 'error_required_tech_passport_number',
  number: 'error_wrong_tech_passport_number',
} as const;

/** As the registry holds them and a client sends them (the masks of ./tech-passport.mask.ts produce this shape). */
export const exactTechPassportSeriesSchema = z.string().regex(seriesPattern, techPassportKeys.series);
export const exactTechPassportNumberSchema = z.string().regex(numberPattern, techPassportKeys.number);

/** In a form, an empty field is asked for before its shape is judged. */
export const techPassportSeriesSchema = formPattern(
  seriesPattern,
  techPassportKeys.seriesRequired,
  techPassportKeys.series,
);
export const techPassportNumberSchema = formPattern(
  numberPattern,
  techPassportKeys.numberRequired,
  techPassportKeys.number,
);
