import { displayDate } from '../../../machines/clock/clock';

/** A rating with one decimal and a decimal comma, as Uzbek and Russian write it (4,5). */
export const formatRating = (value: number) => value.toFixed(1).replace('.', ',');

/** dd.mm.yyyy (the specification's date format): the clock's. */
export { displayDate };
