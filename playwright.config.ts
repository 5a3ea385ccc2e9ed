import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4310);
/** The port of the dev server the suites of tests/e2e/dev/ share (`devSandbox` in tests/e2e/fixtures.ts). */
export const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 4312);
/**
 * The Chromium the tests drive: CHROMIUM_PATH when it names one; Playwright's own browser
 * (`npx playwright install chromium`) when it is set but empty, as CI sets it
 * (.github/workflows/ci.yml); otherwise Debian's headless shell (`chromium-headless-shell`, the
 * build Playwright itself runs headless tests in, about a fifth faster on this site's suites
 * than the full browser) where it exists, else Debian's /usr/bin/chromium, else Playwright's own.
 */
const fromEnv = process.env.CHROMIUM_PATH;
const installed = (...paths: string[]) => paths.find((p) => existsSync(p));
const executablePath = fromEnv !== undefined ? fromEnv || undefined : installed("/usr/bin/chromium-headless-shell", "/usr/bin/chromium");
/**
 * The Chromium of the suites about how text is drawn ({@link FULL_BROWSER_SPECS}): the full
 * browser, which a visitor runs and which drew the committed golden images. The headless shell
 * rasterises text a little differently and lays out the fonts' fallbacks with other metrics.
 * CHROMIUM_PATH, when set, is used for these too.
 */
const fullBrowserPath = fromEnv !== undefined ? fromEnv || undefined : installed("/usr/bin/chromium");

/**
 * Whether this config is the fixture site's copy (tests/support/fixture-site.ts writes its
 * manifest beside it): then it runs the suites that pin the launch content, else the live ones.
 */
export const IN_FIXTURE_SITE = existsSync(fileURLToPath(new URL("./.fixture-site.json", import.meta.url)));

/**
 * The suites that run on the live content (the `live` project): what holds for any honest content,
 * derived from the route table at run time (every route with JavaScript off and on, links and
 * images, axe-core, the layout rules). Every other suite pins the launch content and runs in the
 * fixture site.
 */
export const LIVE_SPECS: readonly string[] = ["pages.spec.ts", "layout.spec.ts"];

/**
 * The dev suites that start a dev server of their own (their own copy, environment and ports)
 * instead of sharing `devSandbox`: the `dev-own` project, so that they run beside the chain of the
 * shared server's suites rather than in it.
 */
export const OWN_DEV_SERVER_SPECS: readonly string[] = ["dev/codespace.spec.ts", "dev/propose.spec.ts"];

export const INBOX_FILE = "test-results/inbox.jsonl";
/** The inbox credential of the e2e server (tests/e2e/fixtures.ts reads /inbox.json with it). */
export const INBOX_TOKEN = "e2e-inbox-token-0123456789abcdef";

/** Chromium's switches for every run: no sandbox (containers), no GPU, none of its own traffic. */
const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/**
 * The suites about how the browser draws text, run in the full browser ({@link fullBrowserPath}):
 * the golden images, and the web fonts' preloads and their late arrival without a layout shift.
 */
const FULL_BROWSER_SPECS: readonly string[] = ["visual.spec.ts", "fonts.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two workers for the live suites (three took 73.7 s against 74.5 s); three in the fixture
  // site, whose dev suites and timed checks wait on servers and clocks a good part of their
  // time: 197 and 201 s against 210 s with two, back to back (docs/testing.md).
  workers: IN_FIXTURE_SITE ? 3 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Playwright's default without {-projectName}: the goldens of visual.spec.ts are the site's,
  // named as before the suites were split into projects (home-375-linux.png).
  snapshotPathTemplate: "{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: "off",
  },
  // Where each suite runs (docs/testing.md, "Tests that content cannot break"): the suites that
  // hold for any honest content run on the live content (`live`, in this checkout); the suites
  // that pin texts, counts and golden images of the launch content run in the fixture site
  // (tests/support/fixture-site.ts), which has that content frozen (`dev` and `site`).
  projects: IN_FIXTURE_SITE
    ? [
        // `npm run dev` on a copy of the project: one worker, so that its suites share one dev
        // server (a worker fixture), one suite at a time, beside the other worker's site suites.
        // First, so that its suites are queued first: the chain of them starts at once, and the
        // worker that runs one is free for the next (Playwright gives a job to a worker of the same
        // project when one is free), instead of running last, alone, after the site's.
        { name: "dev", testMatch: "dev/**/*.spec.ts", testIgnore: [...OWN_DEV_SERVER_SPECS], workers: 1 },
        // The dev suites with a dev server of their own (each a serial file on its own ports): on
        // the other worker, beside the chain above, which waits on its server more than it computes.
        { name: "dev-own", testMatch: [...OWN_DEV_SERVER_SPECS] },
        // The built site, served by the form inbox below.
        { name: "site", testIgnore: ["dev/**", ...LIVE_SPECS, ...FULL_BROWSER_SPECS] },
        // Its golden images and fonts, in the browser a visitor runs.
        {
          name: "site-full-browser",
          testMatch: [...FULL_BROWSER_SPECS],
          use: { launchOptions: { executablePath: fullBrowserPath, args: CHROMIUM_ARGS } },
        },
      ]
    : [{ name: "live", testMatch: [...LIVE_SPECS] }],
  webServer: {
    command: "node server/inbox.mjs",
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 20_000,
    // The e2e run posts many forms from 127.0.0.1 in a few minutes: the rate limit is lifted.
    env: { PORT: String(PORT), INBOX_FILE, INBOX_TOKEN, INBOX_RATE_LIMIT: "100000", IDLE_EXIT_MS: "900000" },
  },
});
