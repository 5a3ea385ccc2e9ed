/**
 * `npm run new -- <what> <name>`: starts one of the checklists of CONTRIBUTING.md by writing its
 * files, then runs `npm run sync` (./sync.ts), so that what the tools derive is current and the
 * project passes its checks at once; the developer then fills in the files it names.
 *
 *   section <kind>       a section kind: its schema (spec/schemas/sections/<kind>.schema.json),
 *                        its component (runtime/sections/<Kind>Section.tsx) and its line in the
 *                        section table (SECTION_COMPONENTS, runtime/sections/index.tsx)
 *   data-kind <name>     a spec kind: its module (generator/kinds/<name>.ts), its schema
 *                        (spec/schemas/<name>.schema.json) and its YAML (spec/<name>.yaml)
 *   page-kind <name>     a data kind that declares the page kind <name>, plus its route in the
 *                        route table and its screen with its row of the page table
 *                        (runtime/pages/<Name>Page.tsx)
 *   island <Name>        a React island: its component (runtime/islands/<Name>.tsx) and its line
 *                        in the island table (runtime/islands/registry.ts)
 *   form <id>            a form: spec/forms/<id>.yaml (YAML only)
 *
 * Names and places come from the registry and the tables themselves (the kinds of
 * generator/kinds/, the section schemas of spec/schemas/sections/, the island table, the forms
 * collection's folder), never from a list here: a name already taken, or a file already there,
 * is refused before anything is written (exit 1), so nothing is ever overwritten. A
 * mistyped command line exits 2; a failing sync step exits with its code (the files stay written,
 * and the message says so).
 */
import { fileURLToPath } from "node:url";
import { parseCommand, refuse } from "../../lib/cli-args.mjs";
import { sync } from "./sync.ts";

/** The checklists, by the word that names each on the command line (./checklists.ts makes their files). */
export const CHECKLIST_WORDS = ["section", "data-kind", "page-kind", "island", "form"] as const;

/** A word of {@link CHECKLIST_WORDS}. */
export type Checklist = (typeof CHECKLIST_WORDS)[number];

async function main(): Promise<void> {
  const command = {
    name: "new",
    usage: `npm run new -- <${CHECKLIST_WORDS.join(" | ")}> <name> [--skip-sync]`,
    summary:
      "Starts a checklist of CONTRIBUTING.md: writes its files (a new name only: nothing is overwritten), then runs npm run sync so the project is current, and names what to fill in.",
    positionals:
      "what to add (section: a section kind; data-kind: a kind of spec file; page-kind: a kind of spec file with a screen and a route; island; form) and its name (lowercase words joined by hyphens; an island's in PascalCase)",
    options: { "skip-sync": { type: "boolean" as const, description: "write the files only; run npm run sync yourself" } },
  };
  const { values, positionals } = parseCommand(command);
  if (positionals.length !== 2) refuse(command, `expected what to add and its name, got ${positionals.length} argument(s)`);
  const [what, name] = positionals as [string, string];
  if (!(CHECKLIST_WORDS as readonly string[]).includes(what)) refuse(command, `'${what}' is not one of ${CHECKLIST_WORDS.join(", ")}`);
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const { Refused, writeChecklist } = await import("./checklists.ts");
  let done: { written: string[]; next: readonly string[] };
  try {
    done = writeChecklist(root, what, name);
  } catch (e) {
    if (!(e instanceof Refused)) throw e;
    process.stderr.write(`new: ${e.message}; nothing was written\n`);
    process.exit(1);
  }
  process.stdout.write(`new: wrote ${done.written.join(", ")}\n`);
  if (!values["skip-sync"]) {
    const r = sync(root);
    if (r.code !== 0) {
      process.stderr.write(`new: the files above are written, but npm run sync failed; fix what it says and run npm run sync again\n`);
      process.exit(r.code);
    }
  }
  process.stdout.write(`new: now fill in:\n${done.next.map((n) => `  - ${n}`).join("\n")}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
