/**
 * Whether the scheduled deploy has anything to publish (.github/workflows/deploy.yml, job `due`):
 * is there a `publishAt` or `unpublishAt` date-time in spec/ that passed within the last
 * `--window` minutes? Times are read as the generator reads them (./schedule.mjs, shared with it):
 * the build the deploy then runs publishes by the same clock (the time now). Prints the answer and, under GitHub Actions, writes `due=true|false` to
 * $GITHUB_OUTPUT. Plain Node.js with no dependency, so the scheduled check runs before (and
 * usually instead of) `npm ci`.
 *
 *   node scripts/publish/publish-due.mjs [--window MINUTES] [--now ISO-DATE-TIME] [--spec DIR]
 *
 * Exit codes: 0 (due or not), 2 for a mistaken flag or value.
 */
import { appendFileSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { parseScheduleTime, scheduledTimes } from "../../lib/schedule.mjs";

export { scheduledTimes };

/**
 * Whether any of `times` lies in the window (now − windowMs, now].
 * @param {readonly { at: number }[]} times ms since the epoch
 * @param {number} now ms since the epoch
 * @param {number} windowMs length of the window, ms
 */
export function isDue(times, now, windowMs) {
  return times.some((t) => t.at <= now && t.at > now - windowMs);
}

/** Every .yaml and .yml file below `dir`, as [path, text]. */
function yamlFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.ya?ml$/.test(e.name))
    .map((e) => {
      const path = join(e.parentPath, e.name);
      return [path, readFileSync(path, "utf8")];
    });
}

const USAGE = `Usage: node scripts/publish/publish-due.mjs [--window MINUTES] [--now ISO-DATE-TIME] [--spec DIR]

Says whether a publishAt or unpublishAt time in spec/ passed within the last MINUTES
(default 60), and writes due=true|false to $GITHUB_OUTPUT when it is set.

  --window MINUTES   how far back to look (default 60)
  --now TIME         the clock to use (default: now)
  --spec DIR         the spec folder (default: spec)
  -h, --help         this text
`;

function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        window: { type: "string", default: "60" },
        now: { type: "string" },
        spec: { type: "string", default: "spec" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    }));
  } catch (e) {
    process.stderr.write(`publish-due: ${e.message}\nKnown flags: --window, --now, --spec, --help\n`);
    process.exit(2);
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const minutes = Number(values.window);
  const now = values.now === undefined ? Date.now() : parseScheduleTime(values.now);
  if (!(minutes > 0) || now === undefined) {
    process.stderr.write(`publish-due: --window takes minutes above 0 and --now an ISO date-time with its offset (2026-12-01T09:00:00+03:00)\n${USAGE}`);
    process.exit(2);
  }
  const found = yamlFiles(values.spec).flatMap(([path, text]) => scheduledTimes(text).map((t) => ({ ...t, path })));
  const due = found.filter((t) => isDue([t], now, minutes * 60_000));
  for (const t of due) process.stdout.write(`due: ${t.path} ${t.key} ${new Date(t.at).toISOString()}\n`);
  process.stdout.write(
    `${due.length ? "publish" : "nothing to publish"} (${found.length} scheduled time${found.length === 1 ? "" : "s"} in ${values.spec}/, window ${minutes} min)\n`,
  );
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `due=${due.length > 0}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
