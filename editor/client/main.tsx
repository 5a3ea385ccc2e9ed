/**
 * The page editor's entry in the browser (dev only: the dev server adds this script and the
 * token to every page it renders; the build never does). The editor lives in a shadow root, so
 * the page's styles and its own never meet.
 */
import { createRoot } from "react-dom/client";
import css from "./editor.css?inline";
import { Editor } from "./Editor.tsx";

if (document.querySelector('meta[name="blu-editor-token"]') && !document.querySelector("blu-editor")) {
  const host = document.createElement("blu-editor");
  document.body.append(host);
  const shadow = host.attachShadow({ mode: "open" });
  const style = document.createElement("style");
  style.textContent = css;
  const mount = document.createElement("div");
  shadow.append(style, mount);
  createRoot(mount).render(<Editor />);
}
