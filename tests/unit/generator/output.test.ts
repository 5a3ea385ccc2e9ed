import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { categories, services } from "../../../generated/services.ts";
import { pageMeta, prerenderUrls, routes } from "../../../generated/routes.ts";
import { serviceSections } from "../../../generated/sections.ts";
import { formatDiagnostics } from "../../../generator/diagnostics/index.ts";
import type { VirtualFile } from "../../../generator/emit/print.ts";
import { techSlug } from "../../../generator/normalize/slug.ts";
import { generate } from "../../../generator/run.ts";
import { findStale } from "../../../generator/write/write.ts";
import { projectRoot, snapshotDir } from "../support/tmp-root.ts";

// generate() with emit takes about a second; leave room on a busy machine.
// Also run by tests/unit/checklists.test.ts in a copy beside the rest of the suite, where the
// first generate() loads the whole generator cold.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

function generateOk(): readonly VirtualFile[] {
  const result = generate(projectRoot);
  if (!result.ok) throw new Error(`generate failed:\n${formatDiagnostics(result.diagnostics)}`);
  return result.files;
}

const service = (category: string, slug: string) => {
  const s = services.find((x) => x.category === category && x.slug === slug);
  if (!s) throw new Error(`no service ${category}/${slug}`);
  return s;
};

describe("generate() on the real spec/", () => {
  let files: readonly VirtualFile[];
  beforeAll(() => {
    files = generateOk();
  });

  it("writes each file of generated/ once: one kind's emitter or a shared one (generator/kinds/)", () => {
    const paths = files.map((f) => f.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("succeeds and emits the files of generated/, in path order (each kind's and the shared ones: a kind added by its checklist adds its own)", () => {
    const paths = files.map((f) => f.path);
    expect(paths).toEqual([...paths].sort());
    expect(paths).toEqual(
      Object.keys(snapshotDir(join(projectRoot, "generated")))
        .map((rel) => `generated/${rel}`)
        .sort(),
    );
    // The shared files every site has, whatever its kinds.
    expect(paths).toEqual(expect.arrayContaining(["generated/page-kinds.ts", "generated/routes.ts", "generated/theme.css", "generated/urls.json"]));
  });

  it("generated/ on disk is current", () => {
    expect(findStale(projectRoot, files)).toEqual([]);
  });

  it("is deterministic: a second run gives byte-identical files", () => {
    const again = generateOk();
    expect(again.map((f) => f.path)).toEqual(files.map((f) => f.path));
    for (const [i, f] of again.entries()) expect(f.content, f.path).toBe(files[i].content);
  });
});

describe("generated services", () => {
  // The launch counts and lists of are pinned over spec/ in launch-content.test.ts.
  it("every service numbers its benefits from 01, has an audience card and a 140–300 character description", () => {
    for (const s of services) {
      expect(s.benefits.length, s.path).toBeGreaterThan(0);
      expect(
        s.benefits.map((b) => b.number),
        s.path,
      ).toEqual(s.benefits.map((_, i) => String(i + 1).padStart(2, "0")));
      for (const b of s.benefits) expect(b.description.length, s.path).toBeGreaterThan(0);
      expect(s.whoCanBenefit.length, s.path).toBeGreaterThan(0);
      expect(s.description.length, s.path).toBeGreaterThanOrEqual(140);
      expect(s.description.length, s.path).toBeLessThanOrEqual(300);
      expect(s.heroImage.width, s.path).toBeGreaterThan(0);
      expect(s.heroImage.height, s.path).toBeGreaterThan(0);
    }
  });

  it("slugs are unique within each practice", () => {
    const paths = services.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(categories.map((c) => [c.key, c.slugs])).toEqual(categories.map((c) => [c.key, services.filter((s) => s.category === c.key).map((s) => s.slug)]));
  });

  it("a service that leaves out its benefit headings gets its practice's defaults (Media)", () => {
    const media = services.filter((s) => s.category === "media");
    expect(media.length).toBeGreaterThan(0);
    for (const s of media) {
      expect(
        s.benefits.map((b) => b.title),
        s.slug,
      ).toEqual(["Always target the right audience", "Say goodbye to ad waste", "Results beyond impressions"]);
    }
  });

  it("tech services can be looked up by the tech slug of their title", () => {
    for (const s of services.filter((x) => x.category === "tech-solutions")) {
      expect(s.lookupPaths, s.slug).toContain(s.path);
      expect(s.lookupPaths, s.slug).toContain(`${categories.find((c) => c.key === s.category)!.indexPath}/${techSlug(s.title)}`);
    }
  });

  it("applies the default call to action when a service has none (creative-consulting)", () => {
    expect(service("creative", "creative-consulting").cta).toMatchInlineSnapshot(`
      {
        "actionText": "Schedule a consultation",
        "description": "Book a call and we will show you how creative consulting can give your brand ideas people remember, share and act on.",
        "heading": "Ready to get started?",
      }
    `);
  });

  it("keeps a service's own call to action (media-buying)", () => {
    expect(service("media", "media-buying").cta.heading).toBe("Get more from every media budget");
  });

  it("applies default legends and icons when a service has none (content-creation)", () => {
    const s = service("creative", "content-creation");
    expect(s.benefits.map((b) => b.legend)).toEqual(["Strategy", "Efficiency", "Results"]);
    expect(s.benefits.map((b) => b.icon)).toEqual(["Target", "BadgeDollarSign", "TrendingUp"]);
  });

  it("splits the title for the highlighted last word", () => {
    const s = service("media", "media-planning-strategy");
    expect([s.titleLead, s.titleLastWord]).toEqual(["Media planning &", "strategy"]);
  });
});

describe("page titles and prerendered URLs", () => {
  it.each<[string, { given: string; want: string }]>([
    ["media service", { given: "/services/media/media-buying", want: "Media buying | BLU media services" }],
    ["digital service", { given: "/services/digital/email-marketing", want: "Email marketing | BLU digital services" }],
    ["creative service", { given: "/services/creative/content-creation", want: "Content creation | BLU creative services" }],
    ["PR service", { given: "/services/public-relations/crisis-management", want: "Crisis management | BLU PR services" }],
    ["events service", { given: "/services/events/corporate-event-design", want: "Corporate event design | BLU events services" }],
    [
      "tech service",
      {
        given: "/services/tech-solutions/customer-relationship-management-crm-systems",
        want: "Customer relationship management (CRM) systems | BLU Tech Solutions",
      },
    ],
    ["home", { given: "/", want: "BLU | Integrated marketing, media & communications agency for Africa and the UK" }],
    ["section", { given: "/services/public-relations", want: "Public Relations services | BLU" }],
    ["country", { given: "/south-africa", want: "South Africa | BLU" }],
    ["contact", { given: "/contact", want: "Contact | BLU" }],
  ])("%s", (_name, { given, want }) => {
    expect(pageMeta[given]?.title).toBe(want);
  });

  it("every service's browser title is '{title} | BLU {category suffix}'", () => {
    const suffix: Record<string, string> = {
      media: "media services",
      digital: "digital services",
      creative: "creative services",
      "public-relations": "PR services",
      events: "events services",
      "tech-solutions": "Tech Solutions",
    };
    for (const s of services) {
      expect(s.pageTitle, s.path).toBe(`${s.title} | BLU ${suffix[s.category]}`);
      expect(pageMeta[s.path], s.path).toEqual({ title: s.pageTitle, description: s.description });
    }
  });

  it("every browser title names the brand", () => {
    for (const [url, meta] of Object.entries(pageMeta)) expect(meta.title, url).toContain("BLU");
  });

  it("prerenderUrls lists every service path, sorted, without duplicates", () => {
    for (const s of services) expect(prerenderUrls, s.path).toContain(s.path);
    expect([...prerenderUrls].sort()).toEqual(prerenderUrls);
    expect(new Set(prerenderUrls).size).toBe(prerenderUrls.length);
    expect([...prerenderUrls].sort()).toEqual(Object.keys(pageMeta).sort());
  });

  it("the one service-detail route knows every service's URL, expanded from its pattern", () => {
    const [r, ...more] = routes.filter((x) => x.page === "service-detail");
    expect(more).toEqual([]);
    expect(r!.urls).toEqual(services.map((s) => s.path));
    for (const s of services) expect(s.path).toBe(r!.path.replace(":practice", s.category).replace(":slug", s.slug));
  });

  it("the section route knows the section pages, in the practices' order, expanded from its pattern", () => {
    const r = routes.find((x) => x.page === "service-section")!;
    expect(r.urls).toEqual(serviceSections.map((s) => s.path));
    for (const c of categories) expect(c.indexPath).toBe(r.path.replace(":practice", c.key));
  });
});
