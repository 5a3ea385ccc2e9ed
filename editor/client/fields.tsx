/**
 * The panel's fields, made from the JSON Schema of the record (no per-kind code): a text, a long
 * text, a number, a choice, yes/no, a record of fields, and lists with add, remove and reorder.
 * Each field is labelled by the schema's title and described by its description; the
 * generator's problems at its instance path are shown under it.
 */
import { useId, useState } from "react";
import { MESSAGES } from "../messages.ts";
import { fromSnippet } from "../snippets.ts";
import type { InstancePath, JsonSchema, PanelProblem } from "./api.ts";
import { Problems } from "./Problems.tsx";
import { Picker } from "./Picker.tsx";
import { DateTimeField } from "./DateTime.tsx";

const M = MESSAGES.panel;

/** What a field can ask of the panel: a change of value at a path, or a change of a list. */
export interface FieldActions {
  readonly set: (path: InstancePath, value: unknown) => void;
  readonly insert: (path: InstancePath, value: unknown, index?: number) => void;
  readonly remove: (path: InstancePath) => void;
  readonly move: (path: InstancePath, from: number, to: number) => void;
  readonly problemsAt: (path: InstancePath) => readonly PanelProblem[];
  /** The pictures below public/media/ (the choices of a picture's `src`). */
  readonly pictures?: readonly string[];
  /** A picture field's extra controls (upload, focal point), when the schema names one. */
  readonly picture?: (path: InstancePath, value: unknown) => React.ReactNode;
}

const typeOf = (v: unknown) => (Array.isArray(v) ? "array" : v === null ? "null" : typeof v === "object" ? "object" : typeof v);

/** The branch of a oneOf/anyOf that fits the value (as the server picks for the record). */
export function branch(schema: JsonSchema, value: unknown): JsonSchema {
  const alts = schema.oneOf ?? schema.anyOf;
  if (!alts) return schema;
  // Branches told apart by a constant `kind` (the section library): the value's kind picks.
  const kind = (value as { kind?: unknown } | null)?.kind;
  const byKind = typeof kind === "string" ? alts.find((b) => (b.properties?.kind as JsonSchema | undefined)?.const === kind) : undefined;
  if (byKind) return byKind;
  const t = typeOf(value === undefined ? "" : value);
  return (
    alts.find((b) => b.type === undefined || b.type === t || (Array.isArray(b.type) && b.type.includes(t)) || (t === "number" && b.type === "integer")) ??
    alts[0]!
  );
}

/** The schema's type, or the value's when the schema does not say. */
function kindOf(schema: JsonSchema, value: unknown): string {
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== "null") : schema.type;
  if (t) return t === "integer" ? "number" : t;
  if (schema.properties) return "object";
  if (schema.items) return "array";
  return typeOf(value);
}

/** A valid-looking starting value for a new item of this schema: its first snippet, else its required fields. */
export function starter(schema: JsonSchema): unknown {
  const s = branch(schema, undefined);
  if (s.defaultSnippets?.[0]?.body !== undefined) return fromSnippet(s.defaultSnippets[0].body);
  if (s.default !== undefined) return s.default;
  switch (kindOf(s, undefined)) {
    case "object":
      return Object.fromEntries((s.required ?? []).map((k) => [k, starter(s.properties?.[k] ?? {})]));
    case "array":
      return [];
    case "number":
      return typeof s.minimum === "number" ? s.minimum : 0;
    case "boolean":
      return false;
    default:
      return s.enum?.[0] ?? "";
  }
}

/** A short text naming a list item: its first text field. */
function preview(value: unknown): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object") {
    for (const key of ["kind", "title", "name", "heading", "label", "question", "key", "slug"]) {
      const v = (value as Record<string, unknown>)[key];
      if (typeof v === "string" && v) return key === "kind" ? `${v}: ${preview({ ...(value as object), kind: undefined })}` : v;
    }
    const first = Object.values(value).find((v) => typeof v === "string");
    if (typeof first === "string") return first;
  }
  return "";
}

const clip = (s: string, n = 60) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** One field of the record, and its problems. */
export function Field({
  name,
  schema: given,
  value,
  path,
  actions,
  required,
}: {
  name: string;
  schema: JsonSchema;
  value: unknown;
  path: InstancePath;
  actions: FieldActions;
  required?: boolean;
}) {
  const id = useId();
  const schema = branch(given, value);
  const kind = kindOf(schema, value);
  const label = schema.title ?? name;
  const problems = actions.problemsAt(path);
  const helpId = `${id}-help`;
  const problemId = `${id}-problem`;
  const describedBy = [schema.description ? helpId : "", problems.length ? problemId : ""].filter(Boolean).join(" ") || undefined;
  const help = schema.description ? (
    <p className="help" id={helpId}>
      {schema.description}
    </p>
  ) : null;
  const errors = <Problems problems={problems} here id={problemId} onWrite={(text) => actions.set(path, text)} />;
  // A field of a record that its schema does not require, and that is set, can be left out.
  const removable = required === false && value !== undefined && path.length > 0;

  if (kind === "object") {
    const props = Object.entries(schema.properties ?? {});
    const v = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
    return (
      <fieldset className="record" data-path={JSON.stringify(path)}>
        {path.length > 0 ? <legend>{label}</legend> : null}
        {removable ? <RemoveField label={label} onRemove={() => actions.remove(path)} /> : null}
        {path.length > 0 ? help : null}
        {errors}
        {props.map(([key, sub]) =>
          key === "kind" && sub.const !== undefined && (given.oneOf ?? []).length > 1 ? (
            <KindChoice
              key={key}
              path={[...path, key]}
              label={sub.title ?? key}
              kinds={given.oneOf ?? []}
              value={v}
              onChange={(next) => actions.set(path, next)}
            />
          ) : (
            <Field key={key} name={key} schema={sub} value={v[key]} path={[...path, key]} actions={actions} required={schema.required?.includes(key)} />
          ),
        )}
        {actions.picture?.(path, value)}
      </fieldset>
    );
  }

  if (kind === "array") {
    const items = Array.isArray(value) ? value : [];
    const itemSchema = schema.items ?? {};
    const snippets = itemSchema.defaultSnippets ?? [];
    return (
      <fieldset className="list" data-path={JSON.stringify(path)}>
        <legend>{label}</legend>
        {removable ? <RemoveField label={label} onRemove={() => actions.remove(path)} /> : null}
        {help}
        {errors}
        <ol>
          {items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a list item's identity is its place in the YAML sequence (its instance path ends in `i`)
            <li key={i}>
              <Item open={items.length <= 3 || typeof item !== "object" || i === items.length - 1} summary={clip(preview(item)) || M.item(i + 1)}>
                <Field name={M.item(i + 1)} schema={itemSchema} value={item} path={[...path, i]} actions={actions} />
              </Item>
              <div className="item-actions">
                <button type="button" disabled={i === 0} onClick={() => actions.move(path, i, i - 1)} aria-label={`${M.moveUp}: ${label} ${i + 1}`}>
                  ↑
                </button>
                <button
                  type="button"
                  disabled={i === items.length - 1}
                  onClick={() => actions.move(path, i, i + 1)}
                  aria-label={`${M.moveDown}: ${label} ${i + 1}`}
                >
                  ↓
                </button>
                <button type="button" onClick={() => actions.remove([...path, i])} aria-label={`${M.remove}: ${label} ${i + 1}`}>
                  ✕
                </button>
              </div>
            </li>
          ))}
        </ol>
        {snippets.length > 1 ? (
          <AddFromSnippets label={label} snippets={snippets} onAdd={(v) => actions.insert(path, v)} />
        ) : (
          <button type="button" className="add" onClick={() => actions.insert(path, starter(itemSchema))}>
            {M.add}: {label}
          </button>
        )}
      </fieldset>
    );
  }

  const text = value === undefined || value === null ? "" : String(value);
  let control: React.ReactNode;
  const collection = schema["x-collection"];
  if (typeof collection === "string") {
    control = (
      <Picker id={id} collection={collection} value={text} describedBy={describedBy} invalid={problems.length > 0} onChange={(v) => actions.set(path, v)} />
    );
  } else if (schema.format === "date-time") {
    control = (
      <DateTimeField
        id={id}
        value={text || undefined}
        describedBy={describedBy}
        invalid={problems.length > 0}
        onChange={(v) => (v === undefined ? actions.remove(path) : actions.set(path, v))}
      />
    );
  } else if (kind === "boolean") {
    control = (
      <input id={id} type="checkbox" checked={value === true} aria-describedby={describedBy} onChange={(e) => actions.set(path, e.currentTarget.checked)} />
    );
  } else if (schema.enum && schema.enum.length <= 60) {
    control = (
      <select
        id={id}
        value={text}
        aria-describedby={describedBy}
        aria-invalid={problems.length > 0 || undefined}
        onChange={(e) => actions.set(path, e.currentTarget.value)}
      >
        {value === undefined ? <option value="">{M.unset}</option> : null}
        {schema.enum.map((o) => (
          <option key={String(o)} value={String(o)}>
            {readable(o)}
          </option>
        ))}
      </select>
    );
  } else if (kind === "number") {
    control = (
      <input
        id={id}
        type="number"
        value={text}
        aria-describedby={describedBy}
        aria-invalid={problems.length > 0 || undefined}
        onChange={(e) => actions.set(path, e.currentTarget.value === "" ? null : Number(e.currentTarget.value))}
      />
    );
  } else {
    const long = (typeof schema.maxLength === "number" && schema.maxLength > 160) || text.length > 70 || text.includes("\n");
    const choices = schema.enum ?? (name === "src" && actions.pictures ? actions.pictures : undefined);
    control = choices ? (
      <Choices
        id={id}
        listId={`${id}-choices`}
        choices={choices}
        value={text}
        describedBy={describedBy}
        invalid={problems.length > 0}
        onChange={(v) => actions.set(path, v)}
      />
    ) : long ? (
      <textarea
        id={id}
        value={text}
        rows={Math.min(10, Math.max(3, Math.ceil(text.length / 48)))}
        aria-describedby={describedBy}
        aria-invalid={problems.length > 0 || undefined}
        onChange={(e) => actions.set(path, e.currentTarget.value)}
      />
    ) : (
      <input
        id={id}
        type="text"
        value={text}
        aria-describedby={describedBy}
        aria-invalid={problems.length > 0 || undefined}
        onChange={(e) => actions.set(path, e.currentTarget.value)}
      />
    );
  }
  if (kind === "boolean") {
    return (
      <div className="field inline" data-path={JSON.stringify(path)}>
        {control}
        <label htmlFor={id}>{label}</label>
        {help}
        {errors}
      </div>
    );
  }
  return (
    <div className="field" data-path={JSON.stringify(path)}>
      {removable ? (
        <div className="field-head">
          <label htmlFor={id}>{label}</label>
          <RemoveField label={label} onRemove={() => actions.remove(path)} />
        </div>
      ) : (
        <label htmlFor={id}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
      )}
      {control}
      {help}
      {errors}
    </div>
  );
}

/** The control that removes an optional field from its record (a `remove` edit of its key). */
function RemoveField({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <button type="button" className="remove-field" title={M.removeOptional} aria-label={`${M.removeField}: ${label}`} onClick={onRemove}>
      {M.removeField}
    </button>
  );
}

/** "Add" for a list whose items come in kinds (the section library): choose the kind, get its starter. */
function AddFromSnippets({ label, snippets, onAdd }: { label: string; snippets: NonNullable<JsonSchema["defaultSnippets"]>; onAdd: (value: unknown) => void }) {
  const id = useId();
  return (
    <div className="add-kind">
      <label htmlFor={id}>
        {M.add}: {label}
      </label>
      <select id={id} defaultValue="">
        <option value="" disabled>
          …
        </option>
        {snippets.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the schema's snippets, a fixed list chosen by its index
          <option key={i} value={i}>
            {s.label ?? i}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="add"
        onClick={(e) => {
          const select = e.currentTarget.previousElementSibling as HTMLSelectElement | null;
          const i = Number(select?.value);
          if (select?.value !== "" && snippets[i]) onAdd(fromSnippet(snippets[i].body));
        }}
      >
        {M.add}
      </button>
    </div>
  );
}

/** A list item, folded or open; its fields are made only once it is opened (a long list opens fast). */
function Item({ open: initially, summary, children }: { open: boolean; summary: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(initially);
  return (
    <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{summary}</summary>
      {open ? children : null}
    </details>
  );
}

/** A text chosen from many (icon names): typed, with the choices offered once the field has focus. */
function Choices({
  id,
  listId,
  choices,
  value,
  describedBy,
  invalid,
  onChange,
}: {
  id: string;
  listId: string;
  choices: readonly unknown[];
  value: string;
  describedBy?: string;
  invalid: boolean;
  onChange: (v: string) => void;
}) {
  const [focused, setFocused] = useState(false);
  return (
    <>
      <input
        id={id}
        type="text"
        value={value}
        list={listId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onFocus={() => setFocused(true)}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {focused ? (
        <datalist id={listId}>
          {choices.map((o) => (
            <option key={String(o)} value={String(o)} />
          ))}
        </datalist>
      ) : null}
    </>
  );
}

/** A choice of an enum in words: "two-column" → "Two column", "servicesOverview" → "Services overview"; numbers as they are. */
export function readable(value: unknown): string {
  const words = String(value)
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A section's kind, chosen from the section library by its title ("Hero section"), never typed.
 * Another kind makes the section that kind's starter, keeping the fields both kinds have.
 */
function KindChoice({
  path,
  label,
  kinds,
  value,
  onChange,
}: {
  path: InstancePath;
  label: string;
  kinds: readonly JsonSchema[];
  value: Record<string, unknown>;
  onChange: (next: unknown) => void;
}) {
  const id = useId();
  const constOf = (b: JsonSchema) => String((b.properties?.kind as JsonSchema | undefined)?.const ?? "");
  return (
    <div className="field" data-path={JSON.stringify(path)}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={String(value.kind ?? "")}
        onChange={(e) => {
          const next = kinds.find((b) => constOf(b) === e.currentTarget.value);
          if (!next) return;
          const fresh = starter(next) as Record<string, unknown>;
          const kept = Object.fromEntries(Object.entries(value).filter(([k]) => k !== "kind" && next.properties?.[k] !== undefined));
          onChange({ ...fresh, ...kept, kind: constOf(next) });
        }}
      >
        {kinds.map((b) => (
          <option key={constOf(b)} value={constOf(b)}>
            {b.title ?? readable(constOf(b))}
          </option>
        ))}
      </select>
    </div>
  );
}
