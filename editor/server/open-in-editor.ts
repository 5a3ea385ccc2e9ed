/**
 * "Open in editor" of the panel's Details: opens a spec file at a line in the developer's code
 * editor through `launch-editor` (the one `LAUNCH_EDITOR` or `EDITOR` names, else a running one it
 * recognises), and tells the panel whether that failed, which Vite's own `/__open-in-editor`
 * cannot (it answers 200 and reports a failure only on the terminal). In a browser-only workspace
 * there is no editor to launch: the panel then says so (docs/content/editing.md, "The panel").
 */
import launchEditor from "launch-editor";

/** How long a launch may take to report a failure before it counts as asked, ms. */
export const OPEN_WAIT_MS = 800;

/** What became of a request to open a place: asked (no failure reported in time) or failed (with launch-editor's reason, for the terminal). */
export type OpenOutcome = { readonly opened: true } | { readonly opened: false; readonly reason: string };

/** How an editor is launched: launch-editor's own signature, `("file:line:col", onError)`. */
export type Launcher = (file: string, onError: (file: string, message: string | null) => void) => void;

/**
 * Asks the code editor to open `full` (an absolute path) at `line`:`col` (both from 1).
 * Resolves `{ opened: false }` when launch-editor reports a failure within `waitMs`
 * (no editor found, a command that does not exist, an editor that exits with an error),
 * else `{ opened: true }`. Never rejects.
 */
export function openInEditor(full: string, line: number, col: number, waitMs = OPEN_WAIT_MS, launch: Launcher = launchEditor): Promise<OpenOutcome> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ opened: true }), waitMs);
    const failed = (_file: string, message: string | null) => {
      clearTimeout(timer);
      resolve({ opened: false, reason: message ?? "no code editor found (set LAUNCH_EDITOR)" });
    };
    try {
      launch(`${full}:${line}:${col}`, failed);
    } catch (e) {
      failed(full, (e as Error).message);
    }
  });
}
