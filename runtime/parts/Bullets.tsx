import { cn } from "../primitives/cn";

/** A bulleted list of short lines, its bullets in the brand's light blue; `className` adds its space above and colour. */
export function Bullets({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("list-disc space-y-2 pl-6 marker:text-brand-500", className)}>
      {items.map((x) => (
        <li key={x}>{x}</li>
      ))}
    </ul>
  );
}
