/**
 * "Add a person" on the panel of a record whose list names people by key (the about page's
 * leaders, a country's team): pick someone already in the people file, or write a new person
 * (the fields of the people schema's starter), saved in one step with their place in the list
 * (docs/content/editing.md, "Add a person to a team"). An existing person is chosen with the
 * panel's searchable picker ({@link PersonChoice}).
 */
import { useEffect, useId, useRef, useState } from "react";
import { MESSAGES } from "../messages.ts";
import { ApiError, type FileChange, type InstancePath, type JsonSchema, type PanelProblem, api } from "./api.ts";
import { Field, type FieldActions } from "./fields.tsx";
import { applyLocal } from "./Panel.tsx";
import { Picker } from "./Picker.tsx";
import { Problems } from "./Problems.tsx";

const M = MESSAGES.people;
/** How long typing pauses before the set is checked, ms. */
const CHECK_AFTER_MS = 300;

/** The people file as GET people answers it. */
interface PeopleFile {
  readonly file: string;
  readonly hash: string;
  readonly list: string;
  readonly people: readonly { readonly key: string; readonly name: string }[];
  /** The name of the people collection, for the picker. */
  readonly collection: string;
  readonly schema: JsonSchema | null;
}

const samePath = (a: InstancePath, b: InstancePath) => a.length === b.length && a.every((s, i) => s === b[i]);

/** A key made of a name: lower-case words joined by hyphens ("Amina Yusuf" → "amina-yusuf"), one not taken yet. */
export function keyOf(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "person";
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
  return key;
}

/** The choice of a person already on the site, by name: the panel's searchable picker of the people collection. */
export function PersonChoice({ collection, value, onChange }: { collection: string; value: string; onChange: (key: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {M.choose}
      </label>
      <Picker id={id} collection={collection} value={value} onChange={onChange} />
    </div>
  );
}

/**
 * The "Add a person" control of one list; `list` is its place in the record's file and its title,
 * `onSaved` reloads the panel.
 */
export function AddPerson({
  file,
  hash,
  list,
  disabled,
  onSaved,
}: {
  file: string;
  hash: string;
  list: { readonly path: InstancePath; readonly title: string };
  disabled: boolean;
  onSaved: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [people, setPeople] = useState<PeopleFile | null>(null);
  const [mode, setMode] = useState<"existing" | "new">("existing");
  const [chosen, setChosen] = useState("");
  const [person, setPerson] = useState<Record<string, unknown>>({});
  const [problems, setProblems] = useState<PanelProblem[]>([]);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!open || people) return;
    api.people().then(
      (p) => {
        setPeople(p);
        // The fields of the people schema's starter, empty (the key is made from the name).
        const body = (p.schema?.defaultSnippets?.[0]?.body ?? { name: "", role: "" }) as Record<string, unknown>;
        setPerson(Object.fromEntries(Object.keys(body).flatMap((k) => (k === "key" ? [] : [[k, ""]]))));
      },
      (e: unknown) => setStatus((e as Error).message),
    );
  }, [open, people]);

  const index = people?.people.length ?? 0;
  const base: InstancePath = [people?.list ?? "people", index];
  const newKey = people ? keyOf(String(person.name ?? ""), new Set(people.people.map((p) => p.key))) : "";
  const key = mode === "existing" ? chosen : newKey;
  const changes = (): FileChange[] | null => {
    if (!people || !key || (mode === "new" && !String(person.name ?? "").trim())) return null;
    const place: FileChange = { file, hash, edits: [{ op: "insert", path: list.path, value: key }] };
    if (mode === "existing") return [place];
    return [{ file: people.file, hash: people.hash, edits: [{ op: "insert", path: [people.list], value: { key, ...person } }] }, place];
  };

  // Checked as you type, all files together, as a save checks them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the set is made from these values
  useEffect(() => {
    clearTimeout(timer.current);
    const set = changes();
    if (!set) return setProblems([]);
    timer.current = setTimeout(() => {
      api.checkSet(set).then(
        (r) => {
          setProblems(r.problems);
          setStatus(r.problems.length ? MESSAGES.api.problems(r.problems.length) : MESSAGES.panel.valid);
        },
        (e: unknown) => setStatus((e as Error).message),
      );
    }, CHECK_AFTER_MS);
    return () => clearTimeout(timer.current);
  }, [mode, chosen, person, people]);

  const add = async () => {
    const set = changes();
    if (!set) return;
    setBusy(true);
    setStatus(MESSAGES.panel.saving);
    try {
      await api.saveSet(set);
      // Pickers ask again (the new person is a choice at once).
      document.dispatchEvent(new CustomEvent("blu:editor-saved", { detail: { at: performance.now() } }));
      setOpen(false);
      setPeople(null);
      setChosen("");
      onSaved(M.added);
    } catch (e) {
      if (e instanceof ApiError && e.body.problems) setProblems(e.body.problems);
      if (e instanceof ApiError && e.status === 409) onSaved(e.message);
      setStatus((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const actions: FieldActions = {
    set: (path, value) => setPerson((p) => applyLocal(p, base, { op: "set", path, value }) as Record<string, unknown>),
    insert: (path, value, i) =>
      setPerson((p) => applyLocal(p, base, { op: "insert", path, value, ...(i === undefined ? {} : { index: i }) }) as Record<string, unknown>),
    remove: (path) => setPerson((p) => applyLocal(p, base, { op: "remove", path }) as Record<string, unknown>),
    move: (path, from, to) => setPerson((p) => applyLocal(p, base, { op: "move", path, from, to }) as Record<string, unknown>),
    problemsAt: (path) => problems.filter((p) => p.file === people?.file && samePath(p.path, path)),
  };
  const shownHere = (p: PanelProblem) => mode === "new" && p.file === people?.file && p.path.length > base.length && samePath(p.path.slice(0, 2), base);
  const others = problems.filter((p) => !shownHere(p));
  // The schema of a new person, with only the fields it starts with (others can be added later in its own panel).
  const schema: JsonSchema | null = people?.schema
    ? { ...people.schema, properties: Object.fromEntries(Object.entries(people.schema.properties ?? {}).filter(([k]) => k in person)) }
    : null;

  if (!open)
    return (
      <button type="button" className="add add-person" disabled={disabled} onClick={() => setOpen(true)}>
        {M.add(list.title)}
      </button>
    );
  return (
    <fieldset className="add-person-form">
      <legend>{M.add(list.title)}</legend>
      <div className="modes" role="radiogroup" aria-label={M.add(list.title)}>
        <label>
          <input type="radio" name="person-mode" checked={mode === "existing"} onChange={() => setMode("existing")} /> {M.existing}
        </label>
        <label>
          <input type="radio" name="person-mode" checked={mode === "new"} onChange={() => setMode("new")} /> {M.someoneNew}
        </label>
      </div>
      {people && mode === "existing" ? <PersonChoice collection={people.collection} value={chosen} onChange={setChosen} /> : null}
      {people && mode === "new" && schema ? <Field name="" schema={schema} value={person} path={base} actions={actions} /> : null}
      <Problems problems={others} />
      <p className="status" role="status" aria-live="polite">
        {status}
      </p>
      <button type="button" className="primary" disabled={busy || !changes() || problems.length > 0} onClick={() => void add()}>
        {busy ? MESSAGES.panel.saving : M.save}
      </button>{" "}
      <button type="button" onClick={() => setOpen(false)}>
        {M.cancel}
      </button>
    </fieldset>
  );
}
