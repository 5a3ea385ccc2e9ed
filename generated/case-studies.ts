// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import type { CaseStudy, CaseStudyScopeEntry } from "./model";
import { clientsByKey } from "./clients";

/** One entry of caseStudies, checked against its type on its own. */
const caseStudiesEntry = (entry: CaseStudy): CaseStudy => entry;
/** Every case study of spec/case-studies/, in file and authored order. */
export const caseStudies: readonly CaseStudy[] = [
  caseStudiesEntry({
    scope: "featured",
    key: "uap-old-mutual-digital-lead-generation",
    slug: "uap-old-mutual-digital-lead-generation",
    path: "/casestudy/uap-old-mutual-digital-lead-generation",
    title: "UAP Old Mutual Digital Lead Generation",
    client: "UAP Old Mutual",
    brand: clientsByKey["uap-old-mutual"],
    category: "Digital Marketing, Social Media",
    figures: [
      {
        value: "1,072",
        label: "qualified leads in four months",
      },
      {
        value: "312",
        label: "leads in month one, against a target of 100",
      },
      {
        value: "−47%",
        label: "cost per lead, first month to fourth",
      },
      {
        value: "<4 h",
        label: "from form to first agent call",
      },
    ],
    image: {
      src: "/media/art/case-studies/featured/uap-old-mutual-digital-lead-generation/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/featured/uap-old-mutual-digital-lead-generation/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/featured/uap-old-mutual-digital-lead-generation/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/featured/uap-old-mutual-digital-lead-generation/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Insurance",
    projectScope: "Paid social, search and WhatsApp lead generation",
    duration: "4 months",
    location: "Kampala, Uganda",
    overviewTitle: "Turning insurance curiosity into qualified leads",
    overview: "UAP Old Mutual Uganda wanted its motor, medical and education-cover products to win customers online rather than only through agents and branch walk-ins. The brief set a clear bar: the campaign had to deliver at least 100 qualified leads per month, each one with a name, a phone number and a product interest that the sales team could call within a working day.",
    overviewList: [
      "Campaign target: at least 100 qualified leads per month",
      "Three priority products, motor, medical and education cover",
      "Leads routed to sales agents within 24 hours",
      "Monthly reporting on cost per lead and lead-to-quote rate",
    ],
    introOverview: "A four-month performance programme that moved UAP Old Mutual's Uganda sales funnel onto Facebook, Instagram, Google Search and WhatsApp, with a hard target of at least 100 leads every month.",
    introApproach: "We treated every product as its own funnel, with its own audience, message and form, and kept the forms short enough to finish on a low-cost Android phone over mobile data.",
    introResult: "The target was passed in the first month and never missed again, while the cost of each lead fell month on month.",
    challengeTitle: "What stood in the way",
    challengeList: [
      "Insurance is a low-trust, low-interest category for most Ugandan consumers",
      "Earlier online forms asked for too much and were abandoned midway",
      "Leads arrived in a shared inbox and often waited days for a call",
    ],
    approach: [
      {
        title: "Product-level audiences",
        description: "We built separate audiences for car owners, young parents and SME employers in Kampala, Wakiso, Mukono and Entebbe, using interest, lookalike and keyword signals for each product.",
      },
      {
        title: "Three-field lead forms",
        description: "Native Meta lead forms and a lightweight landing page asked only for name, phone number and product, cutting the old eleven-field form to **3 fields**.",
      },
      {
        title: "WhatsApp follow-up",
        description: "Every lead received an instant WhatsApp Business message with a product summary and the name of the agent who would call, keeping interest warm until the first conversation.",
      },
      {
        title: "Weekly optimisation",
        description: "Creatives, placements and bids were reviewed every Monday with the sales team, who flagged which leads converted to quotes so budget followed quality, not just volume.",
      },
    ],
    result: [
      {
        title: "Target beaten from month one",
        description: "**312 leads** in the first month, more than three times the 100-lead monthly target.",
      },
      {
        title: "Sustained volume",
        description: "An average of **268 qualified leads per month** across the four months, **1,072** in total.",
      },
      {
        title: "Cheaper leads",
        description: "Cost per lead fell by **47%** between the first and fourth month as creative and audiences were refined.",
      },
      {
        title: "Faster response",
        description: "Time from form submission to first agent call dropped from three days to **under 4 hours**.",
      },
    ],
    artefact: "lead-form",
    canonical: null,
    showcase: [
      {
        image: {
          src: "/media/art/case-studies/featured/uap-old-mutual-digital-lead-generation/showcase-1.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Motor cover carousel ad",
        artefact: "carousel-ad",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/uap-old-mutual-digital-lead-generation/showcase-2.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Three-field lead form",
        artefact: "lead-form",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/uap-old-mutual-digital-lead-generation/showcase-3.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "WhatsApp welcome message",
        artefact: "chat",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/uap-old-mutual-digital-lead-generation/showcase-4.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: null,
        artefact: "social-post",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/uap-old-mutual-digital-lead-generation/showcase-5.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Monthly lead dashboard",
        artefact: "dashboard",
      },
    ],
  }),
  caseStudiesEntry({
    scope: "featured",
    key: "oah-hospitality-brand-refresh-and-booking-drive",
    slug: "oah-hospitality-brand-refresh-and-booking-drive",
    path: "/casestudy/oah-hospitality-brand-refresh-and-booking-drive",
    title: "OAH Hospitality Brand Refresh and Booking Drive",
    client: "OAH",
    brand: clientsByKey["oah"],
    category: "Branding, Digital, Creative",
    figures: [
      {
        value: "28%→46%",
        label: "of room nights booked direct",
      },
      {
        value: "UGX 190M",
        label: "estimated portal commissions saved in the festive quarter",
      },
      {
        value: "63",
        label: "conference enquiries in eight weeks",
      },
    ],
    image: {
      src: "/media/art/case-studies/featured/oah-hospitality-brand-refresh-and-booking-drive/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/featured/oah-hospitality-brand-refresh-and-booking-drive/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/featured/oah-hospitality-brand-refresh-and-booking-drive/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/featured/oah-hospitality-brand-refresh-and-booking-drive/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Hospitality",
    projectScope: "Brand refresh, photography, website and direct-booking campaign",
    duration: "5 months",
    location: "Uganda",
    overviewTitle: "A hotel group ready to be booked directly",
    overview: null,
    overviewList: [],
    introOverview: "OAH, a Ugandan hotel and hospitality group, asked BLU to give its properties one confident identity and to shift bookings away from commission-heavy travel portals towards its own website.",
    introApproach: "We started with the guest, not the logo: what business travellers, weekend couples and conference planners look for before they book.",
    introResult: "The refreshed brand went live across all properties in time for the festive season, and direct bookings grew for the first time in three years.",
    challengeTitle: "The starting point",
    challengeList: [
      "Each property used its own logo, colours and photography",
      "Over 70% of room nights came through third-party booking portals",
      "The old website could not take payment or show live availability",
    ],
    approach: [
      {
        title: "Guest research",
        description: "Twenty-four interviews with returning guests, corporate travel bookers and event planners shaped a brand promise built on calm, attentive Ugandan hospitality.",
      },
      {
        title: "One family identity",
        description: "A new group mark, colour system and signage kit let each property keep its own name while reading clearly as part of OAH.",
      },
      {
        title: "Fresh photography",
        description: "A four-day shoot captured rooms, food, poolside mornings and conference set-ups in natural light, replacing stock images across every channel.",
      },
      {
        title: "Direct-booking campaign",
        description: "Google Hotel Ads, Instagram Reels and a \"book direct, breakfast on us\" offer pointed guests to a new site with live availability and mobile-money payment.",
      },
    ],
    result: [
      {
        title: "More direct bookings",
        description: "Direct bookings rose from **28% to 46%** of room nights within three months of launch.",
      },
      {
        title: "Lower commission spend",
        description: "Portal commissions fell by an estimated **UGX 190 million** over the festive quarter.",
      },
      {
        title: "Conference enquiries",
        description: "The new meetings-and-events page generated **63 conference enquiries** in its first eight weeks.",
      },
    ],
    artefact: "website",
    canonical: null,
    showcase: [
      {
        image: {
          src: "/media/art/case-studies/featured/oah-hospitality-brand-refresh-and-booking-drive/showcase-1.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Group identity system",
        artefact: "identity",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/oah-hospitality-brand-refresh-and-booking-drive/showcase-2.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Property signage",
        artefact: "signage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/oah-hospitality-brand-refresh-and-booking-drive/showcase-3.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Booking website on mobile",
        artefact: "website",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/oah-hospitality-brand-refresh-and-booking-drive/showcase-4.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Book-direct Instagram Reel",
        artefact: "reel",
      },
    ],
  }),
  caseStudiesEntry({
    scope: "featured",
    key: "seplat-energy-hybrid-stakeholder-summit",
    slug: "seplat-energy-hybrid-stakeholder-summit",
    path: "/casestudy/seplat-energy-hybrid-stakeholder-summit",
    title: "Seplat Energy Hybrid Stakeholder Summit",
    client: "Seplat Energy",
    brand: clientsByKey["seplat"],
    category: "Event Marketing, Events, PR",
    figures: [
      {
        value: "6,800",
        label: "live-stream viewers in 14 countries",
      },
      {
        value: "57",
        label: "pieces of media coverage within five days",
      },
      {
        value: "41%",
        label: "of questions came from the remote audience",
      },
      {
        value: "52 min",
        label: "average online watch time",
      },
    ],
    image: {
      src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Oil and Gas",
    projectScope: "Hybrid event production, live streaming and media relations",
    duration: "10 weeks",
    location: "Lagos, Nigeria",
    overviewTitle: "One summit, two audiences",
    overview: "Seplat Energy brings together government officials, host communities, partners, investors and journalists each year to report on its operations and its energy-transition plans. This edition had to work equally well for the 450 guests in the Lagos ballroom and for the thousands of stakeholders joining online from Abuja, Port Harcourt, the Niger Delta and London, without the online audience feeling like an afterthought.",
    overviewList: [
      "In-person plenary and breakout sessions in Victoria Island, Lagos",
      "Multi-camera live stream with a dedicated online host",
      "Live Q&A and polling open to both audiences",
      "Same-day press release and highlight reel",
    ],
    introOverview: "A hybrid stakeholder summit for Seplat Energy that joined a full Lagos ballroom to a live online audience across Nigeria and abroad.",
    introApproach: "We designed the run of show for the camera first, then built the room around it, so every session made sense on a laptop screen as much as from the front row.",
    introResult: "The summit reached more people online than in the room, and the conversation carried on in the press for the rest of the week.",
    challengeTitle: null,
    challengeList: [],
    approach: [
      {
        title: "Broadcast-grade production",
        description: "A **five-camera** set-up, LED stage wall and a separate streaming control room delivered the plenary in full HD to a branded event platform and YouTube.",
      },
      {
        title: "An online host of its own",
        description: "A dedicated studio presenter introduced speakers, read out online questions and ran short interviews during breaks, so remote viewers never watched an empty stage.",
      },
      {
        title: "One Q&A for everyone",
        description: "A shared polling and question tool let guests in the room and online vote on the same questions, giving the panel one queue to answer.",
      },
      {
        title: "Press office on site",
        description: "Our PR team managed accreditation for **38 journalists**, arranged executive interviews and issued a release before the closing session ended.",
      },
    ],
    result: [
      {
        title: "Online reach",
        description: "**6,800 unique viewers** joined the live stream from **14 countries**, against 450 guests in the ballroom.",
      },
      {
        title: "Engaged audience",
        description: "Online viewers watched for an average of **52 minutes**, and **41%** of all questions came from the remote audience.",
      },
      {
        title: "Coverage",
        description: "**57 pieces of media coverage** across print, broadcast and online outlets within five days.",
      },
      {
        title: "Zero downtime",
        description: "The stream ran for **seven hours** with no outage, backed by dual internet links and a standby generator.",
      },
    ],
    artefact: "stage",
    canonical: null,
    showcase: [
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-1.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Main stage and LED wall",
        artefact: "stage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-2.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Guest arrivals and registration",
        artefact: "signage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-3.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Streaming control room",
        artefact: "dashboard",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-4.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Online host studio",
        artefact: "video",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-5.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Executive panel",
        artefact: "stage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-6.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: null,
        artefact: "video",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-7.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Live polling on screen",
        artefact: "dashboard",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-8.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Community partners exhibition",
        artefact: "stage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-9.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Press briefing room",
        artefact: "stage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-10.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: null,
        artefact: "social-post",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-11.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Event platform landing page",
        artefact: "website",
      },
    ],
  }),
  caseStudiesEntry({
    scope: "featured",
    key: "centenary-bank-savings-mobile-banking-drive",
    slug: "centenary-bank-savings-mobile-banking-drive",
    path: "/casestudy/centenary-bank-savings-mobile-banking-drive",
    title: "Centenary Bank Savings & Mobile Banking Drive",
    client: "Centenary Bank",
    brand: clientsByKey["centenary-bank"],
    category: "Media, Creative, Digital",
    figures: [
      {
        value: "84,000",
        label: "new savings accounts, up 31% on the previous six months",
      },
      {
        value: "212,000",
        label: "new mobile banking registrations",
      },
      {
        value: "58%",
        label: "of sign-ups outside the Central region",
      },
      {
        value: "−18%",
        label: "counter transactions in pilot branches",
      },
    ],
    image: {
      src: "/media/art/case-studies/featured/centenary-bank-savings-mobile-banking-drive/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/featured/centenary-bank-savings-mobile-banking-drive/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/featured/centenary-bank-savings-mobile-banking-drive/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/featured/centenary-bank-savings-mobile-banking-drive/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Banking",
    projectScope: "Multilingual radio, TV, agent activations and digital media",
    duration: "6 months",
    location: "Uganda (national)",
    overviewTitle: "Banking in the language customers think in",
    overview: "Centenary Bank serves millions of Ugandans, many of them farmers, traders and small business owners outside Kampala. The bank wanted more of them to open savings accounts and to move everyday payments, deposits and school fees onto its mobile banking app and USSD service, easing queues in branches.",
    overviewList: [
      "Radio-led campaign in Luganda, Runyankole, Lusoga, Acholi and English",
      "Demonstrations at markets, agent points and branches",
      "Digital video and search to capture urban, smartphone-first users",
    ],
    introOverview: "A six-month national campaign that explained savings and mobile banking in five languages, on the stations and in the places where Centenary Bank's customers already spend their day.",
    introApproach: "Radio did the explaining, agents did the showing, and digital caught people at the moment they searched for help.",
    introResult: "Account openings and mobile banking registrations both climbed, with the strongest growth in districts reached by local-language radio.",
    challengeTitle: null,
    challengeList: [],
    approach: [
      {
        title: "Local-language radio",
        description: "Drama-style spots and sponsored call-in segments ran on **22 regional stations**, with a Luganda breakfast-show series explaining one feature each week.",
      },
      {
        title: "Show, don't tell",
        description: "Promoters at **120 market days** and busy agent points helped people register for mobile banking on their own phones on the spot.",
      },
      {
        title: "Short-form video",
        description: "Fifteen-second YouTube and Facebook videos showed real customers paying school fees and checking balances without visiting a branch.",
      },
      {
        title: "Search and USSD prompts",
        description: "Google Search ads and SMS reminders answered common questions and pointed people straight to the USSD code.",
      },
    ],
    result: [
      {
        title: "New savers",
        description: "**84,000 new savings accounts** opened during the campaign period, up **31%** on the previous six months.",
      },
      {
        title: "Mobile banking sign-ups",
        description: "**212,000 new mobile banking registrations**, with **58%** of them made outside the Central region.",
      },
      {
        title: "Lighter branch traffic",
        description: "Over-the-counter transactions in pilot branches fell by **18%** as customers moved payments to mobile.",
      },
    ],
    artefact: "radio",
    canonical: null,
    showcase: [],
  }),
  caseStudiesEntry({
    scope: "featured",
    key: "ngx-group-corporate-rebrand-rollout",
    slug: "ngx-group-corporate-rebrand-rollout",
    path: "/casestudy/ngx-group-corporate-rebrand-rollout",
    title: "NGX Group Corporate Rebrand Rollout",
    client: "Nigerian Exchange Group (NGX)",
    brand: clientsByKey["ngx"],
    category: "Branding, Creative, PR",
    figures: [
      {
        value: "73%",
        label: "prompted recognition of the NGX name after 12 weeks",
      },
      {
        value: "1.9M",
        label: "LinkedIn impressions",
      },
      {
        value: "+38%",
        label: "LinkedIn followers",
      },
      {
        value: "120+",
        label: "news stories in the launch month",
      },
    ],
    image: {
      src: "/media/art/case-studies/featured/ngx-group-corporate-rebrand-rollout/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/featured/ngx-group-corporate-rebrand-rollout/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/featured/ngx-group-corporate-rebrand-rollout/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/featured/ngx-group-corporate-rebrand-rollout/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Capital Markets",
    projectScope: "Rebrand launch, OOH, LinkedIn and stakeholder communications",
    duration: "12 weeks",
    location: "Lagos, Nigeria",
    overviewTitle: "From Stock Exchange to Exchange Group",
    overview: "After demutualisation, the Nigerian Stock Exchange became Nigerian Exchange Group, a holding company with separate exchange, regulation and real-estate businesses. The new name and identity needed to be understood by investors, stockbrokers, listed companies and the wider public, and to signal a modern, investable market to international capital.",
    overviewList: [],
    introOverview: "A twelve-week launch that introduced the NGX name and identity to the market, from the trading floor to Lagos' busiest commuter routes.",
    introApproach: "We split the audience in two: the market professionals who needed detail, and the public who needed one clear idea.",
    introResult: "Within three months, most of the market and a large share of the public recognised the new name.",
    challengeTitle: "What the rebrand had to overcome",
    challengeList: [
      "Decades of recognition built on the \"NSE\" name",
      "A group structure that was new and hard to explain in one line",
      "Stakeholders ranging from retail investors to global fund managers",
    ],
    approach: [
      {
        title: "Market-first briefings",
        description: "Stockbrokers, listed companies and regulators received briefing packs, webinars and a brand FAQ **two weeks before** the public reveal, so no one heard about it from the press first.",
      },
      {
        title: "The bell-ringing reveal",
        description: "The identity was unveiled at a closing-gong ceremony streamed live, with the new logo lighting up the trading floor and the building facade.",
      },
      {
        title: "Owning the commute",
        description: "Large-format billboards on the Third Mainland Bridge, Ikorodu Road and Lekki-Epe Expressway carried a single line about Africa's investment gateway.",
      },
      {
        title: "LinkedIn for the professionals",
        description: "A LinkedIn series featuring the group's business leaders explained the new structure to investors and analysts in Lagos, Johannesburg and London.",
      },
    ],
    result: [
      {
        title: "Recognition",
        description: "**73% prompted recognition** of the NGX name among urban adults in Lagos and Abuja after 12 weeks.",
      },
      {
        title: "Professional reach",
        description: "The LinkedIn series earned **1.9 million impressions** and grew the group's follower base by **38%**.",
      },
      {
        title: "Earned media",
        description: "**120+ news stories**, including coverage in international financial media, in the launch month.",
      },
    ],
    artefact: "identity",
    canonical: null,
    showcase: [
      {
        image: {
          src: "/media/art/case-studies/featured/ngx-group-corporate-rebrand-rollout/showcase-1.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "New NGX identity",
        artefact: "identity",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/ngx-group-corporate-rebrand-rollout/showcase-2.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Third Mainland Bridge billboard",
        artefact: "billboard",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/ngx-group-corporate-rebrand-rollout/showcase-3.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Trading floor reveal",
        artefact: "stage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/ngx-group-corporate-rebrand-rollout/showcase-4.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Stakeholder briefing pack",
        artefact: "document",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/ngx-group-corporate-rebrand-rollout/showcase-5.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "LinkedIn leadership series",
        artefact: "social-post",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/ngx-group-corporate-rebrand-rollout/showcase-6.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: null,
        artefact: "press",
      },
    ],
  }),
  caseStudiesEntry({
    scope: "featured",
    key: "pinpop-snacking-goes-social-in-lagos",
    slug: "pinpop-snacking-goes-social-in-lagos",
    path: "/casestudy/pinpop-snacking-goes-social-in-lagos",
    title: "PinPop: Snacking Goes Social in Lagos",
    client: "PinPop",
    brand: clientsByKey["pinpop"],
    category: "Social Media, Digital Marketing, Creative",
    figures: [
      {
        value: "14.2M",
        label: "video views on TikTok and Instagram in eight weeks",
      },
      {
        value: "9,400",
        label: "user-generated challenge videos",
      },
      {
        value: "36,500",
        label: "Instagram followers, up from 4,100",
      },
      {
        value: "+27%",
        label: "PinPop sales at partner kiosks",
      },
    ],
    image: {
      src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "FMCG (Snacks)",
    projectScope: "Social content, influencer marketing and campus activations",
    duration: "8 weeks",
    location: "Lagos, Nigeria",
    overviewTitle: "Getting a young snack brand into the conversation",
    overview: "PinPop is a Nigerian snack brand competing for shelf space and attention with long-established names. With a modest budget, it needed to become the snack young Lagosians talk about, share and ask for at the kiosk, and it needed to do that on the platforms they actually use.",
    overviewList: [],
    introOverview: "An eight-week digital campaign that made PinPop a familiar name among Lagos students and young workers through TikTok, Instagram, creators and campus pop-ups.",
    introApproach: "Instead of polished adverts, we made PinPop part of content people already enjoy: skits, dance challenges and late-night study sessions.",
    introResult: "The campaign outperformed its reach targets and, more importantly, showed up at the till.",
    challengeTitle: null,
    challengeList: [],
    approach: [
      {
        title: "The #PinPopMoment challenge",
        description: "A TikTok and Instagram Reels challenge invited people to show the moment they reach for a snack, set to a custom Afrobeats sound.",
      },
      {
        title: "Creators in tiers",
        description: "**3 headline comedians** and **40 micro-creators** from Yaba, Surulere and Lekki made skits in Pidgin and English, each with a product moment written by them, not us.",
      },
      {
        title: "Campus pop-ups",
        description: "Sampling stands at UNILAG, YabaTech and LASU gave away **60,000 packs** and filmed students' reactions for the brand's pages.",
      },
      {
        title: "Kiosk tie-in",
        description: "Shoppers who showed a challenge video at partner kiosks got a second pack free, linking online buzz to real sales.",
      },
    ],
    result: [
      {
        title: "Reach",
        description: "**14.2 million video views** across TikTok and Instagram in eight weeks.",
      },
      {
        title: "Participation",
        description: "**9,400 user-generated challenge videos** posted with the campaign hashtag.",
      },
      {
        title: "Community growth",
        description: "PinPop's Instagram following grew from **4,100 to 36,500**.",
      },
      {
        title: "Sales uplift",
        description: "Partner kiosks reported a **27% rise** in PinPop sales against the previous two months.",
      },
    ],
    artefact: "social-post",
    canonical: null,
    showcase: [
      {
        image: {
          src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/showcase-1.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "#PinPopMoment challenge key visual",
        artefact: "social-post",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/showcase-2.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Creator skit still",
        artefact: "reel",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/showcase-3.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "UNILAG campus pop-up",
        artefact: "stage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/showcase-4.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: null,
        artefact: "pack",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/showcase-5.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Kiosk point-of-sale wobbler",
        artefact: "signage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/showcase-6.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Instagram grid takeover",
        artefact: "social-post",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/showcase-7.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: null,
        artefact: "reel",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/showcase-8.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Student reaction reel",
        artefact: "reel",
      },
    ],
  }),
  caseStudiesEntry({
    scope: "featured",
    key: "kfc-twisters-east-africa-menu-launch",
    slug: "kfc-twisters-east-africa-menu-launch",
    path: "/casestudy/kfc-twisters-east-africa-menu-launch",
    title: "KFC Twisters East Africa Menu Launch",
    client: "KFC",
    brand: clientsByKey["kfc"],
    category: "Creative, Media, Social Media",
    figures: [
      {
        value: "210,000",
        label: "Twisters sold in the six-week launch",
      },
      {
        value: "38%",
        label: "of buyers new to KFC's wrap range",
      },
      {
        value: "46,000",
        label: "promo code redemptions",
      },
      {
        value: "8.6M",
        label: "impressions on TikTok and Instagram",
      },
    ],
    image: {
      src: "/media/art/case-studies/featured/kfc-twisters-east-africa-menu-launch/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/featured/kfc-twisters-east-africa-menu-launch/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/featured/kfc-twisters-east-africa-menu-launch/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/featured/kfc-twisters-east-africa-menu-launch/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Quick Service Restaurants",
    projectScope: "Launch creative, media planning, social and in-store materials",
    duration: "6 weeks",
    location: "Kenya and Uganda",
    overviewTitle: "A wrap for people on the move",
    overview: "KFC added the Twister, a chicken wrap built for eating on the go, to its menus in Kenya and Uganda. The launch had to position it as the quick, affordable lunch for office workers and students, not just another item on the menu board, and to drive trial in the first weeks.",
    overviewList: [],
    introOverview: "A six-week, two-country launch that introduced KFC Twisters as the lunch you can eat while you walk, across radio, outdoor, social and in-store.",
    introApproach: "We built one idea, \"Twist up your lunch hour\", and adapted it for Nairobi and Kampala rather than running the same ads in both.",
    introResult: "Twisters became one of the best-selling items in launch restaurants within a month.",
    challengeTitle: "Launch hurdles",
    challengeList: [
      "Wraps were a less familiar format than burgers and buckets",
      "Two markets with different media habits and price points",
      "A short window to drive trial before the launch price ended",
    ],
    approach: [
      {
        title: "One idea, two cities",
        description: "Creative used Sheng-inflected copy in Nairobi and Luganda-English wordplay in Kampala, shot with local talent in each city.",
      },
      {
        title: "Lunch-hour media",
        description: "Radio spots and mobile ads were weighted between **11:30 and 14:00**, with digital billboards near CBD offices and universities.",
      },
      {
        title: "Social and WhatsApp",
        description: "TikTok creators ran a \"Twister taste test\", and WhatsApp status updates with a promo code drove orders through the KFC app and delivery partners.",
      },
      {
        title: "In-store theatre",
        description: "Menu boards, counter cards and staff badges made Twisters the first thing customers saw when they walked in.",
      },
    ],
    result: [
      {
        title: "Sales",
        description: "**210,000 Twisters** sold across Kenya and Uganda in the six-week launch window.",
      },
      {
        title: "Trial",
        description: "**38%** of Twister buyers in launch restaurants were new to KFC's wrap range.",
      },
      {
        title: "Digital orders",
        description: "The promo code was redeemed **46,000 times** through the app and delivery partners.",
      },
      {
        title: "Social reach",
        description: "**8.6 million impressions** on TikTok and Instagram across both markets.",
      },
    ],
    artefact: "billboard",
    canonical: null,
    showcase: [
      {
        image: {
          src: "/media/art/case-studies/featured/kfc-twisters-east-africa-menu-launch/showcase-1.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Twist up your lunch hour key visual",
        artefact: "social-post",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/kfc-twisters-east-africa-menu-launch/showcase-2.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Nairobi CBD digital billboard",
        artefact: "billboard",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/kfc-twisters-east-africa-menu-launch/showcase-3.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Kampala menu board",
        artefact: "signage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/kfc-twisters-east-africa-menu-launch/showcase-4.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "TikTok taste test",
        artefact: "reel",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/kfc-twisters-east-africa-menu-launch/showcase-5.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: null,
        artefact: "pack",
      },
    ],
  }),
  caseStudiesEntry({
    scope: "featured",
    key: "aradel-holdings-360-rebrand-from-ndep",
    slug: "aradel-holdings-360-rebrand-from-ndep",
    path: "/casestudy/aradel-holdings-360-rebrand-from-ndep",
    title: "Aradel Holdings 360 Rebrand from NDEP",
    client: "Aradel Holdings",
    brand: clientsByKey["aradel"],
    category: "360 Rebrand, Branding, PR",
    figures: [
      {
        value: "92%",
        label: "of staff understood why the name changed",
      },
      {
        value: "11 weeks",
        label: "to switch all site signage, with no incidents",
      },
      {
        value: "85",
        label: "positive or neutral news stories in the launch month",
      },
    ],
    image: {
      src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Energy",
    projectScope: "Naming rollout, identity system, launch campaign and internal engagement",
    duration: "7 months",
    location: "Lagos and Rivers State, Nigeria",
    overviewTitle: "A new name for an integrated energy company",
    overview: "Niger Delta Exploration & Production (NDEP) had grown from a marginal field operator into an integrated energy company with refining, gas and upstream interests. Its name no longer described what it did. As Aradel Holdings, it needed an identity that employees, host communities, partners and investors would all recognise as the same trusted company, now ready for a bigger stage.",
    overviewList: [
      "Identity system covering corporate, refinery and field operations",
      "Employee launch across offices and the Ogbele field",
      "Host-community engagement in local languages",
      "Investor-facing campaign in Lagos and abroad",
    ],
    introOverview: "A 360-degree rebrand that took NDEP to Aradel Holdings, from the logo on a hard hat to the investor presentation.",
    introApproach: "We rolled the brand out from the inside out: employees first, communities second, the market third.",
    introResult: "The new name was adopted quickly inside and outside the company, with no loss of the goodwill NDEP had built.",
    challengeTitle: "Why this was delicate",
    challengeList: [
      "Strong loyalty to the NDEP name among long-serving staff",
      "Host communities wary that a new name might mean new owners",
      "Safety signage that had to change without disrupting operations",
      "A market that needed to see growth, not just a new logo",
    ],
    approach: [
      {
        title: "Identity built for the field",
        description: "The Aradel mark, colours and typography were tested on PPE, tankers, refinery signage and screens, producing a **140-page** brand manual.",
      },
      {
        title: "Employees first",
        description: "Town halls, a brand story film and ambassador kits gave **every employee** the new story a week before the public launch.",
      },
      {
        title: "Community dialogues",
        description: "Meetings with traditional rulers and youth leaders, plus radio in Ikwerre and Pidgin, explained that the company, its people and its commitments were unchanged.",
      },
      {
        title: "Market launch",
        description: "A press conference, business-media features and digital advertising on LinkedIn and financial news sites introduced Aradel to investors.",
      },
      {
        title: "Signage changeover",
        description: "A phased plan replaced **1,300 signs and assets** across sites, led by the operations team's safety schedule.",
      },
    ],
    result: [
      {
        title: "Internal adoption",
        description: "**92%** of staff surveyed said they understood why the company had changed its name.",
      },
      {
        title: "Smooth changeover",
        description: "All site signage switched over in **11 weeks** with no safety or operational incidents.",
      },
      {
        title: "Media reception",
        description: "**85 positive or neutral news stories** in the launch month, and no negative community coverage.",
      },
    ],
    artefact: "signage",
    canonical: null,
    showcase: [
      {
        image: {
          src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/showcase-1.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Aradel identity",
        artefact: "identity",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/showcase-2.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Brand manual spreads",
        artefact: "document",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/showcase-3.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Refinery signage",
        artefact: "signage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/showcase-4.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "PPE and vehicle livery",
        artefact: "identity",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/showcase-5.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Employee town hall",
        artefact: "stage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/showcase-6.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: null,
        artefact: "press",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/showcase-7.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "LinkedIn launch ad",
        artefact: "social-post",
      },
    ],
  }),
  caseStudiesEntry({
    scope: "featured",
    key: "psi-nigeria-health-content-repository",
    slug: "psi-nigeria-health-content-repository",
    path: "/casestudy/psi-nigeria-health-content-repository",
    title: "PSI Nigeria Health Content Repository",
    client: "Population Services International (PSI)",
    brand: clientsByKey["psi"],
    category: "Digital, Creative",
    figures: [
      {
        value: "1,450",
        label: "approved assets in one searchable repository",
      },
      {
        value: "<10 min",
        label: "to find an asset, down from two days",
      },
      {
        value: "35%",
        label: "of the annual materials budget saved (estimated)",
      },
      {
        value: "90,000+",
        label: "WhatsApp shares in six months",
      },
    ],
    image: {
      src: "/media/art/case-studies/featured/psi-nigeria-health-content-repository/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/featured/psi-nigeria-health-content-repository/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/featured/psi-nigeria-health-content-repository/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/featured/psi-nigeria-health-content-repository/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Public Health (NGO)",
    projectScope: "Content strategy, multilingual asset production and digital repository",
    duration: "9 months",
    location: "Nigeria",
    overviewTitle: "One trusted library for health messages",
    overview: "PSI's programmes in Nigeria produce leaflets, radio scripts, videos and social posts on family planning, malaria and maternal health. Over the years these assets had spread across drives, inboxes and partner offices, so field teams often recreated materials that already existed, or used outdated versions. PSI asked BLU to build one repository that every programme team and partner could search and trust.",
    overviewList: [],
    introOverview: "A searchable, multilingual content repository and a production system that gave PSI Nigeria's health programmes one source of approved communication materials.",
    introApproach: "We audited what existed, rebuilt what mattered, and designed the repository around how field officers actually look for materials.",
    introResult: "Teams found materials faster, duplicated less, and reached more people in their own languages.",
    challengeTitle: null,
    challengeList: [],
    approach: [
      {
        title: "Content audit",
        description: "We reviewed **2,300 existing assets**, retiring outdated ones and tagging the rest by topic, audience, language and approval status.",
      },
      {
        title: "Four languages as standard",
        description: "Priority materials were adapted into Hausa, Yoruba, Igbo and Nigerian Pidgin, with community pre-testing in Kano, Ibadan and Enugu.",
      },
      {
        title: "Built for low bandwidth",
        description: "The repository loads quickly on mobile data, offers compressed downloads and lets officers share assets straight to WhatsApp.",
      },
      {
        title: "Governance and training",
        description: "A clear review workflow with medical sign-off, plus training for **180 programme staff** and partners across **12 states**.",
      },
    ],
    result: [
      {
        title: "A single source",
        description: "**1,450 approved assets** now live in one searchable repository.",
      },
      {
        title: "Faster access",
        description: "Average time to find a needed asset dropped from around **two days to under 10 minutes**.",
      },
      {
        title: "Lower production costs",
        description: "Duplicate production fell, saving an estimated **35%** of the annual materials budget.",
      },
      {
        title: "Wider reach",
        description: "Local-language materials were shared more than **90,000 times** through WhatsApp in the first six months.",
      },
    ],
    artefact: "website",
    canonical: null,
    showcase: [],
  }),
  caseStudiesEntry({
    scope: "rw",
    key: "eden-care-product-launch",
    slug: "eden-care-product-launch",
    path: "/case-study/rw/eden-care-product-launch",
    title: "Eden Care Product Launch",
    client: "Eden Care Medical",
    brand: clientsByKey["eden-care"],
    category: "Branding, Digital Marketing, Event Marketing, PR",
    figures: [
      {
        value: "410",
        label: "quote requests from employers, 64 taken to proposal",
      },
      {
        value: "230",
        label: "launch guests from 85 companies",
      },
      {
        value: "18",
        label: "pieces of earned coverage in two weeks",
      },
      {
        value: "1.2M",
        label: "social impressions",
      },
    ],
    image: {
      src: "/media/art/case-studies/rw/eden-care-product-launch/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/rw/eden-care-product-launch/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/rw/eden-care-product-launch/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/rw/eden-care-product-launch/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Health Insurance and Health Tech",
    projectScope: "Launch strategy, brand identity roll-out, launch event, PR and paid digital",
    duration: "10 weeks",
    location: "Kigali, Rwanda",
    overviewTitle: "Introducing digital-first health cover to Kigali's employers",
    overview: "Eden Care set out to change how Rwandan companies buy medical cover: policies managed from a phone, claims settled without paperwork and a wellness programme built in from day one. BLU Rwanda was appointed to take the product from a pitch deck to a recognised name among HR managers, SME owners and finance teams across Kigali in a single launch window.",
    overviewList: [
      "A category that most HR managers still associated with paper forms and slow reimbursements",
      "A launch audience split between corporate decision-makers and the employees who use the cover",
      "A brand with no prior awareness in the market and a fixed launch date",
      "Regulatory care needed in every claim made about cover and pricing",
    ],
    introOverview: "We built the launch around one simple promise, health cover that works as fast as the people it protects, and carried it from a flagship event at the Kigali Convention Centre into LinkedIn, radio and the offices of the companies Eden Care wanted to win.",
    introApproach: "The launch ran in three waves: warm up the decision-makers, make the launch day an industry moment, then convert interest into quotes and signed schemes.",
    introResult: "The launch gave Eden Care a credible public profile from its first week and a pipeline of corporate conversations its sales team could act on.",
    challengeTitle: null,
    challengeList: [],
    approach: [
      {
        title: "Audience and message mapping",
        description: "We interviewed HR leads at twelve Kigali companies to learn what frustrated them about existing schemes, then shaped separate messages for employers (cost control and reporting) and employees (fast claims and a clinic network close to home).",
      },
      {
        title: "Launch event at the Kigali Convention Centre",
        description: "A half-day showcase for more than 200 invited HR directors, brokers, clinicians and journalists, with live demos of the member app, a panel on workplace wellness and on-the-spot quote booking.",
      },
      {
        title: "PR and thought leadership",
        description: "Press briefings with business editors in Kigali, a launch release in English and Kinyarwanda, and bylined articles from Eden Care's founders on the cost of unmanaged employee health.",
      },
      {
        title: "Targeted paid digital",
        description: "LinkedIn campaigns aimed at HR and finance job titles in Rwanda, supported by Facebook and Instagram retargeting of event guests and website visitors with a short quote-request form.",
      },
      {
        title: "Sales enablement",
        description: "A branded pitch kit, explainer video and one-page benefit guides in English, French and Kinyarwanda so the sales team could follow up every lead within 48 hours.",
      },
    ],
    result: [
      {
        title: "Launch-day turnout",
        description: "**230** guests attended the Kigali Convention Centre launch, including HR heads from **85** companies.",
      },
      {
        title: "Earned media",
        description: "**18** pieces of print, online and broadcast coverage in the first two weeks, with no paid advertorials.",
      },
      {
        title: "Qualified leads",
        description: "**410** quote requests from employers, of which **64** progressed to formal proposals within the campaign period.",
      },
      {
        title: "Digital reach",
        description: "**1.2 million** impressions on LinkedIn, Facebook and Instagram at a cost per lead **38%** below the agreed benchmark.",
      },
    ],
    artefact: "press",
    canonical: null,
    showcase: [
      {
        image: {
          src: "/media/art/case-studies/rw/eden-care-product-launch/showcase-1.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Stage design at the Kigali Convention Centre",
        artefact: "stage",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/eden-care-product-launch/showcase-2.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Member app demo stations",
        artefact: "website",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/eden-care-product-launch/showcase-3.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "LinkedIn launch creative",
        artefact: "social-post",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/eden-care-product-launch/showcase-4.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: null,
        artefact: "press",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/eden-care-product-launch/showcase-5.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Employer benefit guide",
        artefact: "document",
      },
    ],
  }),
  caseStudiesEntry({
    scope: "rw",
    key: "tecno-mobile-rwanda-c8magiccapture",
    slug: "tecno-mobile-rwanda-c8magiccapture",
    path: "/case-study/rw/tecno-mobile-rwanda-c8magiccapture",
    title: "Tecno Mobile Rwanda #C8MagicCapture",
    client: "Tecno Mobile Rwanda",
    brand: clientsByKey["tecno"],
    category: "Social Media, Digital, Creative",
    figures: [
      {
        value: "6,800+",
        label: "original photos entered in three months",
      },
      {
        value: "3.1M",
        label: "impressions on Instagram, Facebook and Twitter",
      },
      {
        value: "+42%",
        label: "Instagram followers",
      },
    ],
    image: {
      src: "/media/art/case-studies/rw/tecno-mobile-rwanda-c8magiccapture/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/rw/tecno-mobile-rwanda-c8magiccapture/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/rw/tecno-mobile-rwanda-c8magiccapture/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/rw/tecno-mobile-rwanda-c8magiccapture/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Consumer Electronics",
    projectScope: "Social media photo challenge, influencer seeding and community management",
    duration: "3 months",
    location: "Rwanda (nationwide, online)",
    overviewTitle: "Turning Camon C8 owners into the campaign's photographers",
    overview: "Tecno wanted the Camon C8's camera to be the reason young Rwandans picked it over rival handsets. Rather than tell people the camera was good, BLU invited them to prove it with the #C8MagicCapture photo challenge, a monthly contest on Instagram, Facebook and Twitter that rewarded the most striking shots taken on the phone.",
    overviewList: [],
    introOverview: "#C8MagicCapture put the product in the hands of the audience and gave them a reason to share. Every entry was a real photo taken on a Camon C8, posted with the hashtag and judged in public.",
    introApproach: "We designed a contest simple enough to enter from a phone in seconds and rigorous enough that winning felt earned.",
    introResult: "The challenge turned ordinary users into advocates for the camera and built Tecno's most engaged social community in Rwanda at the time.",
    challengeTitle: "What we had to overcome",
    challengeList: [
      "Camera claims all sounded the same across competing smartphone brands",
      "Keeping entries coming for three months, not only in the first week",
      "Judging fairly and transparently so the community trusted the winners",
    ],
    approach: [
      {
        title: "Clear, public rules",
        description: "Entrants posted an original Camon C8 photo with #C8MagicCapture and tagged Tecno Mobile Rwanda. Each month the top 5 entries were shortlisted and the top 3 each won a new Tecno phone.",
      },
      {
        title: "Monthly themes",
        description: "Themes such as Kigali at Night, Lake Kivu Light and Faces of the Market kept the feed fresh and pushed entrants to try the camera's low-light and portrait modes.",
      },
      {
        title: "Photographer and influencer seeding",
        description: "Ten Kigali photographers and lifestyle creators received handsets at launch and posted their own entries and tips, setting the standard for the community.",
      },
      {
        title: "Shortlist showcases",
        description: "Shortlisted photos were featured as carousel posts and in-store displays at Tecno outlets in Kigali, giving finalists recognition beyond the prize itself.",
      },
      {
        title: "Active community management",
        description: "Daily replies, reposts and photography tips in Kinyarwanda and English kept the conversation going between monthly announcements.",
      },
    ],
    result: [
      {
        title: "Entries",
        description: "**6,800+** original photos posted under #C8MagicCapture over three months.",
      },
      {
        title: "Reach",
        description: "**3.1 million** impressions across Instagram, Facebook and Twitter.",
      },
      {
        title: "Community growth",
        description: "Tecno Mobile Rwanda's Instagram following grew by **42%** during the campaign.",
      },
      {
        title: "Winners",
        description: "**9** handset winners from **15** monthly shortlisted entries, each announced live with the winning photos.",
      },
    ],
    artefact: "social-post",
    canonical: null,
    showcase: [
      {
        image: {
          src: "/media/art/case-studies/rw/tecno-mobile-rwanda-c8magiccapture/showcase-1.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Campaign key visual",
        artefact: "social-post",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/tecno-mobile-rwanda-c8magiccapture/showcase-2.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Month one winning entry",
        artefact: "social-post",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/tecno-mobile-rwanda-c8magiccapture/showcase-3.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Kigali at Night shortlist",
        artefact: "social-post",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/tecno-mobile-rwanda-c8magiccapture/showcase-4.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "In-store shortlist display",
        artefact: "signage",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/tecno-mobile-rwanda-c8magiccapture/showcase-5.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: null,
        artefact: "reel",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/tecno-mobile-rwanda-c8magiccapture/showcase-6.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Winners announcement post",
        artefact: "social-post",
      },
    ],
  }),
  caseStudiesEntry({
    scope: "rw",
    key: "social-media-customer-service-for-airtel-rwanda",
    slug: "social-media-customer-service-for-airtel-rwanda",
    path: "/case-study/rw/social-media-customer-service-for-airtel-rwanda",
    title: "Social Media Customer Service for Airtel Rwanda",
    client: "Airtel Rwanda",
    brand: clientsByKey["airtel"],
    category: "Social Media, Digital",
    figures: [
      {
        value: "<15 min",
        label: "first response, down from over 6 hours",
      },
      {
        value: "95,000+",
        label: "conversations handled in twelve months",
      },
      {
        value: "87%",
        label: "of queries resolved on social media",
      },
      {
        value: "−35%",
        label: "negative mentions of customer service",
      },
    ],
    image: {
      src: "/media/art/case-studies/rw/social-media-customer-service-for-airtel-rwanda/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/rw/social-media-customer-service-for-airtel-rwanda/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/rw/social-media-customer-service-for-airtel-rwanda/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/rw/social-media-customer-service-for-airtel-rwanda/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Telecommunications",
    projectScope: "Social customer care desk, escalation workflows, reporting and tone of voice",
    duration: "Ongoing retainer (12 months reported)",
    location: "Kigali, Rwanda",
    overviewTitle: "Answering customers where they already are",
    overview: "Airtel Rwanda's subscribers were increasingly skipping the call centre and raising bundle, network and Airtel Money questions on Facebook, Twitter and Instagram. Many of those messages went unanswered for hours, and public complaints were shaping perceptions of the brand. BLU took over day-to-day social customer care with a dedicated desk in Kigali.",
    overviewList: [
      "Messages arriving in Kinyarwanda, English, French and Kiswahili",
      "Sensitive Airtel Money queries that must never be handled in public",
      "Spikes in volume during outages, promotions and public holidays",
    ],
    introOverview: "We treated social media as a customer care channel in its own right, with staffing, service levels and escalation paths agreed with Airtel's customer experience team.",
    introApproach: null,
    introResult: "Within the first quarter social media became one of Airtel Rwanda's fastest and best-rated support channels.",
    challengeTitle: "Where the service was falling short",
    challengeList: [
      "No agreed response time, so some queries waited more than a day",
      "Account and transaction details were sometimes shared in public comments",
      "Recurring issues were not reported back to the teams that could fix them",
    ],
    approach: [
      {
        title: "A staffed social care desk",
        description: "Trained agents covered Airtel Rwanda's pages from 7am to 11pm every day, with an on-call lead overnight during network incidents.",
      },
      {
        title: "Public to private in one step",
        description: "Any query involving a phone number, PIN or Airtel Money transaction was moved to direct messages with a standard, friendly reply so no personal data stayed on the public timeline.",
      },
      {
        title: "Escalation with Airtel teams",
        description: "Shared tickets with Airtel's technical, billing and Airtel Money teams meant agents could give real updates rather than holding replies.",
      },
      {
        title: "Weekly insight reports",
        description: "Volumes, themes and sentiment were reported every week so recurring problems, such as bundle expiry confusion, could be fixed at the source and addressed with proactive posts.",
      },
    ],
    result: [
      {
        title: "Faster first response",
        description: "Average first response time fell from over **6 hours** to under **15 minutes** during staffed hours.",
      },
      {
        title: "Volume handled",
        description: "More than **95,000** customer conversations handled across Facebook, Twitter and Instagram in twelve months.",
      },
      {
        title: "Resolution",
        description: "**87%** of queries resolved within the social channel without a call to the contact centre.",
      },
      {
        title: "Sentiment",
        description: "Negative mentions of customer service dropped by **35%** over the year.",
      },
    ],
    artefact: "chat",
    canonical: null,
    showcase: [],
  }),
  caseStudiesEntry({
    scope: "rw",
    key: "airtel-rwanda-yora-kashi",
    slug: "airtel-rwanda-yora-kashi",
    path: "/case-study/rw/airtel-rwanda-yora-kashi",
    title: "Airtel Rwanda Yora Kashi",
    client: "Airtel Rwanda",
    brand: clientsByKey["airtel"],
    category: "Creative, Media, Digital Marketing, Events",
    figures: [
      {
        value: "1.4M",
        label: "subscribers registered",
      },
      {
        value: "+18%",
        label: "airtime and bundle revenue",
      },
      {
        value: "61%",
        label: "of registrations from outside Kigali",
      },
      {
        value: "150,000+",
        label: "people met on 45 roadshow days",
      },
    ],
    image: {
      src: "/media/art/case-studies/rw/airtel-rwanda-yora-kashi/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/rw/airtel-rwanda-yora-kashi/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/rw/airtel-rwanda-yora-kashi/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/rw/airtel-rwanda-yora-kashi/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Telecommunications",
    projectScope: "Promotion concept, through-the-line creative, media planning and roadshows",
    duration: "12 weeks",
    location: "Rwanda (nationwide)",
    overviewTitle: "A national promotion that paid out every single day",
    overview: "Yora Kashi (\"harvest cash\" in Kinyarwanda) was Airtel Rwanda's biggest consumer promotion of the year, designed to reward everyday use of airtime, bundles and Airtel Money. Subscribers entered by calling the 155 line, and every qualifying recharge or transaction earned extra chances to win.",
    overviewList: [
      "Rwf 1 million won every day",
      "Rwf 2 million won every week",
      "A Rwf 20 million grand prize at the close of the promotion",
      "Entry via the 155 line, open to all Airtel Rwanda subscribers",
    ],
    introOverview: "BLU created the Yora Kashi identity and ran it across radio, TV, outdoor, digital and roadshows, making sure every Rwandan knew the prizes, the 155 entry line and that a new winner was named every day.",
    introApproach: "A promotion lives or dies on two things: people must understand how to enter, and they must believe others are winning. Everything we did served those two goals.",
    introResult: "Yora Kashi became a daily talking point and delivered strong growth in the usage it was built to reward.",
    challengeTitle: null,
    challengeList: [],
    approach: [
      {
        title: "One clear mechanic",
        description: "All creative repeated the same three facts: call 155 to join, use Airtel to earn entries, and win Rwf 1 million daily, Rwf 2 million weekly or the Rwf 20 million grand prize.",
      },
      {
        title: "Kinyarwanda radio first",
        description: "Drive-time spots and live presenter reads on Kinyarwanda community and national radio, including live daily draw announcements, reached listeners outside Kigali where Airtel wanted to grow.",
      },
      {
        title: "Roadshows and market activations",
        description: "Branded trucks toured markets and bus parks in Musanze, Huye, Rubavu, Nyagatare and Rusizi, signing people up to the 155 line on the spot and handing over weekly prizes in public.",
      },
      {
        title: "Winner stories on social",
        description: "Short videos of real winners receiving their prizes were posted within hours of each draw on Facebook, Instagram and WhatsApp status, proving the promotion paid out.",
      },
      {
        title: "Retail and outdoor",
        description: "Billboards on Kigali's main roads and point-of-sale kits for thousands of Airtel agents and airtime vendors kept the mechanic visible at the moment of recharge.",
      },
    ],
    result: [
      {
        title: "Participation",
        description: "**1.4 million** subscribers registered through the 155 line during the promotion.",
      },
      {
        title: "Usage uplift",
        description: "Airtime and bundle revenue grew by **18%** against the pre-campaign baseline, with Airtel Money transactions up **24%**.",
      },
      {
        title: "Winners paid",
        description: "**84** daily winners of Rwf 1 million, **12** weekly winners of Rwf 2 million and one grand prize winner of **Rwf 20 million**.",
      },
      {
        title: "Reach beyond Kigali",
        description: "**61%** of registrations came from outside Kigali, led by Northern and Western Province.",
      },
      {
        title: "Roadshow footprint",
        description: "**45** roadshow days across **20** districts, meeting more than **150,000** people face to face.",
      },
    ],
    artefact: "billboard",
    canonical: null,
    showcase: [
      {
        image: {
          src: "/media/art/case-studies/rw/airtel-rwanda-yora-kashi/showcase-1.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Yora Kashi key visual",
        artefact: "social-post",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/airtel-rwanda-yora-kashi/showcase-2.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Dial 155 billboard in Kigali",
        artefact: "billboard",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/airtel-rwanda-yora-kashi/showcase-3.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Rwf 20 million grand prize handover",
        artefact: "stage",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/airtel-rwanda-yora-kashi/showcase-4.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Roadshow truck in Musanze",
        artefact: "stage",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/airtel-rwanda-yora-kashi/showcase-5.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Weekly winner in Huye",
        artefact: "social-post",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/airtel-rwanda-yora-kashi/showcase-6.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Agent point-of-sale kit",
        artefact: "signage",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/airtel-rwanda-yora-kashi/showcase-7.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Daily winner social post",
        artefact: "social-post",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/airtel-rwanda-yora-kashi/showcase-8.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: null,
        artefact: "reel",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/airtel-rwanda-yora-kashi/showcase-9.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Market activation in Rubavu",
        artefact: "stage",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/airtel-rwanda-yora-kashi/showcase-10.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Live radio draw",
        artefact: "radio",
      },
    ],
  }),
  caseStudiesEntry({
    scope: "rw",
    key: "mutzig-success-follows-perseverance",
    slug: "mutzig-success-follows-perseverance",
    path: "/case-study/rw/mutzig-success-follows-perseverance",
    title: "Mutzig Success Follows Perseverance",
    client: "Bralirwa (Mutzig)",
    brand: clientsByKey["bralirwa"],
    category: "Branding, Creative, Media, Social Media",
    figures: [
      {
        value: "2.4M",
        label: "views of the anthem and portrait films",
      },
      {
        value: "3,500+",
        label: "perseverance stories submitted",
      },
      {
        value: "+14 pts",
        label: "agreement that Mutzig is a brand for achievers",
      },
      {
        value: "20+",
        label: "unpaid TV and radio interviews",
      },
    ],
    image: {
      src: "/media/art/case-studies/rw/mutzig-success-follows-perseverance/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/rw/mutzig-success-follows-perseverance/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/rw/mutzig-success-follows-perseverance/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/rw/mutzig-success-follows-perseverance/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Beverages",
    projectScope: "Brand platform, film and photography, media and social amplification",
    duration: "4 months",
    location: "Rwanda",
    overviewTitle: "Celebrating the people who kept going",
    overview: "Mutzig is a premium beer with a loyal following among Rwanda's young professionals and entrepreneurs. To deepen that bond, BLU developed Success Follows Perseverance, a campaign that told the true stories of Rwandans who built something lasting after setbacks, and positioned Mutzig as the beer you raise when the hard work pays off.",
    overviewList: [],
    introOverview: "Instead of showing success as glamour, the campaign showed the years behind it: the early mornings, the failed first attempts and the support of friends who believed.",
    introApproach: "We found the stories first and built the creative around them, so every execution felt earned rather than scripted.",
    introResult: "The campaign strengthened Mutzig's premium image while giving it a warmth the brand had not shown before.",
    challengeTitle: "The brief's tensions",
    challengeList: [
      "Staying premium without feeling distant from everyday Rwandans",
      "Telling real stories while meeting responsible alcohol marketing rules",
      "Standing out in a crowded season of beer advertising",
    ],
    approach: [
      {
        title: "Casting real stories",
        description: "Our team met more than 40 candidates and selected five, including a Kigali fashion designer, a coffee cooperative leader from Huye and a tech founder who had closed a first company before succeeding.",
      },
      {
        title: "Documentary-style films",
        description: "A 60-second anthem film and five 90-second portraits, shot on location and narrated in the subjects' own words in Kinyarwanda with English subtitles.",
      },
      {
        title: "TV, radio and outdoor",
        description: "Prime-time TV, Kinyarwanda radio interviews with the featured heroes, and portrait billboards in Kigali carrying each person's story in one line.",
      },
      {
        title: "Community storytelling on social",
        description: "Rwandans aged 25 and over were invited to share their own perseverance stories, with the best featured on Mutzig's pages and at exclusive Mutzig evenings in Kigali.",
      },
    ],
    result: [
      {
        title: "Film views",
        description: "**2.4 million** views of the anthem and portrait films across TV catch-up, YouTube and Facebook.",
      },
      {
        title: "Stories shared",
        description: "**3,500+** personal perseverance stories submitted by the public.",
      },
      {
        title: "Brand health",
        description: "Agreement that Mutzig \"is a brand for achievers\" rose by **14 points** in the post-campaign tracker.",
      },
      {
        title: "Earned conversation",
        description: "Three of the five heroes were invited onto national TV and radio talk shows, generating **20+** unpaid interviews.",
      },
    ],
    artefact: "tv",
    canonical: null,
    showcase: [
      {
        image: {
          src: "/media/art/case-studies/rw/mutzig-success-follows-perseverance/showcase-1.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Anthem film still",
        artefact: "tv",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/mutzig-success-follows-perseverance/showcase-2.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Portrait billboard, Kigali",
        artefact: "billboard",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/mutzig-success-follows-perseverance/showcase-3.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Coffee cooperative portrait",
        artefact: "social-post",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/mutzig-success-follows-perseverance/showcase-4.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Mutzig evening in Kigali",
        artefact: "stage",
      },
    ],
  }),
  caseStudiesEntry({
    scope: "rw",
    key: "rwandair-exporw18",
    slug: "rwandair-exporw18",
    path: "/case-study/rw/rwandair-exporw18",
    title: "RwandAir ExpoRw18",
    client: "RwandAir",
    brand: clientsByKey["rwandair"],
    category: "Event Marketing, Events, Branding, Social Media",
    figures: [
      {
        value: "1,150",
        label: "tickets booked at the stand, 30% by first-time flyers",
      },
      {
        value: "38,000+",
        label: "visitors through the RwandAir cabin",
      },
      {
        value: "900,000+",
        label: "people reached by #ExpoRw18 posts",
      },
    ],
    image: {
      src: "/media/art/case-studies/rw/rwandair-exporw18/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/rw/rwandair-exporw18/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/rw/rwandair-exporw18/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/rw/rwandair-exporw18/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Aviation and Travel",
    projectScope: "Exhibition stand design and build, staffing, on-site sales and social coverage",
    duration: "3 weeks on site (6 weeks including build)",
    location: "Gikondo Expo Grounds, Kigali, Rwanda",
    overviewTitle: "Bringing the national carrier to the trade fair crowd",
    overview: "The Rwanda International Trade Fair of 2018 drew hundreds of thousands of visitors and exhibitors from across the region. RwandAir asked BLU to design a stand that would showcase its growing route network, sell tickets on the spot and give families who had never flown a first taste of the airline.",
    overviewList: [
      "A three-week public fair with peak crowds on weekends and evenings",
      "Visitors ranging from business travellers to families new to air travel",
      "Live ticket sales that needed a secure, fast booking counter",
    ],
    introOverview: "Our answer was a stand built like an aircraft cabin, with real RwandAir seats, a check-in counter and a photo moment at the aircraft door that visitors queued to step through.",
    introApproach: "We planned the stand around the visitor's journey: be drawn in, sit in the cabin, discover a destination, then book.",
    introResult: "The stand became one of the most visited at the fair and delivered measurable ticket sales, not only awareness.",
    challengeTitle: null,
    challengeList: [],
    approach: [
      {
        title: "Cabin-inspired stand",
        description: "A walk-through cabin mock-up with business and economy seats, crew in uniform and in-flight refreshments, turning a brand exhibit into an experience.",
      },
      {
        title: "Route discovery wall",
        description: "An interactive map of RwandAir destinations, from Nairobi and Lagos to London and Mumbai, with fair-only fares displayed beside each route.",
      },
      {
        title: "On-site ticket counter",
        description: "A staffed booking counter accepting cash, cards and mobile money, with fair-exclusive discounts to convert interest into sales.",
      },
      {
        title: "Social buzz and daily draws",
        description: "Visitors who posted their cabin photo with #ExpoRw18 and tagged RwandAir entered a daily draw for return tickets, announced live on the stand.",
      },
    ],
    result: [
      {
        title: "Footfall",
        description: "**38,000+** visitors walked through the RwandAir cabin over the fair.",
      },
      {
        title: "Tickets sold",
        description: "**1,150** tickets booked at the stand, **30%** of them by first-time flyers.",
      },
      {
        title: "Social reach",
        description: "**4,200** posts under #ExpoRw18 tagging RwandAir, reaching more than **900,000** people.",
      },
      {
        title: "Recognition",
        description: "Named among the **best corporate stands** by the fair organisers.",
      },
    ],
    artefact: "map",
    canonical: null,
    showcase: [
      {
        image: {
          src: "/media/art/case-studies/rw/rwandair-exporw18/showcase-1.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Cabin stand exterior",
        artefact: "stage",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/rwandair-exporw18/showcase-2.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Route discovery wall",
        artefact: "map",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/rwandair-exporw18/showcase-3.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: null,
        artefact: "social-post",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/rwandair-exporw18/showcase-4.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Ticket counter at peak hour",
        artefact: "signage",
      },
      {
        image: {
          src: "/media/art/case-studies/rw/rwandair-exporw18/showcase-5.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Daily ticket draw winner",
        artefact: "social-post",
      },
    ],
  }),
  caseStudiesEntry({
    scope: "ug",
    key: "uap-old-mutual-digital-lead-generation",
    slug: "uap-old-mutual-digital-lead-generation",
    path: "/case-study/ug/uap-old-mutual-digital-lead-generation",
    title: "UAP Old Mutual Digital Lead Generation",
    client: "UAP Old Mutual",
    brand: clientsByKey["uap-old-mutual"],
    category: "Digital Marketing, Social Media",
    figures: [
      {
        value: "1,072",
        label: "qualified leads in four months",
      },
      {
        value: "312",
        label: "leads in month one, against a target of 100",
      },
      {
        value: "−47%",
        label: "cost per lead, first month to fourth",
      },
      {
        value: "<4 h",
        label: "from form to first agent call",
      },
    ],
    image: {
      src: "/media/art/case-studies/featured/uap-old-mutual-digital-lead-generation/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/featured/uap-old-mutual-digital-lead-generation/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/featured/uap-old-mutual-digital-lead-generation/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/featured/uap-old-mutual-digital-lead-generation/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Insurance",
    projectScope: "Paid social, search and WhatsApp lead generation",
    duration: "4 months",
    location: "Kampala, Uganda",
    overviewTitle: "Turning insurance curiosity into qualified leads",
    overview: "UAP Old Mutual Uganda wanted its motor, medical and education-cover products to win customers online rather than only through agents and branch walk-ins. The brief set a clear bar: the campaign had to deliver at least 100 qualified leads per month, each one with a name, a phone number and a product interest that the sales team could call within a working day.",
    overviewList: [
      "Campaign target: at least 100 qualified leads per month",
      "Three priority products, motor, medical and education cover",
      "Leads routed to sales agents within 24 hours",
      "Monthly reporting on cost per lead and lead-to-quote rate",
    ],
    introOverview: "A four-month performance programme that moved UAP Old Mutual's Uganda sales funnel onto Facebook, Instagram, Google Search and WhatsApp, with a hard target of at least 100 leads every month.",
    introApproach: "We treated every product as its own funnel, with its own audience, message and form, and kept the forms short enough to finish on a low-cost Android phone over mobile data.",
    introResult: "The target was passed in the first month and never missed again, while the cost of each lead fell month on month.",
    challengeTitle: "What stood in the way",
    challengeList: [
      "Insurance is a low-trust, low-interest category for most Ugandan consumers",
      "Earlier online forms asked for too much and were abandoned midway",
      "Leads arrived in a shared inbox and often waited days for a call",
    ],
    approach: [
      {
        title: "Product-level audiences",
        description: "We built separate audiences for car owners, young parents and SME employers in Kampala, Wakiso, Mukono and Entebbe, using interest, lookalike and keyword signals for each product.",
      },
      {
        title: "Three-field lead forms",
        description: "Native Meta lead forms and a lightweight landing page asked only for name, phone number and product, cutting the old eleven-field form to **3 fields**.",
      },
      {
        title: "WhatsApp follow-up",
        description: "Every lead received an instant WhatsApp Business message with a product summary and the name of the agent who would call, keeping interest warm until the first conversation.",
      },
      {
        title: "Weekly optimisation",
        description: "Creatives, placements and bids were reviewed every Monday with the sales team, who flagged which leads converted to quotes so budget followed quality, not just volume.",
      },
    ],
    result: [
      {
        title: "Target beaten from month one",
        description: "**312 leads** in the first month, more than three times the 100-lead monthly target.",
      },
      {
        title: "Sustained volume",
        description: "An average of **268 qualified leads per month** across the four months, **1,072** in total.",
      },
      {
        title: "Cheaper leads",
        description: "Cost per lead fell by **47%** between the first and fourth month as creative and audiences were refined.",
      },
      {
        title: "Faster response",
        description: "Time from form submission to first agent call dropped from three days to **under 4 hours**.",
      },
    ],
    artefact: "lead-form",
    canonical: "/casestudy/uap-old-mutual-digital-lead-generation",
    showcase: [
      {
        image: {
          src: "/media/art/case-studies/featured/uap-old-mutual-digital-lead-generation/showcase-1.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Motor cover carousel ad",
        artefact: "carousel-ad",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/uap-old-mutual-digital-lead-generation/showcase-2.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Three-field lead form",
        artefact: "lead-form",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/uap-old-mutual-digital-lead-generation/showcase-3.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "WhatsApp welcome message",
        artefact: "chat",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/uap-old-mutual-digital-lead-generation/showcase-4.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: null,
        artefact: "social-post",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/uap-old-mutual-digital-lead-generation/showcase-5.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Monthly lead dashboard",
        artefact: "dashboard",
      },
    ],
  }),
  caseStudiesEntry({
    scope: "ug",
    key: "oah-hospitality-brand-refresh-and-booking-drive",
    slug: "oah-hospitality-brand-refresh-and-booking-drive",
    path: "/case-study/ug/oah-hospitality-brand-refresh-and-booking-drive",
    title: "OAH Hospitality Brand Refresh and Booking Drive",
    client: "OAH",
    brand: clientsByKey["oah"],
    category: "Branding, Digital, Creative",
    figures: [
      {
        value: "28%→46%",
        label: "of room nights booked direct",
      },
      {
        value: "UGX 190M",
        label: "estimated portal commissions saved in the festive quarter",
      },
      {
        value: "63",
        label: "conference enquiries in eight weeks",
      },
    ],
    image: {
      src: "/media/art/case-studies/featured/oah-hospitality-brand-refresh-and-booking-drive/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/featured/oah-hospitality-brand-refresh-and-booking-drive/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/featured/oah-hospitality-brand-refresh-and-booking-drive/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/featured/oah-hospitality-brand-refresh-and-booking-drive/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Hospitality",
    projectScope: "Brand refresh, photography, website and direct-booking campaign",
    duration: "5 months",
    location: "Uganda",
    overviewTitle: "A hotel group ready to be booked directly",
    overview: null,
    overviewList: [],
    introOverview: "OAH, a Ugandan hotel and hospitality group, asked BLU to give its properties one confident identity and to shift bookings away from commission-heavy travel portals towards its own website.",
    introApproach: "We started with the guest, not the logo: what business travellers, weekend couples and conference planners look for before they book.",
    introResult: "The refreshed brand went live across all properties in time for the festive season, and direct bookings grew for the first time in three years.",
    challengeTitle: "The starting point",
    challengeList: [
      "Each property used its own logo, colours and photography",
      "Over 70% of room nights came through third-party booking portals",
      "The old website could not take payment or show live availability",
    ],
    approach: [
      {
        title: "Guest research",
        description: "Twenty-four interviews with returning guests, corporate travel bookers and event planners shaped a brand promise built on calm, attentive Ugandan hospitality.",
      },
      {
        title: "One family identity",
        description: "A new group mark, colour system and signage kit let each property keep its own name while reading clearly as part of OAH.",
      },
      {
        title: "Fresh photography",
        description: "A four-day shoot captured rooms, food, poolside mornings and conference set-ups in natural light, replacing stock images across every channel.",
      },
      {
        title: "Direct-booking campaign",
        description: "Google Hotel Ads, Instagram Reels and a \"book direct, breakfast on us\" offer pointed guests to a new site with live availability and mobile-money payment.",
      },
    ],
    result: [
      {
        title: "More direct bookings",
        description: "Direct bookings rose from **28% to 46%** of room nights within three months of launch.",
      },
      {
        title: "Lower commission spend",
        description: "Portal commissions fell by an estimated **UGX 190 million** over the festive quarter.",
      },
      {
        title: "Conference enquiries",
        description: "The new meetings-and-events page generated **63 conference enquiries** in its first eight weeks.",
      },
    ],
    artefact: "website",
    canonical: "/casestudy/oah-hospitality-brand-refresh-and-booking-drive",
    showcase: [
      {
        image: {
          src: "/media/art/case-studies/featured/oah-hospitality-brand-refresh-and-booking-drive/showcase-1.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Group identity system",
        artefact: "identity",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/oah-hospitality-brand-refresh-and-booking-drive/showcase-2.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Property signage",
        artefact: "signage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/oah-hospitality-brand-refresh-and-booking-drive/showcase-3.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Booking website on mobile",
        artefact: "website",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/oah-hospitality-brand-refresh-and-booking-drive/showcase-4.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Book-direct Instagram Reel",
        artefact: "reel",
      },
    ],
  }),
  caseStudiesEntry({
    scope: "ug",
    key: "centenary-bank-savings-mobile-banking-drive",
    slug: "centenary-bank-savings-mobile-banking-drive",
    path: "/case-study/ug/centenary-bank-savings-mobile-banking-drive",
    title: "Centenary Bank Savings & Mobile Banking Drive",
    client: "Centenary Bank",
    brand: clientsByKey["centenary-bank"],
    category: "Media, Creative, Digital",
    figures: [
      {
        value: "84,000",
        label: "new savings accounts, up 31% on the previous six months",
      },
      {
        value: "212,000",
        label: "new mobile banking registrations",
      },
      {
        value: "58%",
        label: "of sign-ups outside the Central region",
      },
      {
        value: "−18%",
        label: "counter transactions in pilot branches",
      },
    ],
    image: {
      src: "/media/art/case-studies/featured/centenary-bank-savings-mobile-banking-drive/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/featured/centenary-bank-savings-mobile-banking-drive/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/featured/centenary-bank-savings-mobile-banking-drive/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/featured/centenary-bank-savings-mobile-banking-drive/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Banking",
    projectScope: "Multilingual radio, TV, agent activations and digital media",
    duration: "6 months",
    location: "Uganda (national)",
    overviewTitle: "Banking in the language customers think in",
    overview: "Centenary Bank serves millions of Ugandans, many of them farmers, traders and small business owners outside Kampala. The bank wanted more of them to open savings accounts and to move everyday payments, deposits and school fees onto its mobile banking app and USSD service, easing queues in branches.",
    overviewList: [
      "Radio-led campaign in Luganda, Runyankole, Lusoga, Acholi and English",
      "Demonstrations at markets, agent points and branches",
      "Digital video and search to capture urban, smartphone-first users",
    ],
    introOverview: "A six-month national campaign that explained savings and mobile banking in five languages, on the stations and in the places where Centenary Bank's customers already spend their day.",
    introApproach: "Radio did the explaining, agents did the showing, and digital caught people at the moment they searched for help.",
    introResult: "Account openings and mobile banking registrations both climbed, with the strongest growth in districts reached by local-language radio.",
    challengeTitle: null,
    challengeList: [],
    approach: [
      {
        title: "Local-language radio",
        description: "Drama-style spots and sponsored call-in segments ran on **22 regional stations**, with a Luganda breakfast-show series explaining one feature each week.",
      },
      {
        title: "Show, don't tell",
        description: "Promoters at **120 market days** and busy agent points helped people register for mobile banking on their own phones on the spot.",
      },
      {
        title: "Short-form video",
        description: "Fifteen-second YouTube and Facebook videos showed real customers paying school fees and checking balances without visiting a branch.",
      },
      {
        title: "Search and USSD prompts",
        description: "Google Search ads and SMS reminders answered common questions and pointed people straight to the USSD code.",
      },
    ],
    result: [
      {
        title: "New savers",
        description: "**84,000 new savings accounts** opened during the campaign period, up **31%** on the previous six months.",
      },
      {
        title: "Mobile banking sign-ups",
        description: "**212,000 new mobile banking registrations**, with **58%** of them made outside the Central region.",
      },
      {
        title: "Lighter branch traffic",
        description: "Over-the-counter transactions in pilot branches fell by **18%** as customers moved payments to mobile.",
      },
    ],
    artefact: "radio",
    canonical: "/casestudy/centenary-bank-savings-mobile-banking-drive",
    showcase: [],
  }),
  caseStudiesEntry({
    scope: "ug",
    key: "delivering-innovations-in-selfcare-disc",
    slug: "delivering-innovations-in-selfcare-disc",
    path: "/case-study/ug/delivering-innovations-in-selfcare-disc",
    title: "Delivering Innovations in Self-Care (DISC)",
    client: "PSI Uganda",
    brand: clientsByKey["psi"],
    category: "Social Media, Digital, Creative, Events",
    figures: [
      {
        value: "4.6M",
        label: "views of DISC videos",
      },
      {
        value: "27,000",
        label: "young people on the confidential WhatsApp line",
      },
      {
        value: "9,400",
        label: "referrals to youth-friendly providers",
      },
      {
        value: "+32 pts",
        label: "correct answers on self-care myths",
      },
    ],
    image: {
      src: "/media/art/case-studies/ug/delivering-innovations-in-selfcare-disc/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/ug/delivering-innovations-in-selfcare-disc/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/ug/delivering-innovations-in-selfcare-disc/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/ug/delivering-innovations-in-selfcare-disc/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Public Health and Development",
    projectScope: "Youth insight, creative platform, social media, influencer partnerships and campus events",
    duration: "9 months",
    location: "Kampala, Wakiso, Mbarara and Gulu, Uganda",
    overviewTitle: "Helping young people take charge of their own health",
    overview: "The Delivering Innovations in Self-Care (DISC) programme aims to give young Ugandans the knowledge and confidence to manage parts of their sexual and reproductive health themselves, including self-injectable contraception and HIV self-testing, with the support of trained providers. BLU built a youth-led communication platform that talked to young people the way they talk to each other.",
    overviewList: [
      "Audience of young women and men aged 18 to 24",
      "Myths and stigma shared widely in peer groups and online",
      "All content reviewed for medical accuracy by programme clinicians",
      "Clear routes to trusted providers and pharmacies",
    ],
    introOverview: "Young people told us they wanted privacy, honesty and no lectures, so the platform answered questions frankly and pointed to real, nearby services.",
    introApproach: "We co-created the work with young people, then placed it in the channels where they already spend their time.",
    introResult: "The platform reached young people at scale and moved many from curiosity to a conversation with a provider.",
    challengeTitle: "Barriers we needed to address",
    challengeList: [
      "Embarrassment about asking questions in clinics",
      "Widespread myths about side effects of contraception",
      "Distrust of health messages that felt preachy or official",
    ],
    approach: [
      {
        title: "Youth co-creation panels",
        description: "Twenty young advisors from Kampala, Mbarara and Gulu helped write scripts, test visuals and choose the platform's name and tone.",
      },
      {
        title: "Myth-busting on TikTok and Instagram",
        description: "Short videos with nurses and peer creators answered real questions in English and Luganda, with Luo and Runyankole versions for regional audiences.",
      },
      {
        title: "Confidential WhatsApp helpline",
        description: "A WhatsApp line staffed by trained counsellors answered private questions and shared locations of youth-friendly service points.",
      },
      {
        title: "Campus and community events",
        description: "Talk shows, music and wellness days on university campuses and in youth centres, with providers on hand to offer information and referrals.",
      },
    ],
    result: [
      {
        title: "Reach",
        description: "**4.6 million** views of DISC videos on TikTok, Instagram and Facebook.",
      },
      {
        title: "Private conversations",
        description: "**27,000** young people used the confidential WhatsApp line.",
      },
      {
        title: "Referrals",
        description: "**9,400** referrals to youth-friendly providers and partner pharmacies.",
      },
      {
        title: "Knowledge",
        description: "Correct answers on self-care myths rose by **32 points** among surveyed participants.",
      },
      {
        title: "Events",
        description: "**38** campus and community events attended by **15,000+** young people.",
      },
    ],
    artefact: "social-post",
    canonical: null,
    showcase: [
      {
        image: {
          src: "/media/art/case-studies/ug/delivering-innovations-in-selfcare-disc/showcase-1.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Platform identity",
        artefact: "identity",
      },
      {
        image: {
          src: "/media/art/case-studies/ug/delivering-innovations-in-selfcare-disc/showcase-2.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "TikTok myth-buster series",
        artefact: "reel",
      },
      {
        image: {
          src: "/media/art/case-studies/ug/delivering-innovations-in-selfcare-disc/showcase-3.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Campus wellness day in Gulu",
        artefact: "stage",
      },
    ],
  }),
  caseStudiesEntry({
    scope: "ug",
    key: "bell-lager-heritage-relaunch",
    slug: "bell-lager-heritage-relaunch",
    path: "/case-study/ug/bell-lager-heritage-relaunch",
    title: "Bell Lager Heritage Relaunch",
    client: "Uganda Breweries Limited (Bell Lager)",
    brand: clientsByKey["uganda-breweries"],
    category: "Branding, Creative, Media, Event Marketing",
    figures: [
      {
        value: "+16%",
        label: "Bell volumes year on year",
      },
      {
        value: "+11 pts",
        label: "consideration among drinkers aged 25 to 34",
      },
      {
        value: "400+",
        label: "outlets with new-pack visibility",
      },
      {
        value: "2.8M",
        label: "social impressions in the reveal week",
      },
    ],
    image: {
      src: "/media/art/case-studies/ug/bell-lager-heritage-relaunch/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/ug/bell-lager-heritage-relaunch/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/ug/bell-lager-heritage-relaunch/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/ug/bell-lager-heritage-relaunch/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Beverages",
    projectScope: "Brand relaunch, pack launch, TVC, OOH, radio and on-trade activation",
    duration: "6 months",
    location: "Uganda (nationwide)",
    overviewTitle: "Making a classic Ugandan beer feel current again",
    overview: "Bell Lager is one of Uganda's oldest and best-loved beers, but younger drinkers saw it as their fathers' brand. Uganda Breweries asked BLU to relaunch Bell with a refreshed pack and a message that honoured its heritage while inviting a new generation to the table.",
    overviewList: [],
    introOverview: "The campaign celebrated the moments when friends gather, from Friday evenings in Kampala bars to weekend matches in upcountry towns, with Bell at the centre.",
    introApproach: "We kept Bell's familiar cues and gave them a bolder, more social voice.",
    introResult: "Bell regained relevance with younger drinkers while keeping its loyal base.",
    challengeTitle: null,
    challengeList: [],
    approach: [
      {
        title: "Pack reveal",
        description: "A teaser campaign on radio and social media built anticipation before the new bottle and label were revealed at a launch night in Kampala.",
      },
      {
        title: "Anthem TVC and radio",
        description: "A TVC built around friendships that have lasted for years, with radio adaptations on Luganda and regional stations.",
      },
      {
        title: "Kampala OOH",
        description: "Large-format billboards on Jinja Road, Entebbe Road and around Kololo, plus branded boda boda stages in key drinking districts.",
      },
      {
        title: "On-trade activation",
        description: "Bar takeovers with music, sampling of the new pack and staff training in more than 400 outlets across Kampala, Mbarara, Gulu and Mbale.",
      },
      {
        title: "Responsible drinking",
        description: "All activity followed responsible marketing codes, with 25+ age targeting and a \"Don't drink and ride\" message for boda boda riders.",
      },
    ],
    result: [
      {
        title: "Volume",
        description: "Bell volumes grew by **16%** year on year during the relaunch period.",
      },
      {
        title: "Younger drinkers",
        description: "Consideration among drinkers aged 25 to 34 rose by **11 points**.",
      },
      {
        title: "Outlet presence",
        description: "**400+** outlets activated with new-pack visibility.",
      },
      {
        title: "Launch buzz",
        description: "**2.8 million** social impressions during the reveal week.",
      },
    ],
    artefact: "pack",
    canonical: null,
    showcase: [
      {
        image: {
          src: "/media/art/case-studies/ug/bell-lager-heritage-relaunch/showcase-1.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "New pack reveal",
        artefact: "pack",
      },
      {
        image: {
          src: "/media/art/case-studies/ug/bell-lager-heritage-relaunch/showcase-2.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Anthem TVC still",
        artefact: "tv",
      },
      {
        image: {
          src: "/media/art/case-studies/ug/bell-lager-heritage-relaunch/showcase-3.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Jinja Road billboard",
        artefact: "billboard",
      },
      {
        image: {
          src: "/media/art/case-studies/ug/bell-lager-heritage-relaunch/showcase-4.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Bar takeover in Mbarara",
        artefact: "stage",
      },
      {
        image: {
          src: "/media/art/case-studies/ug/bell-lager-heritage-relaunch/showcase-5.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: null,
        artefact: "radio",
      },
    ],
  }),
  caseStudiesEntry({
    scope: "ug",
    key: "airtel-uganda-my-hustle-youth-challenge",
    slug: "airtel-uganda-my-hustle-youth-challenge",
    path: "/case-study/ug/airtel-uganda-my-hustle-youth-challenge",
    title: "Airtel Uganda My Hustle Youth Challenge",
    client: "Airtel Uganda",
    brand: clientsByKey["airtel"],
    category: "Social Media, Digital Marketing, Creative, Events",
    figures: [
      {
        value: "11M",
        label: "views of #MyHustleUG content",
      },
      {
        value: "2,300+",
        label: "squad videos from all four regions",
      },
      {
        value: "480,000",
        label: "public votes in the shortlist round",
      },
      {
        value: "UGX 150M",
        label: "in funding shared by the winning squads",
      },
    ],
    image: {
      src: "/media/art/case-studies/ug/airtel-uganda-my-hustle-youth-challenge/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/ug/airtel-uganda-my-hustle-youth-challenge/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/ug/airtel-uganda-my-hustle-youth-challenge/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/ug/airtel-uganda-my-hustle-youth-challenge/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Telecommunications",
    projectScope: "Challenge concept, social media, influencer partnerships, judging and finale event",
    duration: "10 weeks",
    location: "Uganda (nationwide)",
    overviewTitle: "Backing young Ugandans who are building something",
    overview: "Uganda has one of the youngest populations in the world, and many young people earn a living through side hustles, from tailoring and catering to content creation and phone repairs. Airtel Uganda wanted to show it stands behind them. My Hustle was a challenge that invited squads of at most 5 people to submit 1-minute videos showing their hustle, with funding and mentoring for the best ideas.",
    overviewList: [
      "Squads of up to 5 members",
      "Entries submitted as 1-minute videos",
      "Prize funding paid through Airtel Money",
      "Finalists mentored by Kampala entrepreneurs",
    ],
    introOverview: "My Hustle turned Airtel's data and Airtel Money into the tools of the story, and young entrepreneurs into its heroes.",
    introApproach: "The mechanic was designed for the phone: film, post, share and vote.",
    introResult: "The challenge became a national conversation about youth enterprise, and Airtel was at its centre.",
    challengeTitle: null,
    challengeList: [],
    approach: [
      {
        title: "Simple entry",
        description: "Squads of no more than 5 filmed a 1-minute video about their hustle and posted it on TikTok or Instagram with #MyHustleUG, or sent it on WhatsApp.",
      },
      {
        title: "Creator launch",
        description: "Popular Ugandan comedians and TikTok creators launched the challenge with their own hustle videos and invited followers to join.",
      },
      {
        title: "Public voting and expert judging",
        description: "Public votes shortlisted the top 20 squads, and a panel of entrepreneurs judged finalists on originality, viability and impact.",
      },
      {
        title: "Data bundles for entrants",
        description: "Registered squads received free data bundles to film and upload, removing cost as a barrier.",
      },
      {
        title: "Finale in Kampala",
        description: "Ten finalist squads pitched live at a finale streamed on Airtel Uganda's channels, with winners receiving their funding through Airtel Money on stage.",
      },
    ],
    result: [
      {
        title: "Entries",
        description: "**2,300+** squad videos submitted from all four regions of Uganda.",
      },
      {
        title: "Views",
        description: "**11 million** views of #MyHustleUG content on TikTok and Instagram.",
      },
      {
        title: "Votes",
        description: "**480,000** public votes cast during the shortlist round.",
      },
      {
        title: "Funding",
        description: "**UGX 150 million** in funding shared between the winning squads via Airtel Money.",
      },
    ],
    artefact: "reel",
    canonical: null,
    showcase: [
      {
        image: {
          src: "/media/art/case-studies/ug/airtel-uganda-my-hustle-youth-challenge/showcase-1.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "My Hustle key visual",
        artefact: "social-post",
      },
      {
        image: {
          src: "/media/art/case-studies/ug/airtel-uganda-my-hustle-youth-challenge/showcase-2.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Squad entry on TikTok",
        artefact: "reel",
      },
      {
        image: {
          src: "/media/art/case-studies/ug/airtel-uganda-my-hustle-youth-challenge/showcase-3.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Creator launch video",
        artefact: "video",
      },
      {
        image: {
          src: "/media/art/case-studies/ug/airtel-uganda-my-hustle-youth-challenge/showcase-4.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Finalists at the Kampala finale",
        artefact: "stage",
      },
      {
        image: {
          src: "/media/art/case-studies/ug/airtel-uganda-my-hustle-youth-challenge/showcase-5.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Winners receive funding via Airtel Money",
        artefact: "chat",
      },
      {
        image: {
          src: "/media/art/case-studies/ug/airtel-uganda-my-hustle-youth-challenge/showcase-6.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: null,
        artefact: "billboard",
      },
    ],
  }),
  caseStudiesEntry({
    scope: "ng",
    key: "aradel-holdings-360-rebrand-from-ndep",
    slug: "aradel-holdings-360-rebrand-from-ndep",
    path: "/case-study/ng/aradel-holdings-360-rebrand-from-ndep",
    title: "Aradel Holdings 360 Rebrand from NDEP",
    client: "Aradel Holdings",
    brand: clientsByKey["aradel"],
    category: "360 Rebrand, Branding, PR",
    figures: [
      {
        value: "92%",
        label: "of staff understood why the name changed",
      },
      {
        value: "11 weeks",
        label: "to switch all site signage, with no incidents",
      },
      {
        value: "85",
        label: "positive or neutral news stories in the launch month",
      },
    ],
    image: {
      src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Energy",
    projectScope: "Naming rollout, identity system, launch campaign and internal engagement",
    duration: "7 months",
    location: "Lagos and Rivers State, Nigeria",
    overviewTitle: "A new name for an integrated energy company",
    overview: "Niger Delta Exploration & Production (NDEP) had grown from a marginal field operator into an integrated energy company with refining, gas and upstream interests. Its name no longer described what it did. As Aradel Holdings, it needed an identity that employees, host communities, partners and investors would all recognise as the same trusted company, now ready for a bigger stage.",
    overviewList: [
      "Identity system covering corporate, refinery and field operations",
      "Employee launch across offices and the Ogbele field",
      "Host-community engagement in local languages",
      "Investor-facing campaign in Lagos and abroad",
    ],
    introOverview: "A 360-degree rebrand that took NDEP to Aradel Holdings, from the logo on a hard hat to the investor presentation.",
    introApproach: "We rolled the brand out from the inside out: employees first, communities second, the market third.",
    introResult: "The new name was adopted quickly inside and outside the company, with no loss of the goodwill NDEP had built.",
    challengeTitle: "Why this was delicate",
    challengeList: [
      "Strong loyalty to the NDEP name among long-serving staff",
      "Host communities wary that a new name might mean new owners",
      "Safety signage that had to change without disrupting operations",
      "A market that needed to see growth, not just a new logo",
    ],
    approach: [
      {
        title: "Identity built for the field",
        description: "The Aradel mark, colours and typography were tested on PPE, tankers, refinery signage and screens, producing a **140-page** brand manual.",
      },
      {
        title: "Employees first",
        description: "Town halls, a brand story film and ambassador kits gave **every employee** the new story a week before the public launch.",
      },
      {
        title: "Community dialogues",
        description: "Meetings with traditional rulers and youth leaders, plus radio in Ikwerre and Pidgin, explained that the company, its people and its commitments were unchanged.",
      },
      {
        title: "Market launch",
        description: "A press conference, business-media features and digital advertising on LinkedIn and financial news sites introduced Aradel to investors.",
      },
      {
        title: "Signage changeover",
        description: "A phased plan replaced **1,300 signs and assets** across sites, led by the operations team's safety schedule.",
      },
    ],
    result: [
      {
        title: "Internal adoption",
        description: "**92%** of staff surveyed said they understood why the company had changed its name.",
      },
      {
        title: "Smooth changeover",
        description: "All site signage switched over in **11 weeks** with no safety or operational incidents.",
      },
      {
        title: "Media reception",
        description: "**85 positive or neutral news stories** in the launch month, and no negative community coverage.",
      },
    ],
    artefact: "signage",
    canonical: "/casestudy/aradel-holdings-360-rebrand-from-ndep",
    showcase: [
      {
        image: {
          src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/showcase-1.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Aradel identity",
        artefact: "identity",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/showcase-2.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Brand manual spreads",
        artefact: "document",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/showcase-3.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Refinery signage",
        artefact: "signage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/showcase-4.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "PPE and vehicle livery",
        artefact: "identity",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/showcase-5.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Employee town hall",
        artefact: "stage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/showcase-6.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: null,
        artefact: "press",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/aradel-holdings-360-rebrand-from-ndep/showcase-7.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "LinkedIn launch ad",
        artefact: "social-post",
      },
    ],
  }),
  caseStudiesEntry({
    scope: "ng",
    key: "seplat-energy-hybrid-stakeholder-summit",
    slug: "seplat-energy-hybrid-stakeholder-summit",
    path: "/case-study/ng/seplat-energy-hybrid-stakeholder-summit",
    title: "Seplat Energy Hybrid Stakeholder Summit",
    client: "Seplat Energy",
    brand: clientsByKey["seplat"],
    category: "Event Marketing, Events, PR",
    figures: [
      {
        value: "6,800",
        label: "live-stream viewers in 14 countries",
      },
      {
        value: "57",
        label: "pieces of media coverage within five days",
      },
      {
        value: "41%",
        label: "of questions came from the remote audience",
      },
      {
        value: "52 min",
        label: "average online watch time",
      },
    ],
    image: {
      src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Oil and Gas",
    projectScope: "Hybrid event production, live streaming and media relations",
    duration: "10 weeks",
    location: "Lagos, Nigeria",
    overviewTitle: "One summit, two audiences",
    overview: "Seplat Energy brings together government officials, host communities, partners, investors and journalists each year to report on its operations and its energy-transition plans. This edition had to work equally well for the 450 guests in the Lagos ballroom and for the thousands of stakeholders joining online from Abuja, Port Harcourt, the Niger Delta and London, without the online audience feeling like an afterthought.",
    overviewList: [
      "In-person plenary and breakout sessions in Victoria Island, Lagos",
      "Multi-camera live stream with a dedicated online host",
      "Live Q&A and polling open to both audiences",
      "Same-day press release and highlight reel",
    ],
    introOverview: "A hybrid stakeholder summit for Seplat Energy that joined a full Lagos ballroom to a live online audience across Nigeria and abroad.",
    introApproach: "We designed the run of show for the camera first, then built the room around it, so every session made sense on a laptop screen as much as from the front row.",
    introResult: "The summit reached more people online than in the room, and the conversation carried on in the press for the rest of the week.",
    challengeTitle: null,
    challengeList: [],
    approach: [
      {
        title: "Broadcast-grade production",
        description: "A **five-camera** set-up, LED stage wall and a separate streaming control room delivered the plenary in full HD to a branded event platform and YouTube.",
      },
      {
        title: "An online host of its own",
        description: "A dedicated studio presenter introduced speakers, read out online questions and ran short interviews during breaks, so remote viewers never watched an empty stage.",
      },
      {
        title: "One Q&A for everyone",
        description: "A shared polling and question tool let guests in the room and online vote on the same questions, giving the panel one queue to answer.",
      },
      {
        title: "Press office on site",
        description: "Our PR team managed accreditation for **38 journalists**, arranged executive interviews and issued a release before the closing session ended.",
      },
    ],
    result: [
      {
        title: "Online reach",
        description: "**6,800 unique viewers** joined the live stream from **14 countries**, against 450 guests in the ballroom.",
      },
      {
        title: "Engaged audience",
        description: "Online viewers watched for an average of **52 minutes**, and **41%** of all questions came from the remote audience.",
      },
      {
        title: "Coverage",
        description: "**57 pieces of media coverage** across print, broadcast and online outlets within five days.",
      },
      {
        title: "Zero downtime",
        description: "The stream ran for **seven hours** with no outage, backed by dual internet links and a standby generator.",
      },
    ],
    artefact: "stage",
    canonical: "/casestudy/seplat-energy-hybrid-stakeholder-summit",
    showcase: [
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-1.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Main stage and LED wall",
        artefact: "stage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-2.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Guest arrivals and registration",
        artefact: "signage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-3.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Streaming control room",
        artefact: "dashboard",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-4.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Online host studio",
        artefact: "video",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-5.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Executive panel",
        artefact: "stage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-6.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: null,
        artefact: "video",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-7.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Live polling on screen",
        artefact: "dashboard",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-8.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Community partners exhibition",
        artefact: "stage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-9.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Press briefing room",
        artefact: "stage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-10.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: null,
        artefact: "social-post",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/seplat-energy-hybrid-stakeholder-summit/showcase-11.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Event platform landing page",
        artefact: "website",
      },
    ],
  }),
  caseStudiesEntry({
    scope: "ng",
    key: "psi-nigeria-health-content-repository",
    slug: "psi-nigeria-health-content-repository",
    path: "/case-study/ng/psi-nigeria-health-content-repository",
    title: "PSI Nigeria Health Content Repository",
    client: "Population Services International (PSI)",
    brand: clientsByKey["psi"],
    category: "Digital, Creative",
    figures: [
      {
        value: "1,450",
        label: "approved assets in one searchable repository",
      },
      {
        value: "<10 min",
        label: "to find an asset, down from two days",
      },
      {
        value: "35%",
        label: "of the annual materials budget saved (estimated)",
      },
      {
        value: "90,000+",
        label: "WhatsApp shares in six months",
      },
    ],
    image: {
      src: "/media/art/case-studies/featured/psi-nigeria-health-content-repository/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/featured/psi-nigeria-health-content-repository/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/featured/psi-nigeria-health-content-repository/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/featured/psi-nigeria-health-content-repository/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Public Health (NGO)",
    projectScope: "Content strategy, multilingual asset production and digital repository",
    duration: "9 months",
    location: "Nigeria",
    overviewTitle: "One trusted library for health messages",
    overview: "PSI's programmes in Nigeria produce leaflets, radio scripts, videos and social posts on family planning, malaria and maternal health. Over the years these assets had spread across drives, inboxes and partner offices, so field teams often recreated materials that already existed, or used outdated versions. PSI asked BLU to build one repository that every programme team and partner could search and trust.",
    overviewList: [],
    introOverview: "A searchable, multilingual content repository and a production system that gave PSI Nigeria's health programmes one source of approved communication materials.",
    introApproach: "We audited what existed, rebuilt what mattered, and designed the repository around how field officers actually look for materials.",
    introResult: "Teams found materials faster, duplicated less, and reached more people in their own languages.",
    challengeTitle: null,
    challengeList: [],
    approach: [
      {
        title: "Content audit",
        description: "We reviewed **2,300 existing assets**, retiring outdated ones and tagging the rest by topic, audience, language and approval status.",
      },
      {
        title: "Four languages as standard",
        description: "Priority materials were adapted into Hausa, Yoruba, Igbo and Nigerian Pidgin, with community pre-testing in Kano, Ibadan and Enugu.",
      },
      {
        title: "Built for low bandwidth",
        description: "The repository loads quickly on mobile data, offers compressed downloads and lets officers share assets straight to WhatsApp.",
      },
      {
        title: "Governance and training",
        description: "A clear review workflow with medical sign-off, plus training for **180 programme staff** and partners across **12 states**.",
      },
    ],
    result: [
      {
        title: "A single source",
        description: "**1,450 approved assets** now live in one searchable repository.",
      },
      {
        title: "Faster access",
        description: "Average time to find a needed asset dropped from around **two days to under 10 minutes**.",
      },
      {
        title: "Lower production costs",
        description: "Duplicate production fell, saving an estimated **35%** of the annual materials budget.",
      },
      {
        title: "Wider reach",
        description: "Local-language materials were shared more than **90,000 times** through WhatsApp in the first six months.",
      },
    ],
    artefact: "website",
    canonical: "/casestudy/psi-nigeria-health-content-repository",
    showcase: [],
  }),
  caseStudiesEntry({
    scope: "ng",
    key: "pinpop-snacking-goes-social-in-lagos",
    slug: "pinpop-snacking-goes-social-in-lagos",
    path: "/case-study/ng/pinpop-snacking-goes-social-in-lagos",
    title: "PinPop: Snacking Goes Social in Lagos",
    client: "PinPop",
    brand: clientsByKey["pinpop"],
    category: "Social Media, Digital Marketing, Creative",
    figures: [
      {
        value: "14.2M",
        label: "video views on TikTok and Instagram in eight weeks",
      },
      {
        value: "9,400",
        label: "user-generated challenge videos",
      },
      {
        value: "36,500",
        label: "Instagram followers, up from 4,100",
      },
      {
        value: "+27%",
        label: "PinPop sales at partner kiosks",
      },
    ],
    image: {
      src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "FMCG (Snacks)",
    projectScope: "Social content, influencer marketing and campus activations",
    duration: "8 weeks",
    location: "Lagos, Nigeria",
    overviewTitle: "Getting a young snack brand into the conversation",
    overview: "PinPop is a Nigerian snack brand competing for shelf space and attention with long-established names. With a modest budget, it needed to become the snack young Lagosians talk about, share and ask for at the kiosk, and it needed to do that on the platforms they actually use.",
    overviewList: [],
    introOverview: "An eight-week digital campaign that made PinPop a familiar name among Lagos students and young workers through TikTok, Instagram, creators and campus pop-ups.",
    introApproach: "Instead of polished adverts, we made PinPop part of content people already enjoy: skits, dance challenges and late-night study sessions.",
    introResult: "The campaign outperformed its reach targets and, more importantly, showed up at the till.",
    challengeTitle: null,
    challengeList: [],
    approach: [
      {
        title: "The #PinPopMoment challenge",
        description: "A TikTok and Instagram Reels challenge invited people to show the moment they reach for a snack, set to a custom Afrobeats sound.",
      },
      {
        title: "Creators in tiers",
        description: "**3 headline comedians** and **40 micro-creators** from Yaba, Surulere and Lekki made skits in Pidgin and English, each with a product moment written by them, not us.",
      },
      {
        title: "Campus pop-ups",
        description: "Sampling stands at UNILAG, YabaTech and LASU gave away **60,000 packs** and filmed students' reactions for the brand's pages.",
      },
      {
        title: "Kiosk tie-in",
        description: "Shoppers who showed a challenge video at partner kiosks got a second pack free, linking online buzz to real sales.",
      },
    ],
    result: [
      {
        title: "Reach",
        description: "**14.2 million video views** across TikTok and Instagram in eight weeks.",
      },
      {
        title: "Participation",
        description: "**9,400 user-generated challenge videos** posted with the campaign hashtag.",
      },
      {
        title: "Community growth",
        description: "PinPop's Instagram following grew from **4,100 to 36,500**.",
      },
      {
        title: "Sales uplift",
        description: "Partner kiosks reported a **27% rise** in PinPop sales against the previous two months.",
      },
    ],
    artefact: "social-post",
    canonical: "/casestudy/pinpop-snacking-goes-social-in-lagos",
    showcase: [
      {
        image: {
          src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/showcase-1.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "#PinPopMoment challenge key visual",
        artefact: "social-post",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/showcase-2.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Creator skit still",
        artefact: "reel",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/showcase-3.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "UNILAG campus pop-up",
        artefact: "stage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/showcase-4.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: null,
        artefact: "pack",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/showcase-5.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Kiosk point-of-sale wobbler",
        artefact: "signage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/showcase-6.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Instagram grid takeover",
        artefact: "social-post",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/showcase-7.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: null,
        artefact: "reel",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/pinpop-snacking-goes-social-in-lagos/showcase-8.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Student reaction reel",
        artefact: "reel",
      },
    ],
  }),
  caseStudiesEntry({
    scope: "ng",
    key: "ngx-group-corporate-rebrand-rollout",
    slug: "ngx-group-corporate-rebrand-rollout",
    path: "/case-study/ng/ngx-group-corporate-rebrand-rollout",
    title: "NGX Group Corporate Rebrand Rollout",
    client: "Nigerian Exchange Group (NGX)",
    brand: clientsByKey["ngx"],
    category: "Branding, Creative, PR",
    figures: [
      {
        value: "73%",
        label: "prompted recognition of the NGX name after 12 weeks",
      },
      {
        value: "1.9M",
        label: "LinkedIn impressions",
      },
      {
        value: "+38%",
        label: "LinkedIn followers",
      },
      {
        value: "120+",
        label: "news stories in the launch month",
      },
    ],
    image: {
      src: "/media/art/case-studies/featured/ngx-group-corporate-rebrand-rollout/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    cardImage: {
      src: "/media/art/case-studies/featured/ngx-group-corporate-rebrand-rollout/card.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    tallImage: {
      src: "/media/art/case-studies/featured/ngx-group-corporate-rebrand-rollout/tile.svg",
      width: 900,
      height: 1200,
      art: true,
    },
    detailImage: {
      src: "/media/art/case-studies/featured/ngx-group-corporate-rebrand-rollout/detail.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    industry: "Capital Markets",
    projectScope: "Rebrand launch, OOH, LinkedIn and stakeholder communications",
    duration: "12 weeks",
    location: "Lagos, Nigeria",
    overviewTitle: "From Stock Exchange to Exchange Group",
    overview: "After demutualisation, the Nigerian Stock Exchange became Nigerian Exchange Group, a holding company with separate exchange, regulation and real-estate businesses. The new name and identity needed to be understood by investors, stockbrokers, listed companies and the wider public, and to signal a modern, investable market to international capital.",
    overviewList: [],
    introOverview: "A twelve-week launch that introduced the NGX name and identity to the market, from the trading floor to Lagos' busiest commuter routes.",
    introApproach: "We split the audience in two: the market professionals who needed detail, and the public who needed one clear idea.",
    introResult: "Within three months, most of the market and a large share of the public recognised the new name.",
    challengeTitle: "What the rebrand had to overcome",
    challengeList: [
      "Decades of recognition built on the \"NSE\" name",
      "A group structure that was new and hard to explain in one line",
      "Stakeholders ranging from retail investors to global fund managers",
    ],
    approach: [
      {
        title: "Market-first briefings",
        description: "Stockbrokers, listed companies and regulators received briefing packs, webinars and a brand FAQ **two weeks before** the public reveal, so no one heard about it from the press first.",
      },
      {
        title: "The bell-ringing reveal",
        description: "The identity was unveiled at a closing-gong ceremony streamed live, with the new logo lighting up the trading floor and the building facade.",
      },
      {
        title: "Owning the commute",
        description: "Large-format billboards on the Third Mainland Bridge, Ikorodu Road and Lekki-Epe Expressway carried a single line about Africa's investment gateway.",
      },
      {
        title: "LinkedIn for the professionals",
        description: "A LinkedIn series featuring the group's business leaders explained the new structure to investors and analysts in Lagos, Johannesburg and London.",
      },
    ],
    result: [
      {
        title: "Recognition",
        description: "**73% prompted recognition** of the NGX name among urban adults in Lagos and Abuja after 12 weeks.",
      },
      {
        title: "Professional reach",
        description: "The LinkedIn series earned **1.9 million impressions** and grew the group's follower base by **38%**.",
      },
      {
        title: "Earned media",
        description: "**120+ news stories**, including coverage in international financial media, in the launch month.",
      },
    ],
    artefact: "identity",
    canonical: "/casestudy/ngx-group-corporate-rebrand-rollout",
    showcase: [
      {
        image: {
          src: "/media/art/case-studies/featured/ngx-group-corporate-rebrand-rollout/showcase-1.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "New NGX identity",
        artefact: "identity",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/ngx-group-corporate-rebrand-rollout/showcase-2.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Third Mainland Bridge billboard",
        artefact: "billboard",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/ngx-group-corporate-rebrand-rollout/showcase-3.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Trading floor reveal",
        artefact: "stage",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/ngx-group-corporate-rebrand-rollout/showcase-4.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "Stakeholder briefing pack",
        artefact: "document",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/ngx-group-corporate-rebrand-rollout/showcase-5.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: "LinkedIn leadership series",
        artefact: "social-post",
      },
      {
        image: {
          src: "/media/art/case-studies/featured/ngx-group-corporate-rebrand-rollout/showcase-6.svg",
          width: 1200,
          height: 900,
          art: true,
        },
        title: null,
        artefact: "press",
      },
    ],
  }),
];
/** One entry of caseStudyScopes, checked against its type on its own. */
const caseStudyScopesEntry = (entry: CaseStudyScopeEntry): CaseStudyScopeEntry => entry;
/** The scopes of spec/case-studies/: each one's country page and heading rule. */
export const caseStudyScopes: readonly CaseStudyScopeEntry[] = [
  caseStudyScopesEntry({
    key: "featured",
    countryPath: null,
    heading: null,
  }),
  caseStudyScopesEntry({
    key: "ng",
    countryPath: "/nigeria",
    heading: "client",
  }),
  caseStudyScopesEntry({
    key: "rw",
    countryPath: "/rwanda",
    heading: "title",
  }),
  caseStudyScopesEntry({
    key: "ug",
    countryPath: "/uganda",
    heading: "client",
  }),
];
