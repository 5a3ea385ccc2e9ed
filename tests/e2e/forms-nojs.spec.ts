import type { Locator, Page, Request } from "@playwright/test";
import { contactForm } from "../../generated/forms/contact";
import { leadForm } from "../../generated/forms/lead";
import { newsletterForm } from "../../generated/forms/newsletter";
import { reportForm } from "../../generated/forms/report";
import type { FormSpec } from "../../model/index.ts";
import { paths } from "../../generated/routes";
import { site } from "../../generated/site";
import { expect, inboxEntries, test } from "./fixtures";

/**
 * The four forms without JavaScript (docs/architecture.md#forms): each is a real HTML form
 * that posts (never GETs) its fields to its endpoint; the local inbox records them and
 * answers 303 to the thank-you view.
 */
test.use({ javaScriptEnabled: false });

const inbox = inboxEntries;
const unique = (who: string) => `${who}.nojs.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const label = (spec: FormSpec, name: string) => spec.fields.find((f) => f.name === name)!.label;

/** Every document request the page makes (navigations), to prove the submission never lands in a URL. */
function navigations(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (r) => {
    if (r.isNavigationRequest()) seen.push(r);
  });
  return seen;
}

/**
 * Fills a form (values by field name; selects are chosen), submits it with its button, and
 * expects: one POST navigation to `endpoint`, the thank-you view with its heading, and no
 * request whose URL carries what was typed.
 */
async function submitWithoutJs(page: Page, form: Locator, spec: FormSpec, values: Record<string, string>, button: string, endpoint: string): Promise<void> {
  const requests = navigations(page);
  for (const [name, value] of Object.entries(values)) {
    const control = form.getByLabel(label(spec, name));
    if (spec.fields.find((f) => f.name === name)!.type === "select") await control.selectOption(value);
    else await control.fill(value);
  }
  const posted = page.waitForRequest((r) => r.url().includes(endpoint));
  await form.getByRole("button", { name: button }).click();
  const post = await posted;
  expect(post.method()).toBe("POST");
  expect(post.isNavigationRequest()).toBe(true);
  await page.waitForURL(`**${paths.formSent}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.ui.formSent.heading);
  expect(new URL(page.url()).search).toBe("");
  for (const r of requests) {
    const url = decodeURIComponent(r.url());
    for (const v of Object.values(values)) expect(url, `${r.method()} ${r.url()}`).not.toContain(v);
    if (r.url().includes(endpoint)) expect(r.method()).toBe("POST");
  }
}

const EMAILJS_FORM = "/api/v1.0/email/send-form";
const SUBSCRIBE = "/subscribe/post";
const list = (spec: FormSpec) => (spec.transport.kind === "mailchimp" ? { u: spec.transport.u, id: spec.transport.listId } : null);
/**
 * What a form posts for the fields a test leaves alone: each field under its submitted name with
 * its initial value (blank, or a select's default), so a field added in spec/forms/ is expected
 * without editing this test.
 */
const untouched = (spec: FormSpec) => Object.fromEntries(spec.fields.map((f) => [f.submitAs, f.initial]));
const hiddenOf = (spec: FormSpec) => (spec.transport.kind === "mailchimp" ? { tags: spec.transport.tags, [spec.transport.honeypot]: "" } : {});

test.describe("forms without JavaScript", () => {
  test("the contact page's form posts to EmailJS's form endpoint and lands on the thank-you view", async ({ page, request }) => {
    await page.goto(paths.contact);
    const email = unique("ama");
    const form = page.locator('form[data-form="contact"]');
    await submitWithoutJs(
      page,
      form,
      contactForm,
      { name: "Ama Owusu", email, country: "Nigeria", reason: "Digital", message: "We launch in Lagos in March." },
      contactForm.submit.label,
      EMAILJS_FORM,
    );
    const entry = (await inbox(request)).find((e) => e.fields.email === email)!;
    expect(entry).toMatchObject({
      kind: "emailjs",
      via: "form",
      serviceId: contactForm.transport.serviceId,
      templateId: contactForm.transport.templateId,
      publicKey: contactForm.transport.publicKey,
    });
    expect(entry.fields).toEqual({
      ...untouched(contactForm),
      name: "Ama Owusu",
      email,
      country: "Nigeria",
      reason: "Digital",
      message: "We launch in Lagos in March.",
    });
  });

  test("a service page's embedded contact form posts too", async ({ page, request }) => {
    await page.goto("/services/creative/creative-consulting");
    const band = page.getByRole("region", { name: "Ready to get started?" });
    const email = unique("wanjiru");
    await submitWithoutJs(
      page,
      band.locator('form[data-form="contact"]'),
      contactForm,
      { name: "Wanjiru", email, country: "Kenya", reason: "Creative" },
      "Schedule a consultation",
      EMAILJS_FORM,
    );
    const entry = (await inbox(request)).find((e) => e.fields.email === email)!;
    expect(entry.kind).toBe("emailjs");
    expect(entry.fields).toEqual({ ...untouched(contactForm), name: "Wanjiru", email, country: "Kenya", reason: "Creative", message: "" });
  });

  test("the lead form posts FNAME, EMAIL, MMERGE6, PHONE, MMERGE9, tags and the empty honeypot, without ajax", async ({ page, request }) => {
    await page.goto(paths.socialMediaAds);
    const email = unique("chidi");
    const form = page.locator('form[data-form="lead"]');
    await submitWithoutJs(
      page,
      form,
      leadForm,
      { name: "Chidi Okafor", businessName: "Solar installers for Lagos offices", email, phone: "+234 803 555 0101", adTimeframe: "Within 1-3 months" },
      leadForm.submit.label,
      SUBSCRIBE,
    );
    const entry = (await inbox(request)).find((e) => e.fields.EMAIL === email)!;
    expect(entry).toMatchObject({ kind: "subscribe", via: "form", list: list(leadForm) });
    expect(entry.fields).toEqual({
      ...untouched(leadForm),
      FNAME: "Chidi Okafor",
      EMAIL: email,
      MMERGE6: "Solar installers for Lagos offices",
      PHONE: "+234 803 555 0101",
      MMERGE9: "Within 1-3 Months",
      ...hiddenOf(leadForm),
    });
  });

  test("the newsletter form posts FNAME, LNAME, EMAIL and tags, without ajax", async ({ page, request }) => {
    await page.goto(paths.newsletter);
    const email = unique("kwame");
    await submitWithoutJs(
      page,
      page.locator('form[data-form="newsletter"]'),
      newsletterForm,
      { firstName: "Kwame", lastName: "Mensah", email },
      newsletterForm.submit.label,
      SUBSCRIBE,
    );
    const entry = (await inbox(request)).find((e) => e.fields.EMAIL === email)!;
    expect(entry).toMatchObject({ kind: "subscribe", via: "form", list: list(newsletterForm) });
    expect(entry.fields).toEqual({ ...untouched(newsletterForm), FNAME: "Kwame", LNAME: "Mensah", EMAIL: email, ...hiddenOf(newsletterForm) });
  });

  test("the report form posts EMAIL, FNAME, LNAME, MMERGE6, tags and the honeypot, without ajax", async ({ page, request }) => {
    await page.goto(paths.report);
    const email = unique("ingrid");
    await submitWithoutJs(
      page,
      page.locator('form[data-form="report"]'),
      reportForm,
      { email, firstName: "Ingrid", lastName: "Uwase", company: "Kigali Fresh Ltd" },
      reportForm.submit.label,
      SUBSCRIBE,
    );
    const entry = (await inbox(request)).find((e) => e.fields.EMAIL === email)!;
    expect(entry).toMatchObject({ kind: "subscribe", via: "form", list: list(reportForm) });
    expect(entry.fields).toEqual({
      ...untouched(reportForm),
      EMAIL: email,
      FNAME: "Ingrid",
      LNAME: "Uwase",
      MMERGE6: "Kigali Fresh Ltd",
      ...hiddenOf(reportForm),
    });
  });

  test("the contact message stops at its maxlength, and its counter (which needs a script) is hidden", async ({ page }) => {
    await page.goto(paths.contact);
    const form = page.locator('form[data-form="contact"]');
    const message = form.getByLabel(label(contactForm, "message"));
    const max = contactForm.fields.find((f) => f.name === "message")!.maxLength!;
    await expect(message).toHaveAttribute("maxlength", String(max));
    await expect(form.locator('[id$="-message-count"]')).toBeHidden();
  });

  test("a filled contact honeypot lands on the thank-you view and is not stored", async ({ page, request }) => {
    const honeypot = "honeypot" in contactForm.transport && typeof contactForm.transport.honeypot === "string" ? contactForm.transport.honeypot : null;
    test.skip(honeypot === null, "spec/forms/contact.yaml names no honeypot");
    await page.goto(paths.contact);
    const email = unique("bot");
    const form = page.locator('form[data-form="contact"]');
    await form.locator(`input[name="${honeypot}"]`).fill("http://spam.example", { force: true });
    await submitWithoutJs(page, form, contactForm, { name: "Bot", email, country: "Kenya", reason: "Media" }, contactForm.submit.label, EMAILJS_FORM);
    expect((await inbox(request)).some((e) => e.fields.email === email)).toBe(false);
  });

  test("the browser's own constraints keep empty or malformed forms from being posted", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    await page.goto(paths.contact);
    const contact = page.locator('form[data-form="contact"]');
    await contact.getByRole("button", { name: contactForm.submit.label }).click();
    await expect(contact.getByLabel(label(contactForm, "name"))).toBeFocused();
    await page.goto(paths.socialMediaAds);
    const lead = page.locator('form[data-form="lead"]');
    await lead.getByLabel(label(leadForm, "name")).fill("A");
    await lead.getByLabel(label(leadForm, "businessName")).fill("Craft gin");
    await lead.getByLabel(label(leadForm, "email")).fill("zanele@example.com");
    await lead.getByLabel(label(leadForm, "phone")).fill("+256 700 12");
    expect(await lead.getByLabel(label(leadForm, "name")).evaluate((el: HTMLInputElement) => el.validity.tooShort)).toBe(true);
    expect(await lead.getByLabel(label(leadForm, "phone")).evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);
    await lead.getByRole("button", { name: leadForm.submit.label }).click();
    await page.goto(paths.newsletter);
    const newsletter = page.locator('form[data-form="newsletter"]');
    await newsletter.getByLabel(label(newsletterForm, "email")).fill("not-an-email");
    await newsletter.getByRole("button", { name: newsletterForm.submit.label }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.newsletter}$`));
    expect(posts).toEqual([]);
  });
});
