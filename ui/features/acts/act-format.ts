import { type ActStateName, actStateNames, actStepStates } from '../../../machines/act/act.machine';
import { paths } from '../../../machines/navigation/routes';
import type { ActListFilter } from '../../gql/graphql';

/**
 * Pure helpers of the acts screens: what the filter panel sends, how dates and sums read
 * (specification section 5: dates dd.mm.yyyy, currency with two decimals and space grouping),
 * and where a row of the list leads.
 */

// The acts' screens read dates through here, as the rest of the portal does (ui/format/dates.ts).
export { formatDate, formatDateTime } from '../../format/dates';

/** The filter panel's raw values: every input is a string, "" meaning "not set". */
export interface ActFilterValues {
  dateFrom: string;
  dateTo: string;
  state: string;
  regnum: string;
  regdate: string;
  visitDate: string;
  visitTime: string;
  regtype: string;
  office: string;
  notary: string;
  step: string;
  system: string;
  actType: string;
}

export const emptyActFilter: ActFilterValues = {
  dateFrom: '',
  dateTo: '',
  state: '',
  regnum: '',
  regdate: '',
  visitDate: '',
  visitTime: '',
  regtype: '',
  office: '',
  notary: '',
  step: '',
  system: '',
  actType: '',
};

const positiveInt = (value: string) => {
  const number = Number(value.trim());
  return value.trim() !== '' && Number.isInteger(number) && number > 0 ? number : undefined;
};

/** Only the filters that are set; a visit time without a visit date means nothing and is left out. */
export function toActListFilter(values: ActFilterValues): ActListFilter {
  const filter: ActListFilter = {};
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const set = <K extends keyof ActListFilter>(key: K, value: ActListFilter[K] | undefined) => {
    if (value !== undefined) filter[key] = value;
  };
  set('dateFrom', text(values.dateFrom));
  set('dateTo', text(values.dateTo));
  set(
    'state',
    (actStateNames as readonly string[]).includes(values.state) ? (values.state as ActStateName) : undefined,
  );
  set('regnum', text(values.regnum));
  set('regdate', text(values.regdate));
  const visitDate = text(values.visitDate);
  set('visitDate', visitDate);
  if (visitDate) set('visitTime', text(values.visitTime));
  set('regtype', positiveInt(values.regtype));
  set('office', positiveInt(values.office));
  set('notary', positiveInt(values.notary));
  set('step', positiveInt(values.step));
  set('system', positiveInt(values.system));
  set('actType', positiveInt(values.actType));
  return filter;
}

/** How many filters are set, for the panel's badge. */
export const activeFilterCount = (filter: ActListFilter) => Object.keys(filter).length;

/** /my_notarial_act/{rid} for the portal's own acts (regsystemid 2), /enotarial_act/{uuid} otherwise. */
export function actHref(item: { rid: number; uuid: string; regsystemid: number }): string {
  return item.regsystemid === 2 ? paths.myAct(item.rid) : paths.enotarialAct(item.uuid);
}

/** The same act's page on the kiosk (section 4: the kiosk's links are the browser's under /kiosk). */
export function kioskActHref(item: { rid: number; uuid: string; regsystemid: number }): string {
  return item.regsystemid === 2 ? paths.kioskMyAct(item.rid) : paths.kioskEnotarialAct(item.uuid);
}

/** The UI's language (i18next's, a plain string) as one of the three locales; oz otherwise. */

// In a module of its own: the public catalogue shows amounts without this module's dates (zod).
export { formatTiyin } from './format-tiyin';

/** The statechart state of step n (1-9), whose name the step bar and the step filter show. */
export const stateOfStep = (step: number): ActStateName | null => actStepStates[step - 1] ?? null;
