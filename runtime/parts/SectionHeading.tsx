import { cn } from "../primitives/cn";

/**
 * The opening of a page section: an optional eyebrow (a small uppercase line), the heading (h2,
 * whose id is `id`, the section's `aria-labelledby`) and an optional intro, at most 42 rem wide.
 * `tone` is the band it sits on: `dark` text on white or a tint, `light` text on the navy bands;
 * `size` `lg` sets the heading larger from 640 px (the home page's blocks).
 * Every section kind (runtime/sections/) and every bespoke band (./Band.tsx) opens with it.
 */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  tone = "dark",
  size = "md",
}: {
  id?: string;
  eyebrow?: string | null;
  heading: string;
  intro?: string | null;
  tone?: "dark" | "light";
  size?: "md" | "lg";
}) {
  const light = tone === "light";
  return (
    <div className="max-w-2xl">
      {eyebrow && <p className={cn("text-sm font-bold tracking-widest uppercase", light ? "text-brand-200" : "text-brand-600")}>{eyebrow}</p>}
      <h2
        id={id}
        className={cn("text-3xl font-extrabold tracking-tight", size === "lg" ? "sm:text-5xl" : "sm:text-4xl", eyebrow && "mt-3", light && "text-white")}
      >
        {heading}
      </h2>
      {intro && <p className={cn("mt-4 text-lg", light ? "text-brand-100" : "text-slate-600")}>{intro}</p>}
    </div>
  );
}
