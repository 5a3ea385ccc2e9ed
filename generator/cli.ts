/**
 * The generator's command line: `npm run generate` writes generated/ from spec/;
 * `npm run generate -- --check` only compares and exits 1 when generated/ is stale.
 * Problems in spec/ print as `file:line:col path message` with a hint and a YAML frame, exit 1.
 */
import { performance } from "node:perf_hooks";
import { formatDiagnostics } from "./diagnostics/index.ts";
import { generate } from "./run.ts";
import { findStale, writeGenerated } from "./write/write.ts";

const start = performance.now();
const root = process.cwd();
const check = process.argv.includes("--check");
const quiet = process.argv.includes("--quiet");

try {
  const result = generate(root);
  if (!result.ok) {
    const n = result.diagnostics.length;
    process.stderr.write(`${formatDiagnostics(result.diagnostics)}\n\n${n} problem${n === 1 ? "" : "s"} in spec/; generated/ was left as it was.\n`);
    process.exit(1);
  }
  const ms = Math.round(performance.now() - start);
  if (check) {
    const stale = findStale(root, result.files);
    if (stale.length > 0) {
      const list = stale.map((s) => `  ${s.kind.padEnd(7)} ${s.path}${s.diff ? `\n${s.diff.replace(/^/gm, "      ")}` : ""}`).join("\n");
      process.stderr.write(`generated/ is stale: it does not match spec/.\n${list}\n\nRun \`npm run generate\` and commit generated/.\n`);
      process.exit(1);
    }
    if (!quiet) process.stdout.write(`generated/ is current (${result.files.length} files checked in ${ms} ms)\n`);
  } else {
    const changed = writeGenerated(root, result.files);
    if (!quiet) process.stdout.write(`generated/: ${changed.length ? `${changed.length} file(s) written` : "already current"} (${result.files.length} files, ${ms} ms)\n`);
  }
} catch (e) {
  process.stderr.write(`The generator failed unexpectedly: ${(e as Error).message}\nThis is a bug in generator/, not in spec/. generated/ was left as it was.\n`);
  process.exit(2);
}
