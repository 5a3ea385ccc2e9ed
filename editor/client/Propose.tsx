/**
 * "Propose your changes", at the end of the Changes view: a title (offered from the changed
 * content, editable), an optional note, and the button that sends the changes for review
 * (editor/server/propose.ts). With a proposal open: its link, the preview once there is one,
 * "Update the proposal" and "Start a new proposal" (which first says what it hides).
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { MESSAGES } from "../messages.ts";
import { ApiError, type ProposalState, type ProposeOutcome, api } from "./api.ts";

const M = MESSAGES.propose;

/** What the last operation answered, as the panel shows it. */
interface Shown {
  readonly ok: boolean;
  readonly message: string;
  readonly url?: string | undefined;
  readonly details?: string | undefined;
}

/** The proposal part of the Changes view; `onDone` is called after an operation (the list of changes is read again). */
export function Propose({ onDone }: { onDone: () => void }) {
  const [state, setState] = useState<ProposalState | null>(null);
  const [title, setTitle] = useState("");
  const touched = useRef(false);
  const [note, setNote] = useState("");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState<"propose" | "start" | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  /** The outcome: it takes the focus when an operation ends (the button pressed may be gone or disabled by then). */
  const outcomeRef = useRef<HTMLDivElement>(null);
  /** Until when (performance.now(), ms) the outcome keeps the focus through the renders that follow an operation (the Changes list refreshed by onDone). */
  const focusUntil = useRef(0);
  useEffect(() => {
    if (performance.now() < focusUntil.current && outcomeRef.current && document.activeElement !== outcomeRef.current) outcomeRef.current.focus();
  });
  const id = useId();

  const take = useCallback((s: ProposalState) => {
    setState(s);
    if (!touched.current) setTitle(s.title);
  }, []);
  useEffect(() => {
    api.proposal().then(take, (e: unknown) => setShown({ ok: false, message: (e as Error).message }));
  }, [take]);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const run = async (kind: "propose" | "start", call: () => Promise<ProposeOutcome>) => {
    setBusy(kind);
    setShown(null);
    try {
      const r = await call();
      setShown({ ok: r.ok, message: r.message, url: r.url, details: r.details });
      take(r.state);
      if (r.ok && kind === "propose") setNote("");
      if (r.ok && kind === "start") touched.current = false;
      if (r.ok && kind === "start") setTitle(r.state.title);
    } catch (e) {
      setShown({ ok: false, message: (e as Error).message });
      if (e instanceof ApiError && e.body.needsIdentity && state) setState({ ...state, needsIdentity: true });
    } finally {
      setBusy(null);
      setConfirming(false);
      onDone();
      focusUntil.current = performance.now() + 1500;
      requestAnimationFrame(() => outcomeRef.current?.focus());
    }
  };
  const propose = () => run("propose", () => api.propose({ title, note, ...(state?.needsIdentity ? { name: name.trim(), email: email.trim() } : {}) }));

  if (!state)
    return shown ? (
      <p className="outcome failed" role="status">
        {shown.message}
      </p>
    ) : null;
  const proposal = state.proposal;
  // A proposal merged or closed meanwhile is not updated: the form makes a new one.
  const open = proposal && !state.finished ? proposal : null;
  const changed = state.changed.length;
  const identityMissing = state.needsIdentity && !(name.trim() && email.trim());
  return (
    <section className="propose" aria-labelledby={`${id}-title`} aria-busy={busy !== null}>
      <h3 id={`${id}-title`}>{M.heading}</h3>
      {open ? (
        <div className="proposal">
          <p>{open.where === "none" ? M.openLocal(open.title) : M.open(open.title)}</p>
          {open.url || state.preview ? (
            <p className="links">
              {open.url ? (
                <a href={open.url} target="_blank" rel="noreferrer">
                  {open.number ? M.viewPull : M.viewCompare}
                </a>
              ) : null}
              {state.preview ? (
                <a href={state.preview} target="_blank" rel="noreferrer">
                  {M.preview}
                </a>
              ) : null}
            </p>
          ) : null}
          <p className="help">{changed ? M.editsSince(changed) : M.noEditsSince}</p>
        </div>
      ) : proposal && state.finished ? (
        <p>{state.finished === "merged" ? M.merged(proposal.title) : M.closed(proposal.title)}</p>
      ) : (
        <p className="help">{M.intro}</p>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void propose();
        }}
      >
        {open ? null : (
          <>
            <div className="field">
              <label htmlFor={`${id}-t`}>{M.title}</label>
              <input
                id={`${id}-t`}
                type="text"
                value={title}
                required
                maxLength={200}
                onChange={(e) => {
                  touched.current = true;
                  setTitle(e.target.value);
                }}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-n`}>{M.note}</label>
              <textarea id={`${id}-n`} rows={3} maxLength={5000} value={note} onChange={(e) => setNote(e.target.value)} />
            </div>
          </>
        )}
        {state.needsIdentity ? (
          <fieldset>
            <legend>{M.identity}</legend>
            <div className="field">
              <label htmlFor={`${id}-name`}>{M.name}</label>
              <input id={`${id}-name`} type="text" autoComplete="name" value={name} required onChange={(e) => setName(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-email`}>{M.email}</label>
              <input id={`${id}-email`} type="email" autoComplete="email" value={email} required onChange={(e) => setEmail(e.target.value)} />
            </div>
          </fieldset>
        ) : null}
        <div className="actions">
          <button type="submit" className="primary" disabled={busy !== null || changed === 0 || identityMissing || (!open && !title.trim())}>
            {busy === "propose" ? (open ? M.busyUpdate : M.busyPropose) : open ? M.update : M.propose}
          </button>
          {proposal && !confirming ? (
            <button type="button" className="secondary" disabled={busy !== null} onClick={() => setConfirming(true)}>
              {M.startNew}
            </button>
          ) : null}
        </div>
      </form>
      {confirming ? (
        <div className="note confirm" role="alert">
          <p id={`${id}-warn`}>{M.startNewWarning}</p>
          <div className="actions">
            <button type="button" className="secondary" ref={confirmRef} disabled={busy !== null} onClick={() => void run("start", api.startNew)}>
              {M.startNewConfirm}
            </button>
            <button type="button" className="secondary" disabled={busy !== null} onClick={() => setConfirming(false)}>
              {M.cancel}
            </button>
          </div>
        </div>
      ) : null}
      <div className={`outcome${shown && !shown.ok ? " failed" : ""}`} role="status" aria-live="polite" tabIndex={-1} ref={outcomeRef}>
        {busy === "start" ? <p>{M.busyStart}</p> : null}
        {shown && busy === null ? (
          <>
            <p>{shown.message}</p>
            {shown.url ? (
              <p>
                <a href={shown.url} target="_blank" rel="noreferrer">
                  {shown.url}
                </a>
              </p>
            ) : null}
            {shown.details ? (
              <details>
                <summary>{M.details}</summary>
                <pre>{shown.details}</pre>
              </details>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
