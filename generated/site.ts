// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import type { Site } from "../model/index.ts";
/** Interface texts of spec/ui.yaml by group; texts that take values are functions. */
export interface UiTexts {
  readonly shell: {
    readonly skipToContent: string;
    readonly mainNavigation: string;
    readonly openPanel: string;
    readonly closePanel: string;
    readonly openMobileMenu: string;
    readonly closeMobileMenu: string;
    readonly mobileMenuTitle: string;
    readonly regionalOffices: string;
    readonly followUs: string;
    readonly countryMenu: string;
    readonly scrollToTop: string;
    readonly opensInNewTab: string;
    readonly contactCta: string;
    readonly sideBar: string;
    readonly homeLink: string;
    readonly linkContext: (v: { readonly title: string | number }) => string;
    readonly testimonialSource: (v: { readonly company: string | number; readonly date: string | number }) => string;
    readonly listSeparator: string;
    readonly detailSeparator: string;
    readonly draft: string;
    readonly scheduled: (v: { readonly time: string | number }) => string;
  };
  readonly footer: {
    readonly tagline: string;
    readonly regionalOffices: string;
    readonly connect: string;
    readonly emailLabel: string;
    readonly copyright: (v: { readonly year: string | number }) => string;
  };
  readonly serviceDetail: {
    readonly breadcrumbLabel: string;
    readonly breadcrumbRoot: string;
    readonly talkToExpert: string;
    readonly scrollDown: string;
    readonly whyChoose: string;
    readonly whyChooseIntro: (v: { readonly title: string | number }) => string;
    readonly audience: string;
    readonly audienceIntro: string;
    readonly formHeading: string;
  };
  readonly caseStudy: {
    readonly listBadge: string;
    readonly listHeading: string;
    readonly listSubheading: string;
    readonly servicesLink: string;
    readonly goBack: string;
    readonly tabsLabel: string;
    readonly overview: string;
    readonly approach: string;
    readonly results: string;
    readonly showcase: string;
    readonly industry: string;
    readonly projectScope: string;
    readonly duration: string;
    readonly location: string;
    readonly showcaseHeading: string;
    readonly showcaseLine: (v: { readonly title: string | number }) => string;
    readonly countryHeading: (v: { readonly name: string | number }) => string;
    readonly exploreMore: string;
    readonly viewCaseStudy: string;
    readonly clientLabel: string;
  };
  readonly projects: {
    readonly filterLabel: string;
    readonly viewProject: string;
    readonly allProjects: string;
    readonly overview: string;
    readonly client: string;
    readonly category: string;
    readonly duration: string;
    readonly location: string;
    readonly date: string;
    readonly keyActivities: string;
    readonly keyDeliverables: string;
    readonly results: string;
    readonly services: string;
    readonly team: string;
    readonly tools: string;
    readonly empty: string;
  };
  readonly country: {
    readonly whoWeAre: string;
    readonly whatWeOffer: string;
    readonly ourStory: string;
    readonly mission: string;
    readonly bookCall: string;
    readonly allServices: string;
    readonly officeImageAlt: (v: { readonly name: string | number; readonly city: string | number }) => string;
    readonly linkedin: string;
  };
  readonly marquee: {
    readonly hint: string;
    readonly label: string;
  };
  readonly formSent: {
    readonly heading: string;
    readonly message: string;
    readonly home: string;
  };
  readonly moved: {
    readonly heading: string;
    readonly link: string;
  };
  readonly carousel: {
    readonly previous: string;
    readonly next: string;
    readonly goTo: (v: { readonly index: string | number }) => string;
    readonly slideLabel: (v: { readonly index: string | number; readonly count: string | number }) => string;
  };
  readonly video: {
    readonly play: string;
    readonly pause: string;
    readonly unsupported: string;
  };
  readonly section: {
    readonly bookCall: string;
    readonly allServices: string;
    readonly learnMore: string;
    readonly whyChoose: string;
    readonly whoBenefits: string;
    readonly visualLabel: (v: { readonly name: string | number }) => string;
    readonly formHeading: string;
  };
  readonly notFoundService: {
    readonly lookingFor: (v: { readonly slug: string | number }) => string;
    readonly available: string;
  };
}
/** Timings and thresholds of spec/site.yaml; the unit is in each name (Ms, Px, Seconds), others are fractions. */
export interface Timings {
  readonly breadcrumbThresholdPx: number;
  readonly scrollToTopProgress: number;
  readonly exploreOffsetPx: number;
  readonly revealThreshold: number;
  readonly statRevealThreshold: number;
  readonly wordRotationMs: number;
  readonly carouselMs: number;
  readonly hoverSlideMs: number;
  readonly heroAnimationMs: number;
  readonly marqueeSeconds: number;
  readonly contactSuccessMs: number;
  readonly leadSuccessMs: number;
  readonly reportRedirectMs: number;
  readonly layoutAnimationSeconds: number;
  readonly resizeDebounceMs: number;
}
/** Site-wide data from spec/site.yaml, spec/ui.yaml and spec/errors.yaml. */
export const site: Site<UiTexts, Timings> = {
  brand: {
    name: "BLU",
    fullName: "BLU Integrated Marketing Communications",
    acronym: ["Benefit", "Leadership", "Utility"],
    logoAlt: "BLU Integrated Marketing Communications home",
    logoSuffix: "IMC",
  },
  siteUrl: "https://www.blu-imc.example",
  contactEmail: "hello@blu-imc.example",
  privacyEmail: "privacy@blu-imc.example",
  language: "en",
  theme: {
    color: "#122966",
    favicon: "/favicon.svg",
    brand: {
      "50": "#eef4ff",
      "100": "#dce7ff",
      "200": "#bfd3ff",
      "300": "#93b5ff",
      "400": "#5f8cff",
      "500": "#3464f4",
      "600": "#1f47de",
      "700": "#1838b4",
      "800": "#16308e",
      "900": "#122966",
      "950": "#0a1640",
    },
  },
  typography: {
    display: {
      family: "Bricolage Grotesque Variable",
      weight: 700,
      tracking: -0.02,
      use: ["pageTitle", "sectionHeading", "figures"],
    },
  },
  navigation: [
    {
      name: "Home",
      href: "/",
      external: false,
      button: false,
    },
    {
      name: "Services",
      href: "/services",
      external: false,
      button: false,
    },
    {
      name: "Case studies",
      href: "/casestudy",
      external: false,
      button: false,
    },
    {
      name: "Projects",
      href: "/projects",
      external: false,
      button: false,
    },
    {
      name: "Contact",
      href: "/contact",
      external: false,
      button: false,
    },
    {
      name: "About us",
      href: "/about",
      external: false,
      button: false,
    },
    {
      name: "Marketing insights",
      href: "https://insights.blu-imc.example",
      external: true,
      button: false,
    },
    {
      name: "Client login",
      href: "https://clients.blu-imc.example",
      external: true,
      button: true,
    },
  ],
  countries: [
    {
      name: "Kenya",
      slug: "kenya",
      route: "/kenya",
    },
    {
      name: "Nigeria",
      slug: "nigeria",
      route: "/nigeria",
    },
    {
      name: "Rwanda",
      slug: "rwanda",
      route: "/rwanda",
    },
    {
      name: "South Africa",
      slug: "south-africa",
      route: "/south-africa",
    },
    {
      name: "Uganda",
      slug: "uganda",
      route: "/uganda",
    },
    {
      name: "UK",
      slug: "uk",
      route: "/uk",
    },
  ],
  footer: {
    columns: [
      {
        heading: "What we do",
        links: [
          {
            name: "Creative",
            href: "/services/creative",
            external: false,
            button: false,
          },
          {
            name: "Media",
            href: "/services/media",
            external: false,
            button: false,
          },
          {
            name: "Digital",
            href: "/services/digital",
            external: false,
            button: false,
          },
          {
            name: "Public Relations",
            href: "/services/public-relations",
            external: false,
            button: false,
          },
          {
            name: "Events",
            href: "/services/events",
            external: false,
            button: false,
          },
          {
            name: "Tech Solutions",
            href: "/services/tech-solutions",
            external: false,
            button: false,
          },
        ],
      },
      {
        heading: "Company",
        links: [
          {
            name: "About us",
            href: "/about",
            external: false,
            button: false,
          },
          {
            name: "Case studies",
            href: "/casestudy",
            external: false,
            button: false,
          },
          {
            name: "Projects",
            href: "/projects",
            external: false,
            button: false,
          },
          {
            name: "Recommendations",
            href: "/recommend",
            external: false,
            button: false,
          },
          {
            name: "Newsletter",
            href: "/newsletter",
            external: false,
            button: false,
          },
          {
            name: "Contact",
            href: "/contact",
            external: false,
            button: false,
          },
        ],
      },
    ],
    externalLinks: [
      {
        name: "Company profile (PDF)",
        href: "https://www.blu-imc.example/blu-company-profile.pdf",
        external: true,
        button: false,
      },
      {
        name: "BLU Academy",
        href: "https://academy.blu-imc.example",
        external: true,
        button: false,
      },
      {
        name: "BLU Lingua AI",
        href: "https://lingua.blu-imc.example",
        external: true,
        button: false,
      },
    ],
    legal: [
      {
        name: "Terms of use",
        href: "/terms",
        external: false,
        button: false,
      },
      {
        name: "Privacy policy",
        href: "/privacy",
        external: false,
        button: false,
      },
    ],
    social: [
      {
        network: "facebook",
        label: "Facebook",
        href: "https://www.facebook.com/bluimc.example",
      },
      {
        network: "linkedin",
        label: "LinkedIn",
        href: "https://www.linkedin.com/company/bluimc-example",
      },
      {
        network: "x",
        label: "X",
        href: "https://x.com/bluimc_example",
      },
      {
        network: "youtube",
        label: "YouTube",
        href: "https://www.youtube.com/@bluimc-example",
      },
      {
        network: "instagram",
        label: "Instagram",
        href: "https://www.instagram.com/bluimc.example",
      },
    ],
  },
  mobileSocial: [
    {
      network: "x",
      label: "X",
      href: "https://x.com/bluimc_example",
    },
    {
      network: "youtube",
      label: "YouTube",
      href: "https://www.youtube.com/@bluimc-example",
    },
    {
      network: "linkedin",
      label: "LinkedIn",
      href: "https://www.linkedin.com/company/bluimc-example",
    },
    {
      network: "facebook",
      label: "Facebook",
      href: "https://www.facebook.com/bluimc.example",
    },
  ],
  breakpoints: {
    nav: 581,
    banner: 768,
    typewriter: 641,
  },
  layout: {
    sideBarWidth: 100,
    sidePanelWidth: 250,
  },
  timings: {
    breadcrumbThresholdPx: 50,
    scrollToTopProgress: 0.95,
    exploreOffsetPx: 80,
    revealThreshold: 0.1,
    statRevealThreshold: 0.2,
    wordRotationMs: 5000,
    carouselMs: 5000,
    hoverSlideMs: 1000,
    heroAnimationMs: 2500,
    marqueeSeconds: 60,
    contactSuccessMs: 5000,
    leadSuccessMs: 5000,
    reportRedirectMs: 1500,
    layoutAnimationSeconds: 0.45,
    resizeDebounceMs: 250,
  },
  ui: {
    shell: {
      skipToContent: "Skip to main content",
      mainNavigation: "Main navigation",
      openPanel: "Open navigation panel",
      closePanel: "Close navigation panel",
      openMobileMenu: "Open menu",
      closeMobileMenu: "Close menu",
      mobileMenuTitle: "Menu",
      regionalOffices: "Regional offices",
      followUs: "Follow us",
      countryMenu: "Country",
      scrollToTop: "Back to top",
      opensInNewTab: "(opens in a new tab)",
      contactCta: "Contact us today",
      sideBar: "Site",
      homeLink: "home page",
      linkContext: (v: { readonly title: string | number }): string => ": " + String(v.title),
      testimonialSource: (v: { readonly company: string | number; readonly date: string | number }): string => String(v.company) + ", " + String(v.date),
      listSeparator: " · ",
      detailSeparator: ": ",
      draft: "Draft: not published",
      scheduled: (v: { readonly time: string | number }): string => "Scheduled for " + String(v.time),
    },
    footer: {
      tagline: "Integrated marketing, media and communications for brands growing across Africa and the UK.",
      regionalOffices: "Regional offices",
      connect: "Connect with us",
      emailLabel: "Email us:",
      copyright: (v: { readonly year: string | number }): string => "© " + String(v.year) + " BLU Integrated Marketing Communications. All rights reserved.",
    },
    serviceDetail: {
      breadcrumbLabel: "Breadcrumb",
      breadcrumbRoot: "Services",
      talkToExpert: "Talk to an expert",
      scrollDown: "Scroll to the benefits",
      whyChoose: "Why choose BLU?",
      whyChooseIntro: (v: { readonly title: string | number }): string => "Why brands trust BLU with " + String(v.title) + ".",
      audience: "Who can benefit from our services",
      audienceIntro: "The teams and organisations we help most with this service.",
      formHeading: "Tell us about your project",
    },
    caseStudy: {
      listBadge: "Case studies",
      listHeading: "Inside the wins",
      listSubheading: "Innovative strategies. Real results.",
      servicesLink: "Services",
      goBack: "Go back",
      tabsLabel: "Case study sections",
      overview: "Overview",
      approach: "Approach",
      results: "Results",
      showcase: "Showcase",
      industry: "Industry",
      projectScope: "Project scope",
      duration: "Duration",
      location: "Location",
      showcaseHeading: "Campaign showcase",
      showcaseLine: (v: { readonly title: string | number }): string => "A comprehensive showcase of the " + String(v.title) + " project",
      countryHeading: (v: { readonly name: string | number }): string => "Case study: " + String(v.name),
      exploreMore: "Explore more case studies",
      viewCaseStudy: "View case study",
      clientLabel: "Client:",
    },
    projects: {
      filterLabel: "Filter projects by category",
      viewProject: "View project",
      allProjects: "All projects",
      overview: "Overview",
      client: "Client",
      category: "Category",
      duration: "Duration",
      location: "Location",
      date: "Date",
      keyActivities: "Key activities",
      keyDeliverables: "Key deliverables",
      results: "Results",
      services: "Services provided",
      team: "Team",
      tools: "Tools & technologies",
      empty: "No projects in this category yet.",
    },
    country: {
      whoWeAre: "Who we are",
      whatWeOffer: "What we offer",
      ourStory: "Our story",
      mission: "Our mission",
      bookCall: "Book a call",
      allServices: "All services",
      officeImageAlt: (v: { readonly name: string | number; readonly city: string | number }): string => "A map of the BLU " + String(v.name) + " office in " + String(v.city),
      linkedin: "LinkedIn",
    },
    marquee: {
      hint: "Hover over a logo to see details",
      label: "Our clients",
    },
    formSent: {
      heading: "Thank you, we have it",
      message: "Your details reached us. If you asked for something, a member of our team will reply by e-mail within one working day.",
      home: "Go to the home page",
    },
    moved: {
      heading: "This page has moved",
      link: "Continue to the new page",
    },
    carousel: {
      previous: "Previous slide",
      next: "Next slide",
      goTo: (v: { readonly index: string | number }): string => "Show slide " + String(v.index),
      slideLabel: (v: { readonly index: string | number; readonly count: string | number }): string => String(v.index) + " of " + String(v.count),
    },
    video: {
      play: "Play video",
      pause: "Pause video",
      unsupported: "Your browser does not support the video tag.",
    },
    section: {
      bookCall: "Book a call",
      allServices: "All services",
      learnMore: "Learn more",
      whyChoose: "Why choose BLU",
      whoBenefits: "Who benefits",
      visualLabel: (v: { readonly name: string | number }): string => String(v.name) + " in pictures",
      formHeading: "Tell us about your project",
    },
    notFoundService: {
      lookingFor: (v: { readonly slug: string | number }): string => "Looking for: " + String(v.slug),
      available: "Available services:",
    },
  },
  errors: {
    pageNotFound: {
      heading: "Oops! Page not found",
      message: "The page you are looking for has moved, or never existed. Let's get you back on track.",
      action: "Go back home",
      actionHref: "/",
    },
    unexpected: {
      heading: "Unexpected application error!",
      hint: "Please reload the page. If it keeps happening, write to us and tell us what you were doing.",
    },
    sectionNotFound: "The requested section does not exist.",
    noOverview: "No overview available.",
    subscriptionFailed: "Oops! Something went wrong. Please try again.",
  },
};
