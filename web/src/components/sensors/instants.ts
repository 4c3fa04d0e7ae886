// Instants as people read them: on the building's wall clock, and how long ago.

const formats = new Map<string, Intl.DateTimeFormat>();

/** `27 Nov 2026, 10:05` in the zone (the browser's when none is given). */
export function formatInstant(iso: string | null, timeZone: string | null = null): string {
  if (iso === null) return '–';
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      ...(timeZone !== null && { timeZone }),
    });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}

/** `5 min ago`, `3 h ago`, `12 days ago`; 'never' without an instant. */
export function formatAge(iso: string | null, now: Date = new Date()): string {
  if (iso === null) return 'never';
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} days ago`;
}

/** Date ranges as `3–5 Nov` style text: `2026-11-03 – 2026-11-05`, or one date. */
export const formatDateRange = (range: { startDate: string; endDate: string }): string =>
  range.startDate === range.endDate ? range.startDate : `${range.startDate} – ${range.endDate}`;
