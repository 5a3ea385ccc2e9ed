import { readFileSync } from "node:fs";
import type { SourceFile } from "ts-morph";
import { URL_HISTORY_FILE, printHistory } from "../load/url-history.ts";
import { Code, type FormIR, type IR } from "../model/ir.ts";
import { HEADER, type SharedValues, type VirtualFile, literal, printTs, toTs, tsMorph } from "./print.ts";

/** Adds `export const name: type = value;` (or `as const` without a type), with a docstring. */
const exportConst = (file: SourceFile, name: string, value: unknown, type?: string, docs?: string) =>
  file.addStatements(
    `${docs ? `/** ${docs} */\n` : ""}export const ${name}${type ? `: ${type}` : ""} = ${literal(toTs(value))}${type ? "" : " as const"};`,
  );

/** generated/model.ts: the normalized types, copied from generator/model/content.ts. */
export function emitModel(modelSource: string): VirtualFile {
  return { path: "generated/model.ts", content: `${HEADER}\n${modelSource}` };
}

/**
 * The TypeScript type of a value built by normalize: strings, numbers and booleans by kind,
 * template functions by their signature, objects and lists by their members; every member
 * readonly. Used for the shapes derived from the spec (UiTexts, Timings).
 */
export function typeOf(value: unknown, indent = ""): string {
  if (value instanceof Code) return value.type;
  if (Array.isArray(value)) return `readonly ${value.length ? typeOf(value[0], indent) : "never"}[]`;
  if (value === null || value === undefined) return "null";
  if (typeof value === "object") {
    const inner = `${indent}  `;
    const members = Object.entries(value as Record<string, unknown>).map(([k, v]) => `${inner}readonly ${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${typeOf(v, inner)};`);
    return `{\n${members.join("\n")}\n${indent}}`;
  }
  return typeof value;
}

/** generated/site.ts: brand, navigation, footer, constants, interface texts and errors (§2, §8, §9). */
export function emitSite(ir: IR): VirtualFile {
  return printTs("generated/site.ts", (f) => {
    f.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: "./model", namedImports: ["Site"] });
    f.addStatements(`/** Interface texts of spec/ui.yaml by group; texts that take values are functions. */\nexport interface UiTexts ${typeOf(ir.site.ui)}`);
    f.addStatements(`/** §9 timings and thresholds of spec/site.yaml; the unit is in each name (Ms, Px, Seconds), others are fractions. */\nexport interface Timings ${typeOf(ir.site.timings)}`);
    exportConst(f, "site", ir.site, "Site<UiTexts, Timings>", "Site-wide data from spec/site.yaml, spec/ui.yaml and spec/errors.yaml.");
  });
}

/** generated/services.ts: the practices and all service records with §3 defaults applied. */
export function emitServices(ir: IR): VirtualFile {
  return printTs("generated/services.ts", (f) => {
    f.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: "./model", namedImports: ["Category", "Service"] });
    exportConst(f, "categories", ir.categories, "readonly Category[]", "Service categories from spec/services/categories.yaml, in display order.");
    exportConst(f, "services", ir.services, "readonly (Service & { readonly lookupPaths: readonly string[] })[]", "Every service detail record (§3), in catalogue order. `lookupPaths` are the paths a URL may use for it (§2 Tech page lookup).");
  });
}

/** generated/routes.ts: the route table, every concrete URL and its head metadata (§1, §2). */
export function emitRoutes(ir: IR): VirtualFile {
  return printTs("generated/routes.ts", (f) => {
    f.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: "./model", namedImports: ["PageMeta", "RouteEntry"] });
    exportConst(f, "routes", ir.routes, "readonly RouteEntry[]", "§2 Route table from spec/routes.yaml.");
    exportConst(f, "pageMeta", ir.pages, "Readonly<Record<string, PageMeta>>", "Browser title and meta description of every known URL.");
    exportConst(f, "notFoundMeta", ir.notFoundMeta, "PageMeta", "Head metadata of the not-found page.");
    const camel = (id: string) => id.replace(/-([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());
    const fixed = ir.routes.filter((r) => !r.path.includes(":") && r.path !== "*");
    exportConst(f, "paths", Object.fromEntries(fixed.map((r) => [camel(r.id), r.path])), undefined, "Path of every route without parameters, by route id in camelCase (spec/routes.yaml): the runtime's only source of internal hrefs it does not get from content.");
    exportConst(f, "prerenderUrls", Object.keys(ir.pages).sort(), "readonly string[]", "Every URL prerendered at build time, sorted.");
    exportConst(f, "draftUrls", ir.draftUrls, "readonly string[]", "URLs of draft pages (draft: true in spec/), shown by npm run dev with a draft marker; empty in the build, which leaves drafts out.");
  });
}

/** generated/photos.ts: every photograph spec/ uses and the versions the build makes of it (scripts/photos.ts). */
export function emitPhotos(ir: IR): VirtualFile {
  return printTs("generated/photos.ts", (f) => {
    f.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: "./model", namedImports: ["PhotoSource"] });
    exportConst(f, "photos", ir.photos, "readonly PhotoSource[]", "Photographs (PNG, JPEG, WebP below public/) with the AVIF and WebP versions their slots need, by src.");
  });
}

/** generated/art.ts: the recipe of every picture composed from content (generator/normalize/art.ts; scripts/art/ paints them). */
export function emitArt(ir: IR): VirtualFile {
  return printTs("generated/art.ts", (f) => {
    f.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: "./model", namedImports: ["ArtRecipe"] });
    exportConst(f, "artRecipes", ir.art, "readonly ArtRecipe[]", "Every picture composed from content where spec/ names no photograph, by path: /media/art/….svg, painted by scripts/art/.");
  }, sharedClients(ir));
}

/**
 * The clients of spec/clients.yaml as references into generated/clients.ts (`clientsByKey["kfc"]`),
 * so a brand named by many studies, covers and pages is written there once, not copied into each.
 */
export function sharedClients(ir: IR): SharedValues {
  return {
    from: "./clients",
    name: "clientsByKey",
    expressions: new Map(ir.clients.map((c) => [c, `clientsByKey[${JSON.stringify(c.key)}]`])),
  };
}

/** generated/icons.ts: only the lucide icons the spec names, so the bundle carries no others. */
export function emitIcons(ir: IR): VirtualFile {
  return printTs("generated/icons.ts", (f) => {
    f.addImportDeclaration({ moduleSpecifier: "lucide-react", namedImports: [...ir.icons] });
    f.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: "lucide-react", namedImports: ["LucideIcon"] });
    f.addStatements(`/** Icons named in spec/, by name. */\nexport const icons: Readonly<Record<string, LucideIcon>> = { ${ir.icons.join(", ")} };`);
  });
}

/**
 * generated/theme.css: §9 breakpoints and layout sizes as Tailwind theme variables, the brand
 * palette (Tailwind's brand-50 … brand-950) and the practice colours: `[data-practice="<key>"]`
 * sets `--practice`, `--practice-tint` and `--practice-on-dark` for everything inside it (the
 * brand's 700, 50 and 300 elsewhere), which Tailwind's `practice`, `practice-tint` and
 * `practice-on-dark` colours read where they are used (`@theme inline`). No style attribute: the
 * strict CSP forbids it.
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
    `  --spacing-explore: ${ir.site.timings.exploreOffsetPx}px; /* §9 Explore scroll offset */`,
    `  --marquee-duration: ${ir.site.timings.marqueeSeconds}s; /* §9 marquee */`,
    `  --hero-duration: ${ir.site.timings.heroAnimationMs}ms; /* §9 hero animation */`,
    `  --hover-slide-duration: ${ir.site.timings.hoverSlideMs}ms; /* §9 hover slide */`,
    "}",
    "",
    "/* The brand palette (spec/site.yaml theme.brand). */",
    "@theme {",
    ...Object.entries(brand).sort(([x], [y]) => Number(x) - Number(y)).map(([shade, hex]) => `  --color-brand-${shade}: ${hex};`),
    "}",
    "",
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
          "/* Blurred previews of the photographs, painted behind each while it loads (generator/normalize/photos.ts). */",
          "@layer components {",
          ...ir.placeholders.map((rule) => `  ${rule}`),
          "}",
          "",
        ]
      : []),
  ].join("\n");
  return { path: "generated/theme.css", content };
}

const RULE_CHECK: Record<string, (v: string, arg?: number, placeholder?: string | null) => string> = {
  required: (v) => `${v} !== ""`,
  email: (v) => `${v} === "" || EMAIL_PATTERN.test(${v})`,
  chosen: (v, _a, placeholder) => `${v} !== ""${placeholder ? ` && ${v} !== ${JSON.stringify(placeholder)}` : ""}`,
  minLength: (v, a) => `${v} === "" || ${v}.length >= ${a}`,
  maxLength: (v, a) => `${v}.length <= ${a}`,
  minDigits: (v, a) => `${v} === "" || ${v}.replace(/\\D/g, "").length >= ${a}`,
};

function pascal(id: string): string {
  return id.replace(/(^|-)([a-z])/g, (_m, _d, ch: string) => ch.toUpperCase());
}

/** generated/forms/{id}.ts: a form's data and its pure validator built from the §5 table. */
export function emitForm(ir: FormIR): VirtualFile {
  const form = ir.spec;
  const P = pascal(form.id);
  return printTs(`generated/forms/${form.id}.ts`, (f) => {
    f.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: "../model", namedImports: ["FormSpec", "ValidationResult"] });
    f.addTypeAlias({ isExported: true, name: `${P}Field`, type: form.fields.map((x) => JSON.stringify(x.name)).join(" | "), docs: [`Field names of the ${form.id} form.`] });
    f.addTypeAlias({ isExported: true, name: `${P}Values`, type: `Record<${P}Field, string>`, docs: [`Values of the ${form.id} form as typed.`] });
    exportConst(f, `${form.id}Form`, form, `FormSpec<${P}Field> & { readonly transport: { readonly kind: ${JSON.stringify(form.transport.kind)} } }`, `The ${form.id} form from spec/forms/${form.id}.yaml.`);
    if (ir.rules.some((r) => r.rule === "email")) {
      f.addVariableStatement({ declarationKind: tsMorph().VariableDeclarationKind.Const, declarations: [{ name: "EMAIL_PATTERN", initializer: String.raw`/^[^\s@]+@[^\s@]+\.[^\s@]+$/` }], docs: ["Text, @, text, dot, text (§5)."] });
    }
    const lines: string[] = [];
    lines.push(`const v: ${P}Values = { ${form.fields.map((x) => `${x.name}: (values.${x.name} ?? "").trim()`).join(", ")} };`);
    lines.push(`const errors: Partial<Record<${P}Field, string>> = {};`);
    for (const rule of ir.rules) {
      const field = form.fields.find((x) => x.name === rule.field)!;
      const check = RULE_CHECK[rule.rule](`v.${rule.field}`, rule.arg, field.placeholder);
      lines.push(`if (errors.${rule.field} === undefined && !(${check})) errors.${rule.field} = ${JSON.stringify(rule.message)};`);
    }
    lines.push(`return Object.keys(errors).length === 0 ? { valid: true, value: v } : { valid: false, errors };`);
    f.addFunction({
      isExported: true,
      name: `validate${P}`,
      parameters: [{ name: "values", type: `${P}Values` }],
      returnType: `ValidationResult<${P}Field>`,
      docs: [`Checks the ${form.id} form against its validation table, rules in order, first failure per field wins.\nReturns the trimmed values, or one message per failing field. Pure; never throws.`],
      statements: lines,
    });
  });
}

/**
 * generated/forms/index.ts: every form by form id: its data, its validator and the lucide
 * component of its submit icon (only the icons the forms name are imported, so the one form
 * island carries no others). The runtime and the tools find a form here by id alone, so a new
 * form in spec/forms/ needs no code.
 */
export function emitFormIndex(ir: IR): VirtualFile {
  return printTs("generated/forms/index.ts", (f) => {
    for (const form of ir.forms) {
      f.addImportDeclaration({ moduleSpecifier: `./${form.spec.id}`, namedImports: [`${form.spec.id}Form`, `validate${pascal(form.spec.id)}`] });
    }
    const icons = [...new Set(ir.forms.flatMap((form) => (form.spec.submit.icon ? [form.spec.submit.icon] : [])))].sort();
    if (icons.length > 0) f.addImportDeclaration({ moduleSpecifier: "lucide-react", namedImports: icons });
    f.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: "lucide-react", namedImports: ["LucideIcon"] });
    f.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: "../model", namedImports: ["FormSpec", "ValidationResult"] });
    f.addStatements(`/** One form of spec/forms/: its data, its §5 validator (trimmed values or one message per field) and its submit icon. */
export interface FormEntry {
  readonly spec: FormSpec;
  readonly validate: (values: Readonly<Record<string, string>>) => ValidationResult<string>;
  readonly icon: LucideIcon | null;
}`);
    const entries = ir.forms.map((form) => `  ${form.spec.id}: { spec: ${form.spec.id}Form, validate: validate${pascal(form.spec.id)} as FormEntry["validate"], icon: ${form.spec.submit.icon ?? "null"} },`);
    f.addStatements(`/** Every form of spec/forms/, by id. */\nexport const forms: Readonly<Record<string, FormEntry>> = {\n${entries.join("\n")}\n};`);
  });
}

/** generated/pages.ts: the pages composed of sections, by route id, and the company pages of spec/pages/. */
export function emitPages(ir: IR): VirtualFile {
  return printTs("generated/pages.ts", (f) => {
    f.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: "./model", namedImports: ["AboutPage", "SectionsPage"] });
    const byRoute = Object.fromEntries([...ir.sectionPages].sort((a, b) => a.route.localeCompare(b.route)).map((p) => [p.route, p]));
    exportConst(f, "sectionPages", byRoute, "Readonly<Record<string, SectionsPage>>", "Pages composed of sections (spec/pages/, routes with page: sections), by route id.");
    exportConst(f, "aboutPage", ir.about, "AboutPage | null", "§2 About page from spec/pages/about.yaml.");
  });
}

/** generated/case-studies.ts, generated/projects.ts and generated/countries.ts (§3). */
export function emitContent(ir: IR): VirtualFile[] {
  const clients = sharedClients(ir);
  return [
    printTs("generated/clients.ts", (f) => {
      f.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: "./model", namedImports: ["Client"] });
      const byKey = Object.fromEntries(ir.clients.map((c) => [c.key, c]));
      f.addStatements(`/** The clients catalogue of spec/clients.yaml by key: every brand the site names, with its colours and lettering. */\nexport const clientsByKey = ${literal(toTs(byKey))} satisfies Readonly<Record<string, Client>>;`);
      const list = ir.clients.map((c) => new Code(`clientsByKey[${JSON.stringify(c.key)}]`, "Client"));
      exportConst(f, "clients", list, "readonly Client[]", "The clients catalogue in authored order.");
    }),
    printTs("generated/case-studies.ts", (f) => {
      f.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: "./model", namedImports: ["CaseStudy", "CaseStudyScopeEntry"] });
      exportConst(f, "caseStudies", ir.caseStudies, "readonly CaseStudy[]", "Every case study of spec/case-studies/, in file and authored order.");
      exportConst(f, "caseStudyScopes", ir.caseStudyScopes, "readonly CaseStudyScopeEntry[]", "The scopes of spec/case-studies/: each one's country page and heading rule.");
    }, clients),
    printTs("generated/projects.ts", (f) => {
      f.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: "./model", namedImports: ["Project"] });
      exportConst(f, "projectsHero", ir.projectsHero, "{ readonly heading: string; readonly lead: string; readonly allLabel: string; readonly filters: readonly string[] } | null", "Hero of /projects.");
      exportConst(f, "projects", ir.projects, "readonly Project[]", "The projects of spec/projects.yaml with their tiles.");
    }, clients),
    printTs("generated/home.ts", (f) => {
      f.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: "./model", namedImports: ["HomePage", "ServiceSection", "ServicesOverview", "TechPage"] });
      exportConst(f, "homePage", ir.home, "HomePage | null", "§2 Home from spec/pages/home.yaml.");
      exportConst(f, "servicesOverview", ir.servicesOverview, "ServicesOverview | null", "§2 Services overview from spec/pages/services.yaml.");
      exportConst(f, "serviceSections", ir.sections, "readonly ServiceSection[]", "§3 Service sections from spec/sections/.");
      exportConst(f, "techPage", ir.tech, "TechPage | null", "§2 Tech Solutions page from spec/pages/tech-solutions.yaml.");
    }, clients),
    printTs("generated/countries.ts", (f) => {
      f.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: "./model", namedImports: ["CountryPage"] });
      exportConst(f, "countryPages", ir.countries, "readonly CountryPage[]", "The country pages of spec/countries/, in file order.");
    }, clients),
  ];
}

/**
 * generated/urls.json, the URL history (every URL the site has had; ../load/url-history.ts), and
 * generated/redirects.ts, what the build and the dev server answer at old URLs.
 */
export function emitUrls(ir: IR): VirtualFile[] {
  return [
    { path: URL_HISTORY_FILE, content: printHistory(ir.urls.history) },
    printTs("generated/redirects.ts", (f) => {
      f.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: "./model", namedImports: ["Redirect"] });
      exportConst(f, "redirects", ir.urls.redirects, "readonly Redirect[]", "Old URLs answered with a 301 to a page of the site (spec/redirects.yaml, chains collapsed), sorted by from.");
      exportConst(f, "gonePaths", ir.urls.gone, "readonly string[]", "Old URLs removed for good, answered 410 Gone (spec/redirects.yaml), sorted.");
    }),
  ];
}

/**
 * Output of each emitter by the JSON of the part of the IR it reads: a long-running process
 * (the dev server) re-emits only the files whose inputs changed. Emitters are pure, so a hit is
 * exactly what emitting again would give.
 */
const emitted = new Map<string, { readonly key: string; readonly files: readonly VirtualFile[] }>();

function memo(id: string, input: unknown, make: () => VirtualFile | readonly VirtualFile[]): readonly VirtualFile[] {
  const key = JSON.stringify(input);
  const hit = emitted.get(id);
  if (hit?.key === key) return hit.files;
  const made = make();
  const files = Array.isArray(made) ? made : [made as VirtualFile];
  emitted.set(id, { key, files });
  return files;
}

/** Runs every emitter. Pure: returns virtual files, writes nothing. */
export function emitAll(ir: IR, modelPath: string): VirtualFile[] {
  const model = readFileSync(modelPath, "utf8");
  return [
    ...memo("model", model, () => emitModel(model)),
    ...memo("site", ir.site, () => emitSite(ir)),
    ...memo("services", [ir.categories, ir.services], () => emitServices(ir)),
    ...memo("routes", [ir.routes, ir.pages, ir.notFoundMeta, ir.draftUrls], () => emitRoutes(ir)),
    ...memo("icons", ir.icons, () => emitIcons(ir)),
    ...memo("photos", ir.photos, () => emitPhotos(ir)),
    ...memo("art", ir.art, () => emitArt(ir)),
    ...memo("theme", [ir.breakpoints, ir.layout, ir.site.timings, ir.site.theme.brand, ir.categories.map((c) => [c.key, c.colour]), ir.projects.map((p) => p.tile.height), ir.placeholders], () => emitTheme(ir)),
    ...ir.forms.flatMap((form) => memo(`form:${form.spec.id}`, form, () => emitForm(form))),
    ...memo("form-index", ir.forms.map((f) => [f.spec.id, f.spec.submit.icon]), () => emitFormIndex(ir)),
    ...memo("pages", [ir.sectionPages, ir.about], () => emitPages(ir)),
    ...memo("urls", ir.urls, () => emitUrls(ir)),
    ...memo("content", [ir.clients, ir.caseStudies, ir.caseStudyScopes, ir.projectsHero, ir.projects, ir.home, ir.servicesOverview, ir.sections, ir.tech, ir.countries], () => emitContent(ir)),
  ].sort((a, b) => a.path.localeCompare(b.path));
}
