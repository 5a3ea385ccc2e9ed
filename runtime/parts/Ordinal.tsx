import { cn } from "../primitives/cn";

/** A card's place in its list as two digits ("01", "02"…), the numerals of numbered cards and steps. */
export function ordinal(index: number): string {
  return String(index + 1).padStart(2, "0");
}

/**
 * A numbered card's numeral after a short rule in the practice's accent that widens on the
 * card's hover (the practice pages' cards and tiles); `className` adds the spacing.
 */
export function RuledOrdinal({ index, className }: { index: number; className?: string }) {
  return (
    <span className={cn("flex items-center gap-3 text-sm font-bold text-practice", className)}>
      <span aria-hidden="true" className="h-0.5 w-6 rounded-full bg-practice transition-[width] duration-300 group-hover:w-10" />
      {ordinal(index)}
    </span>
  );
}
