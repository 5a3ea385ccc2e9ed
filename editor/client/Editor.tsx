/**
 * The page editor in the page (dev only): a toggle for edit mode, outlines on what comes from
 * spec/ while it is on (or while Alt/Option is held), Alt-click (or a click in edit mode) to open
 * the panel on it, and the view of the spec files changed in this session, which ends with
 * proposing them for review (./Changes.tsx).
 */
import { useEffect, useRef, useState } from "react";
import { MESSAGES } from "../messages.ts";
import { type PageSources, api } from "./api.ts";
import { Changes } from "./Changes.tsx";
import { type Found, findAt, findSource } from "./find.ts";
import { NewPage } from "./NewPage.tsx";
import { Panel, type Target } from "./Panel.tsx";
import { SpecProblems } from "./SpecProblems.tsx";

const M = MESSAGES;

/** The host element of the editor: clicks inside it are the editor's own. */
const inEditor = (e: Event) => e.composedPath().some((n) => n instanceof HTMLElement && n.tagName === "BLU-EDITOR");

/** The editor: toolbar, outline and panel. */
export function Editor() {
  const [on, setOn] = useState(false);
  const [sources, setSources] = useState<PageSources>({ values: {}, patterns: [] });
  const [hover, setHover] = useState<DOMRect | null>(null);
  const [open, setOpen] = useState<{ target: Target; found: Found | null } | null>(null);
  const [changes, setChanges] = useState(false);
  const [creating, setCreating] = useState(false);
  const state = useRef({ on, sources });
  state.current = { on, sources };
  const opener = useRef<Element | null>(null);

  // The page's source table: now, and again whenever the page updates from spec/. A click made
  // while it is being read waits for it.
  const pending = useRef<Promise<PageSources | undefined>>(Promise.resolve(undefined));
  useEffect(() => {
    const read = () => {
      pending.current = api.sources(location.pathname).then(
        (s) => {
          setSources(s);
          state.current.sources = s;
          return s;
        },
        () => undefined,
      );
    };
    read();
    document.addEventListener("blu:page-updated", read);
    return () => document.removeEventListener("blu:page-updated", read);
  }, []);

  useEffect(() => {
    const over = (e: MouseEvent) => {
      if (inEditor(e) || !(state.current.on || e.altKey)) return setHover(null);
      const found = findAt(e.clientX, e.clientY, e.target as Element, state.current.sources);
      setHover(found ? found.element.getBoundingClientRect() : null);
    };
    const click = (e: MouseEvent) => {
      if (inEditor(e) || !(state.current.on || e.altKey)) return;
      e.preventDefault();
      e.stopPropagation();
      const at = e.timeStamp;
      const show = (table: PageSources) => {
        const found = findAt(e.clientX, e.clientY, e.target as Element, table);
        if (!found) return false;
        opener.current = found.element;
        document.dispatchEvent(new CustomEvent("blu:editor-open", { detail: { at } }));
        setOpen({ target: found.sources[0]!, found });
        return true;
      };
      if (!show(state.current.sources)) void pending.current.then((table) => table && show(table));
    };
    // Alt+Enter on a focused element opens the panel on it, for those who do not use a mouse.
    const key = (e: KeyboardEvent) => {
      if (inEditor(e) || e.key !== "Enter" || !e.altKey) return;
      const found = findSource(document.activeElement, state.current.sources);
      if (!found) return;
      e.preventDefault();
      opener.current = found.element;
      setOpen({ target: found.sources[0]!, found });
    };
    // The outline follows the pointer over one element too (a headline drawn over a video that
    // lets the pointer through): once a frame at most.
    let frame = 0;
    const move = (e: MouseEvent) => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        over(e);
      });
    };
    const clear = () => setHover(null);
    document.addEventListener("mousemove", move, true);
    document.addEventListener("click", click, true);
    document.addEventListener("keydown", key, true);
    window.addEventListener("scroll", clear, { passive: true });
    return () => {
      document.removeEventListener("mousemove", move, true);
      cancelAnimationFrame(frame);
      document.removeEventListener("click", click, true);
      document.removeEventListener("keydown", key, true);
      window.removeEventListener("scroll", clear);
    };
  }, []);

  const close = () => {
    setOpen(null);
    (opener.current as HTMLElement | null)?.focus?.();
  };

  return (
    <>
      {hover ? (
        <div className="outline" aria-hidden="true" style={{ left: hover.left - 3, top: hover.top - 3, width: hover.width + 6, height: hover.height + 6 }} />
      ) : null}
      <div className="toolbar" role="toolbar" aria-label={M.panel.label}>
        <button type="button" aria-pressed={on} title={M.toggle.title} onClick={() => setOn(!on)}>
          {on ? M.toggle.on : M.toggle.off}
        </button>
        <button type="button" onClick={() => setChanges(true)}>
          {M.panel.changes}
        </button>
        <button type="button" onClick={() => setCreating(true)}>
          {M.panel.newPage}
        </button>
      </div>
      {open ? (
        <Panel
          key={`${open.target.file}${JSON.stringify(open.target.path)}${open.target.exact ? "!" : ""}`}
          target={open.target}
          found={open.found}
          onClose={close}
          onTarget={(t) => setOpen({ target: t, found: null })}
        />
      ) : null}
      {creating ? <NewPage onClose={() => setCreating(false)} /> : null}
      <SpecProblems />
      {changes ? <Changes onClose={() => setChanges(false)} /> : null}
    </>
  );
}
