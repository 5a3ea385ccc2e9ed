// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
/** Site-wide data from spec/site.yaml, spec/ui.yaml and spec/errors.yaml. */
export const site = {
  brand: {
    name: "BLU",
    fullName: "BLU Integrated Marketing Communications",
    acronym: ["Benefit", "Leadership", "Utility"],
    logoAlt: "BLU Integrated Marketing Communications home",
  },
  siteUrl: "https://www.blu-imc.example",
  contactEmail: "hello@blu-imc.example",
  language: "en",
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
      name: "Case Studies",
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
      name: "About Us",
      href: "/about",
      external: false,
      button: false,
    },
    {
      name: "Marketing Insights",
      href: "https://insights.blu-imc.example",
      external: true,
      button: false,
    },
    {
      name: "Client Login",
      href: "https://clients.blu-imc.example",
      external: true,
      button: true,
    },
  ],
  countries: [
    {
      name: "Kenya",
      route: "/kenya",
    },
    {
      name: "Nigeria",
      route: "/nigeria",
    },
    {
      name: "Rwanda",
      route: "/rwanda",
    },
    {
      name: "South Africa",
      route: "/south-africa",
    },
    {
      name: "Uganda",
      route: "/uganda",
    },
    {
      name: "UK",
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
            name: "About Us",
            href: "/about",
            external: false,
            button: false,
          },
          {
            name: "Case Studies",
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
        name: "Company Profile (PDF)",
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
        name: "Terms of Use",
        href: "/terms",
        external: false,
        button: false,
      },
      {
        name: "Privacy Policy",
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
      regionalOffices: "Regional Offices",
      followUs: "Follow Us",
      countryMenu: "Country",
      scrollToTop: "Back to top",
      opensInNewTab: "(opens in a new tab)",
      contactCta: "Contact Us Today",
    },
    footer: {
      tagline: "Integrated marketing, media and communications for brands growing across Africa and the UK.",
      regionalOffices: "Regional Offices",
      connect: "Connect with us",
      emailLabel: "Email us:",
      copyright: (v: { readonly year: string | number }): string => "© " + String(v.year) + " BLU Integrated Marketing Communications. All rights reserved.",
    },
    serviceDetail: {
      breadcrumbLabel: "Breadcrumb",
      breadcrumbRoot: "Services",
      talkToExpert: "Talk to an Expert",
      scrollDown: "Scroll to the benefits",
      whyChoose: "Why Choose BLU?",
      whyChooseIntro: (v: { readonly title: string | number }): string => "Three reasons brands trust BLU with " + String(v.title) + ".",
      audience: "Who Can Benefit from Our Services",
      audienceIntro: "The teams and organisations we help most with this service.",
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
      heading: "Unexpected Application Error!",
      hint: "Please reload the page. If it keeps happening, write to us and tell us what you were doing.",
    },
    sectionNotFound: "The requested section does not exist.",
    noOverview: "No overview available.",
    subscriptionFailed: "Oops! Something went wrong. Please try again.",
  },
} as const;
