import { useState } from "react";
import { clsx } from "clsx";

/**
 * Testimonial pagination dots: `pages` pages of `perPage` testimonials in the list
 * `listId` (rendered by the page). Choosing a dot shows that page's items and hides the others
 * (their data-paged state, styled in app.css); without JavaScript every testimonial shows and the dots do not.
 */
export default function Testimonials({ listId, pages, perPage, labels }: { listId: string; pages: number; perPage: number; labels: readonly string[] }) {
  const [page, setPage] = useState(0);
  const choose = (p: number) => {
    setPage(p);
    document
      .getElementById(listId)
      ?.querySelectorAll<HTMLElement>(":scope > li")
      .forEach((li, i) => {
        li.dataset.paged = Math.floor(i / perPage) === p ? "shown" : "hidden";
      });
  };
  return (
    <div data-needs-js className="mt-10 flex justify-center gap-3">
      {Array.from({ length: pages }, (_, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: a page button is its page number
          key={i}
          type="button"
          aria-label={labels[i]}
          aria-current={i === page}
          aria-controls={listId}
          onClick={() => choose(i)}
          className={clsx("h-3 rounded-full transition-[width,background-color]", i === page ? "w-8 bg-brand-600" : "w-3 bg-brand-200 hover:bg-brand-400")}
        />
      ))}
    </div>
  );
}
