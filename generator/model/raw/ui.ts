/**
 * Generated from spec/schemas/ui.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

/**
 * Short texts of the layout and the service pages (spec/ui.yaml). Strings may use {{placeholders}} where their description says so.
 */
export interface RawUi {
  /**
   * Header, side bar, panel and mobile menu texts.
   */
  shell: {
    /**
     * Skip link, first focusable element.
     */
    skipToContent: string;
    /**
     * Accessible name of the main navigation.
     */
    mainNavigation: string;
    /**
     * Label of the side bar toggle when closed.
     */
    openPanel: string;
    /**
     * Label of the side bar toggle when open.
     */
    closePanel: string;
    /**
     * Label of the mobile menu toggle when closed.
     */
    openMobileMenu: string;
    /**
     * Label of the mobile menu toggle when open.
     */
    closeMobileMenu: string;
    /**
     * Accessible name of the mobile menu dialog.
     */
    mobileMenuTitle: string;
    /**
     * Heading of the country links in the mobile menu.
     */
    regionalOffices: string;
    /**
     * Heading of the social links in the mobile menu.
     */
    followUs: string;
    /**
     * Label of the country dropdown (§2: 'Country').
     */
    countryMenu: string;
    /**
     * Label of the scroll-to-top button.
     */
    scrollToTop: string;
    /**
     * Screen-reader hint after links that open a new tab.
     */
    opensInNewTab: string;
    /**
     * The call-to-action button to /contact (§9: 'Contact Us Today').
     */
    contactCta: string;
    /**
     * Accessible name of the fixed side bar (logo, panel toggle, social links) above 580 px.
     */
    sideBar: string;
    /**
     * Words screen readers hear after the logo's visible text, naming where the logo leads.
     */
    homeLink: string;
    /**
     * Words screen readers hear after a repeated link text such as 'Learn More', naming what it leads to. Placeholder: {{title}}.
     */
    linkContext: string;
    /**
     * Line under a testimonial's author (§2 Recommendations). Placeholders: {{company}}, {{date}}.
     */
    testimonialSource: string;
    /**
     * Text between the items of a short inline list, such as a project's categories.
     */
    listSeparator: string;
    /**
     * Text between a name and its description, such as a client logo's name and what we did for them.
     */
    detailSeparator: string;
    /**
     * The marker `npm run dev` shows on a page that is a draft (draft: true in spec/); the build leaves such pages out.
     */
    draft: string;
    /**
     * The marker `npm run dev` shows on a page whose publishAt is still to come (the build leaves it out until then). Placeholder: {{time}}, the time written as 1 December 2026, 09:00 (UTC+03:00).
     */
    scheduled: string;
  };
  /**
   * Footer texts.
   */
  footer: {
    /**
     * Line under the footer logo.
     */
    tagline: string;
    /**
     * Heading of the countries column.
     */
    regionalOffices: string;
    /**
     * Heading of the Connect with us column.
     */
    connect: string;
    /**
     * Text before the contact e-mail.
     */
    emailLabel: string;
    /**
     * Copyright line; placeholders {{year}} and {{fullName}}.
     */
    copyright: string;
  };
  /**
   * Texts of every service detail page.
   */
  serviceDetail: {
    /**
     * Accessible name of the breadcrumb.
     */
    breadcrumbLabel: string;
    /**
     * First breadcrumb item (Services).
     */
    breadcrumbRoot: string;
    /**
     * Hero button to /contact.
     */
    talkToExpert: string;
    /**
     * Label of the round scroll-down button.
     */
    scrollDown: string;
    /**
     * Benefits heading; placeholder {{brand}}.
     */
    whyChoose: string;
    /**
     * Line under the benefits heading; placeholders {{brand}}, {{title}}.
     */
    whyChooseIntro: string;
    /**
     * Audience heading.
     */
    audience: string;
    /**
     * Line under the audience heading.
     */
    audienceIntro: string;
    /**
     * Heading of the form in the call-to-action band.
     */
    formHeading: string;
  };
  /**
   * Texts of the category not-found views (§8).
   */
  notFoundService: {
    /**
     * Line naming the slug; placeholder {{slug}}.
     */
    lookingFor: string;
    /**
     * Heading of the list of available slugs.
     */
    available: string;
  };
  /**
   * Texts of the case study list and detail pages (§2).
   */
  caseStudy: {
    /**
     * Badge of the list banner ('Case Studies').
     */
    listBadge: string;
    /**
     * Heading of the list banner ('Inside the Wins').
     */
    listHeading: string;
    /**
     * Subheading ('Innovative strategies. Real results.').
     */
    listSubheading: string;
    /**
     * Link to /services on a detail page ('Services').
     */
    servicesLink: string;
    /**
     * Link back to the country page ('Go Back').
     */
    goBack: string;
    /**
     * Accessible name of the tab list.
     */
    tabsLabel: string;
    /**
     * Overview tab.
     */
    overview: string;
    /**
     * Approach tab.
     */
    approach: string;
    /**
     * Results tab.
     */
    results: string;
    /**
     * Showcase tab.
     */
    showcase: string;
    /**
     * Label of the industry fact.
     */
    industry: string;
    /**
     * Label of the project scope fact.
     */
    projectScope: string;
    /**
     * Label of the duration fact.
     */
    duration: string;
    /**
     * Label of the location fact.
     */
    location: string;
    /**
     * Heading of the showcase ('CAMPAIGN SHOWCASE').
     */
    showcaseHeading: string;
    /**
     * Line under the showcase title on country studies; placeholder {{title}}.
     */
    showcaseLine: string;
    /**
     * Heading of a country study; placeholder {{name}} (title for Rwanda, client for Nigeria and Uganda).
     */
    countryHeading: string;
    /**
     * Heading of the strip of other studies ('Explore More Case Studies').
     */
    exploreMore: string;
    /**
     * Link text of a study card ('View Case Study').
     */
    viewCaseStudy: string;
    /**
     * Label before the client on a card.
     */
    clientLabel: string;
  };
  /**
   * Texts of the projects and project detail pages (§2).
   */
  projects: {
    /**
     * Accessible name of the filter buttons group.
     */
    filterLabel: string;
    /**
     * Tile button ('View Project').
     */
    viewProject: string;
    /**
     * Link back to /projects ('All Projects').
     */
    allProjects: string;
    /**
     * Heading of the overview.
     */
    overview: string;
    /**
     * Label of the client.
     */
    client: string;
    /**
     * Label of the category.
     */
    category: string;
    /**
     * Label of the duration.
     */
    duration: string;
    /**
     * Label of the location.
     */
    location: string;
    /**
     * Label of the date.
     */
    date: string;
    /**
     * Heading of the key activities.
     */
    keyActivities: string;
    /**
     * Heading of the key deliverables.
     */
    keyDeliverables: string;
    /**
     * Heading of the results.
     */
    results: string;
    /**
     * Heading of the services provided.
     */
    services: string;
    /**
     * Heading of the team.
     */
    team: string;
    /**
     * Heading of the tools and technologies.
     */
    tools: string;
    /**
     * Shown when no project matches the filter.
     */
    empty: string;
  };
  /**
   * Texts of the country pages (§2).
   */
  country: {
    /**
     * Heading 'Who We Are'.
     */
    whoWeAre: string;
    /**
     * Heading 'What We Offer'.
     */
    whatWeOffer: string;
    /**
     * Heading 'Our Story'.
     */
    ourStory: string;
    /**
     * Heading of the country mission.
     */
    mission: string;
    /**
     * Button to /contact ('Book a Call').
     */
    bookCall: string;
    /**
     * Button to /services ('All services').
     */
    allServices: string;
    /**
     * Alternative text of the picture composed in place of a team photo (the office's city on a map); placeholders {{name}} and {{city}}.
     */
    officeImageAlt: string;
    /**
     * Text of a team member's LinkedIn link.
     */
    linkedin: string;
  };
  /**
   * Texts of the client-logo marquee (§4).
   */
  marquee: {
    /**
     * Shown beneath the strip when no logo is hovered ('Hover over a logo to see details').
     */
    hint: string;
    /**
     * Accessible name of the logo list.
     */
    label: string;
  };
  /**
   * Labels of carousels (§4).
   */
  carousel: {
    /**
     * Previous-slide button.
     */
    previous: string;
    /**
     * Next-slide button.
     */
    next: string;
    /**
     * A dot; placeholder {{index}}.
     */
    goTo: string;
    /**
     * A slide's name; placeholders {{index}} and {{count}}.
     */
    slideLabel: string;
  };
  /**
   * Labels of video players (§2).
   */
  video: {
    /**
     * Play button.
     */
    play: string;
    /**
     * Pause button.
     */
    pause: string;
    /**
     * Fallback text ('Your browser does not support the video tag.').
     */
    unsupported: string;
  };
  /**
   * Texts of the service section pages (§2).
   */
  section: {
    /**
     * Button to /contact ('Book a Call').
     */
    bookCall: string;
    /**
     * Button to /services ('All services').
     */
    allServices: string;
    /**
     * Link of an offering or approach card.
     */
    learnMore: string;
    /**
     * Heading of the 'Why Choose' block; placeholder {{brand}}.
     */
    whyChoose: string;
    /**
     * Heading of the 'who benefits' list.
     */
    whoBenefits: string;
    /**
     * Accessible name of the carousel; placeholder {{name}}.
     */
    visualLabel: string;
    /**
     * Heading of the form in the call-to-action block.
     */
    formHeading: string;
  };
  /**
   * The thank-you view a form without JavaScript lands on after it is posted (the local inbox answers a form post with a 303 to it).
   */
  formSent: {
    /**
     * Main heading of the thank-you view.
     */
    heading: string;
    /**
     * What happens next, one or two sentences.
     */
    message: string;
    /**
     * Label of the link to the home page.
     */
    home: string;
  };
  /**
   * The small page the build writes at an old URL that redirects (spec/redirects.yaml), for hosts that do not read dist/_redirects: it sends the browser on at once and shows a link for the rest.
   */
  moved: {
    /**
     * Heading and browser title of the page.
     */
    heading: string;
    /**
     * Label of the link to the page's new address.
     */
    link: string;
  };
}
