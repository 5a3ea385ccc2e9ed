/**
 * A date and a time in a time zone, and the ISO time with its offset that spec/ holds
 * (`publishAt: 2027-01-15T09:00:00+03:00`: the rule is lib/schedule.mjs's, docs/content/editing.md
 * "Pickers"). Intl only: the zones' rules (summer time included) are the browser's or Node's.
 */

/**
 * The time zones the date-time picker offers: the agency's offices (Uganda, Kenya, Nigeria,
 * South Africa, Rwanda, the UK). The countries of spec/countries/ carry no time zone, so they are
 * written once here; the browser's own zone is offered too when it is another.
 */
export const OFFICE_ZONES: readonly string[] = ["Africa/Kampala", "Africa/Nairobi", "Africa/Lagos", "Africa/Johannesburg", "Africa/Kigali", "Europe/London"];

/** A wall-clock date and time: `date` "YYYY-MM-DD", `time` "HH:MM". */
export interface WallTime {
  readonly date: string;
  readonly time: string;
}

const two = (n: number) => String(n).padStart(2, "0");

/** The wall-clock parts of an instant (ms since 1970 UTC) in a zone. @throws RangeError for an unknown zone */
function wallParts(ms: number, zone: string): { y: number; mo: number; d: number; h: number; mi: number } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(ms));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: n("year"), mo: n("month"), d: n("day"), h: n("hour"), mi: n("minute") };
}

/** The zone's offset from UTC at an instant, in minutes (+180 in Nairobi, +60 in London in summer). */
export function offsetMinutes(ms: number, zone: string): number {
  const p = wallParts(ms, zone);
  const floor = Math.floor(ms / 60000) * 60000;
  return Math.round((Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi) - floor) / 60000);
}

/** "+03:00", "-05:00", "+00:00" for an offset in minutes. */
export function offsetText(minutes: number): string {
  const a = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${two(Math.floor(a / 60))}:${two(a % 60)}`;
}

/**
 * The ISO time with its offset of a wall-clock date and time in a zone
 * (`("2027-01-15", "09:00", "Africa/Nairobi")` → "2027-01-15T09:00:00+03:00"). A time the clocks
 * skip (01:30 on the morning London's summer time starts) is written as the time it becomes
 * (02:30+01:00); a time they pass twice is its first passing.
 * @returns null when the date or time is not one (empty, "2027-02-30")
 * @throws RangeError for an unknown zone
 */
export function zonedToIso(wall: WallTime, zone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(wall.date);
  const t = /^(\d{2}):(\d{2})$/.exec(wall.time);
  if (!d || !t) return null;
  const [y, mo, day, h, mi] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [number, number, number, number, number];
  const guess = Date.UTC(y, mo - 1, day, h, mi);
  const back = new Date(guess);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== day || h > 23 || mi > 59) return null;
  // The offset before the wall time, then at the instant found: the second settles summer time's edges.
  const before = offsetMinutes(guess - 24 * 3600000, zone);
  let ms = guess - before * 60000;
  const at = offsetMinutes(ms, zone);
  if (at !== before) {
    const later = guess - at * 60000;
    ms = offsetMinutes(later, zone) === at ? later : ms;
  }
  const p = wallParts(ms, zone);
  return `${p.y}-${two(p.mo)}-${two(p.d)}T${two(p.h)}:${two(p.mi)}:00${offsetText(offsetMinutes(ms, zone))}`;
}

/**
 * An ISO time with its offset as a wall-clock date and time in a zone
 * (`("2027-01-15T06:00:00Z", "Africa/Nairobi")` → 2027-01-15, 09:00); null when it is no time.
 * @throws RangeError for an unknown zone
 */
export function isoToZoned(iso: string, zone: string): WallTime | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(iso)) return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const p = wallParts(ms, zone);
  return { date: `${p.y}-${two(p.mo)}-${two(p.d)}`, time: `${two(p.h)}:${two(p.mi)}` };
}

/**
 * The zone a value is shown in at first: the preferred one (the browser's) when the value's
 * offset is its offset at that instant, else the first office zone whose offset it is, else the
 * preferred one.
 */
export function zoneOf(iso: string, zones: readonly string[], preferred: string): string {
  const m = /(Z|([+-])(\d{2}):(\d{2}))$/.exec(iso);
  const ms = Date.parse(iso);
  if (!m || Number.isNaN(ms)) return preferred;
  const offset = m[1] === "Z" ? 0 : (m[2] === "-" ? -1 : 1) * (Number(m[3]) * 60 + Number(m[4]));
  return [preferred, ...zones].find((z) => offsetMinutes(ms, z) === offset) ?? preferred;
}
