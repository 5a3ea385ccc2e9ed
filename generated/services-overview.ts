// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import type { ServicesOverview } from "../model/index.ts";
/** Services overview from spec/pages/services.yaml. */
export const servicesOverview: ServicesOverview | null = {
  before: "Integrated",
  words: ["Creative", "Media", "Digital", "PR", "Events"],
  after: "that grows brands across Africa",
  lead: "BLU brings every marketing discipline together in one team, so strategy, ideas, media, reputation, experiences and technology pull in the same direction. With offices in Uganda, Kenya, Nigeria, South Africa, Rwanda and the UK, we plan locally and measure everything, which is how our clients reach an average return on ad spend of 4.2:1.",
  exploreLabel: "Explore",
  tilesHeading: "Our services",
  learnMore: "Learn more",
  tiles: [
    {
      title: "Creative",
      description: "Brand strategy, identity design, copywriting and video production grounded in local insight. We create campaigns that feel native in Lagos, Nairobi and Kigali alike.",
      route: "/services/creative",
    },
    {
      title: "Media",
      description: "Media planning and buying across broadcast, outdoor, print and digital channels. Budgets are optimised weekly against real performance, not last year's rate card.",
      route: "/services/media",
    },
    {
      title: "Digital",
      description: "Social media, search, performance marketing and web experiences that convert interest into customers. Every campaign ships with tracking, dashboards and clear targets.",
      route: "/services/digital",
    },
    {
      title: "Public relations",
      description: "Media relations, corporate communications and crisis management that protect and build your reputation. We connect brands with the journalists, voices and communities that matter.",
      route: "/services/public-relations",
    },
    {
      title: "Events",
      description: "Product launches, conferences, activations and hybrid events, managed from concept to clean-up. Our producers handle logistics so you can focus on your guests.",
      route: "/services/events",
    },
    {
      title: "Tech Solutions",
      description: "CRM platforms, AI chatbots, analytics and custom software that connect marketing to sales. We design, build and integrate the tools that keep growth measurable.",
      route: "/services/tech-solutions",
    },
  ],
};
