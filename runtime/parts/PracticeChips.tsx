import { Badge } from "../primitives/Badge";
import { cn } from "../primitives/cn";
import { practiceOfLabel } from "../lib/practice";

/**
 * Category words as a row of chips, as case-study and project cards name them ("Creative",
 * "Media", "PR"): a word that names a practice (matched by {@link practiceOfLabel} against the
 * categories' labels and names) wears that practice's colours, any other word ("Branding") the
 * brand's. `tone` is the surface the row sits on: `light` (white or a tint) or `dark` (the navy
 * heroes and cards). Every pair is one the generator checks for contrast.
 */
export function PracticeChips({ words, tone = "light", className }: { words: readonly string[]; tone?: "light" | "dark"; className?: string }) {
  return (
    <ul data-slot="practice-chips" className={cn("flex flex-wrap gap-2", className)}>
      {words.map((word) => {
        const practice = practiceOfLabel(word);
        const look = practice ? (tone === "dark" ? "practice-dark" : "practice") : tone === "dark" ? "inverse" : "brand";
        return (
          <li key={word}>
            <Badge tone={look} dot={practice !== null} practice={practice}>
              {word}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
