/**
 * Words and patterns a content owner never reads in the page editor (docs/content/editing.md,
 * "Plain words"): the developer's wording (section numbers, issue numbers, file paths, commands,
 * printed instance paths, naming-style jargon) belongs behind a "Details" disclosure, in the
 * schemas' `$comment` (CONTRIBUTING.md, "A property's label and help") or in docs/.
 *
 * One list, read by the schema test (tests/unit/generator/schemas.test.ts), the lister of the
 * schemas' person-facing texts (scripts/schema/schema-words.ts) and the scan of every panel
 * (tests/e2e/dev/words.spec.ts).
 */

/** One forbidden pattern: its name, the expression, and what to write instead. */
export interface UnplainPattern {
  readonly name: string;
  readonly pattern: RegExp;
  readonly instead: string;
}

/** Every forbidden pattern. */
export const UNPLAIN_PATTERNS: readonly UnplainPattern[] = [
  { name: "section sign", pattern: /§/, instead: "say what the rule is, not where the specification has it" },
  { name: "issue number", pattern: /\bissues? #?\d+/i, instead: "say what it is for, not which issue asked for it" },
  {
    name: "file path",
    pattern: /\b(?:spec|generated|docs|scripts|editor|runtime|generator|dist|node_modules)\/[\w.{}<>*/-]*|\b[\w{}-]+\.(?:ya?ml|json|tsx?|mjs)\b/,
    instead: "name the thing (the client list, the page's texts), not its file",
  },
  {
    name: "command",
    pattern: /\bnp[mx] (?:run|start|test|install|ci)\b|\bnpx \w|\bgit (?:diff|status|checkout)\b/,
    instead: "say what happens, not which command does it",
  },
  { name: "code mark", pattern: /`/, instead: "write the value in quotes or in words" },
  { name: "list index", pattern: /\w\[\d*\]/, instead: "count items from 1 in words (item 3)" },
  { name: "naming style", pattern: /kebab-case|PascalCase|camelCase|snake_case/i, instead: "show an example (media-buying) instead of naming the style" },
  { name: "language tag standard", pattern: /BCP ?47/i, instead: "say 'language code' and give examples (en, sw)" },
  { name: "root path", pattern: /\(root\)/, instead: "name the record" },
  { name: "JSON pointer", pattern: /#\/(?:definitions|properties)|\/properties\/|\$ref\b/, instead: "name the field by its label" },
  { name: "instance path", pattern: /\b[a-z]+[A-Z]\w*\.[a-z]\w*|\b[a-z]\w*\.[a-z]+[A-Z]\w*/, instead: "name the field by its label" },
  { name: "slug", pattern: /\bslugs?\b/i, instead: "say 'the last part of the page's address'" },
  { name: "route id", pattern: /\broute id\b/i, instead: "say 'short name'" },
  { name: "plugin or config", pattern: /\[plugin:|vite\.config|server\.hmr/i, instead: "say what is wrong in the content" },
  { name: "request jargon", pattern: /\bBad request\b/i, instead: "say what to change" },
];

/**
 * The names of the patterns `text` breaks, in list order; [] for plain text. A placeholder the
 * person writes as it is (`{{slug}}`) is not counted.
 */
export function unplainWords(text: string): string[] {
  const read = text.replace(/\{\{\s*\w+\s*\}\}/g, "");
  return UNPLAIN_PATTERNS.filter((p) => p.pattern.test(read)).map((p) => p.name);
}
