/**
 * One model, its views (docs/architecture.md, "One pass through the stages"): the entities a
 * view keeps of the model (`viewed`), and the context of a view, which holds what the normalize
 * stage recorded outside any record or while making a record the view keeps (`Context.record`,
 * `Context.fork`): problems, icons, links, composed pictures, photographs. The whole pipeline is
 * held to the spec edited by hand in tests/unit/drafts-by-hand.test.ts.
 */
import { join } from "node:path";
import { LineCounter, parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { UnknownIcon } from "../../../generator/diagnostics/catalogue.ts";
import type { SpecFile } from "../../../generator/load/spec-file.ts";
import { coverArt } from "../../../generator/assets/art.ts";
import { Context } from "../../../generator/normalize/context.ts";
import { type Keep, fromRecord, recordOf, sameRecord, viewed } from "../../../generator/normalize/record-source.ts";
import { projectRoot } from "../support/tmp-root.ts";

/** A spec file made from a YAML text, as the load stage makes one. */
function specFile(source: string): SpecFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter });
  return { file: "spec/projects.yaml", schema: "projects.schema.json", source, doc, lineCounter, data: doc.toJS() };
}

const FILE = specFile("projects:\n  - key: live\n  - key: draft\n");
/** The published view of FILE: the second project is a draft. */
const published: Keep = (s) => !(s.file === FILE && s.path[1] === 1);

describe("viewed: the model as a view keeps it", () => {
  const live = fromRecord({ key: "live", team: [] as object[] }, FILE, ["projects", 0]);
  const draft = fromRecord({ key: "draft" }, FILE, ["projects", 1]);
  const member = sameRecord({ name: "A draft person's card" }, draft);
  live.team.push(member, { name: "a card of no record" });
  const model = { projects: [live, draft] as { key: string; team?: object[] }[], hero: { heading: "Work" }, count: 2 };

  it("takes out every list item marked with a record the view leaves out, at any depth", () => {
    const view = viewed(model, published);
    expect(view.projects.map((p) => p.key)).toEqual(["live"]);
    expect(view.projects[0]!.team).toEqual([{ name: "a card of no record" }]);
  });

  it("changes nothing in place, copies only what holds such an item, and a copy keeps its record's mark", () => {
    const view = viewed(model, published);
    expect(model.projects).toHaveLength(2);
    expect(live.team).toHaveLength(2);
    expect(view.hero).toBe(model.hero);
    expect(view.projects[0]).not.toBe(live);
    expect(recordOf(view.projects[0]!)).toEqual({ file: FILE, path: ["projects", 0] });
  });

  it("returns the model itself when the view keeps every record", () => {
    expect(viewed(model, () => true)).toBe(model);
  });
});

describe("Context.record and fork: what a view's context holds", () => {
  const ctx = new Context({ publicDir: join(projectRoot, "public"), icons: new Map([["star", "lucide-react/icons/star"]]) });
  ctx.icon(FILE, ["icon"], "star");
  ctx.record(FILE, ["projects", 1], () => {
    ctx.icon(FILE, ["projects", 1, "icon"], "no-such-icon");
    ctx.href(FILE, ["projects", 1, "href"], "/draft-only");
    coverArt(ctx.art, { base: "/media/art/projects/draft", record: { kind: "project", key: "draft" } }, "banner");
    return {};
  });
  const entity = ctx.record(FILE, ["projects", 0], () => {
    ctx.href(FILE, ["projects", 0, "href"], "/live");
    return { key: "live" };
  });
  const options = { publicDir: join(projectRoot, "public"), icons: new Map() };

  it.each([
    ["the view that keeps every record", (() => true) as Keep, [UnknownIcon.code], ["/draft-only", "/live"], ["/media/art/projects/draft/cover.svg"]],
    ["the published view, without the draft", published, [], ["/live"], []],
  ])("%s", (_name, keep, problems, links, art) => {
    const view = ctx.fork(keep, options);
    expect(view.diagnostics.map((d) => d.code)).toEqual(problems);
    expect(view.pending.map((l) => l.value)).toEqual(links);
    expect(view.art.slots().map((s) => s.path)).toEqual(art);
    // Recorded outside any record: in every view.
    expect([...view.icons]).toEqual(["star"]);
  });

  it("marks the entity a record makes, and the model's context keeps all it recorded", () => {
    expect(recordOf(entity)).toEqual({ file: FILE, path: ["projects", 0] });
    expect(ctx.diagnostics.map((d) => d.code)).toEqual([UnknownIcon.code]);
    expect(ctx.pending).toHaveLength(2);
  });
});
