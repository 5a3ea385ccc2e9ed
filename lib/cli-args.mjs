// @ts-check
/**
 * The command line of every script of package.json, in one place (docs/commands.md): each
 * script describes its flags once, and `parseCommand` parses `process.argv` with Node's
 * `util.parseArgs` in strict mode, answers `--help` (or `-h`) with the usage and the flags and
 * exits 0 before any work, and refuses an unknown flag, a missing value or a stray argument with
 * one line naming the known flags and exit code 2. A user's mistake never prints a stack trace.
 *
 * Plain JavaScript (with JSDoc types) so that the .mjs entry points (generator/bin.mjs,
 * server/inbox.mjs, scripts/cli/tool.mjs) use it under plain Node as the TypeScript scripts do.
 */
import { parseArgs } from "node:util";

/**
 * One flag: `util.parseArgs`'s option settings plus what `--help` prints for it.
 * @typedef {object} Flag
 * @property {"boolean" | "string"} type a switch, or a flag that takes a value (`--port 4173` or `--port=4173`)
 * @property {string} [short] a one-letter alias (`-f`)
 * @property {boolean} [multiple] may be given more than once (the values come as an array)
 * @property {string | boolean | string[] | boolean[]} [default] the value when the flag is absent
 * @property {string} [value] the placeholder `--help` shows for a string flag's value (default "value")
 * @property {string} description one line for `--help`
 */

/**
 * A command: what `--help` prints and what `parseArgs` accepts.
 * @typedef {object} Command
 * @property {string} name the name messages start with (`build:`), usually the npm script's
 * @property {string} usage the synopsis after "Usage: ", e.g. `npm run build -- [--force]`
 * @property {string} [run] how to run it when no npm script does, before its flags (`npx tsx scripts/x.ts`; default `npm run <name> --`)
 * @property {string} summary what the command does, one or a few sentences
 * @property {Record<string, Flag>} [options] its flags by long name (`--help` is added)
 * @property {string} [positionals] what its arguments are, when it takes any (else an argument is refused)
 * @property {Record<string, string>} [env] the environment variables it reads, with what each sets
 * @property {string} [notes] more text printed at the end of `--help`
 * @property {string[]} [argv] the arguments to parse (default: `process.argv.slice(2)`)
 */

/** The flag every command has. */
const HELP = /** @type {const} */ ({ type: "boolean", short: "h", description: "show this help and exit" });

/**
 * The flags of `command` as `--help` lists them: `  -f, --force  what it does`, aligned.
 * @param {Record<string, Flag>} options
 * @returns {string[]}
 */
function flagLines(options) {
  const heads = Object.entries(options).map(
    ([name, f]) => `${f.short ? `-${f.short}, ` : "    "}--${name}${f.type === "string" ? ` <${f.value ?? "value"}>` : ""}`,
  );
  const width = Math.max(...heads.map((h) => h.length));
  return Object.values(options).map(
    (f, i) => `  ${heads[i].padEnd(width)}  ${f.description}${f.default !== undefined && f.type === "string" ? ` (default: ${f.default})` : ""}`,
  );
}

/**
 * The full `--help` text of a command.
 * @param {Command} command
 * @returns {string}
 */
export function helpText(command) {
  const options = { ...command.options, help: HELP };
  const env = Object.entries(command.env ?? {});
  const width = Math.max(0, ...env.map(([k]) => k.length));
  return [
    `Usage: ${command.usage}`,
    "",
    command.summary,
    ...(command.positionals ? ["", `Arguments: ${command.positionals}`] : []),
    "",
    "Options:",
    ...flagLines(options),
    ...(env.length ? ["", "Environment:", ...env.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`)] : []),
    ...(command.notes ? ["", command.notes] : []),
    "",
  ].join("\n");
}

/**
 * The one line a refused command line gets: what was wrong, the known flags, where the help is.
 * Shared by {@link parseCommand} and scripts/cli/tool.mjs (the wrappers of third-party tools).
 * @param {string} name the command's name (`build`)
 * @param {string} problem what was wrong (`unknown option '--forc'`)
 * @param {readonly string[]} known the flags it knows, as typed (`--force`)
 * @param {string} [run] how to run it, before its flags (default `npm run <name> --`)
 * @returns {string} one line, ending in a newline
 */
export function refusal(name, problem, known, run = `npm run ${name} --`) {
  return `${name}: ${problem}. Known flags: ${known.join(", ")} (${run} --help)\n`;
}

/**
 * The flags of a command as typed, for {@link refusal}: `--force, -f`, then `--help, -h`.
 * @param {Record<string, Flag>} options
 * @returns {string[]}
 */
function knownFlags(options) {
  return Object.entries({ ...options, help: HELP }).flatMap(([name, f]) => [`--${name}`, ...(f.short ? [`-${f.short}`] : [])]);
}

/**
 * What parseArgs's error says, as a short phrase: its own messages run to three sentences.
 * @param {Error & { code?: string }} e
 * @returns {string}
 */
function problemOf(e) {
  const quoted = /'([^']+)'/.exec(e.message)?.[1];
  if (e.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") return `unknown option '${quoted}'`;
  if (e.code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL") return `unexpected argument '${quoted}' (this command takes no arguments)`;
  if (e.code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE")
    return e.message
      .split(/\.\s/)[0]
      .replace(/^Option/, "option")
      .replace(/\.$/, "");
  return e.message;
}

/**
 * Refuses a command line the command's own checks found wrong (a bad argument parseArgs cannot
 * judge): prints {@link refusal} with the command's flags to stderr and exits 2.
 * @param {Command} command
 * @param {string} problem what was wrong, a short phrase
 * @returns {never}
 */
export function refuse(command, problem) {
  process.stderr.write(refusal(command.name, problem, knownFlags(command.options ?? {}), command.run));
  process.exit(2);
}

/**
 * Parses the command line of `command` (strict: unknown flags and, unless `positionals` is
 * set, arguments are refused). `--help`/`-h` prints {@link helpText} and exits 0; a mistake
 * prints one line ({@link refusal}) to stderr and exits 2. Returns parseArgs's result.
 * @template {Record<string, Flag>} O
 * @param {Command & { options?: O }} command
 * @returns {{ values: { [K in keyof O]?: O[K]["type"] extends "boolean" ? (O[K]["multiple"] extends true ? boolean[] : boolean) : (O[K]["multiple"] extends true ? string[] : string) }, positionals: string[] }}
 */
export function parseCommand(command) {
  const options = /** @type {Record<string, Flag>} */ ({ ...command.options, help: HELP });
  /** @type {import("node:util").ParseArgsOptionsConfig} */
  const config = {};
  for (const [name, f] of Object.entries(options)) {
    config[name] = {
      type: f.type,
      ...(f.short ? { short: f.short } : {}),
      ...(f.multiple ? { multiple: true } : {}),
      ...(f.default !== undefined ? { default: /** @type {string} */ (f.default) } : {}),
    };
  }
  let parsed;
  try {
    parsed = parseArgs({ args: command.argv ?? process.argv.slice(2), options: config, strict: true, allowPositionals: Boolean(command.positionals) });
  } catch (e) {
    process.stderr.write(refusal(command.name, problemOf(/** @type {Error} */ (e)), knownFlags(command.options ?? {}), command.run));
    process.exit(2);
  }
  if (parsed.values.help) {
    process.stdout.write(helpText(command));
    process.exit(0);
  }
  return /** @type {any} */ (parsed);
}

/**
 * A whole number from a flag or environment value, or one refusal line and exit 2 (the user's
 * mistake, not a stack trace). Undefined or "" gives `fallback`.
 * @param {string} name the command's name, for the message
 * @param {string} what the flag or variable (`--runs`, `BENCH_RUNS`)
 * @param {string | undefined} value
 * @param {number} fallback
 * @param {number} [min] the least value allowed (default 0)
 * @returns {number}
 */
export function wholeNumber(name, what, value, fallback, min = 0) {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (Number.isSafeInteger(n) && n >= min) return n;
  process.stderr.write(`${name}: ${what} must be a whole number of at least ${min}, not '${value}' (npm run ${name} -- --help)\n`);
  process.exit(2);
}
