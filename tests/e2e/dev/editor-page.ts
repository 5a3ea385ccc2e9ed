/**
 * What the dev suites that drive the page editor share: opening a page of the shared dev sandbox
 * (tests/e2e/fixtures.ts `devSandbox`) once the editor has read its sources, the panel, a field
 * of the panel by instance path, and a file of the sandbox as it is on disk.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import type { DevSandbox } from "../../support/dev-sandbox.ts";

/** Opens `path` of the sandbox and waits until the editor has read its sources. */
export async function openPage(page: Page, sandbox: DevSandbox, path: string): Promise<void> {
  const sources = page.waitForResponse((r) => r.url().includes("/__blu/editor/sources"));
  await page.goto(`${sandbox.origin}${path}`);
  await sources;
}

/** The panel (inside the editor's shadow root). */
export const panel = (page: Page): Locator => page.locator("blu-editor .panel");

/** The input of the panel's field at an instance path. */
export const field = (page: Page, path: readonly (string | number)[]): Locator =>
  panel(page)
    .locator(`[data-path='${JSON.stringify(path)}']`)
    .locator("input, textarea, select")
    .first();

/** A file of the sandbox (from its root) as it is on disk now. */
export const readIn = (sandbox: DevSandbox, file: string): string => readFileSync(join(sandbox.root, file), "utf8");
