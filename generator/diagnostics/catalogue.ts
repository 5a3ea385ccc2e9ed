/**
 * Every message the load and validate stages give a content owner, as data, in the spirit of
 * Astro's `core/errors/errors-data.ts`: a stable code, a title to look it up by, what is wrong
 * (`message`, read after `file:line:col path`) and what to do (`hint`).
 *
 * Rules of the voice: the message starts with a verb or "is…" because it follows the path it
 * talks about; values are quoted as JSON; the hint is an instruction a content owner can carry
 * out in the file, never a stack trace or a library's wording alone. "Did you mean" suffixes
 * come from ./suggest.ts only.
 */

/** One catalogue entry; `A` is the shape of the values the texts are made from. */
export interface MessageEntry<A> {
  /** Stable identifier, kebab-case, prefixed by the stage: `load/…`, `schema/…`, `validate/…`. */
  readonly code: string;
  /** Short name of the problem, for docs and tests. */
  readonly title: string;
  /** What is wrong, read after `file:line:col path`. */
  readonly message: (args: A) => string;
  /** What to do about it; undefined when the message says it all. */
  readonly hint: (args: A) => string | undefined;
}

function entry<A>(e: MessageEntry<A>): MessageEntry<A> {
  return e;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;
const restore = (file: string) => `restore it with "git checkout -- ${file}"`;

// ── Load: files ──────────────────────────────────────────────────────────────────────────

export const SpecDirMissing = entry<Record<string, never>>({
  code: "load/spec-dir-missing",
  title: "spec/ not found",
  message: () => "does not exist",
  hint: () => "run the generator from the project root",
});

export const UnknownSpecFile = entry<{ known: string }>({
  code: "load/unknown-file",
  title: "File of no known kind",
  message: () => "is not a known spec file",
  hint: (a) => `spec files live at ${a.known}`,
});

export const RequiredFileMissing = entry<{ file: string; why: string }>({
  code: "load/required-file-missing",
  title: "Required spec file missing",
  message: () => "is missing",
  hint: (a) => `every site needs this file (${a.why}); ${restore(a.file)}`,
});

export const FileUnreadable = entry<{ reason: string }>({
  code: "load/unreadable",
  title: "File cannot be read",
  message: (a) => `cannot be read (${a.reason})`,
  hint: () => "spec files are plain text files the generator can read; check the name and the permissions",
});

export const FileTooLarge = entry<{ bytes: number; limit: number }>({
  code: "load/file-too-large",
  title: "File too large",
  message: (a) => `is ${kb(a.bytes)}; a spec file may be at most ${kb(a.limit)}`,
  hint: () => "split the content over several files, and keep media under public/",
});

// ── Load: encoding ───────────────────────────────────────────────────────────────────────

export const NotUtf8 = entry<{ byte: number; latin1?: string }>({
  code: "load/not-utf8",
  title: "Not UTF-8",
  message: (a) => `is not valid UTF-8: the byte 0x${a.byte.toString(16).toUpperCase().padStart(2, "0")} here is not part of a UTF-8 character`,
  hint: (a) =>
    `save the file as UTF-8 (in VS Code: click the encoding in the status bar, "Save with Encoding", "UTF-8")${
      a.latin1 ? `; the byte is "${a.latin1}" in Latin-1 (Windows-1252), so the file was probably saved in that encoding` : ""
    }`,
});

export const Utf16 = entry<{ order: "little" | "big" }>({
  code: "load/utf16",
  title: "UTF-16 file",
  message: (a) => `is saved as UTF-16 (${a.order}-endian), not UTF-8`,
  hint: () => 'save the file as UTF-8 (in VS Code: click the encoding in the status bar, "Save with Encoding", "UTF-8")',
});

export const ControlCharacter = entry<{ codePoint: number }>({
  code: "load/control-character",
  title: "Control character",
  message: (a) => `contains the control character U+${a.codePoint.toString(16).toUpperCase().padStart(4, "0")}, which YAML does not allow`,
  hint: () => "delete the invisible character here (it often comes from copying out of a PDF or a word processor)",
});

// ── Load: YAML ───────────────────────────────────────────────────────────────────────────

/** yaml's own wording after "is not valid YAML:", with a hint chosen by its error code. */
export const YamlSyntax = entry<{ detail: string; yamlCode: string }>({
  code: "load/yaml-syntax",
  title: "YAML syntax error",
  message: (a) => `is not valid YAML: ${a.detail}`,
  hint: (a) => {
    switch (a.yamlCode) {
      case "BAD_INDENT":
      case "MISSING_CHAR":
        if (/quote/i.test(a.detail)) return "close the quote at the end of the value; inside \"…\" write \\\" for a quote, or use '…' quotes";
        if (/flow (sequence|mapping)/i.test(a.detail)) return "close the [ … ] or { … } on the same line, or indent its continuation lines deeper than the key";
        return "check the indentation: items of one list or mapping must start in the same column";
      case "BLOCK_AS_IMPLICIT_KEY":
      case "MULTILINE_IMPLICIT_KEY":
        return "a value containing ': ' must be quoted";
      case "UNEXPECTED_TOKEN":
      case "BAD_SCALAR_START":
        return "quote values that start with a special character such as @, `, {, [ or *";
      case "BAD_DQ_ESCAPE":
        return "inside \"…\" a backslash starts an escape: write \\\\ for a backslash, or use '…' quotes";
      default:
        return "quote text that contains ': ' or ' #', and indent nested keys with spaces";
    }
  },
});

export const UnquotedColon = entry<{ fix?: string }>({
  code: "load/unquoted-colon",
  title: "Unquoted ': ' in a value",
  message: () => `is not valid YAML: the value contains ": ", which YAML reads as another key`,
  hint: (a) => (a.fix ? `a value containing ': ' must be quoted: ${a.fix}` : "a value containing ': ' must be quoted"),
});

export const UnclosedFlow = entry<{ open: "[" | "{" }>({
  code: "load/unclosed-flow",
  title: "Unclosed [ … ] or { … }",
  message: (a) => `opens a ${a.open === "[" ? "[ … ] list" : "{ … } mapping"} that is not closed`,
  hint: (a) => `close it with ${a.open === "[" ? "]" : "}"} after its last item; when it spans several lines, indent them deeper than the key`,
});

export const BadIndentation = entry<{ text: string; col: number; kind: "item" | "key"; target: { col: number; line: number }; deeper: boolean }>({
  code: "load/bad-indentation",
  title: "Bad indentation",
  message: (a) =>
    a.deeper
      ? "is indented deeper than the key above it, which already has a value"
      : `is not lined up with the ${a.kind === "item" ? "list items" : "keys"} above it (it starts in column ${a.col})`,
  hint: (a) => `keys of one mapping and items of one list start in the same column: move "${a.text}" to column ${a.target.col}, like line ${a.target.line}`,
});

export const TabIndentation = entry<Record<string, never>>({
  code: "load/tab-indentation",
  title: "Tab used for indentation",
  message: () => "is indented with a tab",
  hint: () => "YAML indents with spaces only: replace the tab with spaces (two per level)",
});

export const DuplicateKey = entry<{ key: string; firstLine?: number }>({
  code: "load/duplicate-key",
  title: "Duplicate key",
  message: (a) => `repeats the key "${a.key}"${a.firstLine ? ` (first on line ${a.firstLine})` : ""}`,
  hint: () => "each key may appear once per mapping; remove one of them or merge their values",
});

export const MultipleDocuments = entry<Record<string, never>>({
  code: "load/multiple-documents",
  title: "More than one YAML document",
  message: () => "starts a second YAML document; a spec file holds one",
  hint: () => "remove this '---' line (and any '...' line), or move what follows into a file of its own",
});

export const UnknownTag = entry<{ tag: string }>({
  code: "load/unknown-tag",
  title: "YAML tag",
  message: (a) => `uses the tag ${a.tag}, which spec files do not support`,
  hint: (a) =>
    a.tag === "!include" || a.tag === "!import"
      ? "spec files cannot include other files: write the content here, or reference a file by its path as plain text"
      : "write the value itself (text, number, list or mapping) without a '!' tag; quote text that starts with '!'",
});

export const AliasExplosion = entry<{ limit: number }>({
  code: "load/alias-explosion",
  title: "Too many alias expansions",
  message: (a) => `expands YAML aliases (*name) more than ${a.limit} times`,
  hint: () => "aliases that repeat other aliases grow exponentially; write the repeated content out, or use fewer aliases",
});

export const UnknownAlias = entry<{ name: string; anchors: string }>({
  code: "load/unknown-alias",
  title: "Alias of no anchor",
  message: (a) => `refers to the alias *${a.name}, but no anchor &${a.name} comes before it`,
  hint: (a) => (a.anchors ? `anchors defined above: ${a.anchors}` : "define the anchor (&name) before using it, or write the value out"),
});

export const ComplexKey = entry<Record<string, never>>({
  code: "load/complex-key",
  title: "List or mapping as a key",
  message: () => "uses a list or mapping as a key",
  hint: () => "keys are plain words (title, heading, …): remove the '?' and write the key as text",
});

export const ValueTooLarge = entry<{ bytes: number; limit: number }>({
  code: "load/value-too-large",
  title: "Value too large",
  message: (a) => `is ${kb(a.bytes)} long; one value may be at most ${kb(a.limit)}`,
  hint: () => "shorten the text or split it into several entries; put media and documents under public/ and refer to them by path",
});

export const YamlVersion = entry<{ version: string }>({
  code: "load/yaml-version",
  title: "YAML version other than 1.2",
  message: (a) => `declares %YAML ${a.version}; spec files are YAML 1.2`,
  hint: () => "remove the %YAML line (and the '---' after it): under YAML 1.1, words such as yes, no, on and off would turn into true and false",
});

export const YamlWarning = entry<{ detail: string }>({
  code: "load/yaml-warning",
  title: "YAML that spec files do not allow",
  message: (a) => `is not allowed in a spec file: ${a.detail}`,
  hint: () => "write plain YAML: mappings, lists, text and numbers",
});

// ── Schemas (spec/schemas/*.schema.json) ────────────────────────────────────────────────

export const SchemaDirMissing = entry<{ dir: string }>({
  code: "schema/dir-missing",
  title: "spec/schemas/ not found",
  message: () => "does not exist, so no spec file can be checked",
  hint: (a) => restore(a.dir),
});

export const SchemaMissing = entry<{ schema: string; usedBy: readonly string[]; renamed?: string }>({
  code: "schema/missing",
  title: "Schema file missing",
  message: (a) => `is missing, so ${a.usedBy.length === 1 ? a.usedBy[0] : plural(a.usedBy.length, "spec file")} cannot be checked`,
  hint: (a) => (a.renamed ? `rename ${a.renamed} to ${a.schema.replace(/^.*\//, "")} (the name looks misspelled)` : restore(a.schema)),
});

export const SchemaNotJson = entry<{ detail: string; schema: string }>({
  code: "schema/not-json",
  title: "Schema is not valid JSON",
  message: (a) => `is not valid JSON: ${a.detail}`,
  hint: (a) => `fix the JSON at this position, or ${restore(a.schema)}`,
});

export const SchemaIdMismatch = entry<{ id: string; expected: string }>({
  code: "schema/id-mismatch",
  title: "Schema $id differs from its file name",
  message: (a) => `has "$id": ${JSON.stringify(a.id)}, which must be its file name ${JSON.stringify(a.expected)}`,
  hint: (a) => `set "$id": ${JSON.stringify(a.expected)}`,
});

export const SchemaInvalid = entry<{ detail: string; schema: string }>({
  code: "schema/invalid",
  title: "Schema breaks JSON Schema rules",
  message: (a) => `is not a valid JSON Schema (draft-07, strict): ${a.detail}`,
  hint: (a) => `fix the keyword at this position (JSON Schema draft-07 keywords only), or ${restore(a.schema)}`,
});

// ── Validate: ajv errors in the generator's voice ─────────────────────────────────────────

export const RequiredKey = entry<{ key: string; description?: string }>({
  code: "validate/required",
  title: "Required key missing",
  message: (a) => `is missing the required key "${a.key}"`,
  hint: (a) => (a.description ? `add ${a.key}: ${a.description}` : `add ${a.key}`),
});

export const UnknownKey = entry<{ key: string; suffix: string; allowed: readonly string[] }>({
  code: "validate/unknown-key",
  title: "Unknown key",
  message: (a) => `has an unknown key "${a.key}"${a.suffix}`,
  hint: (a) => `allowed keys: ${a.allowed.join(", ")}`,
});

export const ItemCount = entry<{ bound: "exactly" | "at least" | "at most"; limit: number; found: number; description?: string }>({
  code: "validate/item-count",
  title: "Wrong number of items",
  message: (a) => `must have ${a.bound === "exactly" ? "exactly" : a.bound} ${plural(a.limit, "item")} (found ${a.found})`,
  hint: (a) => a.description,
});

/**
 * A text shorter or longer than its schema allows. `trimmed`: the minimum is counted without
 * the spaces at either end (the schema's `pattern` "\\S[\\s\\S]{n,}\\S"), and `found` is the
 * trimmed length.
 */
export const TextLength = entry<{ bound: "at least" | "at most"; limit: number; found: number; trimmed?: boolean; description?: string }>({
  code: "validate/text-length",
  title: "Text too short or too long",
  message: (a) => `must be ${a.bound} ${plural(a.limit, "character")} long${a.trimmed ? ", not counting spaces at either end" : ""} (found ${a.found})`,
  hint: (a) => a.description,
});

/**
 * A text that must say something is empty or only spaces. `kind`: whether the key may be left
 * out (`optional`), must stay (`required`), or the text is an item of a list (`item`).
 */
export const BlankText = entry<{ kind: "required" | "optional" | "item"; description?: string }>({
  code: "validate/blank-text",
  title: "Blank text",
  message: () => "is blank",
  hint: (a) => {
    const what = { required: "write the text; the key is required", optional: "write the text, or remove the key (it is optional)", item: "write the text, or remove the item" }[a.kind];
    return a.description ? `${what}. ${a.description}` : what;
  },
});

export const PatternMismatch = entry<{ value: unknown; description?: string; pattern: string }>({
  code: "validate/pattern",
  title: "Value of the wrong form",
  message: (a) => `${JSON.stringify(a.value)} is not valid here`,
  hint: (a) => a.description ?? `must match ${a.pattern}`,
});

export const InvalidSlug = entry<{ value: unknown; fixed: string }>({
  code: "validate/slug",
  title: "Invalid slug",
  message: (a) => `${JSON.stringify(a.value)} is not a valid slug`,
  hint: (a) => `use lowercase letters, digits and single hyphens, for example "${a.fixed}"`,
});

export const NotAllowed = entry<{ value: unknown; suffix: string; allowed: readonly string[] }>({
  code: "validate/enum",
  title: "Value not in the list",
  message: (a) => `${JSON.stringify(a.value)} is not allowed${a.suffix}`,
  hint: (a) => `one of: ${a.allowed.join(", ")}`,
});

export const WrongType = entry<{ type: string; found: string; description?: string }>({
  code: "validate/type",
  title: "Value of the wrong type",
  message: (a) => `must be ${/^[aeiou]/.test(a.type) ? "an" : "a"} ${a.type} (found ${a.found})`,
  hint: (a) => a.description,
});

export const NumberRange = entry<{ bound: "at least" | "at most"; limit: number; value: unknown; description?: string }>({
  code: "validate/range",
  title: "Number out of range",
  message: (a) => `must be ${a.bound} ${a.limit} (found ${JSON.stringify(a.value)})`,
  hint: (a) => a.description,
});

export const SchemaRule = entry<{ detail: string; description?: string }>({
  code: "validate/other",
  title: "Value breaks a schema rule",
  message: (a) => a.detail,
  hint: (a) => a.description,
});

/** Every entry, for tests and docs: each code must be reachable by a broken spec. */
export const catalogue: readonly MessageEntry<never>[] = [
  SpecDirMissing, UnknownSpecFile, RequiredFileMissing, FileUnreadable, FileTooLarge,
  NotUtf8, Utf16, ControlCharacter,
  YamlSyntax, UnquotedColon, UnclosedFlow, BadIndentation, TabIndentation, DuplicateKey, MultipleDocuments, UnknownTag,
  AliasExplosion, UnknownAlias, ComplexKey, ValueTooLarge, YamlVersion, YamlWarning,
  SchemaDirMissing, SchemaMissing, SchemaNotJson, SchemaIdMismatch, SchemaInvalid,
  RequiredKey, UnknownKey, ItemCount, TextLength, BlankText, PatternMismatch, InvalidSlug, NotAllowed, WrongType, NumberRange, SchemaRule,
] as readonly MessageEntry<never>[];
