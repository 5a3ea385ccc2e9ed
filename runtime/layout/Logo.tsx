import { site } from "../../generated/site";
import { cn } from "../primitives/cn";

/**
 * The brand word mark, linking to /. `tone` picks dark text on light or light on dark. The
 * link's accessible name is its visible text followed by where it leads (WCAG 2.5.3, label
 * in name).
 */
export function Logo({ tone = "dark", compact = false, className }: { tone?: "dark" | "light"; compact?: boolean; className?: string }) {
  return (
    <a href="/" className={cn("inline-flex items-center gap-2 rounded-lg", className)}>
      <span
        aria-hidden={compact ? undefined : true}
        className={cn(
          "grid place-items-center rounded-xl font-extrabold tracking-tight",
          compact ? "size-12 text-base" : "size-10 text-sm",
          tone === "dark" ? "bg-brand-700 text-white" : "bg-white text-brand-800",
        )}
      >
        {site.brand.name}
      </span>
      {!compact && (
        <span className={cn("text-lg font-extrabold tracking-tight", tone === "dark" ? "text-brand-950" : "text-white")}>
          {site.brand.name} <span className={cn("font-medium", tone === "dark" ? "text-brand-600" : "text-brand-200")}>{site.brand.logoSuffix}</span>
        </span>
      )}
      <span className="sr-only">{site.ui.shell.homeLink}</span>
    </a>
  );
}
