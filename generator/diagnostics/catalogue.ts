/**
 * Every message the generator gives a content owner, as data, in the spirit of
 * Astro's `core/errors/errors-data.ts`: a stable code, a title to look it up by, what is wrong
 * (`message`, read after `file:line:col path`) and what to do (`hint`).
 *
 * Rules of the voice: the message starts with a verb or "is…" because it follows the path it
 * talks about; values are quoted as JSON; the hint is an instruction a content owner can carry
 * out in the file, never a stack trace or a library's wording alone. "Did you mean" suffixes
 * come from ./suggest.ts only.
 */
import type { LeftOutRecord } from "../load/drafts.ts";
import { didYouMeanList, knownKeys } from "./suggest.ts";
import { MAX_INPUT_PIXELS, megapixels } from "../../lib/picture-limit.mjs";

/** One catalogue entry; `A` is the shape of the values the texts are made from. */
export interface MessageEntry<A> {
  /**
   * Stable identifier, kebab-case, prefixed by where the problem is found: `load/…`, `schema/…`,
   * `validate/…` (the JSON Schemas), `template/…`, `media/…`, `normalize/…`, `routes/…`,
   * `forms/…`, `pages/…`, `content/…`, `theme/…` (the normalize transforms), `links/…` (its
   * second pass) and `urls/…` (the URL history and spec/redirects.yaml, after the links).
   */
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
/** A contrast ratio cut (not rounded) to 2 decimals, so 4.497 never reads "4.50". */
const ratio = (r: number) => (Math.floor(r * 100) / 100).toFixed(2);
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
        if (/quote/i.test(a.detail)) return 'close the quote at the end of the value; inside "…" write \\" for a quote, or use \'…\' quotes';
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

export const BadIndentation = entry<{
  text: string;
  col: number;
  kind: "item" | "key";
  target: { col: number; line: number };
  deeper: boolean;
  below?: boolean;
}>({
  code: "load/bad-indentation",
  title: "Bad indentation",
  message: (a) =>
    a.deeper
      ? "is indented deeper than the key above it, which already has a value"
      : `is not lined up with the ${a.kind === "item" ? "list items" : "keys"} ${a.below ? "below" : "above"} it (it starts in column ${a.col})`,
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

/** A file whose lists and mappings nest deeper than load's LIMITS.nesting (generator/load/nesting.ts). */
export const NestingTooDeep = entry<{ limit: number }>({
  code: "load/nesting-too-deep",
  title: "Lists and mappings nested too deep",
  message: (a) => `is nested more than ${a.limit} levels deep (lists and mappings inside each other)`,
  hint: (a) =>
    `a spec file nests at most ${a.limit} levels, far more than any schema needs: look here for a run of [, { or "- " left by mistake, or give the value the shape its schema describes`,
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
 * A list the build leaves with fewer items than its schema allows, once it leaves out those
 * that are drafts or scheduled (load/drafts.ts): a band of testimonials every one of which is a
 * draft would go out empty. `count` is {@link ItemCount}'s message for the list as published.
 */
export const ItemsLeftOut = entry<{ count: string }>({
  code: "schedule/list-left-short",
  title: "A list the build would leave too short",
  message: (a) => `${a.count} once the build leaves out its drafts and the items not yet or no longer published`,
  hint: () => "publish one more of its items (remove its draft: true, or move its publishAt earlier), or make the whole page a draft as well",
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
    const what = {
      required: "write the text; the key is required",
      optional: "write the text, or remove the key (it is optional)",
      item: "write the text, or remove the item",
    }[a.kind];
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

/** The most values a hint spells out (about two lines); the lucide icon names are some 2,400. */
export const LIST_IN_HINT = 24;

/** 2399 → "2,399". */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ",");

/**
 * A value outside the schema's list. A short list is spelt out; a long one (the icon names) is
 * described instead, by the field's description, and counted: the "did you mean" suffix and the
 * editor's completion name the values.
 */
export const NotAllowed = entry<{ value: unknown; suffix: string; allowed: readonly string[]; description?: string }>({
  code: "validate/enum",
  title: "Value not in the list",
  message: (a) => `${JSON.stringify(a.value)} is not allowed${a.suffix}`,
  hint: (a) =>
    a.allowed.length <= LIST_IN_HINT
      ? `one of: ${a.allowed.join(", ")}`
      : `${a.description ? `${a.description} ` : ""}It must be one of ${thousands(a.allowed.length)} names; the YAML extension completes them in the editor.`,
});

/**
 * A value of the wrong type. `quoted`: text was expected and YAML read the value as a number or
 * true/false (`title: 2024`, `value: 410`); the hint then shows the line (`quoted`) with the value
 * as written (`written`) in quotes, which YAML always reads as text.
 */
export const WrongType = entry<{ type: string; found: string; description?: string; written?: string; quoted?: string }>({
  code: "validate/type",
  title: "Value of the wrong type",
  message: (a) => `must be ${/^[aeiou]/.test(a.type) ? "an" : "a"} ${a.type} (found ${a.found})`,
  hint: (a) =>
    a.quoted
      ? `${a.description ? `${a.description} ` : ""}Without quotes YAML reads ${a.written ?? "it"} as ${a.found === "a boolean" ? "a yes/no value" : "a number"}; put it in quotes to keep it as text: ${a.quoted}`
      : a.description,
});

/**
 * A picture written the old way, as a bare path, where the schema asks for the picture with its
 * alt text (`#/definitions/picture`): the hint rewrites the line.
 */
export const PictureAsPath = entry<{ key: string; src: string; inList: boolean }>({
  code: "validate/picture-as-path",
  title: "Picture without its alt text",
  message: () => "is a file path alone; a picture is written with its alt text",
  hint: (a) =>
    `write ${a.inList ? "the item" : `"${a.key}"`} as a mapping: ${a.inList ? "- " : `${a.key}: `}{ src: ${a.src}, alt: "what the picture shows, for people who cannot see it" }; add focalPoint: { x: 50, y: 30 } (in %) to choose the point every crop keeps in frame`,
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

// ── Templates: {{name}} placeholders in texts ─────────────────────────────────────────────

const placeholders = (allowed: readonly string[]) => allowed.map((a) => `{{${a}}}`).join(", ");

export const TemplateUnbalanced = entry<{ opens: boolean }>({
  code: "template/unbalanced",
  title: "Placeholder braces not closed",
  message: (a) => `has ${a.opens ? "a {{ without its }}" : "a }} without its {{"}`,
  hint: () => "placeholders are written {{name}}",
});

export const TemplateInvalid = entry<{ detail: string }>({
  code: "template/invalid",
  title: "Text is not a valid template",
  message: (a) => `is not a valid template${a.detail ? ` (${a.detail})` : ""}`,
  hint: () => "placeholders are written {{name}}, with a plain name inside",
});

export const TemplateHelper = entry<{ allowed: readonly string[] }>({
  code: "template/helper",
  title: "Template uses a helper, block or partial",
  message: () => "uses a Handlebars helper, block or partial",
  hint: (a) => (a.allowed.length ? `only plain placeholders are allowed: ${placeholders(a.allowed)}` : "this text takes no placeholders"),
});

export const UnknownPlaceholder = entry<{ name: string; suffix: string; allowed: readonly string[] }>({
  code: "template/unknown-placeholder",
  title: "Unknown placeholder",
  message: (a) => `uses the unknown placeholder {{${a.name}}}${a.suffix}`,
  hint: (a) => (a.allowed.length ? `placeholders here: ${placeholders(a.allowed)}` : "this text takes no placeholders"),
});

// ── Normalize: media and icons ─────────────────────────────────────────────────────────────

/**
 * An icon the schemas allowed but the installed lucide-react does not export: the schemas' icon
 * list (validate/enum catches every other misspelling first) is older or newer than lucide-react.
 */
export const UnknownIcon = entry<{ name: string; suffix: string }>({
  code: "media/unknown-icon",
  title: "Icon lucide does not have",
  message: (a) => `"${a.name}" is not a lucide icon${a.suffix}`,
  hint: () =>
    'icon names are lucide\'s PascalCase names, for example Target, BadgeDollarSign, TrendingUp; the icon list of spec/schemas/ does not match the installed lucide-react: bring it up to date with "npx tsx scripts/schema/schema-annotate.ts"',
});

/** What a media path's extension asks for, in a hint: "a photograph (JPEG, PNG or WebP)". */
export type MediaType = "photo" | "svg" | "gif" | "video" | "pdf" | "file";

const MEDIA_TYPES: Readonly<Record<MediaType, string>> = {
  photo: "a photograph (JPEG, PNG, WebP or AVIF)",
  svg: "an SVG drawing (an icon or illustration with a viewBox)",
  gif: "a GIF image",
  video: "a video (MP4 with H.264, or WebM)",
  pdf: "a PDF document",
  file: "the file",
};

/**
 * A media path that names no file. When existing files have a near path (`near`, paths as the
 * spec writes them, nearest first: a misspelt name, folder or extension), the hint leads with
 * them and offers no placeholder, which would only hide the misspelling. Otherwise it says what
 * to add where, fitted to what the extension asks for (`type`: a photograph says how wide its
 * slot needs it, `minWidth`, `slot`), and names `npm run media` only where that command draws
 * the file (`placeholder`, ../assets/placeholders.ts: SVGs below /media/).
 */
export const MediaMissing = entry<{
  src: string;
  kind: "image" | "video" | "file";
  type?: MediaType;
  minWidth?: number;
  slot?: string;
  near?: readonly string[];
  placeholder?: boolean;
}>({
  code: "media/missing",
  title: "Media file missing",
  message: (a) => `points to ${a.src}, which does not exist`,
  hint: (a) => {
    const type = a.type ?? (a.kind === "video" ? "video" : a.kind === "image" ? "photo" : "file");
    const what =
      type === "photo" && a.minWidth ? `${MEDIA_TYPES.photo.slice(0, -1)}, at least ${a.minWidth} px wide for ${a.slot ?? "its slot"})` : MEDIA_TYPES[type];
    const add = `add ${what} at public${a.src}`;
    if (a.near?.length) {
      const one = a.near.length === 1;
      return `${didYouMeanList(a.near)} Correct the path to ${one ? "that file" : "the file you meant"}, or, if this is a new file, ${add}`;
    }
    const make = a.placeholder
      ? ', or run "npm run media" to make placeholder artwork there'
      : a.kind === "video"
        ? " (scripts/media/make-video.sh makes placeholder clips)"
        : "";
    return `${add}${make}`;
  },
});

export const MediaOutsidePublic = entry<{ src: string }>({
  code: "media/outside-public",
  title: "Media path leaves public/",
  message: (a) => `points to ${a.src}, which is outside public/`,
  hint: () => "media paths start with / and name a file below public/, with no .. segments",
});

/**
 * A media path that names something other than a usable file of its type. `npm run media` never
 * replaces a file, so it is named (`placeholder`, ../assets/placeholders.ts) as deleting the
 * file first, and only where it draws that path.
 */
export const MediaUnreadable = entry<{ src: string; problem: string; kind: string; video?: boolean; placeholder?: boolean }>({
  code: "media/unreadable",
  title: "Media file unusable",
  message: (a) => `points to ${a.src}, which ${a.problem}`,
  hint: (a) =>
    `replace public${a.src} with a real ${a.kind} file${a.video ? " (scripts/media/make-video.sh makes placeholder clips)" : a.placeholder ? ', or delete it and run "npm run media" for placeholder artwork' : ""}`,
});

/**
 * A photograph narrower than its slot needs; for a slot of one shape (`cut`: a portrait's
 * square), the region of that shape the slot shows is what must be wide enough.
 */
export const MediaTooSmall = entry<{ src: string; width: number; minWidth: number; slot: string; cut?: { height: number; shape: string; width: number } }>({
  code: "media/too-small",
  title: "Photograph too small for its slot",
  message: (a) =>
    a.cut
      ? `points to ${a.src}, which is ${a.width} × ${a.cut.height} px, so its ${a.cut.shape} is ${a.cut.width} px wide; ${a.slot} needs at least ${a.minWidth} px`
      : `points to ${a.src}, which is ${a.width} px wide; ${a.slot} needs at least ${a.minWidth} px`,
  hint: (a) =>
    a.cut
      ? `export the photograph at least ${a.minWidth} px wide and high (the build cuts the ${a.cut.shape} around its focal point and makes the smaller sizes itself), or choose a larger one`
      : `export the photograph at ${a.minWidth} px wide or more (the build makes the smaller sizes itself), or choose a larger one`,
});

/**
 * A picture with more pixels than any part of the project decodes (lib/picture-limit.mjs,
 * docs/pictures.md "How large a picture may be"): refused from its header, never decoded.
 */
export const MediaTooManyPixels = entry<{ src: string; width: number; height: number }>({
  code: "media/too-many-pixels",
  title: "Picture too large to read",
  message: (a) =>
    `points to ${a.src}, which is ${a.width.toLocaleString("en-GB")} × ${a.height.toLocaleString("en-GB")} px (${megapixels(a.width * a.height)}); a picture may have at most ${megapixels(MAX_INPUT_PIXELS)}`,
  hint: () => "export it smaller, 8,000 × 5,000 px at most or as many pixels in another shape (the build makes every size a page shows from it)",
});

/**
 * A composed picture whose words run out of the thing they are printed on (a billboard, a
 * phone's screen, a cover's column of words) at the size a reader needs: the build's fit check
 * (media/art/fit.ts, docs/pictures.md "Pictures composed from content"). Said of the picture,
 * not of a place in spec/: `picture` names it in words.
 */
export const WordsOverflow = entry<{ picture: string; words: string; frame: string; side: "top" | "bottom" | "left" | "right"; by: number }>({
  code: "media/words-overflow",
  title: "Words do not fit their picture",
  message: (a) =>
    `${a.picture} does not fit its words: ${JSON.stringify(a.words)} runs ${a.by} px ${
      { top: "above", bottom: "below", left: "past the left edge of", right: "past the right edge of" }[a.side]
    } ${a.frame}`,
  hint: () => "shorten these words, or give the piece of work another format with more room for words",
});

// ── Normalize: keys, names and duplicates ──────────────────────────────────────────────────

export const FileNameMismatch = entry<{ key: string; value: string; expected: string }>({
  code: "normalize/file-name",
  title: "Key differs from the file name",
  message: (a) => `is "${a.value}" but the file is named ${a.expected}.yaml`,
  hint: (a) => `rename the file to ${a.value}.yaml, or set ${a.key}: ${a.expected}`,
});

export const Duplicate = entry<{ value: string; what: string; rule: string }>({
  code: "normalize/duplicate",
  title: "Value used twice",
  message: (a) => `"${a.value}" is used by two ${a.what}`,
  hint: (a) => a.rule,
});

/**
 * Two page files of spec/pages/ with one route (a page file copied and not yet given a route of
 * its own): reported at the `route:` of each, each naming the other's file:line:col.
 */
export const RouteTwoFiles = entry<{ route: string; other: string }>({
  code: "normalize/route-two-files",
  title: "One route, two page files",
  message: (a) => `"${a.route}" is also the route of the page file at ${a.other}`,
  hint: () => "one page file per route: delete the copy, or give one of them a route of its own (a new route in spec/routes.yaml with page: sections)",
});

export const NeededKey = entry<{ key: string; why: string }>({
  code: "normalize/needed-key",
  title: "Key needed in this case",
  message: (a) => `is missing the required key "${a.key}"`,
  hint: (a) => a.why,
});

export const UnusedKey = entry<{ key: string; why: string }>({
  code: "normalize/unused-key",
  title: "Key that has no effect here",
  message: (a) => `is not used ${a.why}`,
  hint: (a) => `remove ${a.key}`,
});

export const IncompleteItem = entry<{ needs: string; why: string }>({
  code: "normalize/incomplete-item",
  title: "Item missing a part it shows",
  message: (a) => `needs ${a.needs}`,
  hint: (a) => a.why,
});

export const EmptySlug = entry<Record<string, never>>({
  code: "normalize/empty-slug",
  title: "Title makes no slug",
  message: () => "makes an empty slug",
  hint: () => "a title needs letters or digits (the URL is made from them)",
});

export const SlugCollision = entry<{ slug: string; scope: string }>({
  code: "normalize/slug-collision",
  title: "Two titles make one slug",
  message: (a) => `makes the slug "${a.slug}", which another study of ${a.scope} already has`,
  hint: () => "titles of one scope must differ in their letters and digits",
});

/**
 * A key that names nothing: a client, form, page, practice, service. `suffix` names the nearest
 * keys (./suggest.ts, up to three); `known`, when the hint (`where`) does not list them already,
 * the keys there are (./suggest.ts knownKeys: a dozen, then how many more).
 */
export const UnknownReference = entry<{ value: string; what: string; suffix: string; where: string; known?: readonly string[] }>({
  code: "normalize/unknown-reference",
  title: "Reference to nothing",
  message: (a) => `"${a.value}" is not ${a.what}${a.suffix}`,
  hint: (a) => (a.known ? `${a.where}; known keys: ${knownKeys(a.known)}` : a.where),
});

/**
 * A key that names a record the build leaves out for now (docs/writing-content.md, "Drafts" and
 * "Scheduled publishing"): a draft, a record still to come or gone since its `unpublishAt`. Said
 * so, rather than "not found", since the record is there in its file.
 */
export const ReferenceLeftOut = entry<{ value: string; what: string; left: Pick<LeftOutRecord, "state" | "time"> }>({
  code: "normalize/reference-left-out",
  title: "Reference to a draft or scheduled record",
  message: (a) =>
    a.left.state === "draft"
      ? `"${a.value}" is ${a.what} that is still a draft (draft: true), which the build leaves out`
      : a.left.state === "pending"
        ? `"${a.value}" is ${a.what} scheduled for ${a.left.time} (publishAt), so the build at this time leaves it out`
        : `"${a.value}" is ${a.what} unpublished at ${a.left.time} (unpublishAt), so the build at this time leaves it out`,
  hint: (a) =>
    a.left.state === "draft"
      ? "publish it first (remove its draft: true), or name it here once it is published"
      : a.left.state === "pending"
        ? "name it from content published at the same time or later (give this record the same publishAt), or here once it is published"
        : "name another here, or move its unpublishAt later",
});

/**
 * One fact written twice with two values (one fact in one place): a person with two
 * records, a campaign's figure that another record gives another number, the site's own contact
 * details typed into a text. Reported at each place, naming the other (`other`: file:line:col).
 */
export const FactTwoWays = entry<{ what: string; here: string; there: string; other: string; fix: string }>({
  code: "normalize/fact-two-ways",
  title: "One fact stated two ways",
  message: (a) => `${a.what} is stated two ways: ${a.here} here, ${a.there} at ${a.other}`,
  hint: (a) => a.fix,
});

/**
 * Two counts of one thing on one page ("a free 6-page report" and "24 pages of data";
 * ../normalize/claims.ts): a reader takes them for two answers to one question. Reported at each
 * text, naming the other (`other`: file:line:col).
 */
export const ClaimTwoWays = entry<{ page: string; thing: string; here: string; there: string; other: string }>({
  code: "content/claim-two-ways",
  title: "Two figures for one thing on a page",
  message: (a) => `${a.page} counts "${a.thing}" two ways: "${a.here}" here, "${a.there}" at ${a.other}`,
  hint: () =>
    "a reader takes these for two answers to one question: give one figure, in one place, or say in words what each counts so they cannot be read as the same thing",
});

export const MissingFileFor = entry<{ value: string; what: string; file: string }>({
  code: "normalize/missing-file",
  title: "Listed but has no file",
  message: (a) => `lists ${a.what} "${a.value}", which has no ${a.file}`,
  hint: () => "add the file, or remove the value",
});

// ── Normalize: rules of the specification ─────────────────────────────────────────────────

export const ListLengthMismatch = entry<{ found: number; expected: number; other: string; why: string }>({
  code: "normalize/list-length",
  title: "Lists that go in pairs differ in length",
  message: (a) => `has ${a.found} item${a.found === 1 ? "" : "s"} but ${a.other} has ${a.expected}`,
  hint: (a) => `${a.why}: give it ${a.expected} item${a.expected === 1 ? "" : "s"}`,
});

export const TextPrefix = entry<{ prefix: string; found: string; why: string }>({
  code: "normalize/text-prefix",
  title: "Text must start with a fixed word",
  message: (a) => `must start with "${a.prefix}" (found "${a.found}")`,
  hint: (a) => a.why,
});

export const TitleWithoutBrand = entry<Record<string, never>>({
  code: "routes/title-without-brand",
  title: "Browser title without the brand",
  message: () => "does not contain the brand",
  hint: () => "every browser title names the brand: add {{brand}}",
});

export const UnknownParameter = entry<{ key: string; path: string; params: readonly string[] }>({
  code: "routes/unknown-parameter",
  title: "Values for a parameter the path lacks",
  message: (a) => `names the parameter "${a.key}", which the path ${a.path} does not have`,
  hint: (a) => (a.params.length ? `parameters of this path: ${a.params.join(", ")}` : "this path has no parameters"),
});

export const CollectionRouteMissing = entry<{ page: string; params: readonly string[]; what: string }>({
  code: "routes/collection-route-missing",
  title: "No route for a collection",
  message: (a) => `has no route of page ${a.page}, so ${a.what} have no URL`,
  hint: (a) =>
    `add a route { id, path, page: ${a.page} } whose path has the parameter${a.params.length === 1 ? "" : "s"} ${a.params.map((x) => `:${x}`).join(" and ")}`,
});

export const CollectionParameter = entry<{ key: string; what: string; suffix: string; params: readonly string[] }>({
  code: "routes/collection-parameter",
  title: "Parameter that the collection does not fill",
  message: (a) => `names the parameter "${a.key}", which ${a.what} do not have${a.suffix}`,
  hint: (a) => `the URLs of ${a.what} are made from ${a.params.map((x) => `:${x}`).join(" and ")}: use only those in the path`,
});

/**
 * A route whose URLs are filled from a collection, with a pattern that does not have exactly the
 * parameters the collection gives (a country study's route without `:scope` would make one URL
 * for the studies of every country).
 */
export const EntityRouteParameters = entry<{ path: string; page: string; wanted: readonly string[]; found: readonly string[] }>({
  code: "routes/entity-parameters",
  title: "Route pattern without the collection's parameters",
  message: (a) =>
    `${a.path} must have the parameters ${a.wanted.map((w) => `:${w}`).join(", ")} (found ${a.found.length ? a.found.map((w) => `:${w}`).join(", ") : "none"})`,
  hint: (a) =>
    `the URLs of ${a.page} pages are made from ${a.wanted.join(" and ")}: write each of ${a.wanted.map((w) => `:${w}`).join(" and ")} once in the path, and no other parameter`,
});

export const DuplicateRoute = entry<{ url: string; other: string }>({
  code: "routes/duplicate-url",
  title: "Two routes make one URL",
  message: (a) => `makes the URL ${a.url}, which the route "${a.other}" makes too`,
  hint: () => "every URL belongs to one route: change one path, or remove one of the routes",
});

export const NoNotFoundRoute = entry<Record<string, never>>({
  code: "routes/no-not-found",
  title: "No not-found route",
  message: () => "has no not-found route",
  hint: () => `add { id: not-found, path: "*", page: not-found, title: ..., description: ... }`,
});

export const FormRuleMismatch = entry<{ detail: string; fix: string }>({
  code: "forms/rule-mismatch",
  title: "Form rule does not fit its field",
  message: (a) => a.detail,
  hint: (a) => a.fix,
});

export const SpellingMismatch = entry<{ word: string; brand: string }>({
  code: "pages/acronym",
  title: "Acronym does not spell the brand",
  message: (a) => `spell "${a.word}", not the brand's short name "${a.brand}"`,
  hint: () => "one item per letter of the short name, in order",
});

export const FigureNotInResults = entry<{ value: string; number: string; what: string; texts: string }>({
  code: "content/figure-not-in-results",
  title: "Figure not in the results",
  message: (a) => `"${a.value}" has the number ${a.number}, which the ${a.what}'s ${a.texts} do not give`,
  hint: () =>
    "a figure repeats a number of the results, so the two cannot drift apart: correct the figure, or write the number into the result it comes from (1,072 and 1072 count as one number)",
});

// ── Theme: the brand palette and the practice colours ────────────────────────────────────

export const LowContrast = entry<{
  colour: string;
  other: string;
  otherName: string;
  ratio: number;
  min: number;
  use: string;
  lighter: boolean;
  fix: { colour: string; ratio: number } | null;
}>({
  code: "theme/low-contrast",
  title: "Text colour too close to its surface",
  message: (a) =>
    `is "${a.colour}", which has a contrast ratio of ${ratio(a.ratio)}:1 with ${a.otherName === "white" || a.otherName.startsWith("brand ") ? `${a.otherName} ("${a.other}")` : a.otherName}; text needs at least ${a.min}:1 (WCAG AA)`,
  hint: (a) =>
    a.fix
      ? `use a ${a.lighter ? "lighter" : "darker"} colour of the same hue, for example "${a.fix.colour}" (${ratio(a.fix.ratio)}:1); ${a.use}`
      : `no ${a.lighter ? "lighter" : "darker"} colour of this hue reaches ${a.min}:1 against "${a.other}"; change that one instead; ${a.use}`,
});

// ── Scheduled publishing: publishAt and unpublishAt (load/drafts.ts) ────────────────────

export const ScheduleTimeForm = entry<{ key: string; value: string }>({
  code: "schedule/no-offset",
  title: "Scheduled time without its offset",
  message: (a) => `${JSON.stringify(a.value)} is not a date-time with its offset from UTC (${a.key})`,
  hint: (a) => {
    const local = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(a.value)
      ? a.value
      : /^\d{4}-\d{2}-\d{2}$/.test(a.value)
        ? `${a.value}T09:00:00`
        : "2026-12-01T09:00:00";
    return `say which zone the time is in, so the build publishes at one moment wherever it runs: "${local}+03:00" (East Africa), "${local}+01:00" (West Africa), "${local}Z" (UTC)`;
  },
});

export const ScheduleTimeInvalid = entry<{ key: string; value: string }>({
  code: "schedule/invalid-time",
  title: "Scheduled time that names no moment",
  message: (a) => `${JSON.stringify(a.value)} is not a real date and time (${a.key})`,
  hint: () => "write a date-time that exists, with its offset, for example 2026-12-01T09:00:00+03:00 (09:00 in Nairobi) or 2026-12-01T06:00:00Z (UTC)",
});

export const ScheduleOrder = entry<{ publishAt: string; unpublishAt: string }>({
  code: "schedule/order",
  title: "Unpublished before it is published",
  message: (a) => `${JSON.stringify(a.unpublishAt)} is not after publishAt ${JSON.stringify(a.publishAt)}, so this would never be published`,
  hint: () => "make unpublishAt later than publishAt (or remove one of them)",
});

// ── Links: the second pass, after the route table is known ───────────────────────────────

export const UnknownHref = entry<{ href: string; suffix: string }>({
  code: "links/unknown-href",
  title: "Internal link to no page",
  message: (a) => `"${a.href}" matches no route${a.suffix}`,
  hint: () => "internal links must point at a page of spec/routes.yaml or a service of spec/services/",
});

export const LinkToDraft = entry<{ href: string }>({
  code: "links/draft",
  title: "Internal link to a draft",
  message: (a) => `"${a.href}" is a draft page (draft: true), which the build leaves out`,
  hint: () => "publish the page first (remove its draft: true), or link to it once it is published",
});

export const LinkToScheduled = entry<{ href: string; time: string; pending: boolean }>({
  code: "links/scheduled",
  title: "Internal link to scheduled content",
  message: (a) =>
    a.pending
      ? `"${a.href}" is scheduled for ${a.time} (publishAt), so the build at this time leaves it out`
      : `"${a.href}" was unpublished at ${a.time} (unpublishAt), so the build at this time leaves it out`,
  hint: (a) =>
    a.pending
      ? "link to it from content published at the same time or later (give this record the same publishAt), or remove the link until then"
      : "remove the link, or move the page's unpublishAt later",
});

export const UnknownRouteId = entry<{ id: string; suffix: string; known?: readonly string[] }>({
  code: "links/unknown-route-id",
  title: "Route id that does not exist",
  message: (a) => `"${a.id}" is not a route id${a.suffix}`,
  hint: (a) => `use the id of a route in spec/routes.yaml${a.known ? `; known ids: ${knownKeys(a.known)}` : ""}`,
});

export const ExternalMismatch = entry<{ href: string; internal: boolean }>({
  code: "links/external-flag",
  title: "Link marked external or not, wrongly",
  message: (a) => (a.internal ? "is true on an internal link" : `"${a.href}" leaves the site but is not marked external`),
  hint: (a) => (a.internal ? "only links that leave the site are external; remove external" : "add external: true so it opens in a new tab"),
});

// ── URLs: the history of every URL the site has had, and spec/redirects.yaml ──────────────

/** How to write a redirect in spec/redirects.yaml, for hints. */
const redirectLine = (from: string, to: string) => `- { from: ${from}, to: ${to} }`;

export const UrlMoved = entry<{ url: string; to: string; what: string }>({
  code: "urls/moved",
  title: "A page moved without a redirect",
  message: (a) => `${a.url} is no longer a page: ${a.what} is now at ${a.to}`,
  hint: (a) =>
    `keep old links and search results working: add "${redirectLine(a.url, a.to)}" under redirects in spec/redirects.yaml, or run \`npm run generate -- --fix\`, which writes it`,
});

/**
 * A URL of the history that is no longer a page, with no decision. `draft`: its record is still
 * there, made a draft (the build leaves it out, so its address needs an answer meanwhile).
 */
export const UrlRemoved = entry<{ url: string; what: string; key?: string; draft?: boolean }>({
  code: "urls/removed",
  title: "A page removed without a decision",
  message: (a) =>
    a.draft
      ? `${a.url} is no longer a page (it was ${a.what}, now a draft (draft: true)), and spec/redirects.yaml does not say what becomes of it meanwhile`
      : `${a.url} is no longer a page (it was ${a.what}), and spec/redirects.yaml does not say what becomes of it`,
  hint: (a) =>
    a.draft
      ? `publish it again (remove its draft: true), or send its address to the nearest page with "${redirectLine(a.url, "/…")}" under redirects until it is published`
      : `send it to the nearest page with "${redirectLine(a.url, "/…")}" under redirects, or list ${a.url} under gone (answered 410 Gone)${
          a.key ? `; if the record is still there under a new slug, give it "key: ${a.key}" and the generator proposes its new URL` : ""
        }`,
});

export const RedirectFromLivePage = entry<{ url: string }>({
  code: "urls/redirect-from-page",
  title: "Redirect from a page that exists",
  message: (a) => `redirects ${a.url}, which is a page of the site`,
  hint: () => "a page that exists cannot redirect: remove this redirect, or move the page first (change its slug or path; its old URL then redirects)",
});

export const GoneLivePage = entry<{ url: string }>({
  code: "urls/gone-page",
  title: "Gone URL that is a page",
  message: (a) => `lists ${a.url} as gone, but it is a page of the site`,
  hint: () => "remove it from gone (or remove the page first)",
});

export const RedirectToNothing = entry<{ to: string; suffix: string }>({
  code: "urls/redirect-to-nothing",
  title: "Redirect to no page",
  message: (a) => `"${a.to}" is not a page of the site${a.suffix}`,
  hint: () => "a redirect ends at a page the site makes now (or at the from of another redirect that does): point it at one, or list the old URL under gone",
});

/** A redirect to a page the build leaves out for now: a draft's, or one still to come or gone by the clock (load/drafts.ts). */
export const RedirectToLeftOut = entry<{ to: string; time?: string; pending?: boolean }>({
  code: "urls/redirect-to-left-out",
  title: "Redirect to a draft or scheduled page",
  message: (a) =>
    a.time === undefined
      ? `"${a.to}" is a draft page (draft: true), which the build leaves out`
      : a.pending
        ? `"${a.to}" is scheduled for ${a.time} (publishAt), so the build at this time leaves it out`
        : `"${a.to}" was unpublished at ${a.time} (unpublishAt), so the build at this time leaves it out`,
  hint: (a) =>
    a.time === undefined
      ? "point the redirect at a published page until this one is published (its draft: true removed)"
      : a.pending
        ? "point the redirect at a published page until then"
        : "point the redirect at a published page, or move the page's unpublishAt later",
});

export const RedirectLoop = entry<{ chain: readonly string[] }>({
  code: "urls/redirect-loop",
  title: "Redirects in a loop",
  message: (a) => `makes a loop: ${a.chain.join(" → ")}`,
  hint: () => "end the chain at a page of the site: change the to of one of these redirects",
});

export const ManifestInvalid = entry<{ detail: string }>({
  code: "urls/manifest-invalid",
  title: "URL history unreadable",
  message: (a) => `is not a valid URL history: ${a.detail}`,
  hint: () =>
    `it lists every URL the site has had, and the generator adds new ones itself: ${restore("generated/urls.json")}; after a merge conflict keep the lines of both sides`,
});

/** Every entry, for tests and docs: each code must be reachable by a broken spec. */
const quoted = (words: readonly string[]) => [...new Set(words)].map((w) => `"${w}"`).join(", ");

export const HouseWords = entry<{ from: readonly string[]; to: readonly string[]; why: string | null; fixed: string }>({
  code: "style/words",
  title: "A word the house style writes another way",
  message: (a) => `writes ${quoted(a.from)}; the house style (spec/style.yaml) writes ${quoted(a.to)}${a.why ? ` (${a.why})` : ""}`,
  hint: (a) => `write "${a.fixed}", or run \`npm run generate -- --fix\` to write it`,
});

export const HeadingCase = entry<{ text: string; case: "sentence" | "title"; fixed: string }>({
  code: "style/heading-case",
  title: "A heading not in the house case",
  message: (a) => `"${a.text}" is not in ${a.case} case, the house case of headings, labels and buttons`,
  hint: (a) =>
    `write "${a.fixed}", or run \`npm run generate -- --fix\` to write it${a.case === "sentence" ? "; a proper noun that must keep its capital goes in names: of spec/style.yaml" : ""}`,
});

export const RepeatedHeading = entry<{ key: string; heading: string; text: string }>({
  code: "style/repeated-heading",
  title: "A subtitle or intro that repeats its heading",
  message: (a) => `"${a.text}" repeats its heading (${a.key}) word for word`,
  hint: () => "write a line that adds to the heading (what it means, for whom, where), or leave the line out",
});

export const StarterText = entry<{ text: string }>({
  code: "content/starter-text",
  title: "Still the example text",
  message: (a) => `is still the example text "${a.text}", which only shows what goes here`,
  hint: () => "write the real text in its place",
});

export const catalogue: readonly MessageEntry<never>[] = [
  SpecDirMissing,
  UnknownSpecFile,
  RequiredFileMissing,
  FileUnreadable,
  FileTooLarge,
  NotUtf8,
  Utf16,
  ControlCharacter,
  YamlSyntax,
  UnquotedColon,
  UnclosedFlow,
  BadIndentation,
  TabIndentation,
  DuplicateKey,
  MultipleDocuments,
  UnknownTag,
  AliasExplosion,
  NestingTooDeep,
  UnknownAlias,
  ComplexKey,
  ValueTooLarge,
  YamlVersion,
  YamlWarning,
  SchemaDirMissing,
  SchemaMissing,
  SchemaNotJson,
  SchemaIdMismatch,
  SchemaInvalid,
  RequiredKey,
  UnknownKey,
  ItemCount,
  TextLength,
  BlankText,
  PatternMismatch,
  InvalidSlug,
  NotAllowed,
  WrongType,
  PictureAsPath,
  NumberRange,
  SchemaRule,
  TemplateUnbalanced,
  TemplateInvalid,
  TemplateHelper,
  UnknownPlaceholder,
  UnknownIcon,
  MediaMissing,
  MediaOutsidePublic,
  MediaUnreadable,
  MediaTooSmall,
  MediaTooManyPixels,
  FileNameMismatch,
  Duplicate,
  RouteTwoFiles,
  NeededKey,
  UnusedKey,
  IncompleteItem,
  EmptySlug,
  SlugCollision,
  UnknownReference,
  ReferenceLeftOut,
  FactTwoWays,
  ClaimTwoWays,
  MissingFileFor,
  ListLengthMismatch,
  TextPrefix,
  TitleWithoutBrand,
  UnknownParameter,
  CollectionRouteMissing,
  CollectionParameter,
  EntityRouteParameters,
  DuplicateRoute,
  NoNotFoundRoute,
  FormRuleMismatch,
  SpellingMismatch,
  FigureNotInResults,
  UnknownHref,
  LinkToDraft,
  LinkToScheduled,
  UnknownRouteId,
  ExternalMismatch,
  ScheduleTimeForm,
  ScheduleTimeInvalid,
  ScheduleOrder,
  ItemsLeftOut,
  LowContrast,
  HouseWords,
  HeadingCase,
  RepeatedHeading,
  StarterText,
  UrlMoved,
  UrlRemoved,
  RedirectFromLivePage,
  GoneLivePage,
  RedirectToNothing,
  RedirectToLeftOut,
  RedirectLoop,
  ManifestInvalid,
] as readonly MessageEntry<never>[];
