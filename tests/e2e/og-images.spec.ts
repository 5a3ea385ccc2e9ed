import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pageMeta, paths, prerenderUrls } from "../../generated/routes";
import { site } from "../../generated/site";
import { OG_CARDS_DIR, ogCardPath } from "../../runtime/app/document";
import { pageFile } from "../../scripts/build/page-files";
import { expect, test } from "./fixtures";
import escapeStringRegexp from "escape-string-regexp";

/** Width and height in px from a PNG's IHDR chunk (bytes 16 to 24), or null if it is not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString("latin1", 1, 4) !== "PNG" || bytes.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const dist = join(process.cwd(), "dist");
/** The page's built HTML file. */
const htmlFile = (url: string) => join(dist, pageFile(decodeURI(url)));
/** The content of a <meta property|name="…"> in built HTML. */
const metaIn = (html: string, key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1] ?? null;

test.describe("Open Graph cards", () => {
  test("every prerendered page names its own 1200×630 PNG card, which the build wrote", () => {
    // One expectation over every page, listing what is wrong with each (an expectation is a step
    // the runner records: seven a page cost more than reading the files).
    const seen = new Set<string>();
    const problems: string[] = [];
    for (const url of prerenderUrls) {
      const html = readFileSync(htmlFile(url), "utf8");
      const image = metaIn(html, "og:image");
      if (image === null) {
        problems.push(`${url}: no og:image`);
        continue;
      }
      if (!image.startsWith(`${site.siteUrl}/`)) problems.push(`${url}: og:image ${image} is not absolute on the site's origin`);
      if (seen.has(image)) problems.push(`${url}: shares its card ${image} with another page`);
      seen.add(image);
      const file = join(dist, decodeURI(new URL(image).pathname));
      const size = existsSync(file) ? pngSize(readFileSync(file)) : null;
      if (size?.width !== 1200 || size.height !== 630) problems.push(`${url}: ${file} is ${size ? `${size.width}×${size.height}` : "missing or not a PNG"}`);
      const declared = [metaIn(html, "og:image:width"), metaIn(html, "og:image:height")];
      if (declared[0] !== "1200" || declared[1] !== "630") problems.push(`${url}: og:image:width and height say ${declared.join("×")}`);
    }
    expect(prerenderUrls.length, "prerendered pages").toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  // The thank-you view (where a form posted without JavaScript lands) is kept out of the sitemap, but a shared link to it still shows its card.
  for (const url of ["/", "/services/media/media-buying", "/casestudy", "/kenya", paths.formSent]) {
    test(`${url} carries og:image, its size, its alt text and a large Twitter card; the server serves the card`, async ({ page, request }) => {
      await page.goto(url);
      const meta = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute("content");
      const image = await meta("og:image");
      expect(image).toMatch(new RegExp(`^${escapeStringRegexp(site.siteUrl)}/og/.+\\.png$`));
      expect(await meta("og:image:type")).toBe("image/png");
      expect(await meta("og:image:width")).toBe("1200");
      expect(await meta("og:image:height")).toBe("630");
      expect(await meta("og:image:alt")).toBe(pageMeta[url].title);
      expect(await meta("twitter:card")).toBe("summary_large_image");
      const res = await request.get(new URL(image!).pathname);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toMatch(/^image\/png/);
      expect(pngSize(await res.body())).toEqual({ width: 1200, height: 630 });
    });
  }

  test("the thank-you view is prerendered with its own card, though not indexed", () => {
    expect(prerenderUrls).toContain(paths.formSent);
    const html = readFileSync(htmlFile(paths.formSent), "utf8");
    expect(metaIn(html, "robots")).toMatch(/noindex/);
    expect(metaIn(html, "og:image")).toBe(`${site.siteUrl}${ogCardPath(OG_CARDS_DIR, paths.formSent)}`);
  });

  test("a not-found view has no card", async ({ page, problems }) => {
    problems.allow(/status of 404/);
    await page.goto("/no-such-page");
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(0);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(0);
  });
});
