/**
 * spec/style.yaml, the house style (One heading case): optional; when
 * present, every text of every spec file is checked against it (../lint/style.ts) once every
 * kind has its records, since the site's own names (the brand, the clients, the countries and
 * their cities) keep their capitals in sentence-case headings. Which texts are headings the
 * schemas say (../lint/schema-texts.ts): every field typed as a heading or a label. A lead,
 * intro or subtitle that repeats its record's heading word for word is reported too.
 */
import { HeadingCase, HouseWords, RepeatedHeading } from "../diagnostics/catalogue.ts";
import { headingTextPaths } from "../lint/schema-texts.ts";
import { acronymsOf, lintTexts, repeatedHeadings } from "../lint/style.ts";
import type { RawStyle } from "../model/raw/index.ts";
import { defineKind } from "./kind.ts";

/** The shared text definitions of spec/schemas/ whose texts take the heading case when spec/style.yaml names none. */
const HEADING_TEXTS = ["heading", "label"] as const;

/** The shared definitions of headings and titles, which a subtitle or an intro must not repeat. */
const TITLES: ReadonlySet<string> = new Set(["heading"]);

/** The shared definitions of running texts (a lead, an intro, a description). */
const PROSE: ReadonlySet<string> = new Set(["text", "paragraph"]);

export const style = defineKind({
  name: "style",
  files: [{ at: "style.yaml", schema: "style.schema.json", rawType: "RawStyle" }],
  needs: ["site", "clients", "offices", "countries"],
  gives: [],
  check(ctx, input, ir) {
    const file = input.files[0];
    if (!file) return;
    const raw = file.data as RawStyle;
    const names = [
      ...(raw.names ?? []),
      ir.site.brand.name,
      ir.site.brand.fullName,
      ...ir.clients.flatMap((c) => [c.name, c.wordmark]),
      ...ir.offices.map((o) => o.name),
      ...ir.countries.flatMap((c) => [c.name, ...(c.officeCity ? [c.officeCity] : [])]),
    ];
    const others = input.all.filter((f) => f !== file);
    const acronyms = acronymsOf(others.map((f) => f.data));
    const definitions = new Set<string>(raw.headingTexts ?? HEADING_TEXTS);
    for (const f of others) {
      const headings = ctx.schemaDir ? headingTextPaths(ctx.schemaDir, f.schema, f.data, definitions, ctx.pageSchema) : undefined;
      const isHeading = headings ? (path: readonly (string | number)[]) => headings.has(JSON.stringify(path)) : undefined;
      for (const found of lintTexts(f.data, raw, { names, acronyms, isHeading })) {
        const fix = { kind: "text", file: f.file, path: found.path, from: found.text, to: found.fixed } as const;
        if (found.words.length > 0) {
          const why = found.words.find((w) => w.why)?.why ?? null;
          ctx.warn(f, found.path, HouseWords, { from: found.words.map((w) => w.from), to: found.words.map((w) => w.to), why, fixed: found.fixed }, fix);
        }
        if (found.headingCase) ctx.warn(f, found.path, HeadingCase, { text: found.text, case: found.headingCase, fixed: found.fixed }, fix);
      }
      if (ctx.schemaDir) {
        const titles = headingTextPaths(ctx.schemaDir, f.schema, f.data, TITLES, ctx.pageSchema);
        const prose = headingTextPaths(ctx.schemaDir, f.schema, f.data, PROSE, ctx.pageSchema);
        const repeats = repeatedHeadings(
          f.data,
          (path) => titles.has(JSON.stringify(path)),
          (path) => prose.has(JSON.stringify(path)),
        );
        for (const r of repeats) ctx.warn(f, r.path, RepeatedHeading, { key: r.key, heading: r.heading, text: r.text });
      }
    }
  },
});
