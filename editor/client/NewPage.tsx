/**
 * "New page": a page of sections made from a name, an address, a title and a description. It
 * starts as a draft (seen in `npm run dev` only) with one hero section; the browser then opens it.
 * Publishing is unticking its Draft box in the panel.
 */
import { useId, useState } from "react";
import { MESSAGES } from "../messages.ts";
import { Problems } from "./Problems.tsx";
import { ApiError, type PanelProblem, api } from "./api.ts";

const M = MESSAGES.panel;

/** The dialog of a new page. */
export function NewPage({ onClose }: { onClose: () => void }) {
  const id = useId();
  const [page, setPage] = useState({ name: "", path: "/", title: "", description: "" });
  const [problems, setProblems] = useState<PanelProblem[]>([]);
  const [status, setStatus] = useState("");
  const fields = [
    ["name", M.pageName],
    ["path", M.pagePath],
    ["title", M.pageTitle],
    ["description", M.pageDescription],
  ] as const;
  const create = async () => {
    setStatus(M.checking);
    // The open page updates in place from the new route table first; leaving it meanwhile would
    // abort that update's view transition.
    const updated = new Promise((done) => {
      document.addEventListener("blu:page-updated", done, { once: true });
      setTimeout(done, 2000);
    });
    try {
      const r = await api.page(page);
      await updated;
      location.assign(r.url);
    } catch (e) {
      setProblems(e instanceof ApiError ? (e.body.problems ?? []) : []);
      setStatus((e as Error).message);
    }
  };
  return (
    <aside className="panel" role="dialog" aria-modal="false" aria-labelledby={`${id}-heading`} onKeyDown={(e) => e.key === "Escape" && onClose()}>
      <header>
        <h2 id={`${id}-heading`}>{M.newPageTitle}</h2>
        <button type="button" className="close" onClick={onClose} aria-label={M.close}>
          ✕
        </button>
      </header>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <div className="fields">
          {fields.map(([key, label]) => (
            <div className="field" key={key}>
              <label htmlFor={`${id}-${key}`}>{label}</label>
              {key === "description" ? (
                <textarea id={`${id}-${key}`} rows={3} value={page[key]} onChange={(e) => setPage({ ...page, [key]: e.currentTarget.value })} />
              ) : (
                <input id={`${id}-${key}`} type="text" value={page[key]} onChange={(e) => setPage({ ...page, [key]: e.currentTarget.value })} />
              )}
            </div>
          ))}
        </div>
        <footer>
          <Problems problems={problems} />
          <p className="status" role="status" aria-live="polite">
            {status}
          </p>
          <button type="submit" className="primary">
            {M.create}
          </button>
        </footer>
      </form>
    </aside>
  );
}
