/**
 * HTML first (issue 8): every page works without JavaScript, ships no inline script or style
 * attribute, is served with the strict security headers, and hydrates only its islands.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { caseStudies } from "../../generated/case-studies";
import { pageMeta, paths, prerenderUrls } from "../../generated/routes";
import { serviceSections } from "../../generated/sections";
import { site } from "../../generated/site";
import { expect, test } from "./fixtures";

const dist = join(process.cwd(), "dist");
const fileOf = (url: string) => join(dist, url === "/" ? "index.html" : `${url.slice(1)}/index.html`);

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
      expect(html, url).toContain(`<link rel="canonical" href="${site.siteUrl}${url === "/" ? "/" : url}">`);
      expect(html, url).toContain('<meta property="og:title"');
      expect(html, url).toContain('<meta name="description"');
      const ld = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]) as { "@graph": { "@type": string; location?: unknown[] }[] };
      const org = ld["@graph"].find((n) => n["@type"] === "Organization");
      expect(org?.location?.length, `${url}: offices in Organization`).toBe(6);
      expect(html.match(/<title>([^<]*)<\/title>/)?.[1].replace(/&amp;/g, "&"), url).toBe(meta.title);
    }
  });

  test("service and case-study pages carry their own structured data", () => {
    const service = JSON.parse(readFileSync(fileOf("/services/media/media-buying"), "utf8").match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]) as { "@graph": { "@type": string }[] };
    expect(service["@graph"].map((n) => n["@type"])).toEqual(["Organization", "Service", "BreadcrumbList"]);
    const study = caseStudies[0];
    const cs = JSON.parse(readFileSync(fileOf(study.path), "utf8").match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]) as { "@graph": { "@type": string }[] };
    expect(cs["@graph"].map((n) => n["@type"])).toEqual(["Organization", "CreativeWork", "BreadcrumbList"]);
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

  test("every page shows its content and one h1, with nothing hidden by a script that never ran", async ({ page }) => {
    test.setTimeout(240_000);
    for (const url of prerenderUrls) {
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(200);
      await expect(page.locator("h1"), url).toHaveCount(1);
      await expect(page.locator("h1"), url).toBeVisible();
      expect(await page.locator("[data-reveal=armed]").count(), url).toBe(0);
      // No island control that needs a script is on show.
      expect(await page.locator("[data-needs-js]:visible").count(), url).toBe(0);
    }
  });

  test("landmarks: one main, and every landmark of a kind named uniquely when there are two", async ({ page }) => {
    test.setTimeout(180_000);
    for (const url of prerenderUrls) {
      await page.goto(url);
      const problems = await page.evaluate(() => {
        const name = (el: Element) => el.getAttribute("aria-label") ?? (el.getAttribute("aria-labelledby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent ?? "").join(" ").trim();
        const role = (el: Element) => {
          const t = el.tagName.toLowerCase();
          const top = !el.closest("article, aside, main, nav, section");
          if (t === "nav") return "navigation";
          if (t === "aside") return "complementary";
          if (t === "main") return "main";
          if (t === "header" && top) return "banner";
          if (t === "footer" && top) return "contentinfo";
          if ((t === "section" || t === "form") && (el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby"))) return t === "form" ? "form" : "region";
          return null;
        };
        const byRole = new Map<string, string[]>();
        for (const el of document.querySelectorAll("nav, aside, main, header, footer, section, form")) {
          const r = role(el);
          if (r) byRole.set(r, [...(byRole.get(r) ?? []), name(el)]);
        }
        const out: string[] = [];
        if (byRole.get("main")?.length !== 1) out.push("main: not exactly one");
        for (const [r, names] of byRole) {
          if (names.length < 2) continue;
          if (names.some((n) => !n)) out.push(`${r}: ${names.length} landmarks, not all named`);
          if (new Set(names).size < names.length) out.push(`${r}: names repeat`);
        }
        return out;
      });
      expect(problems, url).toEqual([]);
    }
  });

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
