import { Fragment } from "react";

/**
 * Renders content text in which **double asterisks** mark bold runs (Approach and Results)
 * as React elements; no HTML is injected. An unmatched ** is shown as is.
 */
export function RichText({ text }: { text: string }) {
  const parts = text.split(/(\*\*[^*]+\*\*)/g);
  return (
    <>
      {parts.map((part, i) =>
        part.startsWith("**") && part.endsWith("**") && part.length > 4 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text, which never reorder
          <strong key={i} className="font-bold text-brand-950">
            {part.slice(2, -2)}
          </strong>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text, which never reorder
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
