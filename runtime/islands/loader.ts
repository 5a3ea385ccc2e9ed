/**
 * The island loader: the only script a page loads up front (a few KB). After the page's load
 * event and first contentful paint it hydrates every <blu-island> (see ./Island.tsx) with React's hydrateRoot when its
 * load strategy says so, fetching the island's chunk and React only then; an island that only
 * decorates (marquee, rotating word, typewriter, scroll-to-top, breadcrumb bar: the `decorate`
 * lines of the island table, ./registry.ts) gets its plain module instead, so a page whose only islands decorate never
 * downloads React. Also after the load
 * event, it arms the scroll-in reveals (fade in when 10% visible, 20% for stat blocks):
 * only for content still below the fold and never under reduced motion, so nothing the first
 * paint shows is ever hidden.
 *
 * The first tap is never lost: listeners are attached as soon as the loader runs. A
 * press, a submit or a hover on an island that is not live yet wakes it at once (whatever its
 * strategy) and is replayed through it when it is: a submit is held (the browser's own bubble
 * kept back) and sent again once the form island validates by itself, so the messages show on
 * the first press; a tab or filter button is clicked again; a hover is announced again.
 */
import { type IslandName, islands, type Placement } from "./registry";

/** Resolves once the first contentful paint has happened (observed in a task of its own; sets no timer). */
const firstPaint = new Promise<void>((resolve) => {
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    resolve();
  });
  observer.observe({ type: "paint", buffered: true });
});

/**
 * Resolves once the page's load event has ended, told by the navigation's timing entry (queued
 * then, and observed in a task of its own), not by a load listener set as this script runs: it
 * would run in the task that fires the load event, where the browser often lays the page out
 * for the first time, and Lighthouse then counted this script's download in the first
 * contentful paint (about 1.03 s instead of 0.91 s on /projects and /about in about half the
 * runs; the page without scripts: 0.91 s in every run). A browser without the entry type, or
 * one that never hands it over ended, is told by the load event itself, listened for from the
 * first paint on (the first layout is done by then).
 */
const loaded = new Promise<void>((resolve) => {
  const ended = (entries: PerformanceEntryList) => entries.some((e) => (e as PerformanceNavigationTiming).loadEventEnd > 0);
  if (ended(performance.getEntriesByType("navigation"))) return resolve();
  if (PerformanceObserver.supportedEntryTypes?.includes("navigation")) {
    const observer = new PerformanceObserver((list) => {
      if (!ended(list.getEntries())) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "navigation", buffered: true });
  }
  void firstPaint.then(() => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", () => resolve(), { once: true });
  });
});

/** Resolves after `ms` ms. */
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves when the browser is next idle (at most `timeoutMs` ms from now). */
const idle = (timeoutMs: number) =>
  new Promise<void>((resolve) => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 200);
  });

/**
 * After the load event and the first contentful paint, once the browser is idle: only then may
 * island code be fetched, so it never competes with what the first (and largest) paint needs.
 * A first paint that never comes (a page opened in the background) is waited for 3 s from the
 * load event: a timer set as this script runs would tie it to the first layout too.
 */
const afterFirstPaint = loaded.then(() => Promise.race([firstPaint, delay(3000)])).then(() => idle(1500));

/**
 * Brings an island to life once, as its line of the island table (./registry.ts) says: a
 * decoration by its plain module's `enhance`, then marked `live`; a React island by React's
 * hydrateRoot (fetching React only then).
 */
async function hydrate(el: HTMLElement): Promise<void> {
  if (el.hasAttribute("hydrated")) return;
  el.setAttribute("hydrated", "");
  const name = el.getAttribute("name") ?? "";
  const props = () => JSON.parse(el.getAttribute("props") ?? "{}") as never;
  const island = islands[name as IslandName] as Placement | undefined;
  if (!island) {
    console.error(`No island is registered as "${name}"`);
    return;
  }
  if ("decorate" in island) {
    const { enhance } = await island.decorate();
    enhance(el, props());
    el.setAttribute("live", "");
    return;
  }
  const [{ hydrateIsland }, module] = await Promise.all([import("./parts/hydrate"), island()]);
  hydrateIsland(el, name, module.default, props());
}

/** Elements whose boxes stand for an island (the marker itself has none: display: contents). */
const boxes = (el: HTMLElement) => [...el.children] as HTMLElement[];

function schedule(el: HTMLElement): void {
  const run = () => void hydrate(el);
  switch (el.getAttribute("client")) {
    case "visible": {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          run();
        },
        { rootMargin: "200px" },
      );
      boxes(el).forEach((b) => {
        observer.observe(b);
      });
      break;
    }
    case "media": {
      const query = window.matchMedia(el.getAttribute("media") ?? "all");
      if (query.matches) run();
      else
        query.addEventListener("change", function onChange() {
          if (!query.matches) return;
          query.removeEventListener("change", onChange);
          run();
        });
      break;
    }
    case "interaction": {
      // Reached before the loader was ready (a field focused, a pointer resting on it while the
      // page still loaded): that event has gone by, so the island wakes now.
      if (el.contains(document.activeElement) || el.matches(":hover")) {
        run();
        break;
      }
      const events = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
      const once = () => {
        events.forEach((type) => {
          el.removeEventListener(type, once);
        });
        run();
      };
      events.forEach((type) => {
        el.addEventListener(type, once, { passive: true });
      });
      break;
    }
    default:
      void idle(2000).then(run);
  }
}

/** How long a held submit or press waits for its island before the browser handles it natively, in ms. */
const HOLD_MS = 5000;

/** Calls `then` once `ready()` holds, checking every 30 ms; `otherwise` after {@link HOLD_MS}. */
function whenReady(ready: () => boolean, then: () => void, otherwise: () => void): void {
  const started = performance.now();
  const check = () => {
    if (ready()) then();
    else if (performance.now() - started > HOLD_MS) otherwise();
    else setTimeout(check, 30);
  };
  setTimeout(check, 30);
}

/** True once React has attached its props to a server-rendered element, or its island is a decoration that is live. */
const isHydrated = (node: Element) => Object.keys(node).some((k) => k.startsWith("__reactProps")) || !!node.closest("blu-island[live]");

/** The island an event happened in, while it is not live yet (not hydrated, or hydrating). */
function sleepingIsland(event: Event): HTMLElement | null {
  const target = event.target instanceof Element ? event.target : null;
  const island = target?.closest<HTMLElement>("blu-island");
  return island && !isHydrated(target!) ? island : null;
}

/** The submit button last pressed in each form, for the replay. */
const submitters = new WeakMap<HTMLFormElement, HTMLElement>();
/** Forms whose submit is held until their island is live. */
const held = new WeakSet<HTMLFormElement>();

/**
 * Holds a form's submit until its island validates by itself (the form hook sets noValidate
 * once hydrated), then submits it again through the island; if the island never comes (its
 * script failed), the browser's own validation and submit take over.
 */
function holdSubmit(island: HTMLElement, form: HTMLFormElement): void {
  if (held.has(form)) return;
  held.add(form);
  void hydrate(island);
  const submitter = submitters.get(form);
  whenReady(
    () => form.noValidate && isHydrated(form),
    () => {
      held.delete(form);
      form.requestSubmit(submitter?.isConnected && submitter.closest("form") === form ? submitter : undefined);
    },
    () => {
      held.delete(form);
      if (form.reportValidity()) form.submit();
    },
  );
}

document.addEventListener(
  "click",
  (event) => {
    const island = sleepingIsland(event);
    const button = (event.target as Element).closest?.("button");
    if (!island || !button || !island.contains(button)) return;
    if (button.type === "submit") {
      if (button.form) submitters.set(button.form, button);
      return; // the browser validates or submits next: the invalid and submit listeners hold it
    }
    if (button.hasAttribute("popovertarget")) return; // works without a script
    void hydrate(island);
    whenReady(
      () => !button.isConnected || isHydrated(button),
      () => button.isConnected && button.click(),
      () => {},
    );
  },
  true,
);

// A required field left empty: the browser would show its bubble; the island shows the message instead.
document.addEventListener(
  "invalid",
  (event) => {
    const island = sleepingIsland(event);
    const form = (event.target as HTMLInputElement).form;
    if (!island || !form || form.noValidate) return;
    event.preventDefault();
    holdSubmit(island, form);
  },
  true,
);

document.addEventListener(
  "submit",
  (event) => {
    const form = event.target as HTMLFormElement;
    const island = form.closest<HTMLElement>("blu-island");
    if (!island || isHydrated(form)) return;
    event.preventDefault();
    holdSubmit(island, form);
  },
  true,
);

// A hover (the client logos' tooltip) wakes its island and is announced again once it is live.
document.addEventListener(
  "pointerover",
  (event) => {
    const island = sleepingIsland(event);
    if (!island) return;
    const target = event.target as Element;
    void hydrate(island);
    whenReady(
      () => isHydrated(target),
      () => {
        if (!target.matches(":hover")) return;
        target.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
        target.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
      },
      () => {},
    );
  },
  { capture: true, passive: true },
);

function armReveals(): void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const below = [...document.querySelectorAll<HTMLElement>("[data-reveal]")].filter((el) => el.getBoundingClientRect().top > window.innerHeight);
  for (const amount of new Set(below.map((el) => Number(el.dataset.revealAmount ?? "0.1")))) {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.reveal = "shown";
          observer.unobserve(entry.target);
        }
      },
      { threshold: amount },
    );
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
