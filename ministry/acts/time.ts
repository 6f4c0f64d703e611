// Acts are dated and timed in Tashkent (UTC+5 all year, no daylight saving): specification section 9.

const tashkentParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tashkent',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** yyyy-mm-dd and HH:mm of an instant, Tashkent wall time. */
export function tashkentDateTime(at: Date | string): { date: string; time: string } {
  const parts = Object.fromEntries(
    tashkentParts.formatToParts(typeof at === 'string' ? new Date(at) : at).map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The instant of a Tashkent wall time (yyyy-mm-dd, HH:mm) as an ISO string. */
export function tashkentInstant(date: string, time: string): string {
  return new Date(`${date}T${time}:00+05:00`).toISOString();
}

/** dd.mm.yyyy (the specification's date format) of yyyy-mm-dd. */
export function displayDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}
