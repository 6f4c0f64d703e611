import { cadastreNumberMaxLength, maskCadastreNumber } from '../../../machines/fields/cadastre-number.mask';
import { maskCalendarDate } from '../../../machines/fields/calendar-date.mask';
import { maskRegistryNumber, registryNumberLength } from '../../../machines/fields/registry-number.mask';
import { maskSearchName, searchNameMaxLength } from '../../../machines/fields/search-name.mask';
import { maskStateNumber, stateNumberMaxLength } from '../../../machines/fields/state-number.mask';
import {
  maskTechPassportNumber,
  maskTechPassportSeries,
  techPassportNumberLength,
  techPassportSeriesMaxLength,
} from '../../../machines/fields/tech-passport.mask';
import type { SearchFieldSpec } from './search-parts';

/**
 * The typed fields of the searches, with section 5's masks (machines/fields' `.mask` modules: no zod
 * on the pages' first render, decision 104).
 */

const date = (name: string, placeholder: string): SearchFieldSpec => ({
  name,
  mask: maskCalendarDate,
  layout: 'numeric',
  maxLength: 10,
  placeholder,
});

export const registeredFields = (datePlaceholder: string): SearchFieldSpec[] => [
  {
    name: 'regnum',
    mask: maskRegistryNumber,
    layout: 'text',
    maxLength: registryNumberLength,
    placeholder: 'NA-2026-000001',
  },
  date('regdate', datePlaceholder),
];

export const inheritanceFields = (datePlaceholder: string): SearchFieldSpec[] => [
  {
    name: 'name',
    mask: maskSearchName,
    layout: 'text',
    maxLength: searchNameMaxLength,
  },
  date('deathDate', datePlaceholder),
];

export const vehicleFields: SearchFieldSpec[] = [
  {
    name: 'stateNumber',
    mask: maskStateNumber,
    layout: 'text',
    maxLength: stateNumberMaxLength,
    placeholder: '01A123BC',
  },
  {
    name: 'techPassportSeries',
    mask: maskTechPassportSeries,
    layout: 'series',
    maxLength: techPassportSeriesMaxLength,
  },
  {
    name: 'techPassportNumber',
    mask: maskTechPassportNumber,
    layout: 'numeric',
    maxLength: techPassportNumberLength,
  },
];

export const realEstateFields: SearchFieldSpec[] = [
  {
    name: 'cadastreNumber',
    mask: maskCadastreNumber,
    layout: 'cadastre',
    maxLength: cadastreNumberMaxLength,
    placeholder: '11:14:04:01:01:1630',
  },
];
