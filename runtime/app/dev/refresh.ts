/**
 * Dev server only (never in a build): applies a spec change to the open page without a full
 * reload. When the dev server has regenerated generated/ it sends `blu:spec-update`; this
 * script fetches the page again (rendered by the same renderer as the build), morphs the
 * document into it with morphdom, and leaves every island whose props did not change as it is,
 * so its state survives (an open menu, a form half filled in). Islands whose props changed are
 * replaced and hydrated again by the loader (`blu:islands`).
 */
import morphdom from "morphdom";
import { REFRESH_HEADER, SPEC_UPDATE_EVENT } from "./protocol.ts";

/**
 * Fetches the current URL as the dev server renders it now: `bare`, without Vite's HTML
 * transform (./protocol.ts `REFRESH_HEADER`), enough to morph the page in; otherwise as a
 * browser gets the page, its scripts included.
 */
async function render(bare: boolean): Promise<Document> {
  const headers: Record<string, string> = bare ? { accept: "text/html", [REFRESH_HEADER]: "1" } : { accept: "text/html" };
  const res = await fetch(location.pathname + location.search, { headers, cache: "no-store" });
  return new DOMParser().parseFromString(await res.text(), "text/html");
}

/**
 * The stylesheets and scripts a head links, by URL. What a <noscript> holds is left out: a page
 * with scripting never uses it (and holds it as text), while DOMParser's document, which has no
 * scripting, parses it into elements.
 */
const linked = (head: HTMLHeadElement) =>
  new Set(
    [...head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="stylesheet"], script[src]')]
      .filter((el) => !el.closest("noscript"))
      .map((el) => el.getAttribute("href") ?? el.getAttribute("src")),
  );

/** Whether `next` links a stylesheet or script this document does not (then its whole head is taken: {@link updateHead}). */
const linksMore = (next: Document) => {
  const have = linked(document.head);
  return [...linked(next.head)].some((url) => !have.has(url));
};

/**
 * A copy of a node of the fetched document that runs in this one: a script parsed by DOMParser
 * never runs, so each is made anew (a module already loaded, such as Vite's client, runs once
 * whatever the number of its script elements).
 */
function adopt(node: Node): Node {
  if (!(node instanceof HTMLScriptElement)) return document.importNode(node, true);
  const script = document.createElement("script");
  for (const { name, value } of node.attributes) script.setAttribute(name, value);
  script.text = node.text;
  return script;
}

/**
 * Copies title, description, the canonical address and the other head tags that carry content from the new page. When
 * the new page links a stylesheet or script this document does not (this is the dev server's
 * page of spec problems, opened while spec/ was broken), the whole head is the new page's
 * instead, its scripts run (the island loader, React Fast Refresh's preamble).
 */
function updateHead(next: Document): void {
  if (linksMore(next)) {
    document.head.replaceChildren(...[...next.head.childNodes].map(adopt));
    document.documentElement.lang = next.documentElement.lang;
    return;
  }
  document.title = next.title;
  for (const el of next.head.querySelectorAll<HTMLMetaElement>("meta[name], meta[property]")) {
    const key = el.hasAttribute("name") ? `name="${el.name}"` : `property="${el.getAttribute("property")}"`;
    document.head.querySelector(`meta[${key}]`)?.setAttribute("content", el.content);
  }
  for (const rel of ["canonical", "icon"]) {
    const href = next.head.querySelector(`link[rel="${rel}"]`)?.getAttribute("href");
    if (href) document.head.querySelector(`link[rel="${rel}"]`)?.setAttribute("href", href);
  }
  const ld = next.head.querySelector('script[type="application/ld+json"]');
  const here = document.head.querySelector('script[type="application/ld+json"]');
  if (ld && here) here.textContent = ld.textContent;
}

/**
 * Fetches the page again and morphs it in (see the module's docs). `keepOverlay`: the dev server
 * has shown findings of the spec in Vite's overlay with this update (the house style's, which CI
 * refuses), so it stays; otherwise an overlay of earlier problems is taken away.
 */
async function update(keepOverlay: boolean): Promise<void> {
  const started = performance.now();
  let next = await render(true);
  // A head of its own to take (the open page is the dev server's page of spec problems): the page
  // as a browser gets it, with the scripts Vite's HTML transform adds.
  if (linksMore(next)) next = await render(false);
  updateHead(next);
  morphdom(document.body, next.body, {
    onBeforeElUpdated(from, to) {
      if (from.tagName !== "BLU-ISLAND") return !from.isEqualNode(to);
      if (from.getAttribute("props") === to.getAttribute("props") && from.getAttribute("name") === to.getAttribute("name")) return false;
      // Changed props: a fresh, unhydrated island replaces this one.
      from.replaceWith(document.importNode(to, true));
      return false;
    },
    // Keep nodes Vite adds to the body (its error overlay), the page editor's panel and scripts the page does not render.
    onBeforeNodeDiscarded: (node) =>
      !(node instanceof HTMLElement && (node.tagName === "VITE-ERROR-OVERLAY" || node.tagName === "BLU-EDITOR" || node.tagName === "SCRIPT")),
  });
  if (!keepOverlay) document.querySelector("vite-error-overlay")?.remove();
  document.dispatchEvent(new Event("blu:islands"));
  // The page editor reads the page's texts again (editor/client/main.tsx).
  document.dispatchEvent(new Event("blu:page-updated"));
  console.debug(`[blu] page updated from spec/ in ${Math.round(performance.now() - started)} ms`);
}

if (import.meta.hot) {
  import.meta.hot.on(SPEC_UPDATE_EVENT, (data?: { findings?: number }) => {
    update(Boolean(data?.findings)).catch((e: unknown) => {
      console.error("[blu] could not update the page; reloading", e);
      location.reload();
    });
  });
}
