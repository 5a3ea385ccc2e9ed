import { relative } from "node:path";
import escapeStringRegexp from "escape-string-regexp";
import { BaseSequencer, type TestSequencerConstructor, type TestSpecification } from "vitest/node";

/** A path pattern of a slow file as vitest.config.ts writes it (`*` within one folder name) as a regular expression. */
const patternRegExp = (pattern: string) => new RegExp(`^${pattern.split("*").map(escapeStringRegexp).join("[^/]*")}$`);

/**
 * The order the unit test files start in (docs/testing.md, "How long the tests take"): the slow
 * files first, longest first, so that the longest file (the broken-spec corpus, the checklists' copy of the project) is
 * not the last one started while the other worker idles; Vitest's own order puts project `fast`
 * before `slow` and, on a clean clone (no record of past durations), the slow files last.
 *
 * `slowFiles` is vitest.config.ts's SLOW_UNIT_TESTS, in its order (the longest first): paths
 * relative to the project root, `*` matching within one folder name. When every slow file has a
 * recorded duration (Vitest's results cache, node_modules/.vite/vitest/), the longer starts
 * first; otherwise each starts in its place in `slowFiles`. The files of the `fast` project
 * follow in Vitest's own order (failed, then longer, then larger first).
 */
export function slowFirst(slowFiles: readonly string[]): TestSequencerConstructor {
  const patterns = slowFiles.map(patternRegExp);
  return class SlowFirstSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const base = await super.sort(files);
      const rank = (spec: TestSpecification) => {
        const rel = relative(this.ctx.config.root, spec.moduleId).split("\\").join("/");
        const at = patterns.findIndex((p) => p.test(rel));
        return at < 0 ? patterns.length : at;
      };
      const duration = (spec: TestSpecification) =>
        this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`)?.duration;
      const slow = base.filter((s) => rank(s) < patterns.length);
      const fast = base.filter((s) => rank(s) === patterns.length);
      const known = slow.every((s) => duration(s) !== undefined);
      slow.sort((a, b) => (known ? (duration(b) as number) - (duration(a) as number) : rank(a) - rank(b)));
      return [...slow, ...fast];
    }
  };
}
