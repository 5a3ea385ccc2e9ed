import { defineConfig } from "vitest/config";
import { slowFirst } from "./tests/support/sequencer.ts";

/**
 * The unit test files that take most of the unit stage's time: each generates one or more whole
 * copies of the project (tests/unit/support/tmp-root.ts), renders them, or starts the form inbox
 * as a process and sends it thousands of requests. They form the `slow` project, run by
 * `npm test` (and `npm run test:unit`) only; `npm run test:quick` runs the `fast` project, every
 * other file (docs/testing.md says what each covers).
 */
export const SLOW_UNIT_TESTS: readonly string[] = [
  // In the order they start (tests/support/sequencer.ts), the longest first: each file's time in
  // a run of the slow project under load (docs/testing.md, "How long the tests take").
  // The checklists of CONTRIBUTING.md done on a copy: every `npm run new`, then the copy's checks,
  // type check and the unit tests that pin the kinds, side by side in processes of their own.
  "tests/unit/checklists.test.ts",
  // The generator on broken and unusual copies of the spec, in process and by its CLI.
  "tests/unit/generator/broken-specs.test.ts",
  // The generator on broken and changed copies of the spec, in process and by its CLI.
  "tests/unit/generator/cache.test.ts",
  // The generator's record of clean files, on broken and changed copies of the spec.
  "tests/unit/generator/clean-files.test.ts",
  // Unusual but valid content generated and rendered through one copy of runtime/.
  "tests/unit/generator/good-specs.test.ts",
  "tests/unit/generator/errors.test.ts",
  "tests/unit/urls.test.ts",
  "tests/unit/schedule.test.ts",
  // The editor's proposals on real temporary git repositories, a bare origin and a stand-in of GitHub's API.
  "tests/unit/editor/propose.test.ts",
  // Ordinary content edits made through the page editor's endpoints on a copy, then CI's checks and every route rendered.
  "tests/unit/content-edits.test.ts",
  // npm run dev on a copy: what it hands out to no origin and to another, and a 256-megapixel picture uploaded and named.
  "tests/unit/dev-server-guard.test.ts",
  "tests/unit/growth-*.test.ts",
  // The form inbox under a hostile review, kill -9 during bursts and a fuzz of 3,000 requests.
  "tests/unit/inbox-crash.test.ts",
  // Photographs made, cut and measured with sharp on copies of the project.
  "tests/unit/photos.test.ts",
  "tests/unit/generator/every-problem.test.ts",
  "tests/unit/drafts.test.ts",
  // Random records of the launch content made drafts or scheduled, against the same records taken out by hand.
  "tests/unit/drafts-by-hand.test.ts",
  "tests/unit/inbox-review.test.ts",
  // An island added on a copy (a real Vite build).
  "tests/unit/island-growth.test.ts",
  "tests/unit/focal-point.test.ts",
  "tests/unit/inbox-fuzz.test.ts",
  // A 256-megapixel picture made with sharp, refused by the generator and the upload; uploads written again.
  "tests/unit/picture-limit.test.ts",
];

/**
 * Unit tests (tests/unit): `npm run test:unit` (both projects), a stage of `npm test` (both) and
 * of `npm run test:quick` (`--project fast`). All three run them in the fixture site
 * (tests/support/fixture-site.ts: this checkout's code with the frozen launch content), where
 * their pins of texts, counts and `file:line:col` positions hold whatever the live spec/ says;
 * one file by hand: `npm run fixture-site -- vitest run tests/unit/x.test.ts`.
 *
 * - Two workers (Vitest's default is one fewer than the cores: one on a 2-core machine). Much
 *   of the suite waits on child processes (the generator's command line, the form inbox), so
 *   two files at a time keep both cores busy.
 * - Worker threads, not forked processes, and no isolation between the files of one worker: a
 *   file's modules stay loaded for the next (the generator stack, ts-morph, ajv and yaml above
 *   all, is loaded once per worker instead of once per file). Safe here because no test file
 *   mocks a module of the project, changes the working directory or sets process.env for later
 *   files; spies are restored where they are made. One file mocks modules, those of a temporary
 *   root of its own only (good-specs.test.ts: the render root's generated/, unmocked after it),
 *   and resets the module registry, after which the next files of its worker evaluate their
 *   modules again (Vite's transforms are kept).
 */
export default defineConfig({
  test: {
    environment: "node",
    pool: "threads",
    maxWorkers: 2,
    isolate: false,
    // The slow files first, longest first (tests/support/sequencer.ts): no long file started last.
    sequence: { sequencer: slowFirst(SLOW_UNIT_TESTS) },
    projects: [
      { extends: true, test: { name: "fast", include: ["tests/unit/**/*.test.ts"], exclude: [...SLOW_UNIT_TESTS] } },
      { extends: true, test: { name: "slow", include: [...SLOW_UNIT_TESTS] } },
    ],
  },
});
