/**
 * Drafts: any record or page may say `draft: true`. On a copy of the project,
 * the generator runs in process twice: as the build runs it (drafts left out of pages, lists and
 * the route table) and as `npm run dev` runs it (drafts shown, their URLs in `draftUrls` for the
 * draft marker). A link from published content to a draft is reported in both.
 */
import { describe, expect, it, vi } from "vitest";
import { formatDiagnostics } from "../../generator/diagnostics/index.ts";
import type { VirtualFile } from "../../generator/emit/print.ts";
import { kindPasses } from "../../generator/normalize/index.ts";
import { type GenerateResult, generate } from "../../generator/run.ts";
import { addDraftPage } from "./support/drafts.ts";
import { editOnce, scrub, tmpRoots } from "./support/tmp-root.ts";

vi.setConfig({ testTimeout: 60_000 });

const tmpRoot = tmpRoots();

/** The text of one generated file of a successful run. */
function generatedText(result: GenerateResult, path: string): string {
  if (!result.ok) throw new Error(`the run failed:\n${formatDiagnostics(result.diagnostics, { frames: false })}`);
  const file = result.files.find((f: VirtualFile) => f.path === path);
  if (!file) throw new Error(`${path} was not generated`);
  return file.content;
}

/** The URLs of `export const <name>: readonly string[] = [...]` in generated/routes.ts. */
function urlList(result: GenerateResult, name: "draftUrls" | "prerenderUrls"): string[] {
  const text = generatedText(result, "generated/routes.ts");
  const m = new RegExp(`export const ${name}: readonly string\\[\\] = \\[([^\\]]*)\\]`).exec(text);
  if (!m) throw new Error(`generated/routes.ts has no ${name}`);
  return [...m[1]!.matchAll(/"([^"]+)"/g)].map((x) => x[1]!);
}

const TECNO = "/case-study/rw/tecno-mobile-rwanda-c8magiccapture";

/** A draft case study: one of Rwanda's, marked in its record. */
const draftStudy = (root: string) =>
  editOnce(
    root,
    "spec/case-studies/rw.yaml",
    "  - key: tecno-mobile-rwanda-c8magiccapture\n",
    "  - key: tecno-mobile-rwanda-c8magiccapture\n    draft: true\n",
  );

describe("drafts: shown by npm run dev, left out by the build", () => {
  it("a draft case study is in no route, list or prerendered URL of the build, and the dev run shows it and marks it", () => {
    const root = tmpRoot();
    draftStudy(root);
    const build = generate(root);
    expect(urlList(build, "prerenderUrls")).not.toContain(TECNO);
    expect(urlList(build, "draftUrls")).toEqual([]);
    expect(generatedText(build, "generated/case-studies.ts")).not.toContain("Tecno Mobile Rwanda #C8MagicCapture");

    const dev = generate(root, { drafts: true, recordUrls: false });
    expect(urlList(dev, "prerenderUrls")).toContain(TECNO);
    expect(urlList(dev, "draftUrls")).toEqual([TECNO]);
    const studies = generatedText(dev, "generated/case-studies.ts");
    expect(studies).toContain("Tecno Mobile Rwanda #C8MagicCapture");
    expect(studies, "the draft key is an instruction, not content").not.toMatch(/\bdraft\b/);
  });

  it("the dev run also gives the published files, the build's, from the same run: what the dev server writes into generated/", () => {
    const root = tmpRoot();
    draftStudy(root);
    addDraftPage(root);
    const build = generate(root, { recordUrls: false });
    const dev = generate(root, { drafts: true, recordUrls: false });
    expect(build.ok && dev.ok).toBe(true);
    if (!build.ok || !dev.ok) return;
    const files = (list: readonly VirtualFile[]) => list.map((f) => [f.path, f.content]);
    expect(files(dev.published)).toEqual(files(build.files));
    expect(build.published).toBe(build.files);
    const differ = dev.files.filter((f) => dev.published.find((p) => p.path === f.path)?.content !== f.content).map((f) => f.path);
    expect(differ).toEqual(expect.arrayContaining(["generated/case-studies.ts", "generated/pages.ts", "generated/routes.ts"]));
  });

  it("a spec without drafts gives the same files whether drafts are shown or not", () => {
    const root = tmpRoot();
    const build = generate(root);
    const dev = generate(root, { drafts: true, recordUrls: false });
    expect(build.ok && dev.ok).toBe(true);
    if (!build.ok || !dev.ok) return;
    // The URL history aside: the dev server checks against it but records nothing.
    const files = (r: { files: readonly VirtualFile[] }) => r.files.filter((f) => f.path !== "generated/urls.json").map((f) => [f.path, f.content]);
    expect(files(dev)).toEqual(files(build));
  });

  it("a draft page of sections takes its route with it: no URL in the build, a marked page in dev", () => {
    const root = tmpRoot();
    addDraftPage(root);
    expect(urlList(generate(root), "prerenderUrls")).not.toContain("/careers");
    const dev = generate(root, { drafts: true, recordUrls: false });
    expect(urlList(dev, "draftUrls")).toEqual(["/careers"]);
  });

  it("a link from published content to a draft is reported as a link to a draft, in the build and in dev", () => {
    const root = tmpRoot();
    addDraftPage(root);
    editOnce(root, "spec/site.yaml", "{ name: Terms of use, href: /terms }", "{ name: Careers, href: /careers }");
    for (const result of [generate(root), generate(root, { drafts: true, recordUrls: false })]) {
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(scrub(formatDiagnostics(result.diagnostics, { frames: false }), root)).toMatchInlineSnapshot(`
        "spec/site.yaml:73:30 footer.legal[0] "Careers".href "/careers" is a draft page (draft: true), which the build leaves out
          hint: publish the page first (remove its draft: true), or link to it once it is published"
      `);
    }
  });

  it("a featured study that is a draft is reported where home features it", () => {
    const root = tmpRoot();
    editOnce(
      root,
      "spec/case-studies/featured.yaml",
      "  - key: uap-old-mutual-digital-lead-generation\n",
      "  - key: uap-old-mutual-digital-lead-generation\n    draft: true\n",
    );
    const result = generate(root);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(scrub(formatDiagnostics(result.diagnostics, { frames: false }), root)).toMatchInlineSnapshot(`
      "spec/case-studies/ug.yaml:8:5 featured[0] "uap-old-mutual-digital-lead-generation" is not a study of spec/case-studies/featured.yaml
        hint: name one of oah-hospitality-brand-refresh-and-booking-drive, seplat-energy-hybrid-stakeholder-summit, centenary-bank-savings-mobile-banking-drive, ngx-group-corporate-rebrand-rollout, pinpop-snacking-goes-social-in-lagos, kfc-twisters-east-africa-menu-launch, aradel-holdings-360-rebrand-from-ndep, psi-nigeria-health-content-repository

      spec/pages/home.yaml:59:7 featured.studies[0] "uap-old-mutual-digital-lead-generation" is not a featured case study
        hint: use the key (or slug) of a study in spec/case-studies/featured.yaml; known keys: aradel-holdings-360-rebrand-from-ndep, centenary-bank-savings-mobile-banking-drive, kfc-twisters-east-africa-menu-launch, ngx-group-corporate-rebrand-rollout, oah-hospitality-brand-refresh-and-booking-drive, pinpop-snacking-goes-social-in-lagos, psi-nigeria-health-content-repository, seplat-energy-hybrid-stakeholder-summit

      spec/redirects.yaml:9:70 redirects[0].to "/case-study/ug/uap-old-mutual-digital-lead-generation" is not a page of the site
        hint: a redirect ends at a page the site makes now (or at the from of another redirect that does): point it at one, or list the old URL under gone"
    `);
  });
});

describe("one pass through the stages", () => {
  /** A study of Rwanda's scheduled for `time`, far ahead of the clock the runs below go by. */
  const schedule = (root: string, key: string, time: string) =>
    editOnce(root, "spec/case-studies/rw.yaml", `  - key: ${key}\n`, `  - key: ${key}\n    publishAt: "${time}"\n`);
  const NOW = Date.parse("2026-12-01T00:00:00Z");

  /** How many passes over the kinds one generate runs: with their checks (a model it emits), and without (URLs only); and its result. */
  function counted(root: string, drafts: boolean): { model: number; pages: number; result: GenerateResult } {
    const before = { ...kindPasses };
    const result = generate(root, { drafts, now: NOW, recordUrls: false });
    return { model: kindPasses.model - before.model, pages: kindPasses.pages - before.pages, result };
  }

  /** The passes of a run that must succeed. */
  function passes(root: string, drafts: boolean): { model: number; pages: number } {
    const { model, pages, result } = counted(root, drafts);
    if (!result.ok) throw new Error(`the run failed:\n${formatDiagnostics(result.diagnostics, { frames: false })}`);
    return { model, pages };
  }

  it("a spec with drafts and two launches: one model per output; the URLs of each launch only where the dev server marks its pages", () => {
    const root = tmpRoot();
    draftStudy(root);
    addDraftPage(root);
    schedule(root, "airtel-rwanda-yora-kashi", "2099-01-01T09:00:00Z");
    schedule(root, "mutzig-success-follows-perseverance", "2099-06-01T09:00:00Z");
    // The build: the published model alone; no check asks for the URLs of the drafts or the launches.
    expect(passes(root, false)).toEqual({ model: 1, pages: 0 });
    // The dev server: the published model and the dev model, whose route table names the drafts'
    // pages; each launch's URLs, to mark its pages with their time.
    expect(passes(root, true)).toEqual({ model: 2, pages: 2 });
  });

  it("a link to a draft: the build makes the URLs of the spec with its drafts then, to say so", () => {
    const root = tmpRoot();
    addDraftPage(root);
    editOnce(root, "spec/site.yaml", "{ name: Terms of use, href: /terms }", "{ name: Careers, href: /careers }");
    const { result, ...passes } = counted(root, false);
    expect(result.ok).toBe(false);
    expect(passes).toEqual({ model: 1, pages: 1 });
  });

  it("one launch and no draft: the launch's URLs are those of the spec with its drafts, read from that pass", () => {
    const root = tmpRoot();
    schedule(root, "airtel-rwanda-yora-kashi", "2099-01-01T09:00:00Z");
    expect(passes(root, false)).toEqual({ model: 1, pages: 0 });
    expect(passes(root, true)).toEqual({ model: 2, pages: 0 });
    const dev = generate(root, { drafts: true, now: NOW, recordUrls: false });
    expect(generatedText(dev, "generated/routes.ts")).toContain('"/case-study/rw/airtel-rwanda-yora-kashi": "2099-01-01T09:00:00Z"');
  });

  it("a spec without drafts or schedule: one pass, the model", () => {
    const root = tmpRoot();
    expect(passes(root, false)).toEqual({ model: 1, pages: 0 });
    expect(passes(root, true)).toEqual({ model: 1, pages: 0 });
  });
});
