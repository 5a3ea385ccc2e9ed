import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { schemaFor } from "../../generator/load/load";

const root = process.cwd();
const spec = join(root, "spec");
const yamlFiles = (readdirSync(spec, { recursive: true }) as string[]).filter((f) => /\.ya?ml$/.test(f)).sort();

/**
 * Every spec file names its schema on its first line (`# yaml-language-server: $schema=…`) so
 * editors give completion and hover docs; the path must exist and be the schema the generator
 * validates the file against.
 */
describe("spec file schema headers", () => {
  it.each(yamlFiles)("spec/%s points at its existing schema", (file) => {
    const first = readFileSync(join(spec, file), "utf8").split(/\r?\n/)[0];
    const match = /^# yaml-language-server: \$schema=(\S+)$/.exec(first);
    expect(match, `spec/${file} starts with a yaml-language-server $schema comment`).not.toBeNull();
    const target = join(spec, dirname(file), match![1]);
    expect(existsSync(target), `${relative(root, target)} exists`).toBe(true);
    expect(relative(join(spec, "schemas"), target)).toBe(schemaFor(file.split("\\").join("/")));
  });
});
