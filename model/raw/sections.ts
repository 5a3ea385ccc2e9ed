/**
 * Generated from spec/schemas/sections/ by scripts/schema/schema-types.ts; do not edit.
 * Run `npm run schema-types` after adding or removing a section kind's schema.
 */

import type { RawCardsSection } from "./section-cards.ts";
import type { RawCtaSection } from "./section-cta.ts";
import type { RawFaqSection } from "./section-faq.ts";
import type { RawFiguresSection } from "./section-figures.ts";
import type { RawFormSection } from "./section-form.ts";
import type { RawHeroSection } from "./section-hero.ts";
import type { RawLogosSection } from "./section-logos.ts";
import type { RawMediaSection } from "./section-media.ts";
import type { RawOfficesSection } from "./section-offices.ts";
import type { RawPeopleSection } from "./section-people.ts";
import type { RawQuoteSection } from "./section-quote.ts";
import type { RawRichTextSection } from "./section-rich-text.ts";
import type { RawTestimonialsSection } from "./section-testimonials.ts";

/** The authored section of each kind of the section library (spec/schemas/sections/<kind>.schema.json), as its schema types it, by kind. */
export interface RawSections {
  cards: RawCardsSection;
  cta: RawCtaSection;
  faq: RawFaqSection;
  figures: RawFiguresSection;
  form: RawFormSection;
  hero: RawHeroSection;
  logos: RawLogosSection;
  media: RawMediaSection;
  offices: RawOfficesSection;
  people: RawPeopleSection;
  quote: RawQuoteSection;
  "rich-text": RawRichTextSection;
  testimonials: RawTestimonialsSection;
}

/** A kind of the section library: the name of its schema file. */
export type RawSectionKind = keyof RawSections;
