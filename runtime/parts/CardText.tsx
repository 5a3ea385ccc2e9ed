import { cn } from "../primitives/cn";

/**
 * A card's title (h3) and its text under it, the words of most cards: `titleClassName` sets the
 * title's size and space above, `textClassName` the text's colour and space above (by default
 * 8 px under the title, relaxed, in slate).
 */
export function CardText({ title, text, titleClassName, textClassName }: { title: string; text: string; titleClassName: string; textClassName?: string }) {
  return (
    <>
      <h3 className={cn("font-bold", titleClassName)}>{title}</h3>
      <p className={textClassName ?? "mt-2 leading-relaxed text-slate-600"}>{text}</p>
    </>
  );
}
