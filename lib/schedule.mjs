// @ts-check
/**
 * Scheduled publishing, the parts shared by the generator, the build and the
 * deploy workflow's `due` check (scripts/publish/publish-due.mjs): what a `publishAt` or `unpublishAt`
 * time looks like, how it is read, and the clock the generator publishes by.
 *
 * Plain JavaScript with no dependency (JSDoc types), so that the scheduled check runs under
 * plain Node before `npm ci`, with only spec/ and scripts/ checked out
 * (.github/workflows/deploy.yml).
 */

/**
 * The form of a scheduled time: an ISO 8601 date-time with its offset (`Z` or `±hh:mm`),
 * seconds and fractions optional: `2026-12-01T09:00:00+03:00`, `2026-12-01T06:00Z`. The same
 * text is the `pattern` of spec/schemas/common.schema.json#/definitions/scheduleTime (scripts/schema/schema-annotate.ts writes it there).
 */
export const SCHEDULE_TIME_PATTERN = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$";

const FORM = new RegExp(SCHEDULE_TIME_PATTERN);

/**
 * Reads a scheduled time. Undefined when the text is not of {@link SCHEDULE_TIME_PATTERN}'s
 * form or names no real moment (a 30 February, a 25th hour, an offset beyond ±23:59).
 * @param {string} text
 * @returns {number | undefined} ms since the epoch
 */
export function parseScheduleTime(text) {
  if (typeof text !== "string" || !FORM.test(text)) return undefined;
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!parts) return undefined;
  const [, y, mo, d, h, mi, s = "0"] = parts;
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(text);
  if (offset && (Number(offset[2]) > 23 || Number(offset[3]) > 59)) return undefined;
  const wall = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  // Date.UTC rolls 30 February over into March: a real date reads back as written.
  if (
    wall.getUTCFullYear() !== Number(y) ||
    wall.getUTCMonth() !== Number(mo) - 1 ||
    wall.getUTCDate() !== Number(d) ||
    wall.getUTCHours() !== Number(h) ||
    wall.getUTCMinutes() !== Number(mi) ||
    wall.getUTCSeconds() !== Number(s)
  )
    return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}

/** `publishAt: …` or `unpublishAt: …` on a line of YAML, quoted or not (a list item's first key too). */
const KEY = /^[\t ]*(?:-[\t ]+)?(publishAt|unpublishAt)[\t ]*:[\t ]*["']?([^"'#\s]+)/gm;

/**
 * The scheduled times of a YAML text, found by their keys without parsing the YAML: each
 * `publishAt` and `unpublishAt` value that reads as a time ({@link parseScheduleTime}). The
 * generator checks each properly; this quick scan serves the `due` check and the generator's
 * skip-cache key.
 * @param {string} text YAML source
 * @returns {{ key: string, at: number }[]} times in ms since the epoch, in the order of the text
 */
export function scheduledTimes(text) {
  const out = [];
  for (const m of text.matchAll(KEY)) {
    const at = parseScheduleTime(m[2]);
    if (at !== undefined) out.push({ key: m[1], at });
  }
  return out;
}

/** The environment variable that sets the generator's clock (as `--now` does). */
export const CLOCK_VARIABLE = "BLU_NOW";

/**
 * The clock the generator publishes by: `flag` (`--now`), else $BLU_NOW, else the time now.
 * Either must be a date-time of {@link SCHEDULE_TIME_PATTERN}'s form (with its offset).
 * @param {string | undefined} [flag] the value of a `--now` flag
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ now: number } | { problem: string }} ms since the epoch, or what is wrong with the value given
 */
export function readClock(flag, env = process.env) {
  const given = flag ?? env[CLOCK_VARIABLE];
  if (given === undefined || given === "") return { now: Date.now() };
  const now = parseScheduleTime(given);
  if (now !== undefined) return { now };
  const what = flag !== undefined ? "--now" : CLOCK_VARIABLE;
  return { problem: `${what} takes a date-time with its offset, such as 2026-12-01T09:00:00+03:00 or 2026-12-01T06:00:00Z, not '${given}'` };
}
