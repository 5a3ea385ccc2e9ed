/**
 * Case study and project slug (Slugs): the title in lowercase, punctuation removed,
 * whitespace turned into single hyphens, edge hyphens trimmed.
 * "Airtel Rwanda: Yora Kashi!" → "airtel-rwanda-yora-kashi".
 */
export function titleSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Tech slug (Slugs): lowercase, trimmed, punctuation removed, runs of whitespace,
 * underscore and hyphen turned into one hyphen, edge hyphens removed.
 * "Data Analytics & Business Intelligence" → "data-analytics-business-intelligence".
 */
export function techSlug(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/[\s_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Practice named by a home services panel (Slugs): its title lowercased with spaces as
 * hyphens, put into the section route's pattern by the caller.
 * "Public Relations" → "public-relations".
 */
export function homePanelPractice(title: string): string {
  return title.toLowerCase().replace(/ /g, "-");
}
