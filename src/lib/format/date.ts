// Spec §9: dates in en-US style: day, short month, year, with a 12-hour time — e.g. "22 Nov 2026, 3:05 PM".
// Cache: Intl formatters are costly to make and hold no state, so the page shares one per time zone.
const formatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string | undefined) {
  const key = timeZone ?? '';
  let found = formatters.get(key);
  if (!found) {
    found = {
      date: new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone }),
      time: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }),
    };
    formatters.set(key, found);
  }
  return found;
}

/** `timeZone` is for tests and for showing server times in a fixed zone; the default is the device's. */
export function formatDateTime(value: Date | number | string, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const { date: dateFormat, time: timeFormat } = formattersFor(timeZone);
  const parts = dateFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${timeFormat.format(date)}`;
}
