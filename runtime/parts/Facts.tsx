import { cn } from "../primitives/cn";

/**
 * Facts as a description list: each label (small, bold, upper case) over its value, a pair to a
 * group so each value is read with its label (a project's client and dates, a case study's
 * industry and scope, a project's results). `className` lays out the list (a grid: its gaps and
 * columns), `itemClassName` a pair's box, `labelClassName` and `valueClassName` their type.
 */
export function Facts({
  facts,
  className,
  itemClassName,
  labelClassName,
  valueClassName,
}: {
  facts: readonly (readonly [label: string, value: string])[];
  className: string;
  itemClassName?: string;
  labelClassName: string;
  valueClassName: string;
}) {
  return (
    <dl className={cn("grid", className)}>
      {facts.map(([label, value]) => (
        <div key={label} className={itemClassName}>
          <dt className={cn("font-bold tracking-widest uppercase", labelClassName)}>{label}</dt>
          <dd className={valueClassName}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The facts of a record by key: each key's label (from `labels`, the page's texts in
 * spec/ui.yaml, keyed as the record's fields) and the record's value, in the order of `keys`.
 */
export function factsOf<K extends string>(labels: Readonly<Record<K, string>>, record: Readonly<Record<K, string>>, keys: readonly K[]): [string, string][] {
  return keys.map((k) => [labels[k], record[k]]);
}
