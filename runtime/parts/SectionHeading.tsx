/** Heading and intro line of a page section. */
export function SectionHeading({ id, heading, intro, tone = "dark" }: { id?: string; heading: string; intro?: string; tone?: "dark" | "light" }) {
  return (
    <div className="max-w-2xl">
      <h2
        id={id}
        className={tone === "dark" ? "text-3xl font-extrabold tracking-tight sm:text-4xl" : "text-3xl font-extrabold tracking-tight text-white sm:text-4xl"}
      >
        {heading}
      </h2>
      {intro && <p className={tone === "dark" ? "mt-4 text-lg text-slate-600" : "mt-4 text-lg text-brand-100"}>{intro}</p>}
    </div>
  );
}
