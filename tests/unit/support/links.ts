/**
 * The link rule of spec/forms/ (form.schema.json `rule: link`) as the tests read it,
 * apart from the generator: shared by the table of every form's validator
 * (form-validators.test.ts) and the grown form with a link field (form-growth.test.ts).
 */

/**
 * A link as the schema words it (form.schema.json `rule`), read apart rather than with the
 * generator's pattern: http:// or https:// (any case), then a host (up to the first / ? or #) with no @,
 * whose first dot neither starts nor ends it, and no space anywhere.
 */
export function isLink(v: string): boolean {
  const scheme = /^https?:\/\//i.exec(v);
  if (!scheme || /\s/.test(v)) return false;
  const host = v.slice(scheme[0].length).split(/[/?#]/)[0]!;
  const dot = host.indexOf(".");
  return !host.includes("@") && dot > 0 && dot < host.length - 1;
}

/** Links that put the link rule to the test: refused schemes, hosts and lengths, and the edges that pass. */
export const LINK_PROBES: readonly string[] = [
  "www.behance.net/amina",
  "ftp://files.example.com/portfolio.pdf",
  "javascript:alert(1)",
  "mailto:amina@example.com",
  "https://localhost:3000",
  "https://.example.com",
  "https://example.",
  "https://amina@example.com",
  "https://exa mple.com",
  "https://example.com/my work",
  "HTTPS://EXAMPLE.COM/AMINA",
  "HTTP:/example.com",
  `https://example.com/${"a".repeat(1981)}`,
  `https://example.com/${"a".repeat(1980)}`,
  "http://a.b",
  "https://example.com:8080/work?year=2026#top",
  "  https://www.behance.net/amina-okafor\t",
];
