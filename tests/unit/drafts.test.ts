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

/** No URL history: the runs below count runs, not decisions about old URLs. */
const NO_HISTORY = JSON.stringify({ urls: [] });

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
      "spec/case-studies/ug.yaml:8:5 featured[0] "uap-old-mutual-digital-lead-generation" is a study of spec/case-studies/featured.yaml that is still a draft (draft: true), which the build leaves out
        hint: publish it first (remove its draft: true), or name it here once it is published

      spec/pages/home.yaml:59:7 featured.studies[0] "uap-old-mutual-digital-lead-generation" is a featured case study that is still a draft (draft: true), which the build leaves out
        hint: publish it first (remove its draft: true), or name it here once it is published

      spec/redirects.yaml:9:70 redirects[0].to "/case-study/ug/uap-old-mutual-digital-lead-generation" is a draft page (draft: true), which the build leaves out
        hint: point the redirect at a published page until this one is published (its draft: true removed)"
    `);
  });
});

describe("a reference to a record the build leaves out says why, not that nothing is there", () => {
  /** Each case: an edit of a copy, and whether the run is the dev server's (drafts shown). */
  const cases: { name: string; edit: (root: string) => void; drafts: boolean }[] = [
    {
      name: "a practice's section names a service that is a draft",
      edit: (root) => editOnce(root, "spec/services/media.yaml", "  - slug: tv-radio-advertising\n", "  - slug: tv-radio-advertising\n    draft: true\n"),
      drafts: false,
    },
    {
      name: "home features a study still to come",
      edit: (root) =>
        editOnce(
          root,
          "spec/case-studies/featured.yaml",
          "  - key: kfc-twisters-east-africa-menu-launch\n",
          '  - key: kfc-twisters-east-africa-menu-launch\n    publishAt: "2099-03-01T09:00:00+03:00"\n',
        ),
      drafts: false,
    },
    {
      name: "a country's studies go back to a country page gone since its unpublishAt, in dev too",
      edit: (root) => editOnce(root, "spec/countries/rwanda.yaml", "slug: rwanda\n", 'slug: rwanda\nunpublishAt: "2026-01-01T00:00:00Z"\n'),
      drafts: true,
    },
  ];
  it("a draft service named by its practice's section, a study still to come on home, a country page gone named by its studies", () => {
    const said = cases.map(({ name, edit, drafts }) => {
      const root = tmpRoot();
      edit(root);
      const result = generate(root, { drafts, now: Date.parse("2026-12-01T00:00:00Z"), recordUrls: false, urlHistory: JSON.stringify({ urls: [] }) });
      return `${name}:\n${result.ok ? "no problem" : scrub(formatDiagnostics(result.diagnostics, { frames: false }), root)}`;
    });
    expect(said.join("\n\n")).toMatchInlineSnapshot(`
      "a practice's section names a service that is a draft:
      spec/service-sections/media.yaml:21:14 approach[4].service "tv-radio-advertising" is a media service that is still a draft (draft: true), which the build leaves out
        hint: publish it first (remove its draft: true), or name it here once it is published

      home features a study still to come:
      spec/pages/home.yaml:65:7 featured.studies[6] "kfc-twisters-east-africa-menu-launch" is a featured case study scheduled for 2099-03-01T09:00:00+03:00 (publishAt), so the build at this time leaves it out
        hint: name it from content published at the same time or later (give this record the same publishAt), or here once it is published

      a country's studies go back to a country page gone since its unpublishAt, in dev too:
      spec/case-studies/rw.yaml:3:10 country "rwanda" is a country page of spec/countries/ unpublished at 2026-01-01T00:00:00Z (unpublishAt), so the build at this time leaves it out
        hint: name another here, or move its unpublishAt later"
    `);
  });
});

describe("one pass through the stages", () => {
  /** A study of Rwanda's scheduled for `time`, far ahead of the clock the runs below go by. */
  const schedule = (root: string, key: string, time: string) =>
    editOnce(root, "spec/case-studies/rw.yaml", `  - key: ${key}\n`, `  - key: ${key}\n    publishAt: "${time}"\n`);
  const NOW = Date.parse("2026-12-01T00:00:00Z");

  /** How many runs of the kinds one generate makes: the model (their normalize), and its views (pages, compose, checks); and its result. */
  function counted(root: string, drafts: boolean, history = false): { model: number; views: number; result: GenerateResult } {
    const before = { ...kindPasses };
    const result = generate(root, { drafts, now: NOW, recordUrls: false, ...(history ? {} : { urlHistory: NO_HISTORY }) });
    return { model: kindPasses.model - before.model, views: kindPasses.views - before.views, result };
  }

  /** The runs of a generate that must succeed. */
  function passes(root: string, drafts: boolean, history = false): { model: number; views: number } {
    const { model, views, result } = counted(root, drafts, history);
    if (!result.ok) throw new Error(`the run failed:\n${formatDiagnostics(result.diagnostics, { frames: false })}`);
    return { model, views };
  }

  it("a spec with drafts and two launches: one model; the build's view, and the dev server's beside it, whose markers are read off the model", () => {
    const root = tmpRoot();
    draftStudy(root);
    addDraftPage(root);
    schedule(root, "airtel-rwanda-yora-kashi", "2099-01-01T09:00:00Z");
    schedule(root, "mutzig-success-follows-perseverance", "2099-06-01T09:00:00Z");
    expect(passes(root, false)).toEqual({ model: 1, views: 1 });
    expect(passes(root, true)).toEqual({ model: 1, views: 2 });
    // Each launch's page is marked with its own record's time.
    const dev = generate(root, { drafts: true, now: NOW, recordUrls: false });
    expect(generatedText(dev, "generated/routes.ts")).toContain('"/case-study/rw/airtel-rwanda-yora-kashi": "2099-01-01T09:00:00Z"');
    expect(generatedText(dev, "generated/routes.ts")).toContain('"/case-study/rw/mutzig-success-follows-perseverance": "2099-06-01T09:00:00Z"');
  });

  it("a record gone whose URL the history keeps needs no decision, in the build and in dev, with no run of its own", () => {
    const root = tmpRoot({ generated: true });
    addDraftPage(root);
    schedule(root, "airtel-rwanda-yora-kashi", "2099-01-01T09:00:00Z");
    editOnce(
      root,
      "spec/case-studies/rw.yaml",
      "  - key: mutzig-success-follows-perseverance\n",
      '  - key: mutzig-success-follows-perseverance\n    unpublishAt: "2026-01-01T00:00:00Z"\n',
    );
    // generated/urls.json holds the gone study's URL.
    expect(passes(root, false, true)).toEqual({ model: 1, views: 1 });
    expect(passes(root, true, true)).toEqual({ model: 1, views: 2 });
  });

  it("a link to a draft is told as one with no run of its own", () => {
    const root = tmpRoot();
    addDraftPage(root);
    editOnce(root, "spec/site.yaml", "{ name: Terms of use, href: /terms }", "{ name: Careers, href: /careers }");
    const { result, ...passes } = counted(root, false);
    expect(result.ok).toBe(false);
    expect(passes).toEqual({ model: 1, views: 1 });
  });

  it("one launch and no draft: the launch's page is marked with its time", () => {
    const root = tmpRoot();
    schedule(root, "airtel-rwanda-yora-kashi", "2099-01-01T09:00:00Z");
    expect(passes(root, false)).toEqual({ model: 1, views: 1 });
    expect(passes(root, true)).toEqual({ model: 1, views: 2 });
    const dev = generate(root, { drafts: true, now: NOW, recordUrls: false });
    expect(generatedText(dev, "generated/routes.ts")).toContain('"/case-study/rw/airtel-rwanda-yora-kashi": "2099-01-01T09:00:00Z"');
  });

  it("a spec without drafts or schedule: one model, one view", () => {
    const root = tmpRoot();
    expect(passes(root, false)).toEqual({ model: 1, views: 1 });
    expect(passes(root, true)).toEqual({ model: 1, views: 1 });
  });
});
