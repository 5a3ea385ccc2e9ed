/** The Explore strip's order: related studies first, by shared practice, then market; nothing dropped. */
import { describe, expect, it } from "vitest";
import { caseStudies } from "../../generated/case-studies";
import type { CaseStudy } from "../../model/index.ts";
import { relatedFirst } from "../../runtime/lib/related";

const study = (key: string, category: string, location: string) => ({ key, category, location }) as unknown as CaseStudy;

describe("relatedFirst", () => {
  const me = study("me", "Digital Marketing, Social Media", "Kampala, Uganda");
  const cases: { name: string; others: CaseStudy[]; order: string[] }[] = [
    {
      name: "more shared practices first",
      others: [study("a", "Branding", "Lagos"), study("b", "Social Media", "Lagos"), study("c", "Digital Marketing, Social Media", "Lagos")],
      order: ["c", "b", "a"],
    },
    { name: "then the same market", others: [study("a", "Branding", "Lagos"), study("b", "Branding", "Kampala, Uganda")], order: ["b", "a"] },
    { name: "practice before market", others: [study("a", "Branding", "Kampala, Uganda"), study("b", "Social Media", "Nairobi")], order: ["b", "a"] },
    { name: "ties keep the authored order", others: [study("a", "Events", "Lagos"), study("b", "PR", "Accra")], order: ["a", "b"] },
    { name: "practice words compare without case", others: [study("a", "Events", "Lagos"), study("b", "social media", "Accra")], order: ["b", "a"] },
  ];
  for (const c of cases) it(c.name, () => expect(relatedFirst(me, c.others).map((s) => s.key)).toEqual(c.order));

  it("keeps every study of the launch scopes", () => {
    for (const s of caseStudies) {
      const others = caseStudies.filter((o) => o.scope === s.scope && o.path !== s.path);
      expect(new Set(relatedFirst(s, others))).toEqual(new Set(others));
    }
  });
});
