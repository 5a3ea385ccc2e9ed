/**
 * The sections (docs/architecture.md#pages-composed-of-sections, "one meaning per word"): one
 * component per section kind, each rendering the normalized data of its kind (model/index.ts
 * `PageSection`; authored shape in spec/schemas/sections/<kind>.schema.json). Pages composed of
 * sections (spec/pages/) render them through {@link Section}; the bespoke pages of
 * runtime/pages/ map their own data to the same kinds. Shared parts that are not a section kind
 * live in runtime/parts/.
 */
import type { ComponentType } from "react";
import type { PageSection, SectionKind } from "../../model/index.ts";
import { CardsSection } from "./CardsSection";
import { CtaSection } from "./CtaSection";
import { FaqSection } from "./FaqSection";
import { FiguresSection } from "./FiguresSection";
import { FormSection } from "./FormSection";
import { HeroSection } from "./HeroSection";
import { LogosSection } from "./LogosSection";
import { MediaSection } from "./MediaSection";
import { OfficesSection } from "./OfficesSection";
import { PeopleSection } from "./PeopleSection";
import { QuoteSection } from "./QuoteSection";
import { RichTextSection } from "./RichTextSection";
import type { SectionProps } from "./shared";
import { TestimonialsSection } from "./TestimonialsSection";

export { FORM_ANCHOR, type SectionProps } from "./shared";

/** The component of each section kind. */
export const SECTION_COMPONENTS: { readonly [K in SectionKind]: ComponentType<SectionProps<Extract<PageSection, { kind: K }>>> } = {
  hero: HeroSection,
  "rich-text": RichTextSection,
  figures: FiguresSection,
  cards: CardsSection,
  people: PeopleSection,
  logos: LogosSection,
  testimonials: TestimonialsSection,
  form: FormSection,
  cta: CtaSection,
  media: MediaSection,
  faq: FaqSection,
  quote: QuoteSection,
  offices: OfficesSection,
};

/** One section of a page, by its kind. */
export function Section(props: SectionProps) {
  const Component = SECTION_COMPONENTS[props.section.kind] as ComponentType<SectionProps>;
  return <Component {...props} />;
}
