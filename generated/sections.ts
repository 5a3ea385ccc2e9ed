// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import type { ServiceSection } from "../model/index.ts";
/** One entry of serviceSections, checked against its type on its own. */
const serviceSectionsEntry = (entry: ServiceSection): ServiceSection => entry;
/** Service sections from spec/service-sections/, in the practices' display order. */
export const serviceSections: readonly ServiceSection[] = [
  serviceSectionsEntry({
    key: "creative",
    path: "/services/creative",
    title: "Creative services",
    leadHeading: "Ideas made in Africa, built to travel",
    otherheading: "What we create",
    headline: "How we work",
    tagline: "Stories your market recognises, crafted by people who live there.",
    banner: {
      src: "/media/art/sections/creative/banner.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    description: "BLU's creative teams in Kampala, Nairobi, Lagos, Johannesburg, Kigali and London turn business goals into ideas people remember, share and act on. From a single social reel to a multi-country campaign, every piece is written, designed and produced for the audience, language and screen it will meet.",
    image: {
      src: "/media/art/sections/creative/image.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    visual: {
      kind: "image",
    },
    house: {
      key: "blu-creative",
      name: "BLU",
      wordmark: "BLU",
      colours: {
        primary: "#be123c",
        secondary: "#fda4af",
        ink: "#0a1640",
      },
      logo: null,
      monogram: "B",
      blurb: null,
    },
    icons: ["TrendingUp", "Lightbulb", "Compass", "Heart"],
    offerings: [
      {
        title: "Content Creation",
        description: "Scroll-stopping video, photography, copy and social content produced for mobile-first audiences in Lagos, Nairobi, Kampala and Johannesburg, made in local languages and cut to fit every platform your customers use.",
        href: "/services/creative/content-creation",
        image: {
          src: "/media/art/services/creative/content-creation/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Brand Identity Design",
        description: "Logos, visual systems, tone of voice and brand guidelines for companies building a name in Africa and beyond, designed to work on a Nairobi billboard, a Lagos shopfront, a mobile app icon and a London pitch deck.",
        href: "/services/creative/brand-identity-design",
        image: {
          src: "/media/art/services/creative/brand-identity-design/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Campaign Development",
        description: "Integrated campaigns from big idea to media-ready assets, built on audience insight from Nigeria, Kenya, Uganda and South Africa and planned to deliver measurable return, with our managed campaigns averaging a 4.2:1 ROAS.",
        href: "/services/creative/campaign-development",
        image: {
          src: "/media/art/services/creative/campaign-development/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Experiential Marketing",
        description: "Hands-on brand experiences, from mall takeovers in Johannesburg to market-day sampling in Kampala and pop-ups in Nairobi, designed to create real conversations with customers and content that keeps working online afterwards.",
        href: "/services/creative/experiential-marketing",
        image: {
          src: "/media/art/services/creative/experiential-marketing/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Creative Consulting",
        description: "Senior creative advice for marketing teams and in-house studios: auditing your brand work, sharpening briefs and judging agency output, backed by 10+ years managing six-figure budgets across African and UK markets.",
        href: "/services/creative/creative-consulting",
        image: {
          src: "/media/art/services/creative/creative-consulting/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
    ],
    approach: [
      {
        title: "Listen and immerse",
        description: "We start with your commercial target and then go to the street: customer interviews, retail visits and social listening in each market, so the brief rests on how people really buy, speak and scroll.",
        href: null,
        image: null,
      },
      {
        title: "Find the idea",
        description: "Small mixed teams of writers, designers and strategists develop two or three distinct creative routes, each tested against the brief and shared with you as rough scripts, boards and mock-ups before anything is polished.",
        href: null,
        image: null,
      },
      {
        title: "Craft every format",
        description: "The chosen route is produced once and adapted many times: hero film, cut-downs, stills, radio scripts, packaging and WhatsApp-ready assets, localised by country and language rather than simply translated.",
        href: null,
        image: null,
      },
      {
        title: "Measure and refine",
        description: "After launch we track attention, engagement and sales signals by market, then refresh headlines, edits and visuals so the work keeps earning results long after the first flight.",
        href: null,
        image: null,
      },
    ],
    whyChooseUs: [
      {
        title: "Local voices in every office",
        description: "Our copywriters and directors are from the markets they write for, so humour, slang and cultural references land as intended in Pidgin, Swahili, Luganda or Kinyarwanda as well as English.",
      },
      {
        title: "Creative with a commercial spine",
        description: "Concepts are judged against agreed numbers such as reach, leads or sales, not award-show appeal, and every idea arrives with a plan for how it will be measured.",
      },
      {
        title: "One team from idea to airtime",
        description: "Strategy, design, production, media and PR sit under one roof, which means fewer handovers, faster approvals and a campaign that looks the same on a billboard as it does in a feed.",
      },
      {
        title: "Production built for mobile",
        description: "We shoot vertical first, keep files light for limited data plans and front-load the message, because most of your audience will meet the work on a phone.",
      },
    ],
    benefits: [
      {
        title: "Growing consumer brands",
        description: "FMCG, retail and telecom brands that need a steady stream of fresh, on-brand creative across TV, social and point of sale.",
        icon: "TrendingUp",
      },
      {
        title: "Start-ups finding their voice",
        description: "Founders who need a credible identity and launch campaign before a funding round, product release or first market expansion.",
        icon: "Lightbulb",
      },
      {
        title: "Multinationals entering Africa",
        description: "Global brands that want headquarters ideas adapted by people who understand each African market, rather than dubbed and pushed out unchanged.",
        icon: "Compass",
      },
      {
        title: "NGOs and public programmes",
        description: "Development and civic organisations that must speak clearly to communities while meeting the standards of donors and partners.",
        icon: "Heart",
      },
    ],
    cta: {
      heading: "Let's make something people remember",
      text: "Tell us what you need to achieve, who you want to reach and where. A BLU creative lead will come back with initial thoughts, a suggested scope and a realistic timeline.",
      finalcall: "Start your creative brief",
      description: "We reply to every brief within two working days, and initial conversations are free.",
      backgroundImage: {
        src: "/media/sections/creative/cta.svg",
        width: 1200,
        height: 800,
      },
    },
  }),
  serviceSectionsEntry({
    key: "media",
    path: "/services/media",
    title: "Media services",
    leadHeading: "Reach that pays its way",
    otherheading: "Our media capabilities",
    headline: "Channels we plan, buy and optimise",
    tagline: "Every shilling, naira and rand placed where your audience is paying attention.",
    banner: {
      src: "/media/art/sections/media/banner.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    description: "BLU plans and buys media across television, radio, out-of-home, social, programmatic and creator channels in Africa and the UK. Independent planning, negotiated rates and continuous optimisation help your budget reach the right people at the right cost, with results reported in business terms.",
    image: {
      src: "/media/art/sections/media/image.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    visual: {
      kind: "video",
      video: {
        src: "/media/sections/media/showreel.webm",
        type: "video/webm",
        poster: {
          src: "/media/art/sections/media/banner.svg",
          width: 1600,
          height: 900,
          art: true,
        },
        hasAudio: false,
      },
    },
    house: {
      key: "blu-media",
      name: "BLU",
      wordmark: "BLU",
      colours: {
        primary: "#c2410c",
        secondary: "#fdba74",
        ink: "#0a1640",
      },
      logo: null,
      monogram: "B",
      blurb: null,
    },
    icons: ["BarChart", "LineChart", "Layers", "Shield"],
    offerings: [],
    approach: [
      {
        title: "Media Planning & Strategy",
        description: "Channel plans built on how audiences in Lagos, Nairobi, Kampala and Johannesburg really consume media, from breakfast radio and matatu screens to WhatsApp and TikTok, so every shilling, naira and rand works towards a measurable goal.",
        href: "/services/media/media-planning-strategy",
        image: {
          src: "/media/art/services/media/media-planning-strategy/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Media Buying",
        description: "Negotiated TV, radio, outdoor and digital inventory across Uganda, Kenya, Nigeria, Rwanda and South Africa. Long-standing media owner relationships and pooled volume secure better rates, prime slots and verified delivery.",
        href: "/services/media/media-buying",
        image: {
          src: "/media/art/services/media/media-buying/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Programmatic Advertising",
        description: "Automated display, video, audio and connected TV buying across African and global exchanges. We target by location, device, language and behaviour to reach audiences in Lagos, Nairobi or London in real time, on brand-safe inventory.",
        href: "/services/media/programmatic-advertising",
        image: {
          src: "/media/art/services/media/programmatic-advertising/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Social Media Advertising",
        description: "Paid campaigns on Facebook, Instagram, TikTok, LinkedIn, X and YouTube, plus click-to-WhatsApp ads that turn scrolling into sales conversations. Creative, targeting and bidding tuned for African audiences, with an average ROAS of 4.2:1.",
        href: "/services/media/social-media-advertising",
        image: {
          src: "/media/art/services/media/social-media-advertising/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "TV & Radio Advertising",
        description: "Broadcast campaigns that reach the millions who still tune in every day, from national TV in South Africa and Nigeria to the FM and community stations that dominate East Africa, with scripting, production, airtime and monitoring in one place.",
        href: "/services/media/tv-radio-advertising",
        image: {
          src: "/media/art/services/media/tv-radio-advertising/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Influencer Partnerships",
        description: "Creator campaigns with vetted influencers across Nigeria, Kenya, Uganda, South Africa and Rwanda, from household names to trusted micro-creators. We handle discovery, contracts, briefs, usage rights and tracking, so partnerships drive real results.",
        href: "/services/media/influencer-partnerships",
        image: {
          src: "/media/art/services/media/influencer-partnerships/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Performance Analytics & Optimisation",
        description: "Dashboards, attribution and testing that show which channels drive sales in each of your markets. We connect ad platforms, web analytics, CRM and offline data so you can optimise spend every week and prove a return, with clients averaging a return on ad spend of 4.2:1.",
        href: "/services/media/performance-analytics-optimization",
        image: {
          src: "/media/art/services/media/performance-analytics-optimization/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
    ],
    whyChooseUs: [
      {
        title: "Local audience knowledge",
        description: "Planners in each market combine ratings, listenership and platform data with first-hand knowledge of which stations, shows and creators people actually follow.",
      },
      {
        title: "Buying power with transparency",
        description: "We negotiate rates and bonus placements across our client portfolio and pass the value on, with itemised invoices and independent verification of what ran.",
      },
      {
        title: "Traditional and digital in one plan",
        description: "Broadcast, outdoor, social and programmatic are planned together, so channels reinforce each other instead of competing for the same budget.",
      },
      {
        title: "Optimisation every week",
        description: "Live dashboards flag underperforming placements early, and spend is shifted to the channels delivering the lowest cost per result.",
      },
    ],
    benefits: [
      {
        title: "National advertisers",
        description: "Mass-market brands that need broad reach across TV, radio and outdoor without losing sight of cost efficiency.",
        icon: "BarChart",
      },
      {
        title: "Performance-driven businesses",
        description: "E-commerce, fintech and app businesses that measure media on acquisitions, installs and revenue rather than impressions.",
        icon: "LineChart",
      },
      {
        title: "Pan-African campaigns",
        description: "Brands running coordinated activity in several countries that need one plan, local execution and consolidated reporting.",
        icon: "Layers",
      },
      {
        title: "Public and development sector",
        description: "Government agencies and NGOs that must reach rural and urban communities accountably, with proof-of-airing reports for stakeholders.",
        icon: "Shield",
      },
    ],
    cta: {
      heading: "Make your media budget go further",
      text: "Share your objectives, markets and current spend. Our planners will review your mix and show where smarter planning and buying could lift reach and results.",
      finalcall: "Request a media plan review",
      description: "Media reviews are free and carry no obligation to buy through BLU.",
      backgroundImage: {
        src: "/media/sections/media/cta.svg",
        width: 1200,
        height: 800,
      },
    },
  }),
  serviceSectionsEntry({
    key: "digital",
    path: "/services/digital",
    title: "Digital marketing",
    leadHeading: "Growth built for mobile-first markets",
    otherheading: "Our digital services",
    headline: "What we deliver online",
    tagline: "Websites, content and campaigns that turn attention into customers.",
    banner: {
      src: "/media/art/sections/digital/banner.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    description: "BLU's digital team designs, builds and runs the channels where your customers discover, compare and buy, from fast websites with mobile-money checkout to search, social and email programmes. Every activity is tracked to the metrics that matter to your business, so budget moves to what is working each week.",
    image: {
      src: "/media/art/sections/digital/image.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    visual: {
      kind: "carousel",
      slides: [
        {
          image: {
            src: "/media/art/sections/digital/showcase-1.svg",
            width: 1200,
            height: 900,
            art: true,
          },
          alt: "A mobile-first e-commerce website with mobile-money checkout",
          artefact: "website",
        },
        {
          image: {
            src: "/media/art/sections/digital/showcase-2.svg",
            width: 1200,
            height: 900,
            art: true,
          },
          alt: "A social media post with the community's replies",
          artefact: "social-post",
        },
        {
          image: {
            src: "/media/art/sections/digital/showcase-3.svg",
            width: 1200,
            height: 900,
            art: true,
          },
          alt: "An analytics dashboard of search traffic and conversion trends",
          artefact: "dashboard",
        },
        {
          image: {
            src: "/media/art/sections/digital/showcase-4.svg",
            width: 1200,
            height: 900,
            art: true,
          },
          alt: "A lead form from a performance campaign",
          artefact: "lead-form",
        },
      ],
    },
    house: {
      key: "blu-digital",
      name: "BLU",
      wordmark: "BLU",
      colours: {
        primary: "#6d28d9",
        secondary: "#c4b5fd",
        ink: "#0a1640",
      },
      logo: null,
      monogram: "B",
      blurb: null,
    },
    icons: ["BadgeDollarSign", "Target", "Briefcase", "Users"],
    offerings: [],
    approach: [
      {
        title: "Website Design & Development",
        description: "Fast, mobile-first websites and online stores built for African connectivity, with M-Pesa, MTN MoMo, Flutterwave and Paystack payments, WhatsApp chat and multilingual content that turn visitors in Nairobi, Lagos or London into customers.",
        href: "/services/digital/website-design-development",
        image: {
          src: "/media/art/services/digital/website-design-development/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Social Media Management",
        description: "Day-to-day management of your Instagram, TikTok, Facebook, LinkedIn and X accounts, covering content calendars, community replies and monthly reporting, in the languages and tone your audiences in each market expect.",
        href: "/services/digital/social-media-management",
        image: {
          src: "/media/art/services/digital/social-media-management/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Content Creation & Marketing",
        description: "Articles, videos, podcasts and guides that answer your customers' questions and earn attention in African markets. We research, write, produce and distribute content that builds trust, ranks in search and moves people closer to buying.",
        href: "/services/digital/content-creation-marketing",
        image: {
          src: "/media/art/services/digital/content-creation-marketing/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Search Engine Optimisation",
        description: "Technical, on-page and local SEO that helps customers find you on Google when they search in Nairobi, Lagos, Kampala or London. We fix site issues, target high-intent keywords and build the authority that keeps traffic coming.",
        href: "/services/digital/search-engine-optimization",
        image: {
          src: "/media/art/services/digital/search-engine-optimization/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Performance Marketing",
        description: "Paid search, social, display and affiliate campaigns managed to one goal, profitable customer acquisition. We set targets for cost per lead and return on ad spend, test relentlessly and scale what works, with clients averaging a return on ad spend of 4.2:1.",
        href: "/services/digital/performance-marketing",
        image: {
          src: "/media/art/services/digital/performance-marketing/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Email Marketing",
        description: "Newsletters, automated journeys and SMS or WhatsApp follow-ups that nurture leads and bring customers back, built by a team whose own newsletter reaches 3,000+ African marketers, with segmentation and testing that lift every send.",
        href: "/services/digital/email-marketing",
        image: {
          src: "/media/art/services/digital/email-marketing/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
    ],
    whyChooseUs: [
      {
        title: "Built for African connectivity",
        description: "We design for mid-range Android phones, patchy networks and local payment habits, integrating M-Pesa, MTN MoMo, Paystack and WhatsApp where your customers expect them.",
      },
      {
        title: "Data before opinions",
        description: "Tracking is set up before the first campaign goes live, so decisions about content, keywords and spend are based on conversions rather than guesswork.",
      },
      {
        title: "Specialists under one roof",
        description: "Developers, SEO analysts, paid media buyers, content writers and community managers work as one team, sharing insight instead of passing work between suppliers.",
      },
      {
        title: "Transparent monthly reporting",
        description: "Clear reports show what was spent, what it returned and what we will change next month, with full access to your own ad accounts and analytics.",
      },
    ],
    benefits: [
      {
        title: "E-commerce and D2C brands",
        description: "Online retailers that need a faster store, better search visibility and paid campaigns tied directly to revenue.",
        icon: "BadgeDollarSign",
      },
      {
        title: "Service businesses chasing leads",
        description: "Banks, insurers, schools and clinics that want a reliable pipeline of qualified enquiries from search, social and WhatsApp.",
        icon: "Target",
      },
      {
        title: "SMEs going digital",
        description: "Growing businesses ready to move beyond word of mouth with a professional website, active social channels and a simple email programme.",
        icon: "Briefcase",
      },
      {
        title: "Marketing teams needing scale",
        description: "In-house teams with a clear strategy but not enough hands to run content, campaigns and reporting across several markets.",
        icon: "Users",
      },
    ],
    cta: {
      heading: "Ready to grow online?",
      text: "Share your website, your channels and your growth targets. We will review what you have today and recommend the digital mix that gets you to the next milestone fastest.",
      finalcall: "Get your digital growth plan",
      description: "Your free review includes a quick audit of your website speed, search visibility and tracking setup.",
      backgroundImage: {
        src: "/media/sections/digital/cta.svg",
        width: 1200,
        height: 800,
      },
    },
  }),
  serviceSectionsEntry({
    key: "public-relations",
    path: "/services/public-relations",
    title: "Public Relations",
    leadHeading: "Reputation, earned market by market",
    otherheading: "What we offer",
    headline: "Our PR approach",
    tagline: "The right story, in the right outlet, in front of the people who matter.",
    banner: {
      src: "/media/art/sections/public-relations/banner.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    description: "BLU's PR specialists build and protect reputations across Uganda, Kenya, Nigeria, South Africa, Rwanda and the UK. We combine long-standing newsroom relationships with sharp messaging and real-time monitoring, so your organisation is heard clearly by customers, investors, regulators and employees alike.",
    image: {
      src: "/media/art/sections/public-relations/image.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    visual: {
      kind: "carousel",
      slides: [
        {
          image: {
            src: "/media/art/sections/public-relations/showcase-1.svg",
            width: 1200,
            height: 900,
            art: true,
          },
          alt: "A press release and the coverage it earned",
          artefact: "press",
        },
        {
          image: {
            src: "/media/art/sections/public-relations/showcase-2.svg",
            width: 1200,
            height: 900,
            art: true,
          },
          alt: "A coverage report prepared for a client",
          artefact: "document",
        },
        {
          image: {
            src: "/media/art/sections/public-relations/showcase-3.svg",
            width: 1200,
            height: 900,
            art: true,
          },
          alt: "The stage of a keynote address at a regional business summit",
          artefact: "stage",
        },
        {
          image: {
            src: "/media/art/sections/public-relations/showcase-4.svg",
            width: 1200,
            height: 900,
            art: true,
          },
          alt: "A media monitoring dashboard of news and social mentions",
          artefact: "dashboard",
        },
      ],
    },
    house: {
      key: "blu-public-relations",
      name: "BLU",
      wordmark: "BLU",
      colours: {
        primary: "#047857",
        secondary: "#6ee7b7",
        ink: "#0a1640",
      },
      logo: null,
      monogram: "B",
      blurb: null,
    },
    icons: [],
    offerings: [
      {
        title: "Media Relations",
        description: "Earned coverage in the titles, broadcasters and local-language stations your audiences trust, from Nation and Daily Monitor to BusinessDay, Moneyweb and The New Times, through journalist relationships built market by market.",
        href: "/services/public-relations/media-relations",
        image: {
          src: "/media/art/services/public-relations/media-relations/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Crisis Management",
        description: "Rapid, calm crisis communications when your reputation is on the line: holding statements within hours, regulator and media handling in each market, and social listening that spots trouble on X and WhatsApp early.",
        href: "/services/public-relations/crisis-management",
        image: {
          src: "/media/art/services/public-relations/crisis-management/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Corporate Communications",
        description: "Clear, consistent messaging for employees, investors, partners and government, from annual reports and CEO speeches to internal campaigns for teams spread across Kenya, Uganda, Nigeria, Rwanda and South Africa.",
        href: "/services/public-relations/corporate-communications",
        image: {
          src: "/media/art/services/public-relations/corporate-communications/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Event Publicity",
        description: "Publicity that fills the room and extends the reach of your launch, summit or festival: press invitations, media accreditation, influencer guest lists, live coverage and post-event stories across African and UK media.",
        href: "/services/public-relations/event-publicity",
        image: {
          src: "/media/art/services/public-relations/event-publicity/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Thought Leadership",
        description: "Position your executives as the voices that shape their industry, with bylined articles, keynote slots, podcasts and LinkedIn programmes that build authority with investors, regulators and customers across Africa.",
        href: "/services/public-relations/thought-leadership",
        image: {
          src: "/media/art/services/public-relations/thought-leadership/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
    ],
    approach: [
      {
        title: "Audit the conversation",
        description: "We map what is already being said about you and your competitors across print, broadcast, online and social channels in each market, and identify the journalists and stakeholders whose opinion carries weight.",
        href: null,
        image: null,
      },
      {
        title: "Shape the narrative",
        description: "Together we agree key messages, proof points and spokespeople, then prepare them with media training and briefing notes tailored to business, trade and local-language outlets.",
        href: null,
        image: null,
      },
      {
        title: "Engage and pitch",
        description: "Our market teams place stories, secure interviews and arrange site visits through direct relationships with editors and producers, timing each pitch to the local news agenda.",
        href: null,
        image: null,
      },
      {
        title: "Monitor and report",
        description: "Daily monitoring tracks coverage, sentiment and share of voice, and monthly reports connect earned media to the outcomes you care about, from enquiries to investor interest.",
        href: null,
        image: null,
      },
    ],
    whyChooseUs: [
      {
        title: "Relationships in every newsroom",
        description: "Our consultants have worked alongside editors at titles such as Nation, Daily Monitor, BusinessDay and The New Times, and know how each desk prefers to receive a story.",
      },
      {
        title: "Ready when things go wrong",
        description: "A tested crisis protocol, pre-approved holding statements and round-the-clock monitoring mean we can respond within hours, in every market where you operate.",
      },
      {
        title: "One message, many audiences",
        description: "We keep corporate, consumer and internal communications consistent while adapting tone for regulators in Abuja, investors in London and staff in Kigali.",
      },
      {
        title: "Coverage you can measure",
        description: "Instead of counting clippings, we report reach, message pick-up, sentiment and spokesperson visibility against objectives agreed at the start.",
      },
    ],
    benefits: [],
    cta: {
      heading: "Put your story in the right hands",
      text: "Whether you are preparing a launch, repositioning your company or facing a difficult headline, our PR team will help you decide what to say, who should say it and where it will be heard.",
      finalcall: "Request a PR consultation",
      description: "Everything you share with us is treated in strict confidence.",
      backgroundImage: {
        src: "/media/sections/public-relations/cta.svg",
        width: 1200,
        height: 800,
      },
    },
  }),
  serviceSectionsEntry({
    key: "events",
    path: "/services/events",
    title: "Events & experiences",
    leadHeading: "Moments that move audiences",
    otherheading: "Events we deliver",
    headline: "From brief to final bow",
    tagline: "Live, hybrid and experiential events planned to be remembered and measured.",
    banner: {
      src: "/media/art/sections/events/banner.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    description: "BLU's events team plans and produces activations, conferences, launches and hybrid broadcasts across Africa and the UK. We handle strategy, design, logistics and publicity in one place, so every guest experience also delivers on the numbers you set.",
    image: {
      src: "/media/art/sections/events/image.svg",
      width: 1200,
      height: 900,
      art: true,
    },
    visual: {
      kind: "carousel",
      slides: [
        {
          image: {
            src: "/media/art/sections/events/showcase-1.svg",
            width: 1200,
            height: 900,
            art: true,
          },
          alt: "The signage of a brand activation stand at an outdoor festival",
          artefact: "signage",
        },
        {
          image: {
            src: "/media/art/sections/events/showcase-2.svg",
            width: 1200,
            height: 900,
            art: true,
          },
          alt: "A conference stage set for a keynote",
          artefact: "stage",
        },
        {
          image: {
            src: "/media/art/sections/events/showcase-3.svg",
            width: 1200,
            height: 900,
            art: true,
          },
          alt: "The live stream of a hybrid event",
          artefact: "video",
        },
        {
          image: {
            src: "/media/art/sections/events/showcase-4.svg",
            width: 1200,
            height: 900,
            art: true,
          },
          alt: "A product pack at an interactive pop-up installation",
          artefact: "pack",
        },
      ],
    },
    house: {
      key: "blu-events",
      name: "BLU",
      wordmark: "BLU",
      colours: {
        primary: "#a21caf",
        secondary: "#f0abfc",
        ink: "#0a1640",
      },
      logo: null,
      monogram: "B",
      blurb: null,
    },
    icons: [
      "Sparkles",
      "Compass",
      "Cpu",
      "Heart",
      "Briefcase",
      "Sparkles",
      "Compass",
      "Cpu",
      "Heart",
      "Briefcase",
      "Sparkles",
      "Building",
      "Users",
      "Award",
    ],
    offerings: [
      {
        title: "Brand Activation Events",
        description: "High-energy brand activations that put your product in people's hands, from Lagos beach parties and Nairobi campus tours to Kampala roadshows, staffed by trained ambassadors and tracked against sales and sign-up targets.",
        href: "/services/events/brand-activation-events",
        image: {
          src: "/media/art/services/events/brand-activation-events/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Event Strategy & Consulting",
        description: "Independent advice on whether, where and how to run an event: objectives, audience, budget, venue choice between Nairobi, Kigali, Lagos or London, and the measures that prove return before a single invitation is sent.",
        href: "/services/events/event-strategy-consulting",
        image: {
          src: "/media/art/services/events/event-strategy-consulting/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Digital & Hybrid Events",
        description: "Virtual and hybrid events streamed across markets, with studio production, multilingual interpretation and low-bandwidth viewing so audiences in Kampala, Lagos and London join as easily as guests in the room.",
        href: "/services/events/digital-and-hybrid-events",
        image: {
          src: "/media/art/services/events/digital-and-hybrid-events/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Experiential Marketing Events",
        description: "Immersive, story-led events that let guests live your brand: themed pop-ups, product worlds and interactive installations in Johannesburg, Nairobi and Lagos, built to earn attention in the room and shares on social media.",
        href: "/services/events/experiential-marketing-events",
        image: {
          src: "/media/art/services/events/experiential-marketing-events/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
      {
        title: "Corporate Event Design",
        description: "End-to-end design and management of conferences, AGMs, awards and retreats, from stage, lighting and delegate journeys at the Kigali Convention Centre to gala dinners in Nairobi and client summits in Johannesburg or London.",
        href: "/services/events/corporate-event-design",
        image: {
          src: "/media/art/services/events/corporate-event-design/card.svg",
          width: 1200,
          height: 900,
          art: true,
        },
      },
    ],
    approach: [
      {
        title: "Define success",
        description: "We agree the purpose of the event, the audience you need in the room or online, and the measures such as leads, sign-ups or sentiment that will show it worked.",
        href: null,
        image: null,
      },
      {
        title: "Design the experience",
        description: "Concept, venue, stage, content and guest journey are designed together, with floor plans, run-of-show and budget shared for sign-off before suppliers are booked.",
        href: null,
        image: null,
      },
      {
        title: "Produce on the ground",
        description: "Our producers in each market manage permits, vendors, ambassadors, technical crews and security, with one accountable lead on site from build to breakdown.",
        href: null,
        image: null,
      },
      {
        title: "Extend and evaluate",
        description: "Content captured on the day feeds social, PR and follow-up campaigns, and a post-event report compares attendance, engagement and results with the targets we set.",
        href: null,
        image: null,
      },
    ],
    whyChooseUs: [
      {
        title: "Crews in six countries",
        description: "Local producers in Kampala, Nairobi, Lagos, Johannesburg, Kigali and London know the venues, suppliers and regulations, which keeps costs realistic and surprises rare.",
      },
      {
        title: "Events connected to campaigns",
        description: "Because creative, PR and media sit in the same agency, your event is promoted before, amplified during and followed up after, not treated as a one-day stand-alone.",
      },
      {
        title: "Hybrid without compromise",
        description: "Studio-grade streaming, interpretation and low-bandwidth viewing options give remote audiences an experience as considered as the one in the room.",
      },
      {
        title: "Proof of return",
        description: "Registration data, lead capture and on-site sales tracking mean you leave with evidence of impact, not only photographs.",
      },
    ],
    benefits: [
      {
        title: "Brands launching products",
        description: "Consumer and tech brands that want people to see, touch and try a new product and share the moment online.",
        icon: "Sparkles",
      },
      {
        title: "Corporates and associations",
        description: "Organisations hosting AGMs, summits, awards and leadership retreats that must run flawlessly and reflect their standing.",
        icon: "Building",
      },
      {
        title: "Regional and global teams",
        description: "Companies bringing together staff, partners or customers from several countries, in person, online or both.",
        icon: "Users",
      },
      {
        title: "Sponsors seeking visibility",
        description: "Brands investing in festivals, sport and cultural events that want activations which turn sponsorship into measurable engagement.",
        icon: "Award",
      },
    ],
    cta: {
      heading: "Plan an event people talk about",
      text: "Tell us the occasion, the audience and the date you have in mind. Our producers will outline venue options, a creative concept and an indicative budget.",
      finalcall: "Start planning your event",
      description: "For large-scale events, contacting us three months ahead gives the widest choice of venues and dates.",
      backgroundImage: {
        src: "/media/sections/events/cta.svg",
        width: 1200,
        height: 800,
      },
    },
  }),
];
