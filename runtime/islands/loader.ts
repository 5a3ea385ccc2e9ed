/**
 * The island loader: the only script a page loads up front (a few KB). After the page's load
 * event it hydrates every <blu-island> (see ./Island.tsx) with React's hydrateRoot when its
 * load strategy says so, fetching the island's chunk and React only then. Also after the load
 * event, it arms the scroll-in reveals (§4: fade in when 10% visible, 20% for stat blocks):
 * only for content still below the fold and never under reduced motion, so nothing the first
 * paint shows is ever hidden.
 */
import { islands, type IslandName } from "./registry";

const afterLoad = new Promise<void>((resolve) => {
  if (document.readyState === "complete") resolve();
  else window.addEventListener("load", () => resolve(), { once: true });
});

async function hydrate(el: HTMLElement): Promise<void> {
  if (el.hasAttribute("hydrated")) return;
  el.setAttribute("hydrated", "");
  const name = el.getAttribute("name") as IslandName;
  const load = islands[name];
  if (!load) {
    console.error(`No island is registered as "${name}"`);
    return;
  }
  const [{ hydrateIsland }, module] = await Promise.all([import("./parts/hydrate"), load()]);
  hydrateIsland(el, name, module.default as React.ComponentType<object>, JSON.parse(el.getAttribute("props") ?? "{}") as object);
}

/** Elements whose boxes stand for an island (the marker itself has none: display: contents). */
const boxes = (el: HTMLElement) => [...el.children] as HTMLElement[];

function schedule(el: HTMLElement): void {
  const run = () => void hydrate(el);
  switch (el.getAttribute("client")) {
    case "visible": {
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        run();
      }, { rootMargin: "200px" });
      boxes(el).forEach((b) => observer.observe(b));
      break;
    }
    case "media": {
      const query = window.matchMedia(el.getAttribute("media") ?? "all");
      if (query.matches) run();
      else query.addEventListener("change", function onChange() {
        if (!query.matches) return;
        query.removeEventListener("change", onChange);
        run();
      });
      break;
    }
    case "interaction": {
      const events = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
      const once = () => {
        events.forEach((type) => el.removeEventListener(type, once));
        run();
      };
      events.forEach((type) => el.addEventListener(type, once, { passive: true }));
      replayClicks(el);
      break;
    }
    default:
      if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 2000 });
      else setTimeout(run, 200);
  }
}

/**
 * A click that lands before an `interaction` island has hydrated, on a button that does nothing
 * without a script (not a link, not a submit button, not a popover's invoker, which all work
 * natively), is clicked again once React has taken over the button, so no first tap is lost.
 */
function replayClicks(el: HTMLElement): void {
  const onClick = (event: MouseEvent) => {
    const target = (event.target as Element).closest("button");
    if (!target || !el.contains(target) || target.type === "submit" || target.hasAttribute("popovertarget")) return;
    if (isHydrated(target)) return;
    const started = performance.now();
    const retry = () => {
      if (!target.isConnected || performance.now() - started > 3000) return;
      if (isHydrated(target)) target.click();
      else setTimeout(retry, 30);
    };
    setTimeout(retry, 30);
  };
  el.addEventListener("click", onClick, true);
}

/** True once React has attached its props to a server-rendered element. */
const isHydrated = (node: Element) => Object.keys(node).some((k) => k.startsWith("__reactProps"));

function armReveals(): void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const below = [...document.querySelectorAll<HTMLElement>("[data-reveal]")].filter((el) => el.getBoundingClientRect().top > window.innerHeight);
  for (const amount of new Set(below.map((el) => Number(el.dataset.revealAmount ?? "0.1")))) {
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLElement).dataset.reveal = "shown";
        observer.unobserve(entry.target);
      }
    }, { threshold: amount });
    for (const el of below.filter((b) => Number(b.dataset.revealAmount ?? "0.1") === amount)) {
      el.dataset.reveal = "armed";
      observer.observe(el);
    }
  }
}

// Nothing runs before the load event: reading layout earlier (armReveals measures where each
// section is) would add a forced layout to the work before the first paint.
await afterLoad;
armReveals();
document.querySelectorAll<HTMLElement>("blu-island").forEach(schedule);
