/**
 * The GitHub workflows (.github/workflows/*.yml) are valid workflows: each is checked with ajv
 * against SchemaStore's github-workflow.json, kept in tests/unit/support/ (the copy shipped inside
 * @action-validator/core 0.6.0 on npm, SchemaStore of December 2024: this machine reaches no
 * other source; replace the file to update it). Also: wrangler.toml names the compatibility date
 * `npm run preview:host` runs with, and the scheduled deploy's check (scripts/publish/publish-due.mjs)
 * finds the times that have just passed.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { Ajv, type ErrorObject } from "ajv";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { COMPATIBILITY_DATE } from "../../scripts/publish/host-preview.ts";
import { isDue, scheduledTimes } from "../../scripts/publish/publish-due.mjs";
import { projectRoot } from "./support/tmp-root.ts";

const schema = JSON.parse(readFileSync(join(projectRoot, "tests/unit/support/github-workflow.schema.json"), "utf8")) as object;
// strict off: SchemaStore's schemas use keywords and formats ajv's strict mode refuses (none
// that changes what is valid).
const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);

/** One line per error: where in the workflow, and what is wrong. */
function problems(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map(
    (e) => `${e.instancePath || "/"} ${e.message ?? ""}${e.params && "additionalProperty" in e.params ? ` (${String(e.params.additionalProperty)})` : ""}`,
  );
}

const dir = join(projectRoot, ".github/workflows");
const workflows = readdirSync(dir)
  .filter((f) => /\.ya?ml$/.test(f))
  .sort();

describe("GitHub workflows", () => {
  it("are ci.yml and deploy.yml", () => {
    expect(workflows).toEqual(["ci.yml", "deploy.yml"]);
  });

  it.each(workflows)("%s validates against the github-workflow schema", (file) => {
    const doc = parse(readFileSync(join(dir, file), "utf8")) as unknown;
    expect(validate(doc) ? [] : problems(validate.errors)).toEqual([]);
  });

  it.each([
    [
      "a misspelt job key",
      { on: "push", jobs: { test: { "run-on": "ubuntu-24.04", steps: [{ run: "true" }] } } },
      "/jobs/test must NOT have additional properties (run-on)",
    ],
    [
      "a step with neither run nor uses",
      { on: "push", jobs: { test: { "runs-on": "ubuntu-24.04", steps: [{ name: "nothing" }] } } },
      "/jobs/test/steps/0 must have required property 'uses'",
    ],
    ["no trigger", { jobs: { test: { "runs-on": "ubuntu-24.04", steps: [{ run: "true" }] } } }, "/ must have required property 'on'"],
  ])("refuses %s", (_name, doc, problem) => {
    expect(validate(doc)).toBe(false);
    expect(problems(validate.errors)).toContain(problem);
  });

  it("CI tests every Node.js line of its matrix with Playwright's own Chromium", () => {
    const ci = parse(readFileSync(join(dir, "ci.yml"), "utf8")) as {
      jobs: { test: { strategy: { matrix: { node: number[] } }; env: Record<string, string> } };
    };
    // The LTS .nvmrc names, and the next one (the workflows test it and the next).
    const nvmrc = Number(readFileSync(join(dir, "../../.nvmrc"), "utf8").trim());
    expect(ci.jobs.test.strategy.matrix.node).toEqual([nvmrc, nvmrc + 2]);
    expect(ci.jobs.test.env.CHROMIUM_PATH).toBe("");
  });
});

describe("wrangler.toml", () => {
  it("names the compatibility date of npm run preview:host", () => {
    const toml = readFileSync(join(projectRoot, "wrangler.toml"), "utf8");
    expect(toml.match(/^compatibility_date = "([^"]+)"$/m)?.[1]).toBe(COMPATIBILITY_DATE);
    expect(toml).toMatch(/^pages_build_output_dir = "dist"$/m);
  });
});

describe("scripts/publish/publish-due.mjs", () => {
  const yaml = [
    "title: Launch",
    'publishAt: "2026-12-01T09:00:00+03:00"',
    "items:",
    "  - publishAt: 2026-12-01T10:00:00Z # a comment",
    "    unpublishAt: '2026-12-31T23:59:00+00:00'",
    "notes: publishAt: is not a key here",
    "bad: { publishAt: soon }",
  ].join("\n");

  it("reads every publishAt and unpublishAt date-time of a YAML text", () => {
    expect(scheduledTimes(yaml).map((t) => `${t.key} ${new Date(t.at).toISOString()}`)).toEqual([
      "publishAt 2026-12-01T06:00:00.000Z",
      "publishAt 2026-12-01T10:00:00.000Z",
      "unpublishAt 2026-12-31T23:59:00.000Z",
    ]);
  });

  const hour = 3_600_000;
  it.each([
    ["just after a time", "2026-12-01T06:05:00Z", true],
    ["exactly at a time", "2026-12-01T10:00:00Z", true],
    ["an hour after, the window's end", "2026-12-01T07:00:00Z", false],
    ["before any time", "2026-12-01T05:59:59Z", false],
    ["after an unpublishAt time", "2027-01-01T00:30:00Z", true],
  ])("%s (%s)", (_name, now, due) => {
    expect(isDue(scheduledTimes(yaml), Date.parse(now), hour)).toBe(due);
  });
});
