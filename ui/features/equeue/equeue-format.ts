import { displayTime } from '../../../machines/clock/clock';

/** A slot's start as HH:mm, Tashkent time (the one clock). */
export const slotTime = (start: string) => displayTime(start);
