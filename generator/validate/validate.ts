import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import { type Diagnostic, SpecError, didYouMean, formatPath } from "../diagnostics.ts";
import { type SpecFile, locate } from "../load/load.ts";

/** Ajv with every schema of spec/schemas registered under its file name. */
export function createValidator(schemaDir: string): (schema: string) => ValidateFunction {
  const ajv = new Ajv({ strict: true, strictRequired: false, allErrors: true, verbose: true });
  for (const name of readdirSync(schemaDir).filter((n) => n.endsWith(".schema.json")).sort()) {
    ajv.addSchema(JSON.parse(readFileSync(join(schemaDir, name), "utf8")));
  }
  return (schema) => {
    const fn = ajv.getSchema(schema);
    if (!fn) throw new Error(`schema ${schema} is not registered`);
    return fn;
  };
}

function pointerToPath(pointer: string): (string | number)[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  let cur: unknown = data;
  for (const s of path) cur = (cur as Record<string | number, unknown> | undefined)?.[s];
  return cur;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return "a list";
  if (value === null) return "empty";
  if (typeof value === "object") return "a mapping";
  return `a ${typeof value}`;
}

/**
 * Turns one ajv error into a diagnostic in the generator's voice: what is wrong with which
 * value, and what to do. `required` points at the parent, unknown keys at the key itself.
 */
export function toDiagnostic(file: SpecFile, err: ErrorObject): Diagnostic {
  const path = pointerToPath(err.instancePath);
  const value = valueAt(file.data, path);
  const schema = err.parentSchema as { description?: string; properties?: Record<string, unknown> } | undefined;
  let message: string;
  let hint: string | undefined;
  let at = path;
  let atKey = false;
  switch (err.keyword) {
    case "required": {
      const key = (err.params as { missingProperty: string }).missingProperty;
      message = `is missing the required key "${key}"`;
      const desc = (schema?.properties?.[key] as { description?: string } | undefined)?.description;
      hint = desc ? `add ${key}: ${desc}` : `add ${key}`;
      break;
    }
    case "additionalProperties": {
      const key = (err.params as { additionalProperty: string }).additionalProperty;
      at = [...path, key];
      atKey = true;
      const allowed = Object.keys(schema?.properties ?? {});
      const guess = didYouMean(key, allowed);
      message = `has an unknown key "${key}"${guess ? `; did you mean "${guess}"?` : ""}`;
      hint = `allowed keys: ${allowed.join(", ")}`;
      return { file: file.file, ...pos(file, at, atKey), path: formatPath(path), message, hint, source: file.source };
    }
    case "minItems":
    case "maxItems": {
      const { limit } = err.params as { limit: number };
      const found = Array.isArray(value) ? value.length : 0;
      const s = (err.schema as number) === 1 ? "" : "s";
      const other = err.keyword === "minItems" ? (err.parentSchema as { maxItems?: number }).maxItems : (err.parentSchema as { minItems?: number }).minItems;
      message = other === limit
        ? `must have exactly ${limit} item${s} (found ${found})`
        : `must have ${err.keyword === "minItems" ? "at least" : "at most"} ${limit} item${s} (found ${found})`;
      hint = schema?.description;
      break;
    }
    case "minLength":
    case "maxLength": {
      const { limit } = err.params as { limit: number };
      const found = typeof value === "string" ? value.length : 0;
      message = `must be ${err.keyword === "minLength" ? "at least" : "at most"} ${limit} characters long (found ${found})`;
      hint = schema?.description;
      break;
    }
    case "pattern": {
      message = `${JSON.stringify(value)} is not valid here`;
      hint = schema?.description ?? `must match ${(err.params as { pattern: string }).pattern}`;
      if (String((err.params as { pattern: string }).pattern).startsWith("^[a-z0-9]+(-[a-z0-9]+)*$")) {
        const fixed = String(value).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
        message = `${JSON.stringify(value)} is not a valid slug`;
        hint = `use lowercase letters, digits and single hyphens, for example "${fixed}"`;
      }
      break;
    }
    case "enum": {
      const allowed = (err.params as { allowedValues: unknown[] }).allowedValues.map(String);
      const guess = typeof value === "string" ? didYouMean(value, allowed) : undefined;
      message = `${JSON.stringify(value)} is not allowed${guess ? `; did you mean "${guess}"?` : ""}`;
      hint = `one of: ${allowed.join(", ")}`;
      break;
    }
    case "type": {
      message = `must be ${/^[aeiou]/.test(String(err.params.type)) ? "an" : "a"} ${err.params.type} (found ${describe(value)})`;
      hint = schema?.description;
      break;
    }
    case "minimum":
    case "maximum": {
      message = `must be ${err.keyword === "minimum" ? "at least" : "at most"} ${(err.params as { limit: number }).limit} (found ${JSON.stringify(value)})`;
      hint = schema?.description;
      break;
    }
    default:
      message = err.message ?? "is not valid";
      hint = schema?.description;
  }
  return { file: file.file, ...pos(file, at, atKey), path: formatPath(path), message, hint, source: file.source };
}

function pos(file: SpecFile, path: readonly (string | number)[], atKey: boolean): { line: number; col: number } {
  const [line, col] = locate(file, path, atKey);
  return { line, col };
}

/**
 * Validates every loaded file against its schema (§ DESIGN Validate): one message per failing
 * node, all files at once.
 * @throws SpecError with every problem found.
 */
export function validateSpec(files: readonly SpecFile[], schemaDir: string): void {
  const get = createValidator(schemaDir);
  const problems: Diagnostic[] = [];
  for (const file of files) {
    const validate = get(file.schema);
    if (validate(file.data)) continue;
    const seen = new Set<string>();
    for (const err of validate.errors ?? []) {
      const d = toDiagnostic(file, err);
      const key = `${d.path}|${err.keyword === "additionalProperties" || err.keyword === "required" ? d.message : ""}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push(d);
    }
  }
  if (problems.length > 0) throw new SpecError(problems);
}
