/**
 * What the dev suites that drive the page editor share: opening a page of the shared dev sandbox
 * (tests/e2e/fixtures.ts `devSandbox`) once the editor has read its sources, or once Vite's
 * client has connected, the panel, a field of the panel by instance path, and a file of the
 * sandbox as it is on disk.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page, Response } from "@playwright/test";
import type { DevSandbox } from "../../support/dev-sandbox.ts";

/** Opens `path` of the sandbox and waits until the editor has read its sources. */
export async function openPage(page: Page, sandbox: DevSandbox, path: string): Promise<void> {
  const sources = page.waitForResponse((r) => r.url().includes("/__blu/editor/sources"));
  await page.goto(`${sandbox.origin}${path}`);
  await sources;
}

/**
 * Opens `url` and waits until Vite's client on it has connected to the dev server (its console
 * says "[vite] connected."): from then on an update the server sends reaches the page. Resolves
 * to the page's response.
 */
export async function openConnected(page: Page, url: string): Promise<Response | null> {
  const connected = page.waitForEvent("console", (m) => m.text() === "[vite] connected.");
  const res = await page.goto(url);
  await connected;
  return res;
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
