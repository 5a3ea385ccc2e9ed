import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** What a page did that a visitor should never cause: console errors, page errors, requests off the site. */
export interface PageProblems {
  readonly consoleErrors: string[];
  readonly offsiteRequests: string[];
  /** Console errors a test expects (a logged send failure); they are not counted as problems. */
  allow(pattern: RegExp): void;
}

/**
 * The test fixture: every page records console errors, uncaught errors and requests that
 * leave 127.0.0.1 (which are blocked); after the test, all must be empty.
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    const consoleErrors: string[] = [];
    const offsiteRequests: string[] = [];
    const allowed: RegExp[] = [];
    // A document the server answers with 404 (an unknown path) is expected to log its status.
    const notFoundDocuments = new Set<string>();
    page.on("response", (res) => {
      if (res.status() === 404 && res.request().isNavigationRequest()) notFoundDocuments.add(res.url());
    });
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      if (/status of 404/.test(msg.text()) && notFoundDocuments.has(msg.location().url)) return;
      consoleErrors.push(msg.text());
    });
    page.on("pageerror", (err) => consoleErrors.push(`pageerror: ${err.message}`));
    await page.route(/^(?!http:\/\/127\.0\.0\.1[:/]).*/, (route) => {
      const url = route.request().url();
      // Only network requests count; data:, blob: and the browser's own (the PDF viewer's
      // chrome-extension:// files) never leave the machine.
      if (!/^(https?|wss?):/.test(url)) return route.continue();
      offsiteRequests.push(url);
      return route.abort();
    });
    await use({ consoleErrors, offsiteRequests, allow: (p) => allowed.push(p) });
    expect(offsiteRequests, "requests that left the site").toEqual([]);
    expect(consoleErrors.filter((e) => !allowed.some((p) => p.test(e))), "console errors").toEqual([]);
  },
});

export { expect };

/** Runs axe-core with the WCAG 2.2 AA rule set and expects no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
  expect(summary, "axe-core violations").toEqual([]);
}

/** Waits until React has hydrated the prerendered page (the side bar toggle reacts). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return !!root && Object.keys(root).some((k) => k.startsWith("__reactContainer"));
  });
}
