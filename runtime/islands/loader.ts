/**
 * The island loader: the only script a page loads up front (a few KB). After the page's load
 * event and first contentful paint it hydrates every <blu-island> (see ./Island.tsx) with React's hydrateRoot when its
 * load strategy says so, fetching the island's chunk and React only then. Also after the load
 * event, it arms the scroll-in reveals (§4: fade in when 10% visible, 20% for stat blocks):
 * only for content still below the fold and never under reduced motion, so nothing the first
 * paint shows is ever hidden.
 */
import { islands, type IslandName } from "./registry";

/** Resolves once the page's load event has fired. */
const loaded = new Promise<void>((resolve) => {
  if (document.readyState === "complete") resolve();
  else window.addEventListener("load", () => resolve(), { once: true });
});

/** Resolves once the first contentful paint has happened (or after `fallbackMs` ms without one). */
const painted = (fallbackMs: number) => new Promise<void>((resolve) => {
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    resolve();
  });
  observer.observe({ type: "paint", buffered: true });
  setTimeout(resolve, fallbackMs);
});

/** Resolves when the browser is next idle (at most `timeoutMs` ms from now). */
const idle = (timeoutMs: number) => new Promise<void>((resolve) => {
  if ("requestIdleCallback" in window) window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
  else setTimeout(resolve, 200);
});

/**
 * After the load event and the first contentful paint, once the browser is idle: only then may
 * island code be fetched, so it never competes with what the first (and largest) paint needs.
 */
const afterFirstPaint = Promise.all([loaded, painted(3000)]).then(() => idle(1500));

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
      void idle(2000).then(run);
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

// Nothing runs before the load event and the first paint: reading layout earlier (armReveals measures where each
// section is) would add a forced layout to the work before the first paint.
await afterFirstPaint;
armReveals();
// Tests (and anyone curious) can tell that reveals are armed and islands are being scheduled.
document.documentElement.setAttribute("data-loader", "ready");
document.querySelectorAll<HTMLElement>("blu-island").forEach(schedule);
// A page whose body was replaced in place (the dev server's spec refresh) asks for its new islands.
document.addEventListener("blu:islands", () => document.querySelectorAll<HTMLElement>("blu-island:not([hydrated])").forEach(schedule));
