/**
 * The first tap is never lost (docs/architecture.md#the-runtime-html-first-islands-for-interaction): a press made as soon as the page
 * has loaded, before its island is live, is held and replayed through the island. Every form of
 * every page of sections is pressed empty at load: the messages show on that first press (the
 * browser's own bubble never does), and nothing is posted. A case-study tab pressed, and a client
 * logo hovered, at load respond to that first tap or hover; a form field focused or hovered
 * before the loader itself runs wakes its island as soon as the loader does.
 */
import { caseStudies } from "../../generated/case-studies";
import { forms } from "../../generated/forms/index";
import { homePage } from "../../generated/home";
import { sectionPages } from "../../generated/pages";
import { paths, routes } from "../../generated/routes";
import { site } from "../../generated/site";
import { expect, hydrated, test } from "./fixtures";

/** Each form with the URL of a page that shows it (spec/pages/, a section that holds it). */
const placed = Object.keys(forms).flatMap((id) => {
  const page = Object.values(sectionPages).find((p) => p.sections.some((s) => "form" in s && s.form === id));
  const url = page && routes.find((r) => r.id === page.route)?.urls[0];
  return url ? [[id, url] as const] : [];
});

/**
 * Every island's script is held back until the test has made its press or hover, as on a network
 * slower than the reader: the press is then always made before its island is live, and the
 * script arrives right after it (`arrive`). What the page's HTML names itself (the loader and the
 * modules it imports, preloaded) is not held: the loader then runs, as it would, and is the one
 * that receives the press.
 */
let arrive: () => void = () => {};
test.beforeEach(async ({ page }) => {
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const named = new Set<string>();
  await page.route(
    (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"),
    async (route) => {
      if (!named.has(new URL(route.request().url()).pathname)) await arrived;
      await route.continue();
    },
  );
  await page.route(
    (url) => !url.pathname.includes("."),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch();
      const html = await response.text();
      for (const [, src] of html.matchAll(/<(?:script|link rel="modulepreload")[^>]* (?:src|href)="(\/assets\/[^"]+\.js)"/g)) named.add(src!);
      await route.fulfill({ response, body: html });
    },
  );
});
test.afterEach(() => arrive());

test.describe("a press made at load reaches the island", () => {
  for (const [id, url] of placed) {
    test(`${id} form on ${url}: an empty submit pressed at load shows the messages`, async ({ page }) => {
      const spec = forms[id]!.spec;
      const posted: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST") posted.push(r.url());
      });
      await page.goto(url, { waitUntil: "domcontentloaded" });
      const form = page.locator(`form[data-form="${id}"]`).first();
      await form.getByRole("button", { name: spec.submit.label }).click();
      arrive();
      // Table forms show a message under each required field; browser forms the one invalid message.
      const first = spec.validation === "table" ? spec.rules.find((r) => r.rule === "required" || r.rule === "chosen")!.message : spec.invalidMessage!;
      await expect(form.getByText(first, { exact: true }).first()).toBeVisible();
      await expect(form).toHaveJSProperty("noValidate", true);
      expect(posted).toEqual([]);
      expect(page.url()).toContain(url);
    });
  }
});

test.describe("a tap or a hover made at load reaches the island", () => {
  test("a case-study tab pressed at load is selected", async ({ page }) => {
    const study = caseStudies.find((cs) => cs.scope === "featured")!;
    await page.goto(study.path, { waitUntil: "domcontentloaded" });
    const tabs = page.getByRole("tab");
    const second = tabs.nth(1);
    await second.scrollIntoViewIfNeeded();
    await second.click();
    arrive();
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(tabs.first()).toHaveAttribute("aria-selected", "false");
  });

  for (const reached of ["focused", "hovered"] as const) {
    test(`a form field ${reached} before the loader runs wakes its island once the loader does`, async ({ page }) => {
      // The loader itself held too: the field is reached before it listens for any interaction.
      let loaderIn: () => void = () => {};
      const loaderHeld = new Promise<void>((resolve) => {
        loaderIn = resolve;
      });
      await page.route(
        (url) => /^\/assets\/loader-[^/]+\.js$/.test(url.pathname),
        async (route) => {
          await loaderHeld;
          await route.continue();
        },
      );
      const [id, url] = placed[0]!;
      // A module script holds DOMContentLoaded back: the page is used as soon as its form is parsed.
      await page.goto(url, { waitUntil: "commit" });
      const field = page.locator(`form[data-form="${id}"]`).first().locator("input:not([type=hidden])").first();
      if (reached === "focused") await field.focus();
      else await field.hover();
      loaderIn();
      arrive();
      await hydrated(page, "Form");
      if (reached === "focused") await expect(field).toBeFocused();
    });
  }

  test("a client logo hovered at load shows its name and description instead of the hint", async ({ page }) => {
    // Under reduced motion the strip stands still, so the pointer can rest on a logo.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(paths.home, { waitUntil: "domcontentloaded" });
    const logo = homePage!.clients.logos[0]!;
    const strip = page.getByRole("list", { name: site.ui.marquee.label });
    await strip.scrollIntoViewIfNeeded();
    await strip.getByRole("button").first().hover();
    arrive();
    await expect(page.getByText(logo.description, { exact: false }).last()).toBeVisible();
    await expect(page.getByText(site.ui.marquee.hint)).toBeHidden();
  });
});
