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
 * The people in authored order, each made as its record (../normalize/record-source.ts), so a
 * view leaves out a person it leaves out, of every team too.
 * @param file spec/people.yaml, or undefined when the site has none (no team names anyone)
 */
export function normalizePeople(ctx: Context, file: SpecFile | undefined): PersonRecord[] {
  if (!file) return [];
  const raw = file.data as RawPeople;
  return raw.people.map((p, i) =>
    ctx.record(file, ["people", i], () => ({
      key: p.key,
      name: p.name,
      role: p.role,
      linkedin: p.linkedin ?? null,
      monogram: monogram(p.name),
      office: p.office ?? null,
      practice: p.practice ?? null,
      image: p.image !== undefined ? ctx.picture(file, ["people", i, "image"], p.image, "portrait") : null,
    })),
  );
}

/**
 * The people of a view, as its spec writes them: reports a key used twice, and two records of one
 * name (one person written twice, perhaps with two roles) at both records.
 * @param file spec/people.yaml as the view has it, or undefined
 */
export function checkPeople(ctx: Context, file: SpecFile | undefined): void {
  if (!file) return;
  const raw = file.data as RawPeople;
  const keys = new Set<string>();
  const byName = new Map<string, number>();
  raw.people.forEach((p, i) => {
    if (keys.has(p.key)) {
      ctx.report(file, ["people", i, "key"], Duplicate, { value: p.key, what: "people", rule: "each person has one key" });
      return;
    }
    keys.add(p.key);
    const name = p.name.trim().toLowerCase();
    const first = byName.get(name);
    if (first === undefined) {
      byName.set(name, i);
      return;
    }
    const other = raw.people[first];
    const fix = `a person is written once: keep one record, name it by its key everywhere, and remove the other`;
    // At both records, each naming the other's place.
    for (const [at, here, there, elsewhere] of [
      [i, p, other, first],
      [first, other, p, i],
    ] as const)
      ctx.report(file, ["people", at, "name"], FactTwoWays, {
        what: `The person ${p.name}`,
        here: `as "${here.role}"`,
        there: `as "${there.role}"`,
        other: placeOf(file, ["people", elsewhere, "name"]),
        fix,
      });
  });
}

/** spec/people.yaml: the people every team names by key. */
export const people = defineKind({
  name: "people",
  files: [{ at: "people.yaml", schema: "people.schema.json", rawType: "RawPeople", role: "people" }],
  collection: { name: "people", definition: "personKey", list: "people", key: "key", label: ["name"], detail: "role" },
  needs: [],
  gives: ["people"],
  normalize: (ctx, input) => ({ people: normalizePeople(ctx, input.files[0]) }),
  check: (ctx, input) => checkPeople(ctx, input.files[0]),
});
