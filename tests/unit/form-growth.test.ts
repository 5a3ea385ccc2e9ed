/**
 * Forms grow from YAML alone (issue 17, item 5): on a throwaway copy of spec/, a new optional
 * field and a new select option on the contact form, and whole new forms (one with a hyphenated
 * id, issue 29), go through the generator in process; the grown generated/ is imported from the
 * copy and checked end to end without a line of code: the validator accepts and returns the new
 * field, the inbox's allow-list (scripts/inbox-config.ts) carries it and a real inbox stores posts
 * of the grown forms, and the CSP (scripts/headers.ts) allows the new form's service.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formatDiagnostics } from "../../generator/diagnostics/index.ts";
import { generate } from "../../generator/run.ts";
import { writeGenerated } from "../../generator/write/write.ts";
import type { FormEntry } from "../../generated/forms/index.ts";
import { contentSecurityPolicy, formOrigins } from "../../scripts/headers.ts";
import { inboxConfig } from "../../scripts/inbox-config.ts";
import { formRequests, type InboxServer, makeDist, send, startInbox, storedLines, tempSite } from "../../scripts/inbox-harness.ts";
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
 * A form whose id has a hyphen (issue 29: ids are slugs, as every key of spec/ is), sent with
 * EmailJS on a template of its own: spec/forms/job-application.yaml.
 */
const JOB_APPLICATION = `id: job-application
heading: Apply for a role
validation: table
fields:
  - { name: name, label: Full name, type: text, autocomplete: name }
  - { name: email, label: Email address, type: email, autocomplete: email }
rules:
  - { field: name, rule: required, message: Please enter your name }
  - { field: email, rule: required, message: Please enter your email address }
  - { field: email, rule: email, message: Please enter a valid email address }
submit:
  label: Apply
  sending: Sending...
  success: Thank you, we have your application.
  requiredHint: Fields marked * are required.
transport:
  kind: emailjs
  origin: ""
  serviceId: service_blu_site
  templateId: template_job_application
  publicKey: blu-public-key
  blockHeadless: false
  blockList: []
  limitRate: { id: job-application, throttleMs: 3000 }
`;

let forms: Readonly<Record<string, FormEntry>>;

beforeAll(async () => {
  const root = tmpRoot();
  editOnce(root, "spec/forms/contact.yaml", /(  - \{ name: message,)/, `${COMPANY}$1`);
  editOnce(root, "spec/forms/contact.yaml", "options: [South Africa, Uganda, Nigeria, Kenya, Rwanda, United Kingdom, Other]", "options: [South Africa, Uganda, Nigeria, Kenya, Rwanda, Ghana, United Kingdom, Other]");
  writeFileSync(join(root, "spec/forms/callback.yaml"), CALLBACK);
  writeFileSync(join(root, "spec/forms/job-application.yaml"), JOB_APPLICATION);
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
    expect(contact.fields.find((f) => f.name === "company")).toMatchObject({ label: "Company", type: "text", required: false, submitAs: "company", autocomplete: "organization" });
    expect(contact.fields.find((f) => f.name === "country")!.options).toContain("Ghana");
  });

  it("is accepted and returned by the validator, trimmed; blank is fine", () => {
    const values = { name: "Ama", email: "ama@example.com", country: "Ghana", reason: "Media", company: "  Kasapreko  ", message: "" };
    expect(forms.contact!.validate(values)).toEqual({ valid: true, value: { ...values, company: "Kasapreko" } });
    expect(forms.contact!.validate({ ...values, company: "" })).toMatchObject({ valid: true, value: { company: "" } });
  });

  it("is on the inbox's allow-list, as a template param and a posted name", () => {
    const contact = inboxConfig({}, grownSpecs()).emailjs.find((f) => f.form === "contact")!;
    expect(contact.fields.find((f) => f.param === "company")).toEqual({ name: "company", param: "company", required: false, options: null, maxLength: null });
    expect(contact.fields.find((f) => f.param === "country")!.options).toContain("Ghana");
  });
});

describe("a new form (YAML only)", () => {
  it("has its validator with its own §5 messages", () => {
    const callback = forms.callback!;
    expect(callback.validate({ name: "", phone: "12345", slot: "Morning" })).toEqual({ valid: false, errors: { name: "Please enter your name", phone: "Phone number must be at least 9 digits" } });
    expect(callback.validate({ name: "Kofi", phone: "+233 20 123 4567", slot: "Afternoon" })).toEqual({ valid: true, value: { name: "Kofi", phone: "+233 20 123 4567", slot: "Afternoon" } });
  });

  it("is on the inbox's allow-list and its service is allowed by the CSP", () => {
    expect(inboxConfig({}, grownSpecs()).lists.find((l) => l.form === "callback")).toMatchObject({ tags: "2004690", ajax: true, fields: [{ name: "FNAME" }, { name: "PHONE" }, { name: "MMERGE7", options: ["Morning", "Afternoon"] }] });
    expect(formOrigins({}, grownSpecs()).sort()).toEqual(["https://*.list-manage.com", "https://api.emailjs.com", "https://forms.example.org"]);
    expect(contentSecurityPolicy({}, grownSpecs())).toMatch(/form-action 'self' [^;]*https:\/\/forms\.example\.org/);
  });
});

describe("a form with a hyphenated id (YAML only)", () => {
  it("is found by its id, with its validator and its own §5 messages", () => {
    const job = forms["job-application"]!;
    expect(job.spec.id).toBe("job-application");
    expect(job.validate({ name: "", email: "kofi@" })).toEqual({ valid: false, errors: { name: "Please enter your name", email: "Please enter a valid email address" } });
    expect(job.validate({ name: "Kofi", email: "kofi@example.com" })).toEqual({ valid: true, value: { name: "Kofi", email: "kofi@example.com" } });
  });

  it("is on the inbox's allow-list under its id", () => {
    expect(inboxConfig({}, grownSpecs()).emailjs.find((f) => f.form === "job-application")).toMatchObject({ templateId: "template_job_application", fields: [{ name: "name" }, { name: "email" }] });
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
    expect(stored.filter((e) => e.form === "job-application")).toHaveLength(2);
    expect(stored.filter((e) => e.form === "callback").map((e) => e.fields)).toEqual([
      { FNAME: "name grown", PHONE: "+256 700 000 000", MMERGE7: "Morning", tags: "2004690", b_5f1c0e2b9a7d4c3e8b6a1f0d2_a41b7c9d2e: "" },
      { FNAME: "name grown", PHONE: "+256 700 000 000", MMERGE7: "Morning", tags: "2004690", b_5f1c0e2b9a7d4c3e8b6a1f0d2_a41b7c9d2e: "", ajax: "1" },
    ]);
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
  it("takes its form origins from every form's transport", () => {
    expect(formOrigins({})).toEqual(["https://api.emailjs.com", "https://*.list-manage.com"]);
    expect(contentSecurityPolicy({})).toContain("connect-src 'self' https://api.emailjs.com https://*.list-manage.com;");
    expect(contentSecurityPolicy({})).toContain("form-action 'self' https://api.emailjs.com https://*.list-manage.com;");
  });

  it("adds the origin a build sends a kind of form to (VITE_*_ORIGIN)", () => {
    expect(formOrigins({ VITE_MAILCHIMP_ORIGIN: "https://bluimc.us21.list-manage.com/" })).toEqual(["https://api.emailjs.com", "https://bluimc.us21.list-manage.com", "https://*.list-manage.com"]);
  });
});
