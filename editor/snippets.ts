/**
 * The starters the schemas offer (their `defaultSnippets`, written for VS Code) as plain values,
 * for the panel's "Add" and a new page: shared by the browser and the dev server.
 */

/** A snippet body as a plain value: `${1:Badge}` → "Badge", `$0` → "", `"^${5:50}"` → 50 (VS Code's way to write a number or true/false). */
export function fromSnippet(body: unknown): unknown {
  if (typeof body === "string") {
    const text = body.replace(/\$\{\d+:([^}]*)\}/g, "$1").replace(/\$\{?\d+\}?/g, "");
    if (text.startsWith("^")) {
      try {
        return JSON.parse(text.slice(1)) as unknown;
      } catch {
        return text.slice(1);
      }
    }
    return text;
  }
  if (Array.isArray(body)) return body.map(fromSnippet);
  if (body && typeof body === "object") return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, fromSnippet(v)]));
  return body;
}

/**
 * One starter of a schema (an item of its `defaultSnippets`). `starterTexts` names the fields of
 * the body (at any depth) whose starter values only show what goes there ("Full Name", "The
 * question?"): a value still equal to one is a problem until replaced (generator/lint/starters.ts;
 * docs/content/editing.md, "Starter texts"). Fields it does not name start with a value that may
 * stay (a form id, a link, a heading such as "Questions").
 */
export interface Snippet {
  readonly label?: string;
  readonly description?: string;
  readonly body?: unknown;
  readonly starterTexts?: readonly string[];
}

/** The starter texts of a snippet as plain values, by field name: `{ name: ["Full Name"], role: ["Role"] }`. */
export function starterTextsOf(snippet: Snippet): Map<string, Set<string>> {
  const named = new Set(snippet.starterTexts ?? []);
  const out = new Map<string, Set<string>>();
  const add = (key: string, value: unknown) => {
    if (typeof value === "string" && value.trim()) out.set(key, (out.get(key) ?? new Set()).add(value));
    else if (Array.isArray(value)) for (const v of value) add(key, v);
  };
  const walk = (body: unknown): void => {
    if (Array.isArray(body)) for (const b of body) walk(b);
    else if (body && typeof body === "object")
      for (const [k, v] of Object.entries(body)) {
        if (named.has(k)) add(k, fromSnippet(v));
        walk(v);
      }
  };
  walk(snippet.body);
  return out;
}
