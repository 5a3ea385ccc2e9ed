/**
 * The overlay of the content's problems (editor/spec-problems.ts): what the dev server found
 * wrong with spec/ after a save, in plain words (the place as a trail of record names, what is
 * wrong, what to do; the file's place behind "Details"). A broken file stops the pages from
 * updating until it is fixed; texts the house style refuses show on the page but cannot be
 * published. It closes by itself once the content is valid again.
 */
import { useEffect, useState } from "react";
import { MESSAGES } from "../messages.ts";
import { SPEC_PROBLEMS_ASK, SPEC_PROBLEMS_EVENT, type SpecProblems as State } from "../spec-problems.ts";
import { Problems } from "./Problems.tsx";

const M = MESSAGES.overlay;

/** The overlay, or nothing while the content has no problem (or the person closed it). */
export function SpecProblems() {
  const [state, setState] = useState<State>({ kind: "none", problems: [] });
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const show = (next: State) => {
      setState(next);
      setClosed(false);
    };
    hot.on(SPEC_PROBLEMS_EVENT, show);
    hot.send(SPEC_PROBLEMS_ASK);
    return () => hot.off(SPEC_PROBLEMS_EVENT, show);
  }, []);
  if (state.kind === "none" || closed) return null;
  const n = state.problems.length;
  return (
    <aside
      className="panel spec-problems"
      role="alertdialog"
      aria-labelledby="blu-spec-problems-title"
      onKeyDown={(e) => e.key === "Escape" && setClosed(true)}
    >
      <header>
        <h2 id="blu-spec-problems-title">{state.kind === "broken" ? M.broken(n) : M.findings(n)}</h2>
        <button type="button" className="close" onClick={() => setClosed(true)} aria-label={MESSAGES.panel.close}>
          ✕
        </button>
      </header>
      <p>{state.kind === "broken" ? M.brokenHelp : M.findingsHelp}</p>
      <Problems problems={state.problems} />
    </aside>
  );
}
