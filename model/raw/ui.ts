/**
 * Generated from spec/schemas/ui.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawHeading, RawLabel, RawText } from "./shared.ts";

/**
 * The short texts of the layout and the service pages: menus, buttons, labels. Words in double curly brackets, such as {{company}}, are filled in where the help says so.
 */
export interface RawUi {
  /**
   * Header, side bar, panel and mobile menu texts.
   */
  shell: {
    /**
     * Skip link, first focusable element.
     */
    skipToContent: RawLabel;
    /**
     * Accessible name of the main navigation.
     */
    mainNavigation: RawLabel;
    /**
     * Label of the side bar toggle when closed.
     */
    openPanel: RawLabel;
    /**
     * Label of the side bar toggle when open.
     */
    closePanel: RawLabel;
    /**
     * Label of the mobile menu toggle when closed.
     */
    openMobileMenu: RawLabel;
    /**
     * Label of the mobile menu toggle when open.
     */
    closeMobileMenu: RawLabel;
    /**
     * Accessible name of the mobile menu dialog.
     */
    mobileMenuTitle: RawLabel;
    /**
     * Heading of the country links in the mobile menu.
     */
    regionalOffices: RawHeading;
    /**
     * Heading of the social links in the mobile menu.
     */
    followUs: RawHeading;
    /**
     * The label of the country menu (such as 'Country').
     */
    countryMenu: RawLabel;
    /**
     * Label of the scroll-to-top button.
     */
    scrollToTop: RawLabel;
    /**
     * Screen-reader hint after links that open a new tab.
     */
    opensInNewTab: RawLabel;
    /**
     * The call-to-action button to the contact page (such as 'Contact Us Today').
     */
    contactCta: RawLabel;
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
     * The line under a testimonial's author; {{company}} and {{date}} are filled in.
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
     * The marker shown here, while editing, on a page that is a draft; visitors never see the page.
     */
    draft: RawLabel;
    /**
     * The marker shown here, while editing, on a page that is to go live later; {{time}} is filled in (1 December 2026, 09:00 (UTC+03:00)).
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
    tagline: RawText;
    /**
     * Heading of the countries column.
     */
    regionalOffices: RawHeading;
    /**
     * Heading of the Connect with us column.
     */
    connect: RawHeading;
    /**
     * Text before the contact e-mail.
     */
    emailLabel: RawLabel;
    /**
     * Copyright line; placeholders {{year}} and {{fullName}}.
     */
    copyright: RawText;
  };
  /**
   * Texts of every service detail page.
   */
  serviceDetail: {
    /**
     * Accessible name of the breadcrumb.
     */
    breadcrumbLabel: RawLabel;
    /**
     * First breadcrumb item (Services).
     */
    breadcrumbRoot: RawLabel;
    /**
     * Hero button to /contact.
     */
    talkToExpert: RawLabel;
    /**
     * Label of the round scroll-down button.
     */
    scrollDown: RawLabel;
    /**
     * Benefits heading; placeholder {{brand}}.
     */
    whyChoose: RawHeading;
    /**
     * Line under the benefits heading; placeholders {{brand}}, {{title}}.
     */
    whyChooseIntro: RawText;
    /**
     * Audience heading.
     */
    audience: RawHeading;
    /**
     * Line under the audience heading.
     */
    audienceIntro: RawText;
    /**
     * Heading of the form in the call-to-action band.
     */
    formHeading: RawHeading;
  };
  /**
   * The texts shown when a service page is not found.
   */
  notFoundService: {
    /**
     * The line naming the address asked for; {{slug}} is filled in with its last part.
     */
    lookingFor: RawText;
    /**
     * The heading of the list of the practice's pages.
     */
    available: RawHeading;
  };
  /**
   * The texts of the case studies list and of each case study's page.
   */
  caseStudy: {
    /**
     * Badge of the list banner ('Case Studies').
     */
    listBadge: RawLabel;
    /**
     * Heading of the list banner ('Inside the Wins').
     */
    listHeading: RawHeading;
    /**
     * Subheading ('Innovative strategies. Real results.').
     */
    listSubheading: RawHeading;
    /**
     * Link to /services on a detail page ('Services').
     */
    servicesLink: RawLabel;
    /**
     * Link back to the country page ('Go Back').
     */
    goBack: RawLabel;
    /**
     * Accessible name of the tab list.
     */
    tabsLabel: RawLabel;
    /**
     * Overview tab.
     */
    overview: RawLabel;
    /**
     * Approach tab.
     */
    approach: RawLabel;
    /**
     * Results tab.
     */
    results: RawLabel;
    /**
     * Showcase tab.
     */
    showcase: RawLabel;
    /**
     * Label of the industry fact.
     */
    industry: RawLabel;
    /**
     * Label of the project scope fact.
     */
    projectScope: RawLabel;
    /**
     * Label of the duration fact.
     */
    duration: RawLabel;
    /**
     * Label of the location fact.
     */
    location: RawLabel;
    /**
     * Heading of the showcase ('CAMPAIGN SHOWCASE').
     */
    showcaseHeading: RawHeading;
    /**
     * Line under the showcase title on country studies; placeholder {{title}}.
     */
    showcaseLine: RawText;
    /**
     * Heading of a country study; placeholder {{name}} (title for Rwanda, client for Nigeria and Uganda).
     */
    countryHeading: RawHeading;
    /**
     * Heading of the strip of other studies ('Explore More Case Studies').
     */
    exploreMore: RawHeading;
    /**
     * Link text of a study card ('View Case Study').
     */
    viewCaseStudy: RawLabel;
    /**
     * Label before the client on a card.
     */
    clientLabel: RawLabel;
  };
  /**
   * The texts of the projects page and of each project's page.
   */
  projects: {
    /**
     * Accessible name of the filter buttons group.
     */
    filterLabel: RawLabel;
    /**
     * Tile button ('View Project').
     */
    viewProject: RawLabel;
    /**
     * Link back to /projects ('All Projects').
     */
    allProjects: RawLabel;
    /**
     * Heading of the overview.
     */
    overview: RawHeading;
    /**
     * Label of the client.
     */
    client: RawLabel;
    /**
     * Label of the category.
     */
    category: RawLabel;
    /**
     * Label of the duration.
     */
    duration: RawLabel;
    /**
     * Label of the location.
     */
    location: RawLabel;
    /**
     * Label of the date.
     */
    date: RawLabel;
    /**
     * Heading of the key activities.
     */
    keyActivities: RawHeading;
    /**
     * Heading of the key deliverables.
     */
    keyDeliverables: RawHeading;
    /**
     * Heading of the results.
     */
    results: RawHeading;
    /**
     * Heading of the services provided.
     */
    services: RawHeading;
    /**
     * Heading of the team.
     */
    team: RawHeading;
    /**
     * Heading of the tools and technologies.
     */
    tools: RawHeading;
    /**
     * Shown when no project matches the filter.
     */
    empty: RawText;
  };
  /**
   * The texts the country pages share.
   */
  country: {
    /**
     * Heading 'Who We Are'.
     */
    whoWeAre: RawHeading;
    /**
     * Heading 'What We Offer'.
     */
    whatWeOffer: RawHeading;
    /**
     * Heading 'Our Story'.
     */
    ourStory: RawHeading;
    /**
     * Heading of the country mission.
     */
    mission: RawHeading;
    /**
     * Button to /contact ('Book a Call').
     */
    bookCall: RawLabel;
    /**
     * Button to /services ('All services').
     */
    allServices: RawLabel;
    /**
     * Alternative text of the picture composed in place of a team photo (the office's city on a map); placeholders {{name}} and {{city}}.
     */
    officeImageAlt: RawLabel;
    /**
     * Text of a team member's LinkedIn link.
     */
    linkedin: RawLabel;
  };
  /**
   * The texts of the moving strip of client logos.
   */
  marquee: {
    /**
     * Shown beneath the strip when no logo is hovered ('Hover over a logo to see details').
     */
    hint: RawText;
    /**
     * Accessible name of the logo list.
     */
    label: RawLabel;
  };
  /**
   * The labels of the carousels' buttons.
   */
  carousel: {
    /**
     * Previous-slide button.
     */
    previous: RawLabel;
    /**
     * Next-slide button.
     */
    next: RawLabel;
    /**
     * A dot; placeholder {{index}}.
     */
    goTo: RawLabel;
    /**
     * A slide's name; placeholders {{index}} and {{count}}.
     */
    slideLabel: RawLabel;
  };
  /**
   * The labels of the video players' buttons.
   */
  video: {
    /**
     * Play button.
     */
    play: RawLabel;
    /**
     * Pause button.
     */
    pause: RawLabel;
    /**
     * Fallback text ('Your browser does not support the video tag.').
     */
    unsupported: RawText;
  };
  /**
   * The texts of the practices' own pages.
   */
  section: {
    /**
     * Button to /contact ('Book a Call').
     */
    bookCall: RawLabel;
    /**
     * Button to /services ('All services').
     */
    allServices: RawLabel;
    /**
     * Link of an offering or approach card.
     */
    learnMore: RawLabel;
    /**
     * Heading of the 'Why Choose' block; placeholder {{brand}}.
     */
    whyChoose: RawHeading;
    /**
     * Heading of the 'who benefits' list.
     */
    whoBenefits: RawHeading;
    /**
     * Accessible name of the carousel; placeholder {{name}}.
     */
    visualLabel: RawLabel;
    /**
     * Heading of the form in the call-to-action block.
     */
    formHeading: RawHeading;
  };
  /**
   * The thank-you view a form without JavaScript lands on after it is posted (the local inbox answers a form post with a 303 to it).
   */
  formSent: {
    /**
     * Main heading of the thank-you view.
     */
    heading: RawHeading;
    /**
     * What happens next, one or two sentences.
     */
    message: string;
    /**
     * Label of the link to the home page.
     */
    home: RawLabel;
  };
  /**
   * The small page left at an old address that moved: it sends the browser on at once and shows a link for anyone it does not.
   */
  moved: {
    /**
     * Heading and browser title of the page.
     */
    heading: RawHeading;
    /**
     * Label of the link to the page's new address.
     */
    link: RawLabel;
  };
}
