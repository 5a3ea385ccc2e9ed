/**
 * Decoration without React: the marquee, the rotating word and the typewriter
 * (and the scroll-to-top button and the breadcrumb bar's scroll states) come alive through plain
 * modules (the `decorate` lines of the island table, runtime/islands/registry.ts), so a page whose only islands before any interaction decorate
 * downloads no React, and the JavaScript it fetches stays ≤ 10 KB as sent (compressed). Checked
 * on the built dist/ as the e2e server sends it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { countryPages } from "../../generated/countries";
import { homePage } from "../../generated/home";
import { projects } from "../../generated/projects";
import { paths } from "../../generated/routes";
import { services } from "../../generated/services";
import { servicesOverview } from "../../generated/services-overview";
import { site } from "../../generated/site";
import { islands } from "../../runtime/islands/registry";
import { pageFile } from "../../scripts/build/page-files";
import { expect, hydrated, test } from "./fixtures";

/** The islands that decorate: the `decorate` lines of the island table. */
const DECORATIONS = Object.entries(islands)
  .filter(([, island]) => "decorate" in island)
  .map(([name]) => name);
/** The most JavaScript such a page may fetch before any interaction: transferred bytes (brotli), 1 KB = 1024 B. */
const BUDGET_BYTES = 10 * 1024;

const country = countryPages.find((c) => c.marquee)!;
const service = services.find((d) => d.path.startsWith("/services/media/"))!;
/** Pages without forms, filters or tabs, and a service page (its form waits for a tap; its breadcrumb bar decorates). */
const ROUTES = [paths.home, paths.about, paths.services, country.path, service.path];

/** The islands the built page places, read from dist/: each marker's name and load strategy. */
const islandsOf = (route: string) => {
  const html = readFileSync(join(process.cwd(), "dist", pageFile(route)), "utf8");
  return [...html.matchAll(/<blu-island name="(\w+)" client="(\w+)"/g)].map(([, name, client]) => ({ name: name!, client: client! }));
};

/** Every script the page fetches from now on: its URL, its bytes as sent, and whether it holds React or framer-motion. */
function recordScripts(page: Page) {
  const scripts: { url: string; bytes: number; react: boolean; framer: boolean }[] = [];
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "script") return;
    const response = await request.response();
    const body = (await response?.text()) ?? "";
    const { responseBodySize } = await request.sizes();
    // React's element types are Symbol.for("react.…") in every build of react, react-dom and the JSX runtime.
    // framer-motion marks the elements it animates on appear with data-framer-appear-id.
    scripts.push({
      url: new URL(request.url()).pathname,
      bytes: responseBodySize,
      react: /Symbol\.for\(\s*["'`]react\./.test(body),
      framer: body.includes("data-framer"),
    });
  });
  return scripts;
}

/**
 * Waits until the page has fetched what it fetches before any interaction: the loader is
 * running, every island it starts by itself has started and is live (all but those waiting for
 * an interaction, a media query that does not match, or a view they are not near: a decoration
 * marked `live`, a React island mounted), and then no request has started for `quietMs` ms.
 * Once every such island is live, the modules it needed have arrived: the quiet time only
 * catches a straggler, so it is short.
 */
async function settled(page: Page, quietMs = 500): Promise<void> {
  let last = Date.now();
  page.on("request", () => (last = Date.now()));
  await page.locator("html[data-loader=ready]").waitFor({ state: "attached", timeout: 15_000 });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>("blu-island")]
        .filter((el) => {
          const client = el.getAttribute("client");
          if (client === "interaction") return false;
          if (client === "media") return window.matchMedia(el.getAttribute("media") ?? "all").matches;
          if (client !== "visible") return true;
          // The loader's observer of a `visible` island looks 200 px beyond the view; a box not
          // laid out (display: none, no size) never intersects it.
          return [...el.children].some((child) => {
            const r = child.getBoundingClientRect();
            if (r.width === 0 && r.height === 0) return false;
            return r.bottom > -200 && r.top < window.innerHeight + 200 && r.right > -200 && r.left < window.innerWidth + 200;
          });
        })
        .every((el) => el.hasAttribute("hydrated") && (el.hasAttribute("live") || Object.keys(el).some((k) => k.startsWith("__reactContainer")))),
    undefined,
    { timeout: 15_000 },
  );
  await expect.poll(() => Date.now() - last >= quietMs, { timeout: 15_000, intervals: [100] }).toBe(true);
}

test.describe("decoration without React", () => {
  test("the routes checked are pages whose islands only decorate or wait for an interaction, and cover every decoration", () => {
    const found = new Set<string>();
    for (const route of ROUTES) {
      const placed = islandsOf(route);
      expect(placed.length, `${route}: islands`).toBeGreaterThan(0);
      expect(
        placed.filter((i) => !DECORATIONS.includes(i.name) && i.client !== "interaction").map((i) => `${i.name} (${i.client})`),
        `${route}: islands that neither decorate nor wait for a tap, a hover or a focus`,
      ).toEqual([]);
      for (const i of placed) if (DECORATIONS.includes(i.name)) found.add(i.name);
    }
    expect(DECORATIONS.length).toBeGreaterThan(0);
    expect([...found].sort()).toEqual([...DECORATIONS].sort());
  });

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });
      for (const route of ROUTES) {
        test(`${route} fetches no React before any interaction, and at most 10 KB of JavaScript`, async ({ page }) => {
          const scripts = recordScripts(page);
          await page.goto(route, { waitUntil: "load" });
          await settled(page);
          expect(scripts.length, "the loader at least").toBeGreaterThan(0);
          expect(
            scripts.filter((s) => s.react).map((s) => s.url),
            "scripts holding React",
          ).toEqual([]);
          const total = scripts.reduce((n, s) => n + s.bytes, 0);
          expect(total, `JS before any interaction: ${scripts.map((s) => `${s.url} ${s.bytes} B`).join(", ")}`).toBeLessThanOrEqual(BUDGET_BYTES);
          // Whatever the loader started is live without React (a decoration is marked `live`).
          const started = await page.locator("blu-island[hydrated]").evaluateAll((els) => els.map((el) => [el.getAttribute("name"), el.hasAttribute("live")]));
          for (const [name, live] of started) expect(live, `${name} is live`).toBe(true);
        });
      }
    });
  }

  test("the decorations come alive, and stay without React, as a reader scrolls and hovers", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.clock.install();
    await page.goto(paths.services);
    await hydrated(page, "RotatingWord");
    await page.clock.runFor(site.timings.wordRotationMs);
    await expect(page.locator("[data-word]")).toHaveText(servicesOverview!.words[1]);
    await page.clock.resume();
    // Under reduced motion the strip stands still, so the pointer rests on the logo it hovers.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(paths.home);
    await hydrated(page, "Marquee");
    const logo = homePage!.clients.logos[0]!;
    const detail = page.locator("blu-island[name=Marquee] p[aria-live]");
    await page.getByRole("list", { name: site.ui.marquee.label }).getByRole("button").first().hover();
    await expect(detail).toContainText(logo.description);
    await page.mouse.move(0, 0);
    await expect(detail).toHaveText(site.ui.marquee.hint);
    await page.goto(service.path);
    const bar = page.getByRole("navigation", { name: site.ui.serviceDetail.breadcrumbLabel });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(bar).toHaveAttribute("data-state", "solid");
    const top = page.getByRole("button", { name: site.ui.shell.scrollToTop });
    await expect(top).toBeVisible();
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(bar).toHaveAttribute("data-state", "transparent");
    expect(
      scripts.filter((s) => s.react).map((s) => s.url),
      "scripts holding React",
    ).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the decorations' texts are in the HTML: the first word, the typewriter's whole line, every logo's name and description", async ({ page }) => {
      await page.goto(paths.services);
      await expect(page.locator("[data-word]")).toHaveText(servicesOverview!.words[0]);
      await page.goto(paths.home);
      const line = page.locator("[data-typewriter]");
      await expect(line).toHaveAttribute("data-typewriter", "done");
      expect((await line.textContent())!.length).toBeGreaterThan(0);
      const strip = page.getByRole("list", { name: site.ui.marquee.label });
      for (const l of homePage!.clients.logos) await expect(strip.locator("[role=tooltip]").filter({ hasText: l.description }).first()).toBeAttached();
    });
  });
});

test.describe("the projects layout animation", () => {
  const media = projects.filter((p) => p.tile.categories.includes("Media"));

  test("framer-motion is not in the first load of /projects; the first filter change fetches it and the tiles glide", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(paths.projects);
    await hydrated(page, "ProjectsFilter");
    await settled(page);
    expect(
      scripts.filter((s) => s.framer).map((s) => s.url),
      "framer-motion in the first load",
    ).toEqual([]);
    // Records whether framer-motion moved a tile (a translate set on it while it glides to its new place).
    await page.evaluate(() => {
      const island = document.querySelector("blu-island[name=ProjectsFilter]")!;
      new MutationObserver((records) => {
        if (records.some((r) => r.target instanceof HTMLElement && r.target.matches("[data-tile]") && r.target.style.transform.includes("translate")))
          island.setAttribute("data-glided", "");
      }).observe(island, { attributes: true, attributeFilter: ["style"], subtree: true });
    });
    await page.getByRole("button", { name: "Media", exact: true }).click();
    await expect(page.locator("[data-tile]")).toHaveCount(media.length);
    await expect(page.locator("blu-island[name=ProjectsFilter]")).toHaveAttribute("data-glided", "");
    // The response event of the chunk may reach the test after the glide it made: wait for it.
    await expect.poll(() => scripts.filter((s) => s.framer).length, { message: "framer-motion fetched on the first change" }).toBeGreaterThan(0);
    await page.getByRole("button", { name: "All" }).click();
    await expect(page.locator("[data-tile]")).toHaveCount(projects.length);
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("the tiles change at once and framer-motion is never fetched", async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto(paths.projects);
      await hydrated(page, "ProjectsFilter");
      await page.getByRole("button", { name: "Media", exact: true }).click();
      await expect(page.locator("[data-tile]")).toHaveCount(media.length);
      await settled(page, 1000);
      expect(scripts.filter((s) => s.framer).map((s) => s.url)).toEqual([]);
    });
  });
});
