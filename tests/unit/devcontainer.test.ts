/**
 * .devcontainer/devcontainer.json (editing in a browser with nothing installed:
 * docs/content/editing.md, "Open the site in a codespace") is a valid dev container for every tool
 * that reads the standard: it is checked with ajv against the standard's own schema, kept in
 * tests/unit/support/devContainer.base.schema.json (schemas/devContainer.base.schema.json of the
 * devcontainers/spec repository on GitHub, as of its commit d424cc157e9a110f3bf67d311b46c7306d5a465d,
 * January 2024; replace the file to update it). And it does what the docs say: a Node image of the
 * major version .nvmrc names, `npm ci` where a prebuild caches it, `npm run dev` started for the
 * person, the dev server's port forwarded and opened in the browser, the recommended extensions.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ErrorObject } from "ajv";
import { Ajv2019 } from "ajv/dist/2019.js";
import { ts } from "ts-morph";
import { describe, expect, it } from "vitest";
import { DEFAULT_DEV_PORT } from "../../scripts/dev/dev-origins.ts";
import { projectRoot } from "./support/tmp-root.ts";

const read = (file: string) => readFileSync(join(projectRoot, file), "utf8");

/** A JSON file with comments, as the devcontainer standard allows (TypeScript's own reader of tsconfig files). */
function parseJsonc(file: string): Record<string, unknown> {
  const { config, error } = ts.parseConfigFileTextToJson(file, read(file));
  if (error) throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(error.messageText, "\n")}`);
  return config as Record<string, unknown>;
}

const schema = JSON.parse(read("tests/unit/support/devContainer.base.schema.json")) as object;
// strict off: the schema carries VS Code's keywords (markdownDescription, enumDescriptions,
// defaultSnippets, allowComments...), which change nothing of what is valid. Formats off: the
// only one is "uri", of `$schema` and of a secret's documentation link, neither of which the file has.
const validate = new Ajv2019({ strict: false, allErrors: true, validateFormats: false }).compile(schema);

/** One line per error: where in the file, and what is wrong. */
function problems(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map(
    (e) => `${e.instancePath || "/"} ${e.message ?? ""}${e.params && "unevaluatedProperty" in e.params ? ` (${String(e.params.unevaluatedProperty)})` : ""}`,
  );
}

const config = parseJsonc(".devcontainer/devcontainer.json");

/** Every command line of a lifecycle command: a string, an array (one command) or an object of commands run in parallel. */
function commandLines(command: unknown): string[] {
  if (command === undefined) return [];
  if (typeof command === "string") return [command];
  if (Array.isArray(command)) return [command.join(" ")];
  return Object.values(command as Record<string, unknown>).flatMap(commandLines);
}

describe(".devcontainer/devcontainer.json", () => {
  it("validates against the devcontainer schema", () => {
    expect(validate(config) ? [] : problems(validate.errors)).toEqual([]);
  });

  it("uses Microsoft's Node.js dev container image, of the major version .nvmrc names", () => {
    const nvmrc = read(".nvmrc").trim().replace(/^v/, "").split(".")[0];
    const image = /^mcr\.microsoft\.com\/devcontainers\/javascript-node:(?:(\d+(?:\.\d+){0,2})-)?(\d+)(?:-(?:bookworm|trixie|bullseye))?$/.exec(
      String(config.image),
    );
    expect(image, `an mcr.microsoft.com/devcontainers/javascript-node image, not ${String(config.image)}`).not.toBeNull();
    expect(image?.[2]).toBe(nvmrc);
  });

  it("installs with npm ci where a prebuild caches it, and needs nothing else from the network", () => {
    expect(commandLines(config.updateContentCommand).some((c) => /^npm ci\b/.test(c))).toBe(true);
    // No features, no Dockerfile: the image as published, and npm's packages.
    expect(config.features).toBeUndefined();
    expect(config.build).toBeUndefined();
  });

  it("starts the dev server for the person", () => {
    expect([...commandLines(config.postAttachCommand), ...commandLines(config.postStartCommand)]).toContain("npm run dev");
  });

  it("forwards the dev server's port with a label and opens it in the browser", () => {
    expect(config.forwardPorts).toContain(DEFAULT_DEV_PORT);
    const attributes = (config.portsAttributes as Record<string, { label?: string; onAutoForward?: string }>)[String(DEFAULT_DEV_PORT)];
    expect(attributes?.label).toBeTruthy();
    expect(attributes?.onAutoForward).toBe("openBrowser");
  });

  it("installs the extensions .vscode/extensions.json recommends", () => {
    const { recommendations } = parseJsonc(".vscode/extensions.json") as { recommendations: string[] };
    const extensions = (config.customizations as { vscode?: { extensions?: string[] } }).vscode?.extensions ?? [];
    expect(recommendations.length).toBeGreaterThan(0);
    expect(recommendations.filter((r) => !extensions.includes(r))).toEqual([]);
  });

  it.each([
    [
      "a misspelt key",
      { image: "mcr.microsoft.com/devcontainers/javascript-node:5-24-bookworm", forwardPort: [5173] },
      "/ must NOT have unevaluated properties (forwardPort)",
    ],
    [
      "a port out of range",
      { image: "mcr.microsoft.com/devcontainers/javascript-node:5-24-bookworm", forwardPorts: [70000] },
      "/forwardPorts/0 must be <= 65535",
    ],
    [
      "an unknown auto-forward action",
      { image: "mcr.microsoft.com/devcontainers/javascript-node:5-24-bookworm", portsAttributes: { "5173": { onAutoForward: "openTab" } } },
      "/portsAttributes/5173/onAutoForward must be equal to one of the allowed values",
    ],
  ])("the schema refuses %s", (_name, doc, problem) => {
    expect(validate(doc)).toBe(false);
    expect(problems(validate.errors)).toContain(problem);
  });
});
