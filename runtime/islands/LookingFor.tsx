import { useEffect, useState } from "react";

/**
 * Category not-found view: 'Looking for: {slug}', with the slug read from the address (the
 * view is one prerendered 404.html per category, served for every unknown slug), and the slug
 * and the available slugs logged to the console. `before` and `after` are the text around the
 * slug.
 */
export default function LookingFor({ before, after, category, slugs }: { before: string; after: string; category: string; slugs: readonly string[] }) {
  const [slug, setSlug] = useState("");
  useEffect(() => {
    const found = decodeURIComponent(window.location.pathname.replace(/\/+$/, "").split("/").pop() ?? "");
    setSlug(found);
    console.info(`[${category}] unknown service slug "${found}"; available:`, slugs);
  }, [category, slugs]);
  return (
    <p className="mt-6 inline-block rounded-xl bg-slate-100 px-4 py-2 font-mono text-sm text-slate-700">
      {before}
      {slug}
      {after}
    </p>
  );
}
