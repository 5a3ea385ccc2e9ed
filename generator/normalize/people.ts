/**
 * The people of spec/people.yaml as the places that name them by key: a team grid's cards (the
 * about page's leadership, a country's team, a page's people section) and a project's team list
 * (Team / leadership member, Project teamMembers). A person is written once, so their name,
 * role and portrait agree wherever they appear (one fact in one place).
 */
import { NeededKey, UnknownReference } from "../diagnostics/catalogue.ts";
import { didYouMeanSuffix } from "../diagnostics/index.ts";
import type { SpecFile } from "../load/spec-file.ts";
import type { Person, PersonRecord } from "../../model/content.ts";
import type { Context, Path } from "./context.ts";
import { sameRecord } from "./record-source.ts";
import { firstCharacter } from "./text.ts";

/** The person a key names, or null after reporting the key at `path` (with the closest keys). */
function find(ctx: Context, file: SpecFile, path: Path, key: string, people: readonly PersonRecord[]): PersonRecord | null {
  const person = people.find((p) => p.key === key);
  if (person) return person;
  // A draft or scheduled person is left out of this run, and so of every team that names them.
  if (ctx.leftOut("people", (p) => p.key === key)) return null;
  const keys = people.map((p) => p.key);
  ctx.report(file, path, UnknownReference, {
    value: key,
    what: "a person of spec/people.yaml",
    suffix: didYouMeanSuffix(key, keys),
    where: "add the person to spec/people.yaml, or name one there",
    known: keys,
  });
  return null;
}

/**
 * The cards of a team grid, in the order the keys are listed. Reports a key that names nobody,
 * and a person without the profile link every team card shows ("Team cards show photo, name,
 * role and a LinkedIn link").
 * @param path where the list of keys is, in `file`
 */
export function teamOf(ctx: Context, file: SpecFile, path: Path, keys: readonly string[], people: readonly PersonRecord[]): Person[] {
  return keys.flatMap((key, i) => {
    const p = find(ctx, file, [...path, i], key, people);
    if (!p) return [];
    if (p.linkedin === null) {
      ctx.report(file, [...path, i], NeededKey, {
        key: "linkedin",
        why: `${p.name} is shown in a team grid, whose cards link to a profile: give them linkedin: in spec/people.yaml`,
      });
      return [];
    }
    // Marked with the person's record: a view that leaves the person out leaves out the card.
    return [
      sameRecord(
        { key: p.key, name: p.name, role: p.role, image: p.image, linkedin: p.linkedin, monogram: p.monogram, office: p.office, practice: p.practice },
        p,
      ),
    ];
  });
}

/** A project's team list (Project detail: initial letter, name, designation): each person's name, their one role, and the initial. */
export function projectTeamOf(
  ctx: Context,
  file: SpecFile,
  path: Path,
  keys: readonly string[],
  people: readonly PersonRecord[],
): { name: string; designation: string; initial: string }[] {
  return keys.flatMap((key, i) => {
    const p = find(ctx, file, [...path, i], key, people);
    return p ? [sameRecord({ name: p.name, designation: p.role, initial: firstCharacter(p.name.trim()).toUpperCase() }, p)] : [];
  });
}
