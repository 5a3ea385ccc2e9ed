/**
 * Transform of spec/people.yaml (one fact in one place): everyone the site names,
 * once. The about page's leadership, the country teams, a page's people section and the project
 * teams name a person by key (../normalize/people.ts), so a person has one role wherever they
 * appear. Emits nothing of its own: each page's generated module carries the people it shows.
 */
import { Duplicate, FactTwoWays } from "../diagnostics/catalogue.ts";
import type { SpecFile } from "../load/spec-file.ts";
import { placeOf } from "../load/spec-file.ts";
import type { RawPeople } from "../../model/raw/index.ts";
import type { Context } from "../normalize/context.ts";
import { monogram } from "../normalize/text.ts";
import { defineKind } from "./kind.ts";
import type { PersonRecord } from "../../model/content.ts";

declare module "../model/ir.ts" {
  /** The members of the IR this kind gives (its `gives`). */
  interface IR {
    /** The people every team names by key (spec/people.yaml). */
    readonly people: readonly PersonRecord[];
  }
}

/**
 * The people in authored order. Reports a key used twice, and two records of one name (one
 * person written twice, perhaps with two roles) at both records.
 * @param file spec/people.yaml, or undefined when the site has none (no team names anyone)
 */
export function normalizePeople(ctx: Context, file: SpecFile | undefined): PersonRecord[] {
  if (!file) return [];
  const raw = file.data as RawPeople;
  const out: PersonRecord[] = [];
  const byName = new Map<string, number>();
  raw.people.forEach((p, i) => {
    if (out.some((o) => o.key === p.key)) {
      ctx.report(file, ["people", i, "key"], Duplicate, { value: p.key, what: "people", rule: "each person has one key" });
      return;
    }
    const name = p.name.trim().toLowerCase();
    const first = byName.get(name);
    if (first !== undefined) {
      const other = raw.people[first];
      const roles = (a: { role: string }) => `as "${a.role}"`;
      const fix = `a person is written once: keep one record, name it by its key everywhere, and remove the other`;
      ctx.report(file, ["people", i, "name"], FactTwoWays, {
        what: `The person ${p.name}`,
        here: roles(p),
        there: roles(other),
        other: placeOf(file, ["people", first, "name"]),
        fix,
      });
      ctx.report(file, ["people", first, "name"], FactTwoWays, {
        what: `The person ${p.name}`,
        here: roles(other),
        there: roles(p),
        other: placeOf(file, ["people", i, "name"]),
        fix,
      });
    } else byName.set(name, i);
    out.push({
      key: p.key,
      name: p.name,
      role: p.role,
      linkedin: p.linkedin ?? null,
      monogram: monogram(p.name),
      office: p.office ?? null,
      practice: p.practice ?? null,
      image: p.image !== undefined ? ctx.picture(file, ["people", i, "image"], p.image, "portrait") : null,
    });
  });
  return out;
}

/** spec/people.yaml: the people every team names by key. */
export const people = defineKind({
  name: "people",
  files: [{ at: "people.yaml", schema: "people.schema.json", rawType: "RawPeople", role: "people" }],
  collection: { name: "people", definition: "personKey", list: "people", key: "key", label: ["name"], detail: "role" },
  needs: [],
  gives: ["people"],
  normalize: (ctx, input) => ({ people: normalizePeople(ctx, input.files[0]) }),
});
