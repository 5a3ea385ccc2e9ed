import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { icons } from "../../generated/icons";
import { Card } from "../primitives/Card";

/**
 * A card of an icon chip, a title (h3) and a description: `side` puts the chip beside the text
 * (audience and service lists) in a card at least 24 rem wide, above it in a narrower one (a
 * container query: beside it the text would be under 240 px), `top` above it always
 * (feature grids). Unknown or missing icons fall
 * back to a check mark. `children` go between title and description (a highlight figure). The
 * chip takes the practice's colours inside a `data-practice` scope, the brand's elsewhere.
 */
export function IconCard({
  title,
  description,
  icon,
  layout = "side",
  children,
}: {
  title: string;
  description: string;
  icon: string | null;
  layout?: "side" | "top";
  children?: ReactNode;
}) {
  const Icon = (icon && icons[icon]) || CheckCircle2;
  const chip = (
    <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-practice-tint text-practice transition-colors duration-300 group-hover:bg-practice group-hover:text-white">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
  if (layout === "top") {
    return (
      <Card className="h-full p-7">
        {chip}
        <h3 className="mt-5 text-xl font-bold">{title}</h3>
        {children}
        <p className="mt-3 leading-relaxed text-slate-600">{description}</p>
      </Card>
    );
  }
  return (
    <Card className="@container h-full p-6 sm:p-7">
      <div className="flex flex-col gap-4 @sm:flex-row @sm:gap-5">
        {chip}
        <div>
          <h3 className="text-lg font-bold">{title}</h3>
          {children}
          <p className="mt-2 leading-relaxed text-slate-600">{description}</p>
        </div>
      </div>
    </Card>
  );
}
