import { caseStudies } from "../../generated/case-studies";
import { homePage } from "../../generated/home";
import { serviceSections } from "../../generated/sections";
import { servicesOverview } from "../../generated/services-overview";
import { techPage } from "../../generated/tech";
import { site } from "../../generated/site";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";
import escapeStringRegexp from "escape-string-regexp";

const h = homePage!;

test.describe("home", () => {
  test("the banner: the reel loops muted after load, a version per breakpoint, WebM and MP4, play/pause, mute only with sound, in a frame of its own", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page, "BannerVideo");
    await expect(page).toHaveTitle(/BLU \| Integrated marketing/);
    const player = page.locator("[data-reel]");
    const desktop = page.locator("video[data-banner=desktop]");
    const mobile = page.locator("video[data-banner=mobile]");
    for (const [video, reel] of [
      [desktop, h.banner.desktop],
      [mobile, h.banner.mobile],
    ] as const) {
      expect(await video.locator("source").evaluateAll((els) => els.map((s) => [s.getAttribute("src"), s.getAttribute("type")]))).toEqual(
        reel.sources.map((s) => [s.src, s.type]),
      );
      expect(reel.sources.map((s) => s.type).sort()).toEqual(["video/mp4", "video/webm"]);
      await expect(video).toHaveJSProperty("muted", true);
      for (const [name, value] of [
        ["muted", ""],
        ["loop", ""],
        ["playsinline", ""],
        ["preload", "none"],
      ])
        await expect(video).toHaveAttribute(name, value);
    }
    // Motion allowed: the desktop version starts by itself, muted, under the promo, with the page's poster as its own.
    await expect(player).toHaveAttribute("data-state", "playing", { timeout: 15_000 });
    await expect(desktop).toBeVisible();
    await expect(mobile).toBeHidden();
    await expect(desktop).toHaveAttribute("poster", /\/home-desktop\.(avif|webp|jpg)$/);
    await expect.poll(() => desktop.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/home-desktop\.(webm|mp4)$/);
    await expect(page.getByText(h.banner.text)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("button", { name: h.banner.pauseLabel }).click();
    await expect(player).toHaveAttribute("data-state", "paused");
    await expect(page.locator("[data-reel-poster]")).toBeVisible();
    // Played on request, the promo stays: the reel has a frame of its own.
    await page.getByRole("button", { name: h.banner.playLabel }).click();
    await expect(player).toHaveAttribute("data-state", "playing", { timeout: 15_000 });
    await expect(page.getByText(h.banner.text)).toBeVisible();
    // The reel is silent (made of stills): no mute control (docs/decisions.md, "The mute control").
    expect([h.banner.desktop.hasAudio, h.banner.mobile.hasAudio]).toEqual([false, false]);
    await expect(page.getByRole("button", { name: h.banner.unmuteLabel })).toHaveCount(0);
    await page.getByRole("button", { name: h.banner.pauseLabel }).click();
    await expect(player).toHaveAttribute("data-state", "paused");
    // At each width the frame has the shape of the version it shows (nothing of it cut) and lies clear of the headline.
    for (const [width, reel] of [
      [1440, h.banner.desktop],
      [1024, h.banner.desktop],
      [768, h.banner.desktop],
      [375, h.banner.mobile],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      const frame = (await page.locator("[data-reel-frame]").boundingBox())!;
      const heading = (await page.locator("h1").boundingBox())!;
      expect(Math.abs(frame.width / frame.height - reel.width / reel.height), `${width} px: the frame's shape`).toBeLessThan(0.01);
      const apart = frame.x >= heading.x + heading.width || frame.y >= heading.y + heading.height || frame.x + frame.width <= heading.x;
      expect(apart, `${width} px: the reel's frame is clear of the headline`).toBe(true);
    }
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(desktop).toBeHidden();
    await expect(page.locator("h1")).toHaveCount(1);
    await page.getByRole("button", { name: h.banner.playLabel }).click();
    await expect(player).toHaveAttribute("data-state", "playing", { timeout: 15_000 });
    await expect(mobile).toBeVisible();
    await expect.poll(() => mobile.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/home-mobile\.(webm|mp4)$/);
  });

  test("the reel's poster is the first screen's picture: sized, eager, high priority, the version's own file only", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    const poster = page.locator("[data-reel-poster]");
    await expect(poster).toHaveAttribute("fetchpriority", "high");
    await expect(poster).toHaveAttribute("loading", "eager");
    await expect(poster).toHaveAttribute("width", String(h.banner.mobile.width));
    await expect(poster).toHaveAttribute("height", String(h.banner.mobile.height));
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await poster.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(h.banner.mobile.poster.photo!.avif.split(" ")[0]);
    // Neither the desktop poster nor any video is fetched before the load event.
    await page.evaluate(() => new Promise((r) => (document.readyState === "complete" ? r(null) : addEventListener("load", r))));
    expect(requested.filter((p) => p.includes("home-desktop"))).toEqual([]);
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("the banner shows the reel's poster only, until the visitor presses play", async ({ page }) => {
      await page.goto("/");
      await hydrated(page, "BannerVideo");
      const player = page.locator("[data-reel]");
      await expect(player).toHaveAttribute("data-state", "paused");
      await expect(page.locator("[data-reel-poster]")).toBeVisible();
      await expect(page.locator("video[data-banner=desktop]")).toBeHidden();
      await expect(page.locator("video[data-banner=desktop]")).toHaveJSProperty("readyState", 0);
      await expect(page.getByRole("button", { name: h.banner.playLabel })).toBeVisible();
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the banner shows the reel's poster, no controls and no empty video", async ({ page }) => {
      await page.goto("/");
      const poster = page.locator("[data-reel-poster]");
      await expect(poster).toBeVisible();
      await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(page.locator("video[data-banner=desktop]")).toBeHidden();
      await expect(page.getByRole("button", { name: h.banner.playLabel })).toBeHidden();
      await expect(page.getByText(h.banner.text)).toBeVisible();
    });
  });

  test("the services block expands the hovered panel (first by default) and links by title", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const panels = page.locator(".service-panel");
    await expect(panels).toHaveCount(6);
    const width = async (i: number) => (await panels.nth(i).boundingBox())!.width;
    await expect.poll(async () => (await width(0)) / (await width(1))).toBeGreaterThan(2);
    const body = (i: number) => panels.nth(i).locator(".service-panel-body");
    await expect(body(0)).toHaveCSS("opacity", "1");
    await expect(body(1)).toHaveCSS("opacity", "0");
    await panels.nth(3).hover();
    await expect.poll(async () => (await width(3)) / (await width(0)), { timeout: site.timings.hoverSlideMs + 3000 }).toBeGreaterThan(2);
    await expect(body(3)).toHaveCSS("opacity", "1");
    await expect(body(0)).toHaveCSS("opacity", "0");
    await expect(panels.nth(3).getByRole("link")).toHaveAttribute("href", "/services/public-relations");
    await expect(panels.nth(5).getByRole("link")).toHaveAttribute("href", "/services/tech-solutions");
    await page.setViewportSize({ width: 375, height: 800 });
    for (const p of h.services.panels) await expect(page.getByText(p.description)).toBeVisible();
  });

  test("featured studies: 3 in a left column and 6 in a grid; 14 logos in the marquee", async ({ readerPage: page }) => {
    await page.goto("/");
    await expect(page.locator("[data-featured=column] article")).toHaveCount(3);
    await expect(page.locator("[data-featured=grid] article")).toHaveCount(6);
    const first = caseStudies.find((c) => c.slug === h.featured.studies[0])!;
    await expect(page.locator("[data-featured=column]").getByRole("link").first()).toHaveAttribute("href", first.path);
    await expect(page.getByRole("list", { name: site.ui.marquee.label }).locator("li")).toHaveCount(42);
    await hydrated(page, "Marquee");
    await expect(page.getByText(site.ui.marquee.hint)).toBeVisible();
    await expect(page.getByRole("region", { name: h.closing.heading }).getByRole("link", { name: site.ui.shell.contactCta })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expectNoAxeViolations(page);
  });
});

test.describe("services overview", () => {
  test("the headline word rotates every 5 s; Explore lands at the tiles; six tiles link on", async ({ page }) => {
    const o = servicesOverview!;
    await page.clock.install();
    await page.goto("/services");
    await hydrated(page);
    const word = page.locator("[data-word]");
    await expect(word).toHaveText(o.words[0]);
    await page.clock.runFor(site.timings.wordRotationMs);
    await expect(word).toHaveText(o.words[1]);
    await page.clock.runFor(site.timings.wordRotationMs * (o.words.length - 1));
    await expect(word).toHaveText(o.words[0]);
    await page.clock.resume();
    await page.getByRole("link", { name: o.exploreLabel }).click();
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById("services-tiles")!.getBoundingClientRect().top)))
      .toBe(site.timings.exploreOffsetPx);
    for (const t of o.tiles) await expect(page.getByRole("link", { name: new RegExp(`${o.learnMore}\\W+${t.title}$`) })).toHaveAttribute("href", t.route);
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("the word keeps rotating under reduced motion and is announced politely", async ({ page }) => {
      await page.clock.install();
      await page.goto("/services");
      await hydrated(page);
      await expect(page.locator("[data-word]")).toHaveAttribute("aria-live", "polite");
      await page.clock.runFor(site.timings.wordRotationMs);
      await expect(page.locator("[data-word]")).toHaveText(servicesOverview!.words[1]);
    });
  });
});

test.describe("service section pages", () => {
  for (const s of serviceSections) {
    test(`/services/${s.key} shows its visual, cards and call to action`, async ({ readerPage: page }) => {
      await page.goto(s.path);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.title);
      await expect(page.getByRole("link", { name: site.ui.section.bookCall })).toHaveAttribute("href", "/contact");
      await expect(page.getByRole("link", { name: site.ui.section.allServices })).toHaveAttribute("href", "/services");
      await expect(page.locator("[data-visual]")).toHaveAttribute("data-visual", s.key === "media" ? "video" : s.key === "creative" ? "image" : "carousel");
      const cards = [...s.offerings, ...s.approach.filter((a) => a.href)];
      expect(cards.length).toBe(({ creative: 5, "public-relations": 5, events: 5, digital: 6, media: 7 } as Record<string, number>)[s.key]);
      for (const c of cards)
        await expect(page.getByRole("link", { name: new RegExp(`Learn more\\W+${escapeStringRegexp(c.title)}$`) }).first()).toHaveAttribute("href", c.href!);
      await expect(page.locator("[data-cards=first]").first().locator("li")).toHaveCount(3);
      await expect(page.getByRole("heading", { name: site.ui.section.whyChoose })).toBeAttached();
      await expect(page.getByRole("button", { name: s.cta.finalcall })).toBeAttached();
    });
  }

  test("the carousel advances every 5 s, wraps, jumps by dots and pauses on hover", async ({ page }) => {
    const s = serviceSections.find((x) => x.visual.kind === "carousel")!;
    const n = s.visual.kind === "carousel" ? s.visual.slides.length : 0;
    await page.clock.install();
    await page.goto(s.path);
    await hydrated(page);
    const carousel = page.locator("[aria-roledescription=carousel]");
    await expect(carousel).toHaveAttribute("data-index", "0");
    await page.clock.runFor(site.timings.carouselMs);
    await expect(carousel).toHaveAttribute("data-index", "1");
    await page.clock.runFor(site.timings.carouselMs * (n - 1));
    await expect(carousel).toHaveAttribute("data-index", "0");
    await carousel.getByRole("button", { name: site.ui.carousel.previous }).click();
    await expect(carousel).toHaveAttribute("data-index", String(n - 1));
    await carousel.getByRole("button", { name: site.ui.carousel.next }).click();
    await expect(carousel).toHaveAttribute("data-index", "0");
    await carousel.getByRole("button", { name: "Show slide 3" }).click();
    await expect(carousel).toHaveAttribute("data-index", "2");
    await page.clock.runFor(site.timings.carouselMs * 2);
    await expect(carousel).toHaveAttribute("data-index", "2");
    await page.mouse.move(0, 0);
    await page.locator("h1").click();
    await page.clock.runFor(site.timings.carouselMs);
    await expect(carousel).toHaveAttribute("data-index", "3");
  });

  test("the media video starts paused and toggles", async ({ page }) => {
    await page.goto("/services/media");
    await hydrated(page);
    const player = page.locator("[data-visual=video] [data-state]");
    await expect(player).toHaveAttribute("data-state", "paused");
    await expect(page.locator("[data-visual=video] video")).toContainText(site.ui.video.unsupported);
    await page.getByRole("button", { name: site.ui.video.play }).click();
    // The state follows the video's play() promise: starting to decode can take a while on a busy machine.
    await expect(player).toHaveAttribute("data-state", "playing", { timeout: 15_000 });
    await page.getByRole("button", { name: site.ui.video.pause }).click();
    await expect(player).toHaveAttribute("data-state", "paused");
    await expectNoAxeViolations(page);
  });
});

test.describe("tech solutions page", () => {
  test("six offerings with external chips in a new tab and Learn more; four reasons", async ({ readerPage: page }) => {
    const p = techPage!;
    await page.goto("/services/tech-solutions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tech Solutions");
    await expect(page.getByText("SERVICES", { exact: true })).toBeVisible();
    for (const o of p.offerings) {
      await expect(page.getByRole("link", { name: new RegExp(`${p.learnMore}\\W+${escapeStringRegexp(o.title)}$`) })).toHaveAttribute("href", o.href);
      for (const l of o.externalLinks) {
        const chip = page.locator(`a[href="${l.url}"]`).first();
        await expect(chip).toHaveAttribute("target", "_blank");
        await expect(chip).toHaveAttribute("rel", "noopener noreferrer");
      }
    }
    expect(p.whyChoose.items.map((i) => i.title)).toEqual(["Custom solutions", "Expert integration", "User-centric design", "Scalable innovation"]);
    await expectNoAxeViolations(page);
  });
});

test.describe("hero animations", () => {
  test("the typewriter runs when a page is reached from another page of the site, at wide screens, and never on a direct visit", async ({ page }) => {
    await page.goto("/services");
    await hydrated(page);
    await expect(page.locator("[data-typewriter=typing]")).toHaveCount(0);
    await page.locator("footer").getByRole("link", { name: "Media", exact: true }).click();
    await page.getByRole("link", { name: /Learn more\W+Media buying$/ }).click();
    await expect(page.locator("[data-typewriter]")).toHaveAttribute("data-typewriter", "typing");
    await expect(page.locator("[data-typewriter]")).toHaveAttribute("data-typewriter", "done", { timeout: site.timings.heroAnimationMs + 2000 });
  });

  test("no typewriter at 640 px and below", async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 900 });
    await page.goto("/services/media");
    await hydrated(page);
    await page.getByRole("link", { name: /Learn more\W+Media buying$/ }).click();
    await expect(page.locator("[data-typewriter]")).toHaveAttribute("data-typewriter", "done");
  });
});
