// @ts-check
/**
 * `npm run build` (package.json: `node scripts/build/build-entry.mjs`; docs/commands.md): reads
 * the command line (--help, a mistyped flag refused with exit code 2), starts the generator
 * (./build-start.mjs), then loads the TypeScript loader and the build's stages (./build.ts) and
 * runs them. Plain JavaScript: the generator needs no loader, so it starts before tsx's does.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCommand } from "../../lib/cli-args.mjs";
import { BUILD_COMMAND, startBuild } from "./build-start.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const begun = startBuild(root, parseCommand(BUILD_COMMAND).values);
// What `node --import tsx` does (the package's entry registers its loader; it declares no
// types, hence the specifier as a value): TypeScript modules load from here on.
const loader = "tsx";
await import(loader);
const { build } = await import("./build.ts");
await build(begun);
