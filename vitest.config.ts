import { defineConfig } from "vitest/config";

/**
 * Unit tests (tests/unit): `npm run test:unit`, the fourth stage of `npm test` and of
 * `npm run test:quick`.
 *
 * - Two workers (Vitest's default is one fewer than the cores: one on a 2-core machine). Much
 *   of the suite waits on child processes (the generator's command line, the form inbox), so
 *   two files at a time keep both cores busy.
 * - Worker threads, not forked processes, and no isolation between the files of one worker: a
 *   file's modules stay loaded for the next (the generator stack, ts-morph, ajv and yaml above
 *   all, is loaded once per worker instead of once per file). Safe here because no test file
 *   mocks a module, changes the working directory or sets process.env for later files; spies
 *   are restored where they are made.
 */
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
    pool: "threads",
    maxWorkers: 2,
    isolate: false,
  },
});
