import type { CategoryKey } from "../../model/index.ts";
import { categories } from "../../generated/services";

/**
 * The practice (service category) whose pages live at `path` or below it: /services/media and
 * /services/media/media-buying are Media's, /services and /about no practice's. A trailing
 * slash is ignored.
 */
export function practiceOfPath(path: string): CategoryKey | null {
  const p = path.replace(/\/+$/, "");
  return categories.find((c) => p === c.indexPath || p.startsWith(`${c.indexPath}/`))?.key ?? null;
}

/**
 * The practice a category word names, as case studies and projects write them ("Creative",
 * "PR", "Events", "Public Relations"): matched, ignoring case and spaces at either end, against
 * each category's `label` and `name` (spec/services/categories.yaml). Null for a word that
 * names no practice ("Branding", "Social Media").
 */
export function practiceOfLabel(label: string): CategoryKey | null {
  const l = label.trim().toLowerCase();
  return categories.find((c) => c.label.toLowerCase() === l || c.name.toLowerCase() === l)?.key ?? null;
}

/**
 * The words of a case study's or project's `category` (spec/case-studies/, spec/projects.yaml),
 * as authored and comma-separated ("Digital, Creative, PR"), each trimmed, empties dropped:
 * the chips of PracticeChips (runtime/parts/PracticeChips.tsx).
 */
export function categoryWords(category: string): string[] {
  return category
    .split(",")
    .map((w) => w.trim())
    .filter((w) => w.length > 0);
}
