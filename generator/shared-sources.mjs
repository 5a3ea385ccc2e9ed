/**
 * The files outside generator/ that the generator imports (all in lib/, the modules the stages
 * share), relative to the project root: the
 * one cache (lib/cache-store.mjs), the command-line parser every script shares and the
 * scheduled times it shares with the deploy's `due` check, and the schemas' starters as plain
 * values (editor/snippets.ts: the starter texts a value must not keep). One list
 * for generator/bin.mjs (they are part of its bundle's hash) and for the tests' throwaway project
 * roots (tests/unit/support/tmp-root.ts copies them beside generator/).
 */
export const SHARED_SOURCES = [
  "lib/cache-store.mjs",
  "lib/cli-args.mjs",
  "lib/picture-limit.mjs",
  "lib/schedule.mjs",
  "lib/sound-track.mjs",
  "editor/snippets.ts",
];
