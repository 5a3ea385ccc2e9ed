import AxeBuilder from "@axe-core/playwright";
import { converter, parse, wcagContrast } from "culori";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  test as base,
  expect,
  type Locator,
  type Page,
  type PlaywrightTestOptions,
  type Request,
  type Response,
  type TestInfo,
  type WebError,
  type WorkerInfo,
} from "@playwright/test";
import { routes } from "../../generated/routes";
import { DEV_PORT, INBOX_TOKEN } from "../../playwright.config";
import { type DevSandbox, liveSandboxes, startDevSandbox } from "../support/dev-sandbox.ts";

/** The not-found page and a category not-found view: not prerendered, yet pages a visitor sees. */
export const NOT_FOUND_URLS: readonly string[] = ["/no/such/page", "/services/media/no-such-service"];

/**
 * Where axe-core runs (layout.spec.ts, at 375 and 1440 px): one URL of each route
 * of the route table (the first it knows) and the not-found views.
 */
export const AXE_URLS: ReadonlySet<string> = new Set([...routes.filter((r) => r.urls.length > 0).map((r) => r.urls[0]), ...NOT_FOUND_URLS]);

/** What a page did that a visitor should never cause: console errors, page errors, requests off the site. */
export interface PageProblems {
  readonly consoleErrors: string[];
  readonly offsiteRequests: string[];
  /** Console errors a test expects (a logged send failure); they are not counted as problems. */
  allow(pattern: RegExp): void;
}

/** Logs every CSP violation as a console error (added to every context the tests use). */
const logCspViolations = () => {
  document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"}`));
};

/**
 * Records into `problems`, from every page of `context` (popups included), console errors,
 * uncaught errors, CSP violations (logged by {@link logCspViolations}) and requests that leave
 * 127.0.0.1. Returns the function that stops recording.
 */
function watch(context: BrowserContext, problems: PageProblems): () => void {
  // A document the server answers with 404 (an unknown path) is expected to log its status.
  const notFoundDocuments = new Set<string>();
  const onResponse = (res: Response) => {
    if (res.status() === 404 && res.request().isNavigationRequest()) notFoundDocuments.add(res.url());
  };
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() !== "error") return;
    if (/status of 404/.test(msg.text()) && notFoundDocuments.has(msg.location().url)) return;
    // A failed resource says which (Chromium's text names only the status).
    const where = /^Failed to load resource/.test(msg.text()) && msg.location().url ? ` (${msg.location().url})` : "";
    problems.consoleErrors.push(`${msg.text()}${where}`);
  };
  const onError = (err: WebError) => void problems.consoleErrors.push(`pageerror: ${err.error().message}`);
  // Requests off the site are recorded, not intercepted: request interception (page.route)
  // makes Chromium abort cross-document view transitions. Only network requests count;
  // data:, blob: and the browser's own (the PDF viewer's chrome-extension:// files) never
  // leave the machine.
  const onRequest = (req: Request) => {
    const url = req.url();
    if (/^(https?|wss?):/.test(url) && !/^https?:\/\/127\.0\.0\.1[:/]/.test(url)) problems.offsiteRequests.push(url);
  };
  context.on("response", onResponse);
  context.on("console", onConsole);
  context.on("weberror", onError);
  context.on("request", onRequest);
  return () => {
    context.off("response", onResponse);
    context.off("console", onConsole);
    context.off("weberror", onError);
    context.off("request", onRequest);
  };
}

/** One browser context and page that a worker keeps from test to test (see {@link test}'s `readerPage`). */
interface Kept {
  readonly context: BrowserContext;
  page: Page;
  /** The project's viewport (px), which each test gets back. */
  readonly viewport: { width: number; height: number } | null | undefined;
}

/** Opens a context with the project's options (base URL, viewport) and `javaScriptEnabled`, and one page in it. */
async function keptPage(browser: Browser, use: Partial<PlaywrightTestOptions>, javaScriptEnabled: boolean): Promise<Kept> {
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    javaScriptEnabled,
  });
  await context.addInitScript(logCspViolations);
  return { context, page: await context.newPage(), viewport: use.viewport };
}

/** The worker fixture of a kept page with JavaScript on or off: made at the worker's first use, closed with the worker. */
function keptFixture(javaScriptEnabled: boolean) {
  return async ({ browser }: { browser: Browser }, use: (kept: Kept) => Promise<void>, info: WorkerInfo) => {
    const kept = await keptPage(browser, info.project.use, javaScriptEnabled);
    await use(kept);
    await kept.context.close();
  };
}

/**
 * Lends a worker's kept page to one test, watched by the test's guard; after a test that failed,
 * the page is replaced, so a page left mid-way never reaches the next test. Listeners the test
 * put on the page are removed.
 */
async function lend(kept: Kept, problems: PageProblems, use: (page: Page) => Promise<void>, info: TestInfo): Promise<void> {
  if (kept.page.isClosed()) kept.page = await kept.context.newPage();
  const stop = watch(kept.context, problems);
  try {
    await use(kept.page);
  } finally {
    stop();
    kept.page.removeAllListeners();
    // What a test may set on the page goes back to the project's: the viewport, emulated media.
    if (!kept.page.isClosed()) {
      if (kept.viewport) await kept.page.setViewportSize(kept.viewport).catch(() => undefined);
      await kept.page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null }).catch(() => undefined);
    }
    if (info.status !== info.expectedStatus) {
      await kept.page.close().catch(() => undefined);
      kept.page = await kept.context.newPage();
    }
  }
}

/**
 * The clock of the shared dev server ($BLU_NOW of `devSandbox`): a minute before the case study
 * that dev/schedule.spec.ts schedules goes live (2026-12-01T09:00:00+03:00, 06:00 UTC).
 */
export const DEV_CLOCK = "2026-12-01T05:59:00Z";

/**
 * The guard every test runs under (an automatic fixture: no test can leave it out). Every page of
 * the test's browser context, popups included, and the worker's kept pages while the test holds
 * them, record console errors, uncaught errors, CSP violations and requests that leave
 * 127.0.0.1; after the test, all must be empty. A test that expects a console error says so with
 * `problems.allow(pattern)`.
 *
 * `readerPage` and `noScriptPage` are a page that each worker keeps from test to test (JavaScript
 * on, and off), for the suites that load every URL of the site once and only read it
 * (layout.spec.ts, pages.spec.ts, visual.spec.ts): a page reused costs about a third of a fresh context and page
 * per load (its renderer process, styles, fonts and scripts are already there). Each test still
 * makes its own load of its URL.
 *
 * `devSandbox` is `npm run dev` on a throwaway copy of the project (tests/support/dev-sandbox.ts),
 * one per worker, shared by the suites of the dev server (the `dev` project of
 * playwright.config.ts, one worker: editor, dev-drafts, dev-schedule and dev-loop), on
 * `E2E_DEV_PORT`, with its clock at {@link DEV_CLOCK} and the copy a git repository of its own
 * (for the editor's changes view). Copying the project, starting Vite and its first renders are
 * paid once instead of once a suite. Each suite adds its own fixture with `sandbox.change` and
 * puts everything back with `sandbox.reset()` after its tests, so the next finds the copy as
 * the project is (a worker whose test failed is replaced, with a new copy).
 */
/** The last part of a dev server's output a failed test shows, in characters. */
const DEV_OUTPUT_SHOWN = 20_000;

/**
 * Attaches to a failed test what each running dev server printed since `marks` (its output's
 * length when the test began; all of it since the server started again, when it did), the last
 * {@link DEV_OUTPUT_SHOWN} characters of it.
 */
async function attachDevOutput(testInfo: TestInfo, marks: ReadonlyMap<DevSandbox, number>): Promise<void> {
  for (const sandbox of liveSandboxes()) {
    const out = sandbox.output();
    const mark = marks.get(sandbox) ?? 0;
    const during = (out.length >= mark ? out.slice(mark) : out).slice(-DEV_OUTPUT_SHOWN);
    if (during.trim()) await testInfo.attach(`dev server ${sandbox.origin}, its output during the test`, { body: during, contentType: "text/plain" });
  }
}

export const test = base.extend<
  { problems: PageProblems; readerPage: Page; noScriptPage: Page },
  { keptReader: Kept; keptNoScript: Kept; devSandbox: DevSandbox }
>({
  problems: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern, and this one has none
    async ({}, use, testInfo) => {
      // What each running dev server (a dev suite's) printed during the test, shown with the
      // test's failure: a page that never came right often has its reason only there.
      const marks = new Map(liveSandboxes().map((s) => [s, s.output().length]));
      // Chromium reports a cross-document view transition cut short by another load as an
      // uncaught "Transition was skipped": the dev server loads a page again after each save,
      // often inside the hero's transition, so the dev suites allow it; the built site's refuse it.
      const allowed: RegExp[] = testInfo.project.name.startsWith("dev") ? [/^pageerror: Transition was skipped$/] : [];
      const problems: PageProblems = { consoleErrors: [], offsiteRequests: [], allow: (p) => void allowed.push(p) };
      await use(problems);
      if (testInfo.status !== testInfo.expectedStatus) await attachDevOutput(testInfo, marks);
      expect(problems.offsiteRequests, "requests that left the site").toEqual([]);
      expect(
        problems.consoleErrors.filter((e) => !allowed.some((p) => p.test(e))),
        "console errors",
      ).toEqual([]);
    },
    { auto: true },
  ],
  // The test's own context (made only when a test asks for it or its page) is watched from its start.
  context: async ({ context, problems }, use) => {
    // The strict Content-Security-Policy is enforced (the server sends it on every response):
    // any violation fails the test, whether or not the browser also logs it.
    await context.addInitScript(logCspViolations);
    const stop = watch(context, problems);
    await use(context);
    stop();
  },
  keptReader: [keptFixture(true), { scope: "worker" }],
  keptNoScript: [keptFixture(false), { scope: "worker" }],
  devSandbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture uses from its first parameter, which must be a pattern
    async ({}, use) => {
      const sandbox = await startDevSandbox(DEV_PORT, 120_000, { git: true, env: { BLU_NOW: DEV_CLOCK } });
      try {
        await use(sandbox);
      } finally {
        await sandbox.stop();
      }
    },
    // Copying the project and starting Vite takes a few seconds, far more on a busy machine.
    { scope: "worker", timeout: 150_000 },
  ],
  readerPage: async ({ keptReader, problems }, use, info) => lend(keptReader, problems, use, info),
  noScriptPage: async ({ keptNoScript, problems }, use, info) => lend(keptNoScript, problems, use, info),
});

export { expect };

/**
 * Runs axe-core with the WCAG 2.2 AA rule set and expects no violations. It runs in the page
 * itself (`axe.run`, AxeBuilder's legacy mode) rather than AxeBuilder's default (`axe.runPartial`
 * in each frame, then `axe.finishRun` in a new blank page of the context), which costs about
 * twice as long: a page opened and axe-core injected again on every run. Legacy mode leaves out
 * cross-origin frames only, which no page of the site has (a request off the site already fails
 * the test). Only violations are reported in full (`resultTypes`): the passes are not read.
 * While it runs, every animation and transition takes no time (a constructed style sheet, which
 * the strict CSP allows, removed afterwards), and what was already running is brought to its end
 * ({@link finishedAnimations}): axe-core reads the page at rest, never a word caught at the start
 * of its ease-in (the services headline's word changes every 5 s, and a run takes seconds on a
 * busy machine), nor text under the fading snapshot of a view transition.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const still = new CSSStyleSheet();
    still.replaceSync(
      "*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; }",
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
    (window as unknown as { __axeStill?: CSSStyleSheet }).__axeStill = still;
  });
  // What was already running when the sheet came in keeps its own timing: a reveal fading in,
  // an island's motion, a cross-document view transition of the page kept from the test before
  // (its snapshot over the page at part opacity). Each is brought to its end first.
  await finishedAnimations(page);
  // options() replaces what was set before it: first, then the tags.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true)
    .analyze()
    .finally(() =>
      page.evaluate(() => {
        const w = window as unknown as { __axeStill?: CSSStyleSheet };
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== w.__axeStill);
        delete w.__axeStill;
      }),
    );
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} → ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
  expect(summary, "axe-core violations").toEqual([]);
}

/**
 * Expects `el` to read as an error message: its text painted red (hue within 25° of pure red,
 * saturation at least 50 %) and readable (WCAG contrast ≥ 4.5 against the first painted
 * background behind it; white where none is). Asserts what a visitor sees, whatever the class
 * names. Throws (fails the test) on a colour it cannot parse.
 */
export async function expectErrorColour(el: Locator): Promise<void> {
  const { color, background } = await el.evaluate((node) => {
    let bg = "rgb(255, 255, 255)";
    for (let e: Element | null = node; e; e = e.parentElement) {
      const c = getComputedStyle(e).backgroundColor;
      if (c !== "transparent" && !/^rgba\(.*,\s*0\)$/.test(c)) {
        bg = c;
        break;
      }
    }
    return { color: getComputedStyle(node).color, background: bg };
  });
  const hsl = converter("hsl")(parse(color));
  if (!hsl) throw new Error(`not a colour: ${color}`);
  const hue = hsl.h ?? 0;
  expect(Math.min(hue, 360 - hue), `hue of ${color}`).toBeLessThanOrEqual(25);
  expect(hsl.s, `saturation of ${color}`).toBeGreaterThanOrEqual(0.5);
  expect(wcagContrast(color, background), `contrast of ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
}

/**
 * Waits until the islands named `names` (all islands on the page when none are named) that the
 * loader has started have been hydrated by React (or, for a decoration, enhanced by its plain
 * module: marked `live`); with names, waits for each to start too.
 * Scrolls an island into view first when its strategy is `visible`.
 */
export async function hydrated(page: Page, ...names: string[]): Promise<void> {
  for (const name of names) {
    const island = page.locator(`blu-island[name="${name}"]`).first();
    if ((await island.getAttribute("client")) === "visible") await island.locator(":scope > *").first().scrollIntoViewIfNeeded();
  }
  await page.waitForFunction(
    (wanted) => {
      const all = [...document.querySelectorAll("blu-island")];
      const islands = wanted.length ? all.filter((el) => wanted.includes(el.getAttribute("name") ?? "")) : all.filter((el) => el.hasAttribute("hydrated"));
      if (wanted.length && wanted.some((n) => !islands.some((el) => el.getAttribute("name") === n && el.hasAttribute("hydrated")))) return false;
      return islands
        .filter((el) => el.hasAttribute("hydrated"))
        .every((el) => el.hasAttribute("live") || Object.keys(el).some((k) => k.startsWith("__reactContainer")));
    },
    names,
    { timeout: 15_000 },
  );
}

/**
 * Brings a page to the state a visitor who has read it through sees: waits for the loader to
 * arm the reveals, scrolls down to the end stopping wherever something still waits for the view
 * (every reveal and lazy image fires, every island loaded when visible starts), back to the top,
 * then waits for hydration and until no reveal is still armed.
 *
 * The stops follow what is still waiting, not a fixed step: after each stop (two frames, in
 * which the intersection observers run), the next puts at the top of the view the first
 * waiting thing that reaches below it (an armed reveal, the box of a `visible` island not yet
 * started, a lazy image not yet loaded), so each is shown from its top, as much of it as the
 * view holds; a waiting thing already at the top (taller than its threshold lets the view
 * show) moves on by the view's height less 100 px. Nothing waiting below the view: done. A
 * page reads through in about one stop a screen, and a stretch with nothing waiting is
 * skipped; `[data-reveal=armed]` counted after still fails a reveal that never fired.
 */
export async function scrolledThrough(page: Page): Promise<void> {
  await page.locator("html[data-loader=ready]").waitFor({ state: "attached", timeout: 15_000 });
  await page.evaluate(async () => {
    // Two frames at each stop (not a fixed pause): the intersection observers of the reveals
    // and lazy images run in a frame's rendering steps, and on a busy machine 30 ms may pass
    // with no frame at all, so a section would be jumped over and stay unrevealed.
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    // What still waits for the view: an armed reveal fires once enough of it is in view (10 or
    // 20 %), so it is ahead while any of it lies below the view; a `visible` island not yet
    // started and a lazy image not yet loaded start as soon as any of them is near the view,
    // so they are ahead only while they lie wholly below it.
    const waiting = () => [
      ...[...document.querySelectorAll("[data-reveal=armed]")].map((el) => ({ el, whole: false })),
      ...[...document.querySelectorAll("blu-island[client=visible]:not([hydrated])")].flatMap((island) =>
        [...island.children].map((el) => ({ el, whole: true })),
      ),
      ...[...document.querySelectorAll<HTMLImageElement>("img[loading=lazy]")].filter((img) => !img.complete).map((el) => ({ el, whole: true })),
    ];
    let y = 0;
    window.scrollTo({ top: 0, behavior: "instant" });
    await frames();
    // A stop a screen at the least; the cap only guards against a page that keeps growing.
    for (let stop = 0; stop < 1000; stop++) {
      const view = window.innerHeight;
      const end = document.documentElement.scrollHeight - view;
      if (y >= end) break;
      // Each waiting box in page coordinates, and those still ahead of the view.
      const ahead = waiting()
        .map(({ el, whole }) => ({ r: el.getBoundingClientRect(), whole }))
        .filter(({ r }) => r.width > 0 && r.height > 0)
        .map(({ r, whole }) => ({ top: r.top + window.scrollY, bottom: r.bottom + window.scrollY, whole }))
        .filter((r) => (r.whole ? r.top : r.bottom) > y + view);
      if (ahead.length === 0) break;
      const first = Math.floor(Math.min(...ahead.map((r) => r.top)));
      y = Math.min(end, first > y ? first : y + Math.max(view - 100, 100));
      const was = window.scrollY;
      window.scrollTo({ top: y, behavior: "instant" });
      await frames();
      // A page that got shorter meanwhile may not scroll as far: no further, no further stop.
      if (window.scrollY <= was) break;
      y = window.scrollY;
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    // The scroll event of that last jump is dispatched in the next frame, and only then do the
    // islands that follow the scroll (the breadcrumb bar's solid state) change their classes and
    // start a transition: wait two frames so the wait below sees it.
    await frames();
  });
  await hydrated(page);
  await expect(page.locator("[data-reveal=armed]")).toHaveCount(0);
  // A reveal that has just fired is still fading in (its text at part opacity, which axe would
  // measure as low contrast): every finite animation and transition is brought to its end.
  await finishedAnimations(page);
}

/**
 * Brings every running finite animation and transition of the page to its end at once (what a
 * reader sees once they have run; Playwright's screenshots do the same), then lets a frame pass
 * so that what their `finish` events start has run. The same end state as waiting them out,
 * without the wait (300 to 700 ms a time on this site). The marquee's infinite animation and a
 * paused one are left alone. Returns how many were brought to their end.
 */
export async function finishedAnimations(page: Page): Promise<number> {
  return page.evaluate(finishAnimations);
}

/**
 * What {@link finishedAnimations} runs, in the page: a function of no free names, so that a
 * check that runs in the page too can be handed it as source (layout-rules.ts
 * `coveredLinkProblems`, the layout pass of layout.spec.ts) and finish animations the same way.
 */
export async function finishAnimations(): Promise<number> {
  const finite = document.getAnimations().filter((a) => a.playState === "running" && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
  for (const a of finite) {
    try {
      a.finish();
    } catch {
      // An animation that cannot be finished (playback rate 0) is waited for below.
    }
  }
  await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  await new Promise(requestAnimationFrame);
  return finite.length;
}

/** A submission as the local form inbox stores it (server/inbox.mjs). */
export interface InboxEntry {
  readonly kind: string;
  readonly form: string;
  readonly via: string;
  readonly fields: Record<string, string>;
  readonly serviceId?: string;
  readonly templateId?: string;
  readonly publicKey?: string;
  readonly list?: { u: string; id: string };
}

/** The newest submissions of the form inbox, newest first (its first page of /inbox.json, read with the e2e server's credential). */
export async function inboxEntries(request: APIRequestContext): Promise<InboxEntry[]> {
  const res = await request.get("/inbox.json?limit=200", { headers: { authorization: `Bearer ${INBOX_TOKEN}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { submissions: InboxEntry[] }).submissions;
}
