import { maskCadastreNumber } from '../../../machines/fields/cadastre-number';
import { maskCalendarDate } from '../../../machines/fields/calendar-date';
import { maskRegistryNumber, registryNumberLength } from '../../../machines/fields/registry-number';
import { searchNameMaxLength } from '../../../machines/fields/search-name';
import { maskStateNumber, stateNumberMaxLength } from '../../../machines/fields/state-number';
import {
  maskTechPassportNumber,
  maskTechPassportSeries,
  techPassportNumberLength,
  techPassportSeriesMaxLength,
} from '../../../machines/fields/tech-passport';
import type { SearchFieldSpec } from './search-parts';

/** The typed fields of the searches, with section 5's masks (machines/fields). */

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
    mask: (value) => value.slice(0, searchNameMaxLength),
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
    maxLength: 50,
    placeholder: '11:14:04:01:01:1630',
  },
];
