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
