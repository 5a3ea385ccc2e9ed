/**
 * Authored shapes: the spec files as written in YAML, after schema validation
 * (spec/schemas/*.schema.json is their single source; these types mirror them).
 */
import type { CategoryKey, PageKind, SocialNetwork } from "./model.ts";

export interface RawLink { name: string; href: string; external?: boolean; button?: boolean }

export interface RawSite {
  brand: { name: string; fullName: string; acronym: string[]; logoAlt: string; logoSuffix: string };
  siteUrl: string;
  contactEmail: string;
  language: string;
  theme: { color: string; favicon: string };
  navigation: { panel: RawLink[] };
  countries: { name: string; route: string }[];
  social: { network: SocialNetwork; label: string; href: string }[];
  footer: { columns: { heading: string; links: RawLink[] }[]; externalLinks: RawLink[]; legal: RawLink[]; socialNetworks: SocialNetwork[] };
  mobileMenu: { socialNetworks: SocialNetwork[] };
  breakpoints: { nav: number; banner: number; typewriter: number };
  layout: { sideBarWidth: number; sidePanelWidth: number };
  timings: Record<string, number>;
}

export type RawUi = Record<string, Record<string, string>>;

export interface RawErrors {
  pageNotFound: { heading: string; message: string; action: string; actionHref: string };
  unexpected: { heading: string; hint: string };
  sectionNotFound: { message: string };
  noOverview: { message: string };
  subscriptionFailed: { message: string };
  serviceNotFound: { title: string; message: string };
}

export interface RawRoute {
  id: string; path: string; page: PageKind; category?: CategoryKey;
  values?: Record<string, string[]>; title?: string; heading?: string; description?: string;
}

export interface RawCta { heading: string; description: string; actionText: string }

export interface RawCategory {
  key: CategoryKey; name: string; label: string; noun: string; badge?: string; goals: string;
  title: string; subtitle: string; backLink: string; fixedBenefits?: string[]; benefitPrefixes?: string[];
}

export interface RawCategories {
  defaults: { cta: RawCta; benefitLegends: string[]; benefitIcons: string[] };
  categories: RawCategory[];
}

export interface RawService {
  slug: string; title: string; description: string; heroImage: string; image: string; icon?: string;
  benefits: string[]; benefitDescriptions: string[]; benefitImages: string[];
  benefitIcons?: string[]; benefitLegends?: string[];
  whoCanBenefit: { title: string; description: string; icon?: string }[];
  cta?: RawCta;
}

export interface RawCatalogue { category: CategoryKey; services: RawService[] }

export type RuleKind = "required" | "email" | "chosen" | "minLength" | "maxLength" | "minDigits";

export interface RawForm {
  id: string; heading: string; intro?: string; validation: "table" | "browser"; invalidMessage?: string;
  fields: { name: string; label: string; type: "text" | "email" | "tel" | "select" | "textarea"; autocomplete?: string; placeholder?: string; options?: string[]; optional?: boolean; submitAs?: string; default?: string; hint?: string }[];
  rules: { field: string; rule: RuleKind; arg?: number; message: string }[];
  submit: {
    label: string; sending: string; success: string; successDetail?: string; successMs?: number; onSuccess?: "replace" | "clear";
    failure?: string; requiredHint: string;
    download?: { href: string; before: string; linkText: string; after: string; redirectMs: number };
  };
  transport: { kind: "emailjs" | "mailchimp"; origin: string; [key: string]: unknown };
}

export interface RawAction { label: string; href?: string }
export interface RawLandingPage {
  route: string;
  breadcrumb?: { items: { name: string; href?: string }[]; action: RawAction };
  hero: { badge?: string; heading: string; lead: string; points?: string[]; form?: string; formNote?: string };
  sections: {
    kind: "cards" | "stats" | "cta"; id: string; eyebrow?: string; heading: string; intro?: string; columns?: 2 | 3 | 4;
    items?: { title?: string; description?: string; icon?: string; highlight?: string; value?: string; label?: string }[];
    action?: RawAction;
  }[];
}
