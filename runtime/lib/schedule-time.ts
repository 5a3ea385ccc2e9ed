/**
 * How the dev server's "scheduled for" marker writes a `publishAt` time: the date and
 * wall-clock time as the author wrote them, in the site's language (spec/site.yaml `language`),
 * then the offset they wrote: `2026-12-01T09:00:00+03:00` → "1 December 2026, 09:00 (UTC+03:00)"
 * in English. The time is the author's own, not converted to the reader's zone, so the marker
 * reads as the spec does.
 */

/**
 * Writes a scheduled time (an ISO 8601 date-time with its offset, as the generator accepts:
 * lib/schedule.mjs) for people; returns the text as it is when it is not of that form.
 * @param text the time as written in spec/
 * @param language a BCP 47 language tag (`en`)
 */
export function formatScheduleTime(text: string, language: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(text);
  if (!m) return text;
  const [, y, mo, d, h, mi, offset] = m;
  // The wall-clock time, formatted as if at UTC, so no zone of the machine's shifts it.
  const wall = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)));
  const written = new Intl.DateTimeFormat(language, { dateStyle: "long", timeStyle: "short", timeZone: "UTC", hourCycle: "h23" }).format(wall);
  return `${written} (UTC${offset === "Z" ? "" : offset})`;
}
