import type { Locator, Page } from "@playwright/test";
import { leadForm } from "../../generated/forms/lead";
import { newsletterForm } from "../../generated/forms/newsletter";
import { reportForm } from "../../generated/forms/report";
import type { FormSpec } from "../../model/index.ts";
import { paths } from "../../generated/routes";
import { site } from "../../generated/site";
import { expect, expectErrorColour, expectNoAxeViolations, inboxEntries, test } from "./fixtures";

const inbox = inboxEntries;
/**
 * What a form posts for the fields a test leaves alone: each field under its submitted name with
 * its initial value (blank, or a select's default), so a field added in spec/forms/ is expected
 * without editing this test.
 */
const untouched = (spec: FormSpec) => Object.fromEntries(spec.fields.map((f) => [f.submitAs, f.initial]));
const label = (spec: FormSpec, name: string) => spec.fields.find((f) => f.name === name)!.label;
const unique = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Brings a form into view and points at it (its island hydrates on the first interaction,
 * after the page's load event), then waits until React runs it: the form marks itself
 * data-hydrated from an effect.
 */
async function formReady(scope: Page | Locator, id: string): Promise<Locator> {
  const form = scope.locator(`form[data-form="${id}"]`);
  await form.scrollIntoViewIfNeeded();
  await form.hover();
  await expect(form).toHaveAttribute("data-hydrated", "");
  await expect(form).toHaveJSProperty("noValidate", true);
  return form;
}

/**
 * Waits until the page has stopped scrolling (a smooth scroll to an anchor) and no CSS
 * transition runs (the breadcrumb bar fading between its states), so axe sees final colours.
 */
async function settled(page: Page): Promise<void> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const still = y === last;
        last = y;
        return still;
      },
      { intervals: [150] },
    )
    .toBe(true);
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === "running").length)).toBe(0);
}

/** Counts the subscription posts a page makes. */
function countPosts(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/subscribe/post")) counter.count++;
  });
  return counter;
}

test.describe("lead form on /social-media-ads", () => {
  const leadLabel = (name: string) => label(leadForm, name);
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto("/social-media-ads");
    await formReady(page, "lead");
  });

  const rows: [string, Record<string, string>, string][] = [
    ["name required", { name: "" }, "Please enter your name"],
    ["name at least 2", { name: "A" }, "Name must be at least 2 characters"],
    ["name trimmed", { name: " A  " }, "Name must be at least 2 characters"],
    ["name at most 50", { name: "N".repeat(51) }, "Name must be less than 50 characters"],
    ["business required", { businessName: "" }, "Please enter your business name"],
    ["business at least 2", { businessName: "B" }, "Business name must be at least 2 characters"],
    ["business at most 100", { businessName: "B".repeat(101) }, "Business name must be less than 100 characters"],
    ["email required", { email: "" }, "Please enter your email address"],
    ["email pattern", { email: "amina@example" }, "Please enter a valid email address"],
    ["phone digits", { phone: "+256 700 12" }, "Phone number must be at least 10 digits"],
  ];
  for (const [name, given, message] of rows) {
    test(`Row: ${name}`, async ({ page }) => {
      const posts = countPosts(page);
      const values = { name: "Amina Wanjiru", businessName: "Logistics software for retailers", email: "amina@example.com", phone: "", ...given };
      for (const [field, value] of Object.entries(values)) await page.locator('[data-form="lead"]').getByLabel(leadLabel(field)).fill(value);
      await page.locator('[data-form="lead"]').getByRole("button", { name: leadForm.submit.label }).click();
      const error = page.getByText(message, { exact: true });
      await expect(error).toBeVisible();
      const field = Object.keys(given)[0];
      await expect(page.locator('[data-form="lead"]').getByLabel(leadLabel(field))).toHaveAttribute("aria-invalid", "true");
      await page.locator('[data-form="lead"]').getByLabel(leadLabel(field)).press("End");
      await page.locator('[data-form="lead"]').getByLabel(leadLabel(field)).pressSequentially("x");
      await expect(error).toBeHidden();
      expect(posts.count).toBe(0);
    });
  }

  test("boundaries pass: 2 and 50 characters, a phone with spaces and +", async ({ page, request }) => {
    const email = unique("bounds");
    await page.locator('[data-form="lead"]').getByLabel(leadLabel("name")).fill("Al");
    await page.locator('[data-form="lead"]').getByLabel(leadLabel("businessName")).fill("B".repeat(100));
    await page.locator('[data-form="lead"]').getByLabel(leadLabel("email")).fill(email);
    await page.locator('[data-form="lead"]').getByLabel(leadLabel("phone")).fill("+256 700 123 456");
    await page.locator('[data-form="lead"]').getByRole("button", { name: leadForm.submit.label }).click();
    await expect(page.getByText(leadForm.submit.success, { exact: true })).toBeVisible();
    await expect.poll(async () => (await inbox(request)).some((e) => e.fields.EMAIL === email)).toBe(true);
  });

  test("a valid lead is posted with the exact field names, thanked for 5 s, then the form returns with defaults", async ({ page, request }) => {
    const email = unique("lead");
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/subscribe/post**", async (route) => {
      await held;
      await route.fallback();
    });
    await page.locator('[data-form="lead"]').getByLabel(leadLabel("name")).fill("  Chidi Okafor ");
    await page.locator('[data-form="lead"]').getByLabel(leadLabel("businessName")).fill("Solar installers for Lagos offices");
    await page.locator('[data-form="lead"]').getByLabel(leadLabel("email")).fill(email);
    await page.locator('[data-form="lead"]').getByLabel(leadLabel("phone")).fill("+234 803 555 0101");
    await page.locator('[data-form="lead"]').getByLabel(leadLabel("adTimeframe")).selectOption("Within 1-3 months");
    await page.locator('[data-form="lead"]').getByRole("button", { name: leadForm.submit.label }).click();
    await expect(page.locator('[data-form="lead"]').getByRole("button", { name: leadForm.submit.sending })).toBeDisabled();
    release();
    const panel = page.getByRole("status").filter({ hasText: leadForm.submit.success });
    await expect(panel).toBeVisible();
    const entry = (await inbox(request)).find((e) => e.fields.EMAIL === email)!;
    expect(entry.kind).toBe("subscribe");
    expect(entry.fields).toEqual({
      ...untouched(leadForm),
      FNAME: "Chidi Okafor",
      EMAIL: email,
      MMERGE6: "Solar installers for Lagos offices",
      PHONE: "+234 803 555 0101",
      // The list receives the specification's value, whatever the label chosen shows.
      MMERGE9: "Within 1-3 Months",
      tags: leadForm.transport.tags,
      [leadForm.transport.honeypot]: "",
    });
    await page.clock.runFor((leadForm.submit.successMs ?? 0) - 500);
    await expect(panel).toBeVisible();
    await page.clock.runFor(1000);
    await expect(panel).toBeHidden();
    const timeframe = page.locator('[data-form="lead"]').getByLabel(leadLabel("adTimeframe"));
    await expect(timeframe).toHaveValue("As soon as Possible");
    await expect(timeframe.locator("option:checked")).toHaveText("As soon as possible");
    expect(await timeframe.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual([
      "As soon as Possible",
      "Within a few Weeks",
      "Within 1-3 Months",
      "I'm just exploring for Now",
    ]);
    await expect(page.locator('[data-form="lead"]').getByLabel(leadLabel("name"))).toHaveValue("");
  });

  test("a failed post (the inbox could not store it: 503; no network) is logged only and the input is kept", async ({ page, problems }) => {
    problems.allow(/The lead form was not sent|ERR_FAILED|ERR_CONNECTION_REFUSED|status of 503/);
    let failure: "503" | "refused" = "503";
    await page.route("**/subscribe/post**", (route) =>
      failure === "503"
        ? route.fulfill({ status: 503, headers: { "retry-after": "60" }, contentType: "text/plain", body: "not stored\n" })
        : route.abort("connectionrefused"),
    );
    await page.locator('[data-form="lead"]').getByLabel(leadLabel("name")).fill("Zanele");
    await page.locator('[data-form="lead"]').getByLabel(leadLabel("businessName")).fill("Craft gin distillery");
    await page.locator('[data-form="lead"]').getByLabel(leadLabel("email")).fill("zanele@example.com");
    for (const f of ["503", "refused"] as const) {
      failure = f;
      await page.locator('[data-form="lead"]').getByRole("button", { name: leadForm.submit.label }).click();
      await expect(page.locator('[data-form="lead"]').getByRole("button", { name: leadForm.submit.label }), f).toBeEnabled();
      await expect(page.locator('[data-form="lead"]').getByLabel(leadLabel("name")), f).toHaveValue("Zanele");
      await expect(page.getByRole("status"), f).toHaveCount(0);
    }
  });

  test("a filled honeypot sends nothing but shows the usual thanks", async ({ page }) => {
    const posts = countPosts(page);
    await page.locator('[data-form="lead"]').getByLabel(leadLabel("name")).fill("Bot");
    await page.locator('[data-form="lead"]').getByLabel(leadLabel("businessName")).fill("Spam");
    await page.locator('[data-form="lead"]').getByLabel(leadLabel("email")).fill("bot@example.com");
    await page.locator(`input[name="${leadForm.transport.honeypot}"]`).fill("gotcha", { force: true });
    await page.locator('[data-form="lead"]').getByRole("button", { name: leadForm.submit.label }).click();
    await expect(page.getByText(leadForm.submit.success, { exact: true })).toBeVisible();
    expect(posts.count).toBe(0);
  });

  test("the page shows its benefits, audiences and case study; Book a call and the closing button reach the form", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toContainText("3-5 qualified B2B leads per week");
    await expect(page.getByText("Average ROAS 4.2:1")).toBeVisible();
    for (const v of ["6,173", "129%", "$10,000+"]) await expect(page.getByText(v, { exact: true })).toBeVisible();
    await expect(page.locator("#who-can-benefit li")).toHaveCount(4);
    await expect(page.locator("#benefits li")).toHaveCount(3);
    const bar = page.getByRole("navigation", { name: site.ui.serviceDetail.breadcrumbLabel });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('blu-island[name="Breadcrumb"]')).toHaveAttribute("hydrated", "");
    await expect(bar).toHaveAttribute("data-state", "transparent");
    await expect(bar.getByText("Social media advertising")).toBeVisible();
    await page.locator("#get-started").getByRole("link", { name: "Get my free strategy call" }).click();
    await expect(page.locator('[data-form="lead"]').getByLabel(leadLabel("name"))).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(bar).toHaveAttribute("data-state", "solid");
    await bar.getByRole("link", { name: "Book a call" }).click();
    await expect(page.locator('[data-form="lead"]').getByLabel(leadLabel("name"))).toBeInViewport();
    await settled(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("newsletter form", () => {
  const newsletterLabel = (name: string) => label(newsletterForm, name);
  test.beforeEach(async ({ page }) => {
    await page.goto("/newsletter");
    await formReady(page, "newsletter");
  });

  test("the page makes the 3,000+ claim and promises monthly delivery", async ({ page }) => {
    await expect(page.getByText(/3,000\+ African marketers/).first()).toBeVisible();
    await expect(page.getByText(/monthly/i).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("invalid input shows the one message, nothing is sent, and editing clears it", async ({ page }) => {
    const posts = countPosts(page);
    await page.locator('[data-form="newsletter"]').getByLabel(newsletterLabel("firstName")).fill("Kwame");
    await page.locator('[data-form="newsletter"]').getByLabel(newsletterLabel("email")).fill("not-an-email");
    await page.locator('[data-form="newsletter"]').getByRole("button", { name: newsletterForm.submit.label }).click();
    const alert = page.getByRole("alert").filter({ hasText: newsletterForm.invalidMessage! });
    await expect(alert).toBeVisible();
    expect(posts.count).toBe(0);
    await page.locator('[data-form="newsletter"]').getByLabel(newsletterLabel("lastName")).fill("Mensah");
    await expect(alert).toBeHidden();
  });

  test("a valid sign-up is posted, thanked and the fields are cleared", async ({ page, request }) => {
    const email = unique("news");
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/subscribe/post**", async (route) => {
      await held;
      await route.fallback();
    });
    await page.locator('[data-form="newsletter"]').getByLabel(newsletterLabel("firstName")).fill("Kwame");
    await page.locator('[data-form="newsletter"]').getByLabel(newsletterLabel("lastName")).fill("Mensah");
    await page.locator('[data-form="newsletter"]').getByLabel(newsletterLabel("email")).fill(email);
    await page.locator('[data-form="newsletter"]').getByRole("button", { name: newsletterForm.submit.label }).click();
    await expect(page.locator('[data-form="newsletter"]').getByRole("button", { name: newsletterForm.submit.sending })).toBeDisabled();
    await expect(page.locator('[data-form="newsletter"]')).toHaveAttribute("data-state", "sending");
    release();
    await expect(page.getByText(newsletterForm.submit.success)).toBeVisible();
    await expect(page.locator('[data-form="newsletter"]').getByLabel(newsletterLabel("email"))).toHaveValue("");
    const entry = (await inbox(request)).find((e) => e.fields.EMAIL === email)!;
    expect(entry.fields).toEqual({
      ...untouched(newsletterForm),
      FNAME: "Kwame",
      LNAME: "Mensah",
      EMAIL: email,
      tags: newsletterForm.transport.tags,
      [newsletterForm.transport.honeypot]: "",
      ajax: "1",
    });
  });

  test("a network failure shows the red error and keeps the input", async ({ page, problems }) => {
    problems.allow(/The newsletter form was not sent|ERR_CONNECTION_REFUSED|ERR_FAILED/);
    await page.route("**/subscribe/post**", (route) => route.abort("connectionrefused"));
    await page.locator('[data-form="newsletter"]').getByLabel(newsletterLabel("firstName")).fill("Kwame");
    await page.locator('[data-form="newsletter"]').getByLabel(newsletterLabel("lastName")).fill("Mensah");
    await page.locator('[data-form="newsletter"]').getByLabel(newsletterLabel("email")).fill("kwame@example.com");
    await page.locator('[data-form="newsletter"]').getByRole("button", { name: newsletterForm.submit.label }).click();
    const alert = page.getByRole("alert").filter({ hasText: site.errors.subscriptionFailed });
    await expect(alert).toBeVisible();
    await expectErrorColour(alert);
    await expect(page.locator('[data-form="newsletter"]').getByLabel(newsletterLabel("email"))).toHaveValue("kwame@example.com");
  });
});

test.describe("report form", () => {
  const reportLabel = (name: string) => label(reportForm, name);

  test("a valid request is posted, thanked with a click-here link, and the browser goes to the PDF after 1.5 s", async ({ page, request }) => {
    // Chromium's PDF viewer asks for /favicon.ico, which the site does not have (its icon is an
    // SVG named by every HTML page); that 404 is not this form's doing.
    await page.route("**/favicon.ico", (route) => route.fulfill({ status: 204 }));
    await page.clock.install();
    await page.goto(paths.report);
    await formReady(page, "report");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Customer service trends 2026");
    const email = unique("report");
    await page.locator('[data-form="report"]').getByLabel(reportLabel("email")).fill(email);
    await page.locator('[data-form="report"]').getByLabel(reportLabel("firstName")).fill("Ingrid");
    await page.locator('[data-form="report"]').getByLabel(reportLabel("lastName")).fill("Uwase");
    await page.locator('[data-form="report"]').getByLabel(reportLabel("company")).fill("Kigali Fresh Ltd");
    await page.locator('[data-form="report"]').getByRole("button", { name: reportForm.submit.label }).click();
    const link = page.getByRole("link", { name: reportForm.submit.download!.linkText });
    await expect(link).toHaveAttribute("href", reportForm.submit.download!.href);
    await expect(page.locator('[data-form="report"]').getByLabel(reportLabel("email"))).toHaveValue("");
    const entry = (await inbox(request)).find((e) => e.fields.EMAIL === email)!;
    expect(entry.fields).toEqual({
      ...untouched(reportForm),
      EMAIL: email,
      FNAME: "Ingrid",
      LNAME: "Uwase",
      MMERGE6: "Kigali Fresh Ltd",
      tags: reportForm.transport.tags,
      [reportForm.transport.honeypot]: "",
      ajax: "1",
    });
    // The redirect waits redirectMs from the success; the page's clock is ours to move.
    await page.clock.runFor(reportForm.submit.download!.redirectMs - 300);
    expect(page.url()).not.toContain(reportForm.submit.download!.href);
    // The browser's navigation to the PDF: the full browser opens it in its viewer, the headless
    // shell (playwright.config.ts) saves it as a download; both ask for it as a document.
    const toPdf = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === reportForm.submit.download!.href, { timeout: 5000 });
    await page.clock.runFor(600);
    await toPdf;
  });

  test("missing fields show the one message; a failure shows the red error", async ({ page, problems }) => {
    problems.allow(/The report form was not sent|ERR_CONNECTION_REFUSED|ERR_FAILED/);
    await page.goto(paths.report);
    await formReady(page, "report");
    await page.locator('[data-form="report"]').getByLabel(reportLabel("email")).fill("ingrid@example.com");
    await page.locator('[data-form="report"]').getByRole("button", { name: reportForm.submit.label }).click();
    await expect(page.getByRole("alert").filter({ hasText: reportForm.invalidMessage! })).toBeVisible();
    await page.route("**/subscribe/post**", (route) => route.abort("connectionrefused"));
    await page.locator('[data-form="report"]').getByLabel(reportLabel("firstName")).fill("Ingrid");
    await page.locator('[data-form="report"]').getByLabel(reportLabel("lastName")).fill("Uwase");
    await page.locator('[data-form="report"]').getByLabel(reportLabel("company")).fill("Kigali Fresh Ltd");
    await page.locator('[data-form="report"]').getByRole("button", { name: reportForm.submit.label }).click();
    await expect(page.getByRole("alert").filter({ hasText: site.errors.subscriptionFailed })).toBeVisible();
    await expect(page.locator('[data-form="report"]').getByLabel(reportLabel("company"))).toHaveValue("Kigali Fresh Ltd");
  });

  test("the report is a real PDF served by the site", async ({ request }) => {
    const res = await request.get(reportForm.submit.download!.href);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/pdf");
    expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
});

for (const width of [375, 768]) {
  test.describe(`form pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [path, form] of [
      [paths.socialMediaAds, leadForm],
      [paths.newsletter, newsletterForm],
      [paths.report, reportForm],
    ] as const) {
      test(`${path} shows its heading and a usable form`, async ({ page }) => {
        await page.goto(path);
        await formReady(page, form.id);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const f = page.locator(`[data-form="${form.id}"]`);
        for (const field of form.fields) await expect(f.getByLabel(field.label)).toBeVisible();
        const button = f.getByRole("button", { name: form.submit.label });
        await expect(button).toBeVisible();
        const box = await button.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  });
}
