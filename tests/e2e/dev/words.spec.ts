/**
 * Plain words in every panel (docs/content/editing.md, "Plain words"): on `npm run dev` over the
 * fixture site's copy, every route of the route table is opened once, and on it the panel of
 * every record the page shows (the distinct records of the editor's sources for that page, found
 * at run time) is opened through the page, as Alt-click does. The editor's visible text (its
 * shadow root) must hold none of the developer's words of editor/plain-words.ts. A record met on
 * an earlier route, or another item of a list already seen, is not opened again. Then the New
 * page form, with the answer to a bad short name, and the overlay of the content's problems.
 * With WORDS_SCREENSHOTS=1 it also takes the screenshots of the panel's heading and of the
 * overlay for docs/content/editing.md.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { routes } from "../../../generated/routes";
import { projectRoot } from "../../support/fixture-site.ts";
import { unplainWords } from "../../../editor/plain-words.ts";
import type { PageSources } from "../../../editor/server/sources.ts";
import { expect, test } from "../fixtures";
import type { Page } from "@playwright/test";

test.describe.configure({ mode: "serial", timeout: 300_000 });

const SHOTS = process.env.WORDS_SCREENSHOTS === "1";

/** A screenshot of the page with the editor, for docs/content/editing.md (JPEG, 1280 wide). */
async function shot(page: Page, name: string): Promise<void> {
  const dir = join(projectRoot, "docs/screenshots/editor");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, name), type: "jpeg", quality: 80 });
}

/** The editor's visible text: what a person reads in its panels now. */
const editorText = async (page: Page) => (await page.locator("blu-editor .panel").allInnerTexts()).join("\n");

/** One record as the scan counts it: the file (or its folder, for a folder of files of one kind) and the path with every list index alike. */
function recordKey(file: string, path: readonly (string | number)[]): string {
  const kind = /^spec\/(countries|case-studies|services|service-sections|forms)\//.test(file) ? file.replace(/[^/]+$/, "*") : file;
  return `${kind} ${path.map((s) => (typeof s === "number" ? "#" : s)).join(".")}`;
}

test("no panel on any route speaks in developer's words", async ({ page, devSandbox, problems }) => {
  // The New page form's answer to a name it cannot take is a 400, which the browser logs.
  problems.allow(/status of 400/);
  const seen = new Set<string>();
  const found: string[] = [];
  const started = Date.now();
  let opened = 0;
  const urls = [...new Set(routes.filter((r) => r.urls.length > 0).map((r) => r.urls[0]!))];
  for (const url of urls) {
    const answer = page.waitForResponse((r) => r.url().includes("/__blu/editor/sources"));
    await page.goto(`${devSandbox.origin}${url}`);
    const sources = (await (await answer).json()) as PageSources;
    // The first element showing each record not yet seen (the panel opens the first place a text is written).
    const keys = new Map<string, string>();
    for (const [text, list] of Object.entries(sources.values)) {
      const s = list[0]!;
      const key = recordKey(s.file, s.path.slice(0, -1));
      if (!seen.has(key) && !keys.has(key)) keys.set(key, text);
    }
    for (const [key, text] of keys) {
      seen.add(key);
      const shown = await page.evaluate(async (want) => {
        const norm = (s: string) => s.replace(/\*\*/g, "").replace(/\s+/g, " ").trim();
        const el = [...document.querySelectorAll("body *:not(blu-editor)")]
          .reverse()
          .find((e) => norm(e.tagName === "IMG" ? (e.getAttribute("alt") ?? "") : (e.textContent ?? "")) === want);
        if (!el) return false;
        const ready = new Promise<boolean>((done) => {
          document.addEventListener("blu:editor-ready", () => done(true), { once: true });
          setTimeout(() => done(false), 5000);
        });
        el.dispatchEvent(new MouseEvent("click", { altKey: true, bubbles: true, cancelable: true }));
        return ready;
      }, text);
      if (!shown) continue;
      opened++;
      const words = await editorText(page);
      for (const line of words.split("\n")) {
        const broken = unplainWords(line);
        if (broken.length > 0) found.push(`${url} ${key}: ${broken.join(", ")}: ${line.trim().slice(0, 160)}`);
      }
    }
  }
  if (SHOTS) {
    // The panel of a service, its heading a trail of names, its "Details" open.
    await page.goto(`${devSandbox.origin}/services/media/media-buying`);
    await page.locator("h1").click({ modifiers: ["Alt"] });
    await page.locator("blu-editor .panel .where summary").click();
    await shot(page, "2-panel.jpg");
  }
  const loop = `${urls.length} routes, ${opened} panels, ${Math.round((Date.now() - started) / 1000)} s`;
  // The New page form, and its answer to a short name it cannot take.
  const editor = page.locator("blu-editor");
  await page.keyboard.press("Escape");
  await editor
    .getByRole("button", { name: "Close" })
    .first()
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await editor.getByRole("button", { name: "New page" }).click();
  const form = editor.locator(".panel").last();
  await form.locator("input").first().fill("Careers Page");
  await form.getByRole("button", { name: "Create" }).click();
  await expect(form.locator(".status")).not.toHaveText(/^(Checking…)?$/);
  for (const line of (await editorText(page)).split("\n"))
    if (unplainWords(line).length > 0) found.push(`New page: ${unplainWords(line).join(", ")}: ${line.trim()}`);
  // The overlay of the content's problems, after a save that breaks a file (an unknown key).
  const TITLE = "    title: Media buying\n";
  devSandbox.edit("spec/services/media.yaml", TITLE, `${TITLE}    titel: typo\n`);
  try {
    const overlay = editor.locator(".spec-problems");
    await expect(overlay).toContainText("titel", { timeout: 15_000 });
    if (SHOTS) await shot(page, "9-content-problems.jpg");
    for (const line of (await overlay.allInnerTexts()).join("\n").split("\n"))
      if (unplainWords(line).length > 0) found.push(`Overlay: ${unplainWords(line).join(", ")}: ${line.trim()}`);
  } finally {
    devSandbox.edit("spec/services/media.yaml", `${TITLE}    titel: typo\n`, TITLE);
  }
  await expect(editor.locator(".spec-problems")).toHaveCount(0, { timeout: 15_000 });
  test.info().annotations.push({ type: "scan", description: loop });
  console.log(`words scan: ${loop}; ${found.length} text(s) in developer's words`);
  expect(found, "texts in developer's words").toEqual([]);
  expect(opened, "panels opened").toBeGreaterThan(20);
});
