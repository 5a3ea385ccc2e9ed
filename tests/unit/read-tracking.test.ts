/**
 * The incremental prerender's record of what a page reads (scripts/build/read-tracking.ts) and the plan
 * made from it (scripts/build/page-reads.ts): a page is rendered again exactly when something it read
 * now reads otherwise.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { type DataNow, dataNow, planPages, saveReads } from "../../scripts/build/page-reads.ts";
import { answerOf, readsOf, tracked } from "../../scripts/build/read-tracking.ts";

const data = () => ({
  studies: [
    { slug: "a", title: "Alpha", figures: [{ value: "1" }] },
    { slug: "b", title: "Beta", figures: [] as { value: string }[] },
  ],
  site: { name: "Blu", ui: { more: "More" } as Record<string, string> },
});

/** The reads of rendering `page` over tracked copies of `d`. */
function readsFor(d: ReturnType<typeof data>, page: (v: ReturnType<typeof data>) => string) {
  const view = { studies: tracked("case-studies", "studies", d.studies), site: tracked("site", "site", d.site) };
  return readsOf(() => page(view as ReturnType<typeof data>));
}

const pages: Record<string, (d: ReturnType<typeof data>) => string> = {
  list: (d) => d.studies.map((s) => s.title).join(", "),
  detail: (d) => `${d.studies[0]!.title}: ${d.studies[0]!.figures.map((f) => f.value).join()}`,
  keys: (d) => Object.keys(d.site.ui).join(),
  has: (d) => String("less" in d.site.ui),
  json: (d) => JSON.stringify(d.site),
};

const roots = (d: ReturnType<typeof data>) => ({ "case-studies": { studies: d.studies }, site: { site: d.site } });

describe("what a page reads, and whether it reads the same in new data", () => {
  const cases: { edit: string; change: (d: ReturnType<typeof data>) => void; changed: string[] }[] = [
    { edit: "nothing", change: () => {}, changed: [] },
    {
      edit: "the first study's title",
      change: (d) => {
        d.studies[0]!.title = "Alpha 2";
      },
      changed: ["list", "detail"],
    },
    {
      edit: "the second study's title",
      change: (d) => {
        d.studies[1]!.title = "Beta 2";
      },
      changed: ["list"],
    },
    {
      edit: "a figure of the first study",
      change: (d) => {
        d.studies[0]!.figures[0]!.value = "2";
      },
      changed: ["detail"],
    },
    { edit: "a new study", change: (d) => void d.studies.push({ slug: "c", title: "Gamma", figures: [] }), changed: ["list"] },
    {
      edit: "a new ui text",
      change: (d) => {
        d.site.ui.less = "Less";
      },
      changed: ["keys", "has", "json"],
    },
    {
      edit: "the site name",
      change: (d) => {
        d.site.name = "Blu Africa";
      },
      changed: ["json"],
    },
  ];
  for (const c of cases) {
    it(`after ${c.edit}, exactly the pages that read it read otherwise`, () => {
      const before = data();
      const recorded = Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, readsFor(before, page)]));
      const after = data();
      c.change(after);
      const changed = Object.entries(recorded)
        .filter(([, r]) => [...r.reads].some(([read, answer]) => answerOf(roots(after), read, () => "") !== answer))
        .map(([name]) => name);
      expect(changed).toEqual(c.changed);
    });
  }

  it("renders the same through the recording view as without it", () => {
    for (const page of Object.values(pages)) expect(readsFor(data(), page).result).toBe(page(data()));
  });

  it("refuses writes through the view, and keeps one view per path (identity holds within a page)", () => {
    readsOf(() => {
      const studies = tracked("case-studies", "studies", data().studies);
      expect(() => {
        (studies[0] as { title: string }).title = "x";
      }).toThrow(TypeError);
      expect(studies[0]).toBe(studies[0]);
    });
  });
});

describe("the plan of the next prerender", () => {
  const root = mkdtempSync(join(tmpdir(), "blu-reads-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  /** The data `d` as the prerender finds it, the case studies' module at `version` (its source, and what it imports, as hashed). */
  const now = (d: ReturnType<typeof data>, version = "1"): DataNow => ({
    roots: roots(d),
    stamps: { "case-studies": "1", site: "1" },
    versions: { "case-studies": version, site: "1" },
  });
  const urls = ["/list", "/detail"];

  it("renders every page the first time, then only what changed, new pages and missing files", () => {
    expect(planPages(root, urls, "s1", now(data()), () => true).why).toMatchInlineSnapshot(`"every page: no record of what pages read (a first build)"`);
    const rendered = new Map([
      ["/list", readsFor(data(), pages.list!).reads],
      ["/detail", readsFor(data(), pages.detail!).reads],
    ]);
    saveReads(root, "s1", urls, rendered, new Map(), now(data()).versions);
    expect(planPages(root, urls, "s1", now(data()), () => true)).toEqual({ render: new Set(), why: "none: no page read data that changed" });
    const edited = data();
    edited.studies[1]!.title = "Beta 2";
    expect(planPages(root, urls, "s1", now(edited, "2"), () => true)).toEqual({ render: new Set(["/list"]), why: "1 read data that changed" });
    // A module at the version recorded exports what it did: its reads are not answered again.
    expect(planPages(root, urls, "s1", now(edited, "1"), () => true).render).toEqual(new Set());
    expect(planPages(root, [...urls, "/new"], "s1", now(data()), (u) => u !== "/detail")).toEqual({
      render: new Set(["/detail", "/new"]),
      why: "1 file missing, 1 new",
    });
    expect(planPages(root, urls, "s2", now(data()), () => true).why).toMatchInlineSnapshot(`"every page: the renderer or the assets it links changed"`);
  });
});

describe("the versions of generated/'s modules", () => {
  /** dataNow over a generated/ of `files` (path: source), in a folder of its own (the loader keeps what it loaded). */
  const versions = async (files: Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), "blu-versions-"));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    mkdirSync(join(root, "generated/forms"), { recursive: true });
    for (const [file, text] of Object.entries(files)) writeFileSync(join(root, "generated", file), text);
    return (await dataNow(root)).versions;
  };
  const files = {
    "forms/contact.ts": 'export const contactForm = { id: "contact" };\n',
    "forms/index.ts": 'import { contactForm } from "./contact";\nexport const forms = { contact: contactForm };\n',
    "site.ts": 'export const site = { name: "BLU" };\n',
  };

  it("moves with a module's own source and with that of a module it imports, not with another's", async () => {
    const before = await versions(files);
    const after = await versions({ ...files, "forms/contact.ts": 'export const contactForm = { id: "contact", heading: "Talk to us" };\n' });
    expect(after["forms/contact"]).not.toBe(before["forms/contact"]);
    expect(after["forms/index"]).not.toBe(before["forms/index"]);
    expect(after.site).toBe(before.site);
  });
});
