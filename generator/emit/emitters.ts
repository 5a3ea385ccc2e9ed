import type { Emission, Registry } from "../kinds/kind.ts";
import { ICON_PACKAGE } from "../load/icons.ts";
import type { IconImport, IR } from "../model/ir.ts";
import type { DisplayFace, DisplayUse, PageKind, PageKindFacts } from "../../model/content.ts";
import { dataFile, exportConst, importModel, printTs, type TsFile, type VirtualFile } from "./print.ts";
import { assetContract, OG_CARD_PATH_SOURCE } from "../assets/contract.ts";

/** Every page kind's facts, from the kinds' `pageKinds` with the defaults filled in, in the registry's order. */
export function pageKindFacts(registry: Registry): Readonly<Record<string, PageKindFacts>> {
  return Object.fromEntries(
    registry.kinds.flatMap((k) =>
      Object.entries(k.pageKinds ?? {}).map(([name, p]) => [
        name,
        { shows: p.shows, indexable: p.indexable ?? true, listPage: (p.listPage ?? null) as PageKind | null, cover: p.cover ?? null },
      ]),
    ),
  );
}

/** generated/page-kinds.ts: what the runtime's table of page kinds and the Open Graph cards read of each page kind. */
export function emitPageKinds(facts: Readonly<Record<string, PageKindFacts>>): VirtualFile {
  return dataFile(
    "generated/page-kinds.ts",
    ["PageKind", "PageKindFacts"],
    [
      {
        name: "pageKindFacts",
        value: facts,
        type: "Readonly<Record<PageKind, PageKindFacts>>",
        docs: "Every page kind of the route table, from the kind that renders it (generator/kinds/ pageKinds); its screen is in runtime/app/page-kinds.tsx.",
      },
    ],
  );
}

/** generated/photos.ts: every photograph spec/ uses and the versions the build makes of it (media/photos.ts). */
export function emitPhotos(ir: IR): VirtualFile {
  return dataFile(
    "generated/photos.ts",
    ["PhotoSource"],
    [
      {
        name: "photos",
        value: ir.photos,
        type: "readonly PhotoSource[]",
        docs: "Photographs (PNG, JPEG, WebP below public/) with the AVIF and WebP versions their slots need, by src.",
      },
    ],
  );
}

/**
 * generated/art.ts: the slot of every picture composed from content (generator/assets/art.ts):
 * path, size, kind and the record it shows; media/recipes.ts computes what each draws and
 * media/art/ paints it.
 */
export function emitArt(ir: IR): VirtualFile {
  return dataFile(
    "generated/art.ts",
    ["ArtSlot"],
    [
      {
        name: "artSlots",
        value: ir.art,
        type: "readonly ArtSlot[]",
        docs: "Every picture composed from content where spec/ names no photograph, by path: /media/art/….svg, the record it shows; media/recipes.ts makes its recipe, media/art/ paints it.",
      },
    ],
  );
}

/**
 * generated/assets.ts: the picture contract (generator/assets/contract.ts): where each kind of
 * picture is served and at what size, and `ogCardPath`; read by runtime/ and media/.
 */
export function emitAssets(): VirtualFile {
  return printTs("generated/assets.ts", (f) => {
    importModel(f, ["AssetContract"]);
    exportConst(
      f,
      "assets",
      assetContract(),
      "AssetContract",
      "Where each kind of picture the build makes is served (URL folders; dist/<folder> in the build) and its size in px: the contract between the generator, the runtime and media/.",
    );
    f.addStatements(OG_CARD_PATH_SOURCE);
  });
}

/**
 * Adds to `f` the imports of `icons`, each from its own module as its default
 * (`lucide-react/icons/send`): the package's own entry loads every icon it has (about 0.2 s
 * in each build process that reads the file). An icon with no module of its own is imported
 * by name from the package; the type `LucideIcon` is imported too.
 */
export function importIcons(f: TsFile, icons: readonly IconImport[]): void {
  const [own, named] = [icons.filter((i) => i.module !== ICON_PACKAGE), icons.filter((i) => i.module === ICON_PACKAGE)];
  for (const icon of own) f.addImportDeclaration({ moduleSpecifier: icon.module, namedImports: [`default as ${icon.name}`] });
  if (named.length > 0) f.addImportDeclaration({ moduleSpecifier: ICON_PACKAGE, namedImports: named.map((i) => i.name) });
  f.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: ICON_PACKAGE, namedImports: ["LucideIcon"] });
}

/**
 * generated/icons.ts: only the lucide icons the spec names, each from its own module (so the
 * prerender loads those, not the package's thousands; a bundle carries no others either).
 */
export function emitIcons(ir: IR): VirtualFile {
  return printTs("generated/icons.ts", (f) => {
    importIcons(f, ir.icons);
    f.addStatements(
      `/** Icons named in spec/, by name. */\nexport const icons: Readonly<Record<string, LucideIcon>> = { ${ir.icons.map((i) => i.name).join(", ")} };`,
    );
  });
}

/** The elements each use of the display face sets in it (spec/site.yaml `typography.display.use`). */
const DISPLAY_SELECTORS: Readonly<Record<DisplayUse, string>> = { pageTitle: "h1", sectionHeading: "h2", figures: ".figure-value" };

/**
 * The display face's part of generated/theme.css: Tailwind's `font-display` (the face, its
 * metric-matched fallback built by vite.config.ts, then the platform's sans-serif), and rules
 * setting the elements of `use` in it. Inside those headings the spec's weight and tracking (em)
 * become what Tailwind's `font-extrabold` and `tracking-tight` mean (the theme variables those
 * utilities read), so every display heading takes them while a small label heading keeps its
 * own weight and spacing (the footer's capitals, `tracking-widest`). The big figures take the
 * face only (their weight and tracking stay those of runtime/styles/app.css). The rules are
 * outside any layer, `:where()` keeping their specificity at zero.
 */
export function displayRules(d: DisplayFace): string[] {
  const headings = d.use.filter((u) => u !== "figures").map((u) => DISPLAY_SELECTORS[u]);
  return [
    "/* The display face (spec/site.yaml typography.display): inside its headings, font-extrabold and tracking-tight are the spec's weight and tracking. */",
    "@theme static {",
    `  --font-display: "${d.family}", "${d.family} fallback", ui-sans-serif, system-ui, sans-serif;`,
    "}",
    ...(headings.length > 0
      ? [`:where(${headings.join(", ")}) { font-family: var(--font-display); --font-weight-extrabold: ${d.weight}; --tracking-tight: ${d.tracking}em; }`]
      : []),
    ...(d.use.includes("figures") ? [`:where(${DISPLAY_SELECTORS.figures}) { font-family: var(--font-display); }`] : []),
    "",
  ];
}

/**
 * generated/theme.css: breakpoints and layout sizes as Tailwind theme variables, the brand
 * palette (Tailwind's brand-50 … brand-950) and the practice colours: `[data-practice="<key>"]`
 * sets `--practice`, `--practice-tint` and `--practice-on-dark` for everything inside it (the
 * brand's 700, 50 and 300 elsewhere), which Tailwind's `practice`, `practice-tint` and
 * `practice-on-dark` colours read where they are used (`@theme inline`), and the display face
 * (spec/site.yaml `typography.display`, see {@link displayRules}). No style attribute: the strict CSP
 * forbids it.
 */
export function emitTheme(ir: IR): VirtualFile {
  const b = ir.breakpoints;
  const brand = ir.site.theme.brand;
  const practice = (c: { readonly accent: string; readonly tint: string; readonly onDark: string }) =>
    `--practice: ${c.accent}; --practice-tint: ${c.tint}; --practice-on-dark: ${c.onDark};`;
  const content = [
    "/* Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`. */",
    "@theme {",
    `  --breakpoint-nav: ${b.nav / 16}rem; /* ${b.nav}px: side bar and country menu from here up */`,
    `  --breakpoint-banner: ${b.banner / 16}rem; /* ${b.banner}px */`,
    `  --breakpoint-typewriter: ${b.typewriter / 16}rem; /* ${b.typewriter}px */`,
    `  --spacing-sidebar: ${ir.layout.sideBarWidth}px;`,
    `  --spacing-panel: ${ir.layout.sidePanelWidth}px;`,
    `  --spacing-explore: ${ir.site.timings.exploreOffsetPx}px; /* Explore scroll offset */`,
    `  --marquee-duration: ${ir.site.timings.marqueeSeconds}s; /* Marquee */`,
    `  --hero-duration: ${ir.site.timings.heroAnimationMs}ms; /* Hero animation */`,
    `  --hover-slide-duration: ${ir.site.timings.hoverSlideMs}ms; /* Hover slide */`,
    "}",
    "",
    "/* The brand palette (spec/site.yaml theme.brand). */",
    "@theme {",
    ...Object.entries(brand)
      .sort(([x], [y]) => Number(x) - Number(y))
      .map(([shade, hex]) => `  --color-brand-${shade}: ${hex};`),
    "}",
    "",
    ...displayRules(ir.site.typography.display),
    "/* Practice colours (spec/services/categories.yaml colour), read where used: text-practice, bg-practice-tint, border-practice-on-dark/40… */",
    "@theme inline {",
    "  --color-practice: var(--practice);",
    "  --color-practice-tint: var(--practice-tint);",
    "  --color-practice-on-dark: var(--practice-on-dark);",
    "}",
    "@layer base {",
    "  :root { --practice: var(--color-brand-700); --practice-tint: var(--color-brand-50); --practice-on-dark: var(--color-brand-300); }",
    ...ir.categories.map((c) => `  [data-practice="${c.key}"] { ${practice(c.colour)} }`),
    "}",
    "",
    "/* Project tile heights (spec/projects.yaml), as data attributes: no style attribute, strict CSP. */",
    "@layer components {",
    ...[...new Set(ir.projects.map((p) => p.tile.height))].sort((x, y) => x - y).map((h) => `  [data-tile-height="${h}"] { --tile-h: ${h}px; }`),
    "}",
    "",
    ...(ir.placeholders.length > 0
      ? [
          "/* Blurred previews of the photographs, painted behind each while it loads (generator/assets/photos.ts). */",
          "@layer components {",
          ...ir.placeholders.map((rule) => `  ${rule}`),
          "}",
          "",
        ]
      : []),
    ...(ir.focalPoints.length > 0
      ? [
          "/* Focal points of the pictures (spec/ focalPoint): a box with object-fit: cover crops around each (generator/assets/photos.ts). A utility setting object-position on the same <img> would win: the runtime sets none there. */",
          "@layer components {",
          ...ir.focalPoints.map((rule) => `  ${rule}`),
          "}",
          "",
        ]
      : []),
  ].join("\n");
  return { path: "generated/theme.css", content };
}

/**
 * Output of each emitter by the JSON of the part of the IR it reads: a long-running process
 * (the dev server) re-emits only the files whose inputs changed. Emitters are pure, so a hit is
 * exactly what emitting again would give. The two outputs last made are kept per emitter:
 * a dev run emits the published spec and the draft-inclusive one (../run.ts), and each hits.
 */
const emitted = new Map<string, readonly { readonly key: string; readonly files: readonly VirtualFile[] }[]>();

/** How many outputs {@link emitted} keeps per emitter. */
const KEPT_PER_EMITTER = 2;

function memo(id: string, input: unknown, make: () => VirtualFile | readonly VirtualFile[]): readonly VirtualFile[] {
  const key = JSON.stringify(input);
  const kept = emitted.get(id) ?? [];
  const hit = kept.find((k) => k.key === key);
  if (hit) return hit.files;
  const made = make();
  const files = Array.isArray(made) ? made : [made as VirtualFile];
  emitted.set(id, [{ key, files }, ...kept].slice(0, KEPT_PER_EMITTER));
  return files;
}

/**
 * The files of generated/ that no one kind owns: the page kinds' facts, and what the shared
 * context gathered from every kind (icons, photographs, composed pictures, the theme).
 */
function sharedEmissions(registry: Registry, ir: IR): Emission[] {
  const facts = pageKindFacts(registry);
  return [
    { id: "page-kinds", reads: facts, make: () => emitPageKinds(facts) },
    { id: "icons", reads: ir.icons, make: () => emitIcons(ir) },
    { id: "photos", reads: ir.photos, make: () => emitPhotos(ir) },
    { id: "assets", reads: assetContract(), make: () => emitAssets() },
    { id: "art", reads: [ir.art], make: () => emitArt(ir) },
    {
      id: "theme",
      reads: [
        ir.breakpoints,
        ir.layout,
        ir.site.timings,
        ir.site.theme.brand,
        ir.site.typography.display,
        ir.categories.map((c) => [c.key, c.colour]),
        ir.projects.map((p) => p.tile.height),
        ir.placeholders,
        ir.focalPoints,
      ],
      make: () => emitTheme(ir),
    },
  ];
}

/**
 * Runs every kind's emitters, in the registry's order, and the shared ones. Pure: returns virtual files, writes nothing.
 * @param registry the kinds (handed down by ../run.ts)
 */
export function emitAll(registry: Registry, ir: IR): VirtualFile[] {
  const emissions = [...registry.kinds.flatMap((k) => k.emit?.(ir) ?? []), ...sharedEmissions(registry, ir)];
  return emissions.flatMap((x) => memo(x.id, x.reads, x.make)).sort((a, b) => a.path.localeCompare(b.path));
}
