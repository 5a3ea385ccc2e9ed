/**
 * Makes placeholder artwork for every media path spec/ names that public/ does not have yet:
 * small, deterministic SVG compositions in the brand palette, sized for their slot
 * (hero 1200×900, card 800×600, benefit 800×560, portrait 600×800, banner 1600×700, detail
 * 1000×800, showcase 1200×900, tile 800×1000, anything else 1200×800 px).
 * Existing files are never touched, so real photography can replace any of them.
 * Client logos get none: a logo without a file of its own is the client's word mark, which the
 * build draws (media/art/wordmark-files.ts). Which paths it draws is generator/assets/placeholders.ts's
 * rule, which the generator's hints read too.
 * The artwork is media/placeholders.ts's; this file only finds the paths and writes the files.
 * Then it writes the home banner's reel of today's content (generated/, as `npm run generate`
 * left it) into media/reel-files/, the committed files a build with an empty cache takes instead
 * of encoding the reel (media/reel.ts `commitReel`; docs/decisions.md).
 * Usage: npm run media (`--help` for the flags).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { PLACEHOLDER_PATHS, makesPlaceholder } from "../../generator/assets/placeholders.ts";
import { artwork } from "../../media/placeholders.ts";
import { parseCommand } from "../../lib/cli-args.mjs";

parseCommand({
  name: "media",
  usage: "npm run media",
  summary:
    "Writes placeholder artwork into public/ for every media path spec/ names that public/ does not have yet (existing files are never touched), then the home banner's reel of today's content (generated/) into media/reel-files/, which is committed.",
});

const root = process.cwd();

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? yamlFiles(join(dir, e.name)) : /\.ya?ml$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

const wanted = new Set<string>();
for (const file of yamlFiles(join(root, "spec"))) {
  for (const m of readFileSync(file, "utf8").matchAll(PLACEHOLDER_PATHS)) wanted.add(m[0]);
}
let made = 0;
for (const path of [...wanted].sort()) {
  const disk = join(root, "public", path);
  if (!makesPlaceholder(path)) continue;
  if (existsSync(disk)) continue;
  mkdirSync(dirname(disk), { recursive: true });
  writeFileSync(disk, artwork(path));
  made++;
}
process.stdout.write(`media: ${made} file(s) made, ${wanted.size - made} already present\n`);
const [{ generatedReelContent }, { commitReel, REEL_COMMITTED_DIR }] = await Promise.all([
  import("../../media/generated-recipes.ts"),
  import("../../media/reel.ts"),
]);
const reelContent = generatedReelContent();
if (reelContent) {
  const { written, removed } = await commitReel(root, reelContent);
  process.stdout.write(`media: the reel in ${REEL_COMMITTED_DIR}/: ${written.length} file(s) written, ${removed.length} of other content removed\n`);
}
