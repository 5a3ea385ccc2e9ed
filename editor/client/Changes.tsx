/**
 * The Changes view (docs/content/editing.md, "Changes"): per changed file, what changed per
 * record as before and after (the raw diff behind "Details"); Discard, which asks first; and the
 * change sets saved or discarded in this session, each with "Undo". It ends with proposing the
 * changes for review (./Propose.tsx).
 */
import { useEffect, useState } from "react";
import { MESSAGES } from "../messages.ts";
import { type ChangedFile, type ChangesState, api } from "./api.ts";
import { Propose } from "./Propose.tsx";

const M = MESSAGES.changes;

/** The Changes panel; `onClose` closes it. */
export function Changes({ onClose }: { onClose: () => void }) {
  const [files, setFiles] = useState<ChangedFile[] | null>(null);
  const [sets, setSets] = useState<ChangesState["sets"]>([]);
  const [asking, setAsking] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const show = (r: ChangesState) => {
    setFiles(r.files);
    setSets(r.sets);
  };
  const reload = () => void api.changes().then(show, (e: unknown) => setStatus((e as Error).message));
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the view opens
  useEffect(reload, []);

  const discard = async (file: string) => {
    setAsking(null);
    try {
      show(await api.discard(file));
      setStatus(M.discarded);
    } catch (e) {
      setStatus((e as Error).message);
    }
  };
  const undo = async (id: string) => {
    try {
      show(await api.undo(id));
      setStatus(M.undone);
    } catch (e) {
      setStatus((e as Error).message);
      reload();
    }
  };

  return (
    <aside className="panel changes" role="dialog" aria-modal="false" aria-labelledby="blu-changes-title" onKeyDown={(e) => e.key === "Escape" && onClose()}>
      <header>
        <h2 id="blu-changes-title">{MESSAGES.panel.changes}</h2>
        <button type="button" className="close" onClick={onClose} aria-label={MESSAGES.panel.close}>
          ✕
        </button>
      </header>
      <p className="status" role="status" aria-live="polite">
        {status}
      </p>
      {sets.length > 0 ? (
        <section className="sets" aria-label={M.recent}>
          <h3>{M.recent}</h3>
          <ul>
            {sets.map((s) => (
              <li key={s.id}>
                <span>{M.set(s.kind, s.things, new Date(s.at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" }))}</span>{" "}
                <button type="button" onClick={() => void undo(s.id)}>
                  {s.kind === "discard" ? M.undoDiscard : M.undo}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {files?.length === 0 ? <p>{MESSAGES.panel.noChanges}</p> : null}
      {files?.map((c) => (
        <section key={c.file} className="change">
          <h3>
            {c.title.charAt(0).toUpperCase() + c.title.slice(1)} <span className="status">{M.status[c.status]}</span>
          </h3>
          {c.records.length > 0 ? (
            <ul className="values">
              {c.records.map((r) => (
                <li key={JSON.stringify(r.path)}>
                  <span className="trail-words">{r.trail.join(" › ")}</span>: {r.before ?? M.none} → {r.after ?? M.none}
                </li>
              ))}
            </ul>
          ) : null}
          {c.diff ? (
            <details>
              <summary>{M.details}</summary>
              <p>
                <code>{c.file}</code>
              </p>
              <pre>{c.diff}</pre>
            </details>
          ) : null}
          {asking === c.file ? (
            <div className="confirm">
              <p>{M.discardAsk(c.title)}</p>
              <button type="button" className="danger" onClick={() => void discard(c.file)}>
                {M.discardYes}
              </button>{" "}
              <button type="button" onClick={() => setAsking(null)}>
                {M.keep}
              </button>
            </div>
          ) : (
            <button type="button" onClick={() => setAsking(c.file)}>
              {MESSAGES.panel.discard}: {c.title}
            </button>
          )}
        </section>
      ))}
      <Propose onDone={reload} />
    </aside>
  );
}
