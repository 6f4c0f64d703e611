import { parseCalendarDate } from '../fields/calendar-date';

/**
 * The period a registered act is in force (specification section 3, the act's datebegin and
 * datefinish; decision 080), from its registry date and its own fields as the registry parsed them
 * (dd.mm.yyyy): a term (powers of attorney: termFrom, termTo) or a trip (a consent to departure:
 * departureFrom, departureTo). It begins on the registry date, or on the term's or trip's first day
 * when that is later; it ends on the term's or trip's last day, and has no end otherwise (a sale, a
 * gift, a pledge hold from registration on). A term that had already ended on the registry date keeps
 * its own first and last days, so the period never ends before it begins. Dates are ISO (yyyy-mm-dd),
 * as the database keeps them.
 */
export interface ActPeriod {
  dateBegin: string;
  dateFinish: string | null;
}

/** The pairs of fields that bound an act's force, in the order they are looked for. */
const periodFields = [
  ['termFrom', 'termTo'],
  ['departureFrom', 'departureTo'],
] as const;

const isoOf = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const date = parseCalendarDate(value);
  if (!date) return undefined;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
};

export function actPeriod(regdate: string, fields: Readonly<Record<string, unknown>>): ActPeriod {
  for (const [from, to] of periodFields) {
    const first = isoOf(fields[from]);
    const last = isoOf(fields[to]);
    if (first === undefined && last === undefined) continue;
    const dateBegin = first !== undefined && first > regdate ? first : regdate;
    // A term that ended before the registry date (nothing refuses one today) keeps its own bounds
    // rather than a period that ends before it begins.
    if (last !== undefined && last < dateBegin)
      return { dateBegin: first !== undefined && first <= last ? first : last, dateFinish: last };
    return { dateBegin, dateFinish: last ?? null };
  }
  return { dateBegin: regdate, dateFinish: null };
}
