/**
 * Forms grow from YAML alone: on a throwaway copy of spec/, a new optional
 * field and a new select option on the contact form, and whole new forms (one with a hyphenated
 * id), each started by `npm run new -- form <id>`'s function (scripts/kinds/checklists.ts) and
 * filled in as its checklist says, go through the generator in process; the grown generated/ is imported from the
 * copy and checked end to end without a line of code: the validator accepts and returns the new
 * field, the inbox's allow-list (scripts/build/inbox-config.ts) carries it and a real inbox stores posts
 * of the grown forms, and the CSP (scripts/build/headers.ts) allows the new form's service.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Ajv, type Options, type ValidateFunction } from "ajv";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formatDiagnostics } from "../../generator/diagnostics/index.ts";
import { LINK_PATTERN } from "../../generator/kinds/forms.ts";
import { generate } from "../../generator/run.ts";
import { writeGenerated } from "../../generator/write/write.ts";
import type { FormEntry } from "../../generated/forms/index.ts";
import { contentSecurityPolicy, formOrigins } from "../../scripts/build/headers.ts";
import { inboxConfig } from "../../scripts/build/inbox-config.ts";
import { writeChecklist } from "../../scripts/kinds/checklists.ts";
import { formRequests, type InboxServer, makeDist, send, startInbox, storedLines, tempSite } from "../support/inbox-harness.ts";
import { Form } from "../../runtime/forms/Form.tsx";
import { LINK_PROBES, isLink } from "./support/links.ts";
import { editOnce, tmpRoots } from "./support/tmp-root.ts";

// generate() with emit takes about a second; leave room on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const tmpRoot = tmpRoots();

/** The new optional field, as a content owner would add it to spec/forms/contact.yaml. */
const COMPANY = `  - { name: company, label: Company, type: text, autocomplete: organization, placeholder: Where you work, optional: true }
`;

/** A whole new form: spec/forms/callback.yaml, posted to a list on a service of its own. */
const CALLBACK = `id: callback
heading: Ask for a call back
intro: Leave your number and a strategist calls you within one working day.
validation: table
fields:
  - { name: name, label: Your name, type: text, autocomplete: name, submitAs: FNAME }
  - { name: phone, label: Phone, type: tel, autocomplete: tel, submitAs: PHONE }
  - name: slot
    label: Best time to call
    type: select
    options: [Morning, Afternoon]
    default: Morning
    submitAs: MMERGE7
rules:
  - { field: name, rule: required, message: Please enter your name }
  - { field: phone, rule: required, message: Please enter your phone number }
  - { field: phone, rule: minDigits, arg: 9, message: Phone number must be at least 9 digits }
submit:
  label: Call me back
  sending: Sending...
  success: Thank you, we will call you.
  onSuccess: clear
  requiredHint: Fields marked * are required.
transport:
  kind: mailchimp
  origin: ""
  serviceOrigins: ["https://forms.example.org"]
  path: /subscribe/post
  u: 5f1c0e2b9a7d4c3e8b6a1f0d2
  listId: a41b7c9d2e
  tags: "2004690"
  honeypot: b_5f1c0e2b9a7d4c3e8b6a1f0d2_a41b7c9d2e
  ajax: true
`;

/**
 * A form as a content owner writes it: a hyphenated id (ids are slugs, as every key of
 * spec/ is), a link field with its rule and message, sent with EmailJS on a template of its own.
 */
const JOB_APPLICATION = readFileSync(new URL("./fixtures/growth/job-application.yaml", import.meta.url), "utf8");

let forms: Readonly<Record<string, FormEntry>>;

beforeAll(async () => {
  const root = tmpRoot();
  editOnce(root, "spec/forms/contact.yaml", /( {2}- \{ name: message,)/, `${COMPANY}$1`);
  editOnce(
    root,
    "spec/forms/contact.yaml",
    "options: [South Africa, Uganda, Nigeria, Kenya, Rwanda, United Kingdom, Other]",
    "options: [South Africa, Uganda, Nigeria, Kenya, Rwanda, Ghana, United Kingdom, Other]",
  );
  // Each new form as its checklist makes it: `npm run new -- form <id>` writes its one file, which
  // the developer then fills in (here, with the whole form).
  for (const [id, text] of [
    ["callback", CALLBACK],
    ["job-application", JOB_APPLICATION],
  ] as const) {
    const { written } = writeChecklist(root, "form", id);
    expect(written).toEqual([`spec/forms/${id}.yaml`]);
    writeFileSync(join(root, written[0]!), text);
  }
  const result = generate(root);
  if (!result.ok) throw new Error(`the grown spec does not generate:\n${formatDiagnostics(result.diagnostics)}`);
  writeGenerated(root, result.files);
  ({ forms } = (await import(pathToFileURL(join(root, "generated/forms/index.ts")).href)) as { forms: Readonly<Record<string, FormEntry>> });
});

const grownSpecs = () => Object.values(forms).map((f) => f.spec);

describe("a new optional field and a new option on the contact form (YAML only)", () => {
  it("is generated in place, optional, with its label and autocomplete", () => {
    const contact = forms.contact!.spec;
    expect(contact.fields.map((f) => f.name)).toEqual(["name", "email", "country", "reason", "company", "message"]);
    expect(contact.fields.find((f) => f.name === "company")).toMatchObject({
      label: "Company",
      type: "text",
      required: false,
      submitAs: "company",
      autocomplete: "organization",
    });
    expect(contact.fields.find((f) => f.name === "country")!.options).toContainEqual({ label: "Ghana", value: "Ghana" });
  });

  it("is accepted and returned by the validator, trimmed; blank is fine", () => {
    const values = { name: "Ama", email: "ama@example.com", country: "Ghana", reason: "Media", company: "  Kasapreko  ", message: "" };
    expect(forms.contact!.validate(values)).toEqual({ valid: true, value: { ...values, company: "Kasapreko" } });
    expect(forms.contact!.validate({ ...values, company: "" })).toMatchObject({ valid: true, value: { company: "" } });
  });

  it("is on the inbox's allow-list, as a template param and a posted name", () => {
    const contact = inboxConfig({}, grownSpecs()).emailjs.find((f) => f.form === "contact")!;
    expect(contact.fields.find((f) => f.param === "company")).toEqual({
      name: "company",
      param: "company",
      label: "Company",
      required: false,
      options: null,
      maxLength: null,
      pattern: null,
    });
    expect(contact.fields.find((f) => f.param === "country")!.options).toContain("Ghana");
  });
});

describe("a new form (YAML only)", () => {
  it("has its validator with its own messages", () => {
    const callback = forms.callback!;
    expect(callback.validate({ name: "", phone: "12345", slot: "Morning" })).toEqual({
      valid: false,
      errors: { name: "Please enter your name", phone: "Phone number must be at least 9 digits" },
    });
    expect(callback.validate({ name: "Kofi", phone: "+233 20 123 4567", slot: "Afternoon" })).toEqual({
      valid: true,
      value: { name: "Kofi", phone: "+233 20 123 4567", slot: "Afternoon" },
    });
  });

  it("is on the inbox's allow-list and its service is allowed by the CSP", () => {
    expect(inboxConfig({}, grownSpecs()).lists.find((l) => l.form === "callback")).toMatchObject({
      tags: "2004690",
      ajax: true,
      fields: [{ name: "FNAME" }, { name: "PHONE" }, { name: "MMERGE7", options: ["Morning", "Afternoon"] }],
    });
    expect(formOrigins({}, grownSpecs()).sort()).toEqual(["https://api.emailjs.com", "https://forms.example.org"]);
    expect(contentSecurityPolicy({}, grownSpecs())).toMatch(/form-action 'self' [^;]*https:\/\/forms\.example\.org/);
  });
});

describe("a new form with a hyphenated id and a link field (YAML only)", () => {
  const job = () => forms["job-application"]!;
  const valid = { name: "Kofi Mensah", email: "kofi@example.com", portfolio: "https://www.behance.net/kofi" };
  const MESSAGE = "Please enter a web address starting with http:// or https://";
  /** The inbox's check of the form's template params, compiled as server/forms.mjs compiles it. */
  let compiled: ValidateFunction | undefined;
  const inboxCheck = () =>
    (compiled ??= new Ajv({ unicode: false, logger: false } as Options).compile(
      inboxConfig({}, grownSpecs()).emailjs.find((f) => f.form === "job-application")!.params,
    ));

  it("is found by its id; the link field is optional, at most 2,000 characters, with its pattern", () => {
    expect(job().spec.id).toBe("job-application");
    expect(job().spec.fields.find((f) => f.name === "portfolio")).toMatchObject({
      type: "link",
      required: false,
      maxLength: 2000,
      pattern: LINK_PATTERN,
      autocomplete: "url",
    });
  });

  it("Messages a visitor reads (user-facing)", () => {
    expect(job().spec.rules.map((r) => `${r.field} ${r.rule}: ${r.message}`)).toMatchInlineSnapshot(`
      [
        "name required: Please enter your name",
        "email required: Please enter your email address",
        "email email: Please enter a valid email address",
        "portfolio link: Please enter a web address starting with http:// or https://",
      ]
    `);
  });

  it("its validator takes a blank link, and returns a good one trimmed", () => {
    expect(job().validate({ ...valid, portfolio: "  " })).toEqual({ valid: true, value: { ...valid, portfolio: "" } });
    expect(job().validate({ ...valid, portfolio: ` ${valid.portfolio}\t` })).toEqual({ valid: true, value: valid });
  });

  it.each(LINK_PROBES.map((value) => [JSON.stringify(value.length > 40 ? `${value.slice(0, 30)}…(${value.length})` : value), value] as const))(
    "validator and inbox schema agree on %s",
    (_name, value) => {
      const want = isLink(value.trim()) && value.trim().length <= 2000;
      expect(job().validate({ ...valid, portfolio: value })).toEqual(
        want ? { valid: true, value: { ...valid, portfolio: value.trim() } } : { valid: false, errors: { portfolio: MESSAGE } },
      );
      // The inbox gets the value as the browser sends it: trimmed (type="url" strips spaces at
      // either end, and the island sends the validator's trimmed value).
      expect(inboxCheck()({ ...valid, portfolio: value.trim() })).toBe(want);
    },
  );

  it("gives the link's message in a table of values (user-facing)", () => {
    const table = LINK_PROBES.filter((v) => v.length < 60).map((v) => {
      const r = job().validate({ ...valid, portfolio: v });
      return `${JSON.stringify(v)} → ${r.valid ? "ok" : r.errors.portfolio}`;
    });
    expect(table).toMatchInlineSnapshot(`
      [
        ""www.behance.net/amina" → Please enter a web address starting with http:// or https://",
        ""ftp://files.example.com/portfolio.pdf" → Please enter a web address starting with http:// or https://",
        ""javascript:alert(1)" → Please enter a web address starting with http:// or https://",
        ""mailto:amina@example.com" → Please enter a web address starting with http:// or https://",
        ""https://localhost:3000" → Please enter a web address starting with http:// or https://",
        ""https://.example.com" → Please enter a web address starting with http:// or https://",
        ""https://example." → Please enter a web address starting with http:// or https://",
        ""https://amina@example.com" → Please enter a web address starting with http:// or https://",
        ""https://exa mple.com" → Please enter a web address starting with http:// or https://",
        ""https://example.com/my work" → Please enter a web address starting with http:// or https://",
        ""HTTPS://EXAMPLE.COM/AMINA" → ok",
        ""HTTP:/example.com" → Please enter a web address starting with http:// or https://",
        ""http://a.b" → ok",
        ""https://example.com:8080/work?year=2026#top" → ok",
        ""  https://www.behance.net/amina-okafor\\t" → ok",
      ]
    `);
  });

  it("is on the inbox's allow-list under its id, the link with its pattern and length", () => {
    const entry = inboxConfig({}, grownSpecs()).emailjs.find((f) => f.form === "job-application")!;
    expect(entry).toMatchObject({
      templateId: "template_job_application",
      fields: [{ name: "name" }, { name: "email" }, { name: "portfolio", pattern: LINK_PATTERN, maxLength: 2000 }],
    });
    expect(entry.schema.properties.portfolio).toEqual({ type: "string", maxLength: 2000, pattern: `^(?:${LINK_PATTERN})?$` });
  });

  it('renders a real HTML form whose link field is <input type="url"> with the link pattern, posted without JavaScript', () => {
    const { spec, validate } = job();
    const html = renderToStaticMarkup(createElement(Form, { spec, validate, send: async () => undefined, idPrefix: "apply" }));
    expect(html).toMatch(/<form[^>]* method="post"/);
    const input = /<input[^>]* name="portfolio"[^>]*>/.exec(html)?.[0];
    expect(input).toBeDefined();
    expect(input).toContain('type="url"');
    expect(input).toContain(`pattern="${LINK_PATTERN.replace(/&/g, "&amp;")}"`);
    expect(input).toContain('maxLength="2000"');
    expect(input).not.toContain("required");
  });
});

describe("the inbox with the grown allow-list", () => {
  let site: ReturnType<typeof tempSite>;
  let server: InboxServer;
  beforeAll(async () => {
    site = tempSite("blu-grown-inbox-");
    makeDist(site.dist, inboxConfig({}, grownSpecs()));
    server = await startInbox(site.dist, site.file);
  });
  afterAll(async () => {
    await server?.stop();
    if (site) rmSync(site.root, { recursive: true, force: true });
  });

  it("stores every grown form's posts, with and without JavaScript, the new field included", async () => {
    const requests = formRequests("grown", server.base, inboxConfig({}, grownSpecs()));
    for (const r of requests) {
      const res = await send(server.base, r.method, r.path, r.headers, r.body);
      expect(res.status, `${r.name}: ${res.text}`).toBe(r.status);
    }
    const stored = storedLines(site.file);
    expect(stored.filter((e) => e.form === "contact").map((e) => (e.fields as Record<string, string>).company)).toEqual(["company grown", "company grown"]);
    expect(stored.filter((e) => e.form === "job-application").map((e) => (e.fields as Record<string, string>).portfolio)).toEqual([
      "https://example.com/portfolio/grown",
      "https://example.com/portfolio/grown",
    ]);
    expect(stored.filter((e) => e.form === "callback").map((e) => e.fields)).toEqual([
      { FNAME: "name grown", PHONE: "+256 700 000 000", MMERGE7: "Morning", tags: "2004690", b_5f1c0e2b9a7d4c3e8b6a1f0d2_a41b7c9d2e: "" },
      { FNAME: "name grown", PHONE: "+256 700 000 000", MMERGE7: "Morning", tags: "2004690", b_5f1c0e2b9a7d4c3e8b6a1f0d2_a41b7c9d2e: "", ajax: "1" },
    ]);
  });

  it("refuses a link that is not an http(s) address, with and without JavaScript", async () => {
    const requests = formRequests("grown-bad-link", server.base, inboxConfig({}, grownSpecs())).filter((r) => r.name.startsWith("job-application"));
    expect(requests.map((r) => r.name)).toEqual(["job-application (EmailJS send)", "job-application (form post)"]);
    for (const r of requests) {
      const body = Buffer.isBuffer(r.body) ? r.body.toString("latin1") : String(r.body);
      const bad = body.replace("https://example.com/portfolio/grown-bad-link", "javascript:alert(1)");
      expect(bad).not.toBe(body);
      const res = await send(server.base, r.method, r.path, r.headers, Buffer.isBuffer(r.body) ? Buffer.from(bad, "latin1") : bad);
      expect(res.status, `${r.name}: ${res.text}`).toBe(400);
      expect(res.text).toContain("portfolio");
    }
  });

  it("refuses a post that leaves out the new field, as it refuses any other missing field", async () => {
    const contactJs = formRequests("grown-missing", server.base, inboxConfig({}, grownSpecs())).find((r) => r.name === "contact (EmailJS send)")!;
    const body = JSON.parse(String(contactJs.body)) as { template_params: Record<string, string> };
    delete body.template_params.company;
    const res = await send(server.base, "POST", contactJs.path, contactJs.headers, JSON.stringify(body));
    expect(res.status).toBe(400);
  });
});

describe("the CSP of the launch forms", () => {
  it("takes its form origins from every form's transport: the list's host is not allowed until a build names it", () => {
    expect(formOrigins({})).toEqual(["https://api.emailjs.com"]);
    expect(contentSecurityPolicy({})).toContain("connect-src 'self' https://api.emailjs.com;");
    expect(contentSecurityPolicy({})).toContain("form-action 'self' https://api.emailjs.com;");
  });

  it("adds the exact origin a build sends a kind of form to (VITE_*_ORIGIN), no wildcard", () => {
    expect(formOrigins({ VITE_MAILCHIMP_ORIGIN: "https://bluimc.us21.list-manage.com/" })).toEqual([
      "https://api.emailjs.com",
      "https://bluimc.us21.list-manage.com",
    ]);
    expect(contentSecurityPolicy({ VITE_MAILCHIMP_ORIGIN: "https://bluimc.us21.list-manage.com" })).not.toContain("*");
  });
});
