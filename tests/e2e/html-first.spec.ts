/**
 * HTML first: every page works without JavaScript, ships no inline script or style
 * attribute, is served with the strict security headers and its Brotli copies, and hydrates only
 * its islands.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { caseStudies } from "../../generated/case-studies";
import { pageMeta, paths, prerenderUrls } from "../../generated/routes";
import { serviceSections } from "../../generated/sections";
import { site } from "../../generated/site";
import { pageFile } from "../../scripts/build/page-files";
import { expect, test } from "./fixtures";

const dist = join(process.cwd(), "dist");
const fileOf = (url: string) => join(dist, pageFile(url));

test.describe("the built HTML", () => {
  test("has no inline executable script, no style attribute and no inline style element on any page", () => {
    for (const url of prerenderUrls) {
      const html = readFileSync(fileOf(url), "utf8");
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      for (const [, attrs, body] of scripts) {
        const isData = /type="application\/(ld\+)?json"/.test(attrs);
        expect(isData || (/\bsrc="/.test(attrs) && body.trim() === ""), `${url}: inline script ${attrs}`).toBe(true);
      }
      expect(html, `${url}: style attribute`).not.toMatch(/\sstyle="/);
      expect(html, `${url}: <style> element`).not.toMatch(/<style[\s>]/);
      expect(html, `${url}: opacity-0 in the HTML`).not.toMatch(/class="[^"]*\bopacity-0\b/);
    }
  });

  test("every page has its title, description, canonical, Open Graph and Organization JSON-LD", () => {
    for (const url of prerenderUrls.filter((u) => u !== paths.formSent)) {
      const html = readFileSync(fileOf(url), "utf8");
      const meta = pageMeta[url];
      // A featured study a country shows names its one record's page: /casestudy/{slug}.
      expect(html, url).toContain(`<link rel="canonical" href="${site.siteUrl}${meta.canonical ?? (url === "/" ? "/" : url)}">`);
      expect(html, url).toContain('<meta property="og:title"');
      expect(html, url).toContain('<meta name="description"');
      const ld = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]) as {
        "@graph": { "@type": string; location?: unknown[] }[];
      };
      const org = ld["@graph"].find((n) => n["@type"] === "Organization");
      expect(org?.location?.length, `${url}: offices in Organization`).toBe(6);
      expect(html.match(/<title>([^<]*)<\/title>/)?.[1].replace(/&amp;/g, "&"), url).toBe(meta.title);
    }
  });

  test("a featured study a country shows is one record: the same page at its country URL, canonical at /casestudy, not in the sitemap", () => {
    const shown = caseStudies.filter((cs) => cs.canonical !== null);
    expect(shown.map((cs) => cs.path.split("/")[2]).sort()).toEqual([..."ngngngngngugugug".match(/../g)!]);
    const sitemap = readFileSync(join(dist, "sitemap.xml"), "utf8");
    for (const cs of shown) {
      const own = caseStudies.find((x) => x.path === cs.canonical)!;
      expect([cs.title, cs.figures, cs.showcase.length], cs.path).toEqual([own.title, own.figures, own.showcase.length]);
      expect(readFileSync(fileOf(cs.path), "utf8"), cs.path).toContain(`<link rel="canonical" href="${site.siteUrl}${cs.canonical}">`);
      expect(sitemap, cs.path).not.toContain(`<loc>${site.siteUrl}${cs.path}</loc>`);
      expect(sitemap, cs.canonical!).toContain(`<loc>${site.siteUrl}${cs.canonical}</loc>`);
    }
  });

  test("service and case-study pages carry their own structured data", () => {
    const service = JSON.parse(
      readFileSync(fileOf("/services/media/media-buying"), "utf8").match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1],
    ) as { "@graph": { "@type": string }[] };
    expect(service["@graph"].map((n) => n["@type"])).toEqual(["Organization", "Service", "BreadcrumbList"]);
    const study = caseStudies[0];
    const cs = JSON.parse(readFileSync(fileOf(study.path), "utf8").match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]) as {
      "@graph": { "@type": string }[];
    };
    expect(cs["@graph"].map((n) => n["@type"])).toEqual(["Organization", "CreativeWork", "BreadcrumbList"]);
  });
});

test.describe("precompressed copies", () => {
  test("every text file of 1 KB or more has its Brotli copy and none a gzip copy; a browser gets Brotli, a client without it the file as it is", async ({
    request,
  }) => {
    const files = (readdirSync(dist, { recursive: true }) as string[]).filter(
      (f) => /\.(html|js|css|svg|xml|txt|json)$/.test(f) && statSync(join(dist, f)).size >= 1024,
    );
    expect(files.length).toBeGreaterThan(100);
    expect(
      files.filter((f) => !existsSync(join(dist, `${f}.br`))),
      "text files without a .br copy",
    ).toEqual([]);
    expect(
      (readdirSync(dist, { recursive: true }) as string[]).filter((f) => f.endsWith(".gz")),
      "gzip copies",
    ).toEqual([]);
    const url = paths.caseStudies;
    const brotli = await request.get(url, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect([brotli.status(), brotli.headers()["content-encoding"], brotli.headers().vary?.toLowerCase()]).toEqual([200, "br", "accept-encoding"]);
    const plain = await request.get(url, { headers: { "accept-encoding": "gzip" } });
    expect([plain.status(), plain.headers()["content-encoding"]]).toEqual([200, undefined]);
    expect(await plain.text()).toBe(readFileSync(fileOf(url), "utf8"));
  });
});

test.describe("security headers", () => {
  test("every response carries the strict CSP and the other security headers", async ({ request }) => {
    for (const path of ["/", "/contact", "/no/such/page", "/assets/"]) {
      const res = await request.get(path);
      const csp = res.headers()["content-security-policy"] ?? "";
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("style-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toContain("unsafe-inline");
      expect(res.headers()["x-content-type-options"], path).toBe("nosniff");
      expect(res.headers()["referrer-policy"], path).toBeTruthy();
      expect(res.headers()["permissions-policy"], path).toBeTruthy();
    }
  });

  test("speculation rules are served as a file the header points at", async ({ request }) => {
    const res = await request.get("/");
    const file = /"([^"]+)"/.exec(res.headers()["speculation-rules"] ?? "")?.[1];
    expect(file).toBeTruthy();
    const rules = await request.get(file!);
    expect(rules.headers()["content-type"]).toContain("application/speculationrules+json");
    expect(((await rules.json()) as { prerender: unknown[] }).prerender.length).toBeGreaterThan(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("case-study panels all show, in order, with their headings", async ({ page }) => {
    const study = caseStudies.find((s) => s.showcase.length > 0)!;
    await page.goto(study.path);
    for (const name of [site.ui.caseStudy.overview, site.ui.caseStudy.approach, site.ui.caseStudy.results, site.ui.caseStudy.showcase]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("tablist")).toBeHidden();
  });

  test("the carousel is a scroll-snap row holding every slide", async ({ page }) => {
    const section = serviceSections.find((s) => s.visual.kind === "carousel")!;
    await page.goto(section.path);
    const slides = page.locator("[aria-roledescription=slide]");
    await expect(slides).toHaveCount(section.visual.kind === "carousel" ? section.visual.slides.length : 0);
    await slides.last().scrollIntoViewIfNeeded();
    await expect(slides.last().locator("img")).toBeVisible();
  });

  test("the menus open with HTML popovers", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(paths.about);
    await page.getByRole("button", { name: site.ui.shell.openPanel }).click();
    await expect(page.getByRole("navigation", { name: site.ui.shell.mainNavigation })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: site.ui.shell.mainNavigation })).toBeHidden();
    await page.getByRole("button", { name: site.ui.shell.countryMenu }).click();
    await page.getByRole("link", { name: site.countries[0].name, exact: true }).last().click();
    await expect(page).toHaveURL(new RegExp(`${site.countries[0].route}$`));
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole("button", { name: site.ui.shell.openMobileMenu }).click();
    const menu = page.getByRole("navigation", { name: site.ui.shell.mobileMenuTitle });
    await expect(menu).toBeVisible();
    for (const c of site.countries) await expect(menu.getByRole("link", { name: c.name, exact: true })).toBeVisible();
  });
});

test.describe("the island loader", () => {
  test("sets no load listener and no timer before the first paint, and still arms the islands after the load event", async ({ page }) => {
    // A load listener or a timer of the loader would run in (or be set in) the task where the
    // browser first lays the page out, and Lighthouse would count the loader's download in the
    // first contentful paint (runtime/islands/loader.ts, `loaded`).
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { loaderCalls: string[] }).loaderCalls = calls;
      const fromLoader = () => /\/assets\/loader-[^/]+\.js/.test(new Error().stack ?? "");
      const beforePaint = () => performance.getEntriesByName("first-contentful-paint").length === 0;
      const listen = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, ...rest: unknown[]) {
        if (fromLoader() && beforePaint() && this === window && type === "load") calls.push(`load listener (${document.readyState})`);
        return listen.call(this, type, ...(rest as [EventListener]));
      } as typeof listen;
      const timer = window.setTimeout;
      window.setTimeout = ((...args: Parameters<typeof timer>) => {
        if (fromLoader() && beforePaint() && document.readyState !== "complete") calls.push(`timer (${document.readyState})`);
        return timer(...args);
      }) as typeof timer;
    });
    await page.goto("/projects", { waitUntil: "load" });
    await expect(page.locator("html")).toHaveAttribute("data-loader", "ready");
    await expect(page.locator('blu-island[name="ProjectsFilter"]')).toHaveAttribute("hydrated", "");
    expect(await page.evaluate(() => (window as unknown as { loaderCalls: string[] }).loaderCalls)).toEqual([]);
  });
});
