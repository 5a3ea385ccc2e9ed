import type { ReactNode } from "react";
import { site } from "../../generated/site";
import { Island } from "../islands/Island";
import { cn } from "../primitives/cn";

/**
 * Hero animation (fade-in and slide-up, 2.5 s in all): the hero is the page's named
 * view-transition element, so when the visitor arrives from another page of the site the
 * cross-document view transition slides and fades it in (app.css). The first paint of a
 * page opened directly is never hidden or delayed, and reduced motion turns it off.
 */
export function HeroIntro({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("hero-intro", className)}>{children}</div>;
}

/**
 * Typewriter over `text` (an island, runtime/islands/Typewriter): hydrated only from the
 * typewriter breakpoint up (off at 640 px and below); the HTML holds the whole text.
 */
export function Typewriter({ text }: { text: string }) {
  return (
    <Island
      name="Typewriter"
      client="media"
      media={`(min-width: ${site.breakpoints.typewriter}px)`}
      props={{ text, durationMs: site.timings.heroAnimationMs }}
    />
  );
}
