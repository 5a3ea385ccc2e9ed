/**
 * The side panel: the record that holds the clicked value, as fields made from its schema,
 * checked as you type by the generator (editor/server/api.ts `check`) and saved in place
 * (`save`). A file changed on disk meanwhile is read again, never overwritten.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { MESSAGES } from "../messages.ts";
import { Problems } from "./Problems.tsx";
import { ApiError, type CheckAnswer, type Edit, type InstancePath, type PanelProblem, type RecordData, type UsesChoice, api } from "./api.ts";
import { Field, type FieldActions } from "./fields.tsx";
import { FocalPoint } from "./picture.tsx";
import { AddPerson } from "./AddPerson.tsx";
import type { Found } from "./find.ts";

const M = MESSAGES.panel;
/** How long typing pauses before the panel asks the generator, ms. */
const CHECK_AFTER_MS = 250;

const samePath = (a: InstancePath, b: InstancePath) => a.length === b.length && a.every((s, i) => s === b[i]);
const startsWith = (a: InstancePath, prefix: InstancePath) => prefix.every((s, i) => a[i] === s);

/** The value with one edit applied (the same change the server makes to the file), for what the panel shows meanwhile. */
export function applyLocal(value: unknown, base: InstancePath, edit: Edit): unknown {
  const rel = edit.path.slice(base.length);
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const parentOf = (path: InstancePath, make: boolean) => {
    let node: Record<string | number, unknown> = copy;
    for (const s of path) {
      if (node[s] === undefined && make) node[s] = {};
      node = node[s] as Record<string | number, unknown>;
    }
    return node;
  };
  if (edit.op === "set") {
    if (rel.length === 0) return edit.value;
    parentOf(rel.slice(0, -1), true)[rel[rel.length - 1]!] = edit.value;
  } else if (edit.op === "remove") {
    const parent = parentOf(rel.slice(0, -1), false);
    const key = rel[rel.length - 1]!;
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  } else if (edit.op === "insert") {
    const parent = parentOf(rel.slice(0, -1), true);
    const key = rel[rel.length - 1];
    if (key !== undefined) parent[key] ??= [];
    const list = (key === undefined ? copy : parent[key]) as unknown[];
    list.splice(edit.index ?? list.length, 0, structuredClone(edit.value));
  } else if (edit.op === "move") {
    const list = (rel.length ? parentOf(rel, false) : copy) as unknown as unknown[];
    const [item] = list.splice(edit.from, 1);
    list.splice(edit.to, 0, item);
  }
  return copy;
}

/** Where a target points: a value of a file (the record around it is shown), or a record itself. */
export interface Target {
  readonly file: string;
  readonly path: InstancePath;
  readonly exact?: boolean;
}

/** The panel for one target; `found` is what was clicked (for the pattern and the other places). */
export function Panel({ target, found, onClose, onTarget }: { target: Target; found: Found | null; onClose: () => void; onTarget: (t: Target) => void }) {
  const [record, setRecord] = useState<RecordData | null>(null);
  const [draft, setDraft] = useState<unknown>(undefined);
  const [edits, setEdits] = useState<Edit[]>([]);
  const [problems, setProblems] = useState<PanelProblem[]>([]);
  /** The references a renamed key takes along when saved (checked with the edit). */
  const [followed, setFollowed] = useState<readonly { label: string }[]>([]);
  /** Where a removed record is used, the records that could take its place, and the person's choice. */
  const [uses, setUses] = useState<Pick<CheckAnswer, "uses" | "alternatives">>({ uses: [], alternatives: [] });
  const [usesChoice, setUsesChoice] = useState<UsesChoice | undefined>(undefined);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const [pictures, setPictures] = useState<readonly string[]>([]);
  /** What became of "Open in editor" (the panel cannot see an editor open; it says what it asked). */
  const [openNote, setOpenNote] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const checkTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The check whose answer the panel shows: a save, or a later check, makes the one in flight stale.
  const checkRun = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the target's path is compared by value (a new array naming the same field must not load it again)
  const load = useCallback(
    async (why = "") => {
      try {
        const r = await api.record(target.file, target.path, target.exact);
        setRecord(r);
        setDraft(r.value);
        setEdits([]);
        setProblems([]);
        setStatus(why);
      } catch (e) {
        setStatus((e as Error).message);
      }
    },
    [target.file, JSON.stringify(target.path), target.exact],
  );

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(
    () =>
      void api.pictures().then(
        (r) => setPictures(r.pictures),
        () => undefined,
      ),
    [],
  );
  // A record shown anew (not one edited in place) takes the focus.
  const shown = record ? `${record.file} ${JSON.stringify(record.path)}` : null;
  useEffect(() => {
    if (!shown) return;
    heading.current?.focus();
    // For `npm run bench:editor`: the fields are on screen.
    document.dispatchEvent(new CustomEvent("blu:editor-ready"));
  }, [shown]);

  // Checked as you type: the generator's problems of the record as edited, without writing.
  useEffect(() => {
    if (!record || edits.length === 0) return;
    clearTimeout(checkTimer.current);
    checkTimer.current = setTimeout(() => {
      const run = ++checkRun.current;
      setStatus(M.checking);
      api.check(record.file, record.hash, edits, usesChoice ? { uses: usesChoice } : {}).then(
        (r) => {
          if (run !== checkRun.current) return;
          setProblems(r.problems);
          setFollowed(r.followed ?? []);
          setUses({ uses: r.uses ?? [], alternatives: r.alternatives ?? [] });
          setStatus(r.problems.length ? MESSAGES.api.problems(r.problems.length) : M.valid);
        },
        (e: unknown) => run === checkRun.current && setStatus((e as Error).message),
      );
    }, CHECK_AFTER_MS);
    return () => clearTimeout(checkTimer.current);
  }, [record, edits, usesChoice]);

  const edit = (e: Edit) => {
    if (!record) return;
    setDraft((d: unknown) => applyLocal(d, record.path, e));
    setEdits((list) => {
      const last = list[list.length - 1];
      // Typing in one field is one edit, not one per key.
      if (e.op === "set" && last?.op === "set" && samePath(last.path, e.path)) return [...list.slice(0, -1), e];
      return [...list, e];
    });
  };

  const save = async (redirects = false) => {
    if (!record || edits.length === 0) return;
    // A check still to come or in flight would say "No problems." over "Saved.": the save checks the edit itself.
    clearTimeout(checkTimer.current);
    checkRun.current++;
    setBusy(true);
    setStatus(M.saving);
    try {
      const r = await api.save(record.file, record.hash, edits, redirects, usesChoice ? { uses: usesChoice } : {});
      setRecord({ ...record, hash: r.hash, value: draft });
      setEdits([]);
      setProblems([]);
      setFollowed([]);
      setUses({ uses: [], alternatives: [] });
      setUsesChoice(undefined);
      setStatus(M.saved);
      document.dispatchEvent(new CustomEvent("blu:editor-saved", { detail: { at: performance.now() } }));
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) await load(e.message);
      else if (e instanceof ApiError && e.body.problems) {
        setProblems(e.body.problems);
        setStatus(e.message);
      } else setStatus((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const actions: FieldActions = {
    set: (path, value) => edit({ op: "set", path, value }),
    insert: (path, value, index) => edit({ op: "insert", path, value, ...(index === undefined ? {} : { index }) }),
    remove: (path) => edit({ op: "remove", path }),
    move: (path, from, to) => edit({ op: "move", path, from, to }),
    pictures,
    problemsAt: (path) => problems.filter((p) => p.file === record?.file && samePath(p.path, path)),
    picture: (path, value) => <FocalPoint path={path} value={value} set={(p, v) => edit({ op: "set", path: p, value: v })} file={record?.file ?? ""} />,
  };

  const where = record ? `${record.file}:${record.line}:${record.col}` : target.file;
  const others = found?.sources.slice(1) ?? [];
  // A published page's new address: old addresses to send on (editor/server/api.ts, `redirects`); a save with them answers any other problem.
  const moved = problems.flatMap((p) => (p.redirect ? [p.redirect] : []));
  const stray = record ? problems.filter((p) => p.file !== record.file || !startsWith(p.path, record.path) || p.path.length === record.path.length) : problems;
  return (
    <aside className="panel" role="dialog" aria-modal="false" aria-labelledby="blu-panel-title" onKeyDown={(e) => e.key === "Escape" && onClose()}>
      <header>
        <h2 id="blu-panel-title" tabIndex={-1} ref={heading}>
          {record?.label || M.label}
        </h2>
        <button type="button" className="close" onClick={onClose} aria-label={M.close}>
          ✕
        </button>
      </header>
      {/* The developer's view of the place, behind a disclosure (docs/content/editing.md, "The panel's heading"). */}
      <details className="where details">
        <summary>{M.details}</summary>
        <code>{where}</code>
        {record ? (
          <button
            type="button"
            onClick={() =>
              void api.open(record.file, record.line, record.col).then(
                (r) => setOpenNote(r.opened ? M.openAsked : M.openFailed),
                () => setOpenNote(M.openFailed),
              )
            }
          >
            {M.openInEditor}
          </button>
        ) : null}
        {openNote ? <p role="status">{openNote}</p> : null}
      </details>
      {record?.trail.length ? (
        <nav className="trail" aria-label={M.up}>
          {record.trail.map((t) => (
            <button key={JSON.stringify(t.path)} type="button" onClick={() => onTarget({ file: record.file, path: t.path, exact: true })}>
              ↑ {t.label}
            </button>
          ))}
        </nav>
      ) : null}
      {found?.pattern ? (
        <div className="note">
          <p>
            {M.pattern} <code>{found.pattern.pattern}</code>{" "}
            <button type="button" className="link" onClick={() => onTarget(found.pattern!.source)}>
              {M.openPattern}
            </button>
          </p>
          {found.pattern.values.map((v) => (
            <p key={`${v.file}${v.path.join(".")}`}>
              <button type="button" className="link" onClick={() => onTarget(v)}>
                {M.openPatternValue}
              </button>
            </p>
          ))}
        </div>
      ) : null}
      {others.length ? (
        <div className="note">
          <p>{M.also(others.length)}</p>
          <ul>
            {others.slice(0, 8).map((s, i) => (
              <li key={`${s.file}${s.path.join(".")}`}>
                <button type="button" className="link" onClick={() => onTarget(s)}>
                  {M.otherPlace(i + 1)}
                </button>
              </li>
            ))}
          </ul>
          <details className="details">
            <summary>{M.details}</summary>
            <ol>
              {others.slice(0, 8).map((s) => (
                <li key={`${s.file}${s.path.join(".")}`}>
                  <code>
                    {s.file}:{s.line}:{s.col}
                  </code>
                </li>
              ))}
            </ol>
          </details>
        </div>
      ) : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="fields">
          {record?.schema ? (
            <Field name="" schema={record.schema} value={draft} path={record.path} actions={actions} />
          ) : record ? (
            <p>{M.notEditable}</p>
          ) : null}
          {record?.personLists?.map((l) => (
            <AddPerson
              key={JSON.stringify(l.path)}
              file={record.file}
              hash={record.hash}
              list={l}
              disabled={busy || edits.length > 0}
              onSaved={(why) => void load(why)}
            />
          ))}
        </div>
        <footer>
          <Problems problems={stray} />
          {uses.uses.length > 0 ? (
            <fieldset className="uses">
              <legend>{M.uses(uses.uses.length)}</legend>
              <ul>
                {uses.uses.map((u) => (
                  <li key={u.label}>{u.label}</li>
                ))}
              </ul>
              <label>
                <input type="radio" name="uses" checked={usesChoice !== undefined && "remove" in usesChoice} onChange={() => setUsesChoice({ remove: true })} />{" "}
                {M.usesRemove}
              </label>
              <label>
                <input
                  type="radio"
                  name="uses"
                  checked={usesChoice !== undefined && "repoint" in usesChoice}
                  disabled={uses.alternatives.length === 0}
                  onChange={() => setUsesChoice({ repoint: uses.alternatives[0]!.key })}
                />{" "}
                {M.usesRepoint}
              </label>
              {usesChoice && "repoint" in usesChoice ? (
                <select aria-label={M.usesRepoint} value={usesChoice.repoint} onChange={(e) => setUsesChoice({ repoint: e.currentTarget.value })}>
                  {uses.alternatives.map((a) => (
                    <option key={a.key} value={a.key}>
                      {a.name}
                    </option>
                  ))}
                </select>
              ) : null}
            </fieldset>
          ) : null}
          {followed.length > 0 ? (
            <div className="followed">
              <p>{M.followed(followed.length)}</p>
              <ul>
                {followed.map((f) => (
                  <li key={f.label}>{f.label}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className="status" role="status" aria-live="polite">
            {status}
          </p>
          {moved.length > 0 ? (
            <div className="moved">
              <p>{M.moved}</p>
              <ul>
                {moved.map((r) => (
                  <li key={r.from}>{M.movedPair(r.from, r.to)}</li>
                ))}
              </ul>
              <button type="button" className="primary" disabled={busy} onClick={() => void save(true)}>
                {M.saveWithRedirect}
              </button>
            </div>
          ) : null}
          <button type="submit" className="primary" disabled={busy || edits.length === 0 || problems.length > 0}>
            {busy ? M.saving : M.save}
          </button>
        </footer>
      </form>
    </aside>
  );
}
