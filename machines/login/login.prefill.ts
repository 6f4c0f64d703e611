import { citizenPassportType, maskPassportNumber } from '../fields/passport-number.mask';
import { maskPassportSeries } from '../fields/passport-series.mask';

/**
 * passserial / passnum query parameters prefill the login form (section 2), masked as if typed.
 * Without zod, as the masks: the form is part of the kiosk's first page (decision 029).
 */
export function prefillFromSearch(search: string): { passserial: string; passnum: string } {
  const params = new URLSearchParams(search);
  const passserial = params.get('passserial');
  const passnum = params.get('passnum');
  return {
    passserial: passserial === null ? '' : maskPassportSeries(passserial.trim(), { latinOnly: false }),
    passnum: passnum === null ? '' : maskPassportNumber(passnum, citizenPassportType),
  };
}
