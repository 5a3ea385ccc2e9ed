/**
 * Scheduled publishing end to end, on a throwaway copy of the project
 * (the one the dev suites share, `devSandbox` in ../fixtures.ts) where Rwanda's Tecno case study
 * says `publishAt: 2026-12-01T09:00:00+03:00` and the dev server's clock ($BLU_NOW) is set before it:
 *
 * - `npm run dev` shows the study with the "Scheduled for …" marker (spec/ui.yaml shell.scheduled);
 * - `npm run generate` with its clock set before (`--now`) leaves the page out of the route table
 *   and the study out of the data, and with its clock after puts both in; the skip-cache answers a
 *   second run before the time, but not the first run after it.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { DevSandbox } from "../../support/dev-sandbox.ts";
import { editOnce } from "../../unit/support/tmp-root.ts";
import { DEV_CLOCK, expect, test } from "../fixtures";

const STUDY = "/case-study/rw/tecno-mobile-rwanda-c8magiccapture";
const TITLE = "Tecno Mobile Rwanda #C8MagicCapture";
const LAUNCH = "2026-12-01T09:00:00+03:00";
/** A minute before the launch (the shared dev server's clock), and the launch itself (09:00 at UTC+03:00 is 06:00 UTC). */
const BEFORE = DEV_CLOCK;
const AFTER = "2026-12-01T06:00:00Z";

/** Runs the generator in the copy with its clock at `now`; returns its exit code and output. */
function generateAt(root: string, now: string): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, ["generator/bin.mjs", "--now", now], { cwd: root, encoding: "utf8", env: { ...process.env, FORCE_COLOR: "0" } });
  return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
}

/** The URLs generated/routes.ts of the copy lists for the prerender. */
function prerenderUrls(root: string): string[] {
  const text = readFileSync(join(root, "generated/routes.ts"), "utf8");
  const m = /export const prerenderUrls: readonly string\[\] = \[([^\]]*)\]/.exec(text);
  return [...(m?.[1] ?? "").matchAll(/"([^"]+)"/g)].map((x) => x[1]!);
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

/** The dev server the dev suites share (tests/e2e/fixtures.ts), its clock at BEFORE; its copy is put back after these tests. */
let sandbox: DevSandbox;

test.beforeAll(async ({ devSandbox }) => {
  sandbox = devSandbox;
  await sandbox.change((root) =>
    editOnce(
      root,
      "spec/case-studies/rw.yaml",
      "  - key: tecno-mobile-rwanda-c8magiccapture\n",
      `  - key: tecno-mobile-rwanda-c8magiccapture\n    publishAt: "${LAUNCH}"\n`,
    ),
  );
});
test.afterAll(async ({ devSandbox }) => {
  await devSandbox.reset();
});

test("npm run dev shows a study still to come, with when it goes live", async ({ page }) => {
  await page.goto(`${sandbox.origin}${STUDY}`);
  await expect(page.locator("h1")).toContainText(TITLE);
  const marker = page.locator('[data-slot="scheduled-marker"]');
  await expect(marker).toHaveText("Scheduled for December 1, 2026 at 09:00 (UTC+03:00)");
  await expect(page.locator('[data-slot="draft-marker"]'), "not a draft").toHaveCount(0);
  // A published page carries no marker.
  await page.goto(`${sandbox.origin}/casestudy`);
  await expect(page.locator('[data-slot="scheduled-marker"]')).toHaveCount(0);
  // Its card in the country's list says so too; the published studies' cards say nothing.
  await page.goto(`${sandbox.origin}/rwanda`);
  const card = page.locator("article").filter({ has: page.locator(`a[href="${STUDY}"]`) });
  await expect(card.locator('[data-slot="card-scheduled-marker"]')).toHaveText("Scheduled for December 1, 2026 at 09:00 (UTC+03:00)");
  await expect(page.locator('[data-slot="card-scheduled-marker"]')).toHaveCount(1);
});

test("npm run generate leaves the study out before its time and puts it in from then", () => {
  const before = generateAt(sandbox.root, BEFORE);
  expect(before.status, before.output).toBe(0);
  expect(prerenderUrls(sandbox.root)).not.toContain(STUDY);
  expect(prerenderUrls(sandbox.root)).toContain("/casestudy");
  expect(readFileSync(join(sandbox.root, "generated/case-studies.ts"), "utf8")).not.toContain(TITLE);
  const again = generateAt(sandbox.root, "2026-12-01T05:59:59Z");
  expect(again.output, "before the time, the skip-cache answers").toContain("inputs unchanged");

  const after = generateAt(sandbox.root, AFTER);
  expect(after.status, after.output).toBe(0);
  expect(after.output, "a time passed: a full run, not the cache's answer").not.toContain("inputs unchanged");
  expect(prerenderUrls(sandbox.root)).toContain(STUDY);
  expect(readFileSync(join(sandbox.root, "generated/case-studies.ts"), "utf8")).toContain(TITLE);
});
