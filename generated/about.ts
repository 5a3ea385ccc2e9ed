// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import type { AboutPage } from "../model/index.ts";
/** About page from spec/pages/about.yaml. */
export const aboutPage: AboutPage | null = {
  hero: {
    badge: "About BLU",
    heading: "Marketing built for Africa's fastest-moving markets",
    lead: "BLU Integrated Marketing Communications brings creative, media, digital, public relations, events and technology together under one roof, with teams on the ground in Uganda, Kenya, Nigeria, South Africa, Rwanda and the United Kingdom.",
  },
  story: {
    heading: "Our story",
    paragraphs: [
      "BLU began in Kampala with a small team and a simple conviction: brands in Africa deserve marketing that is as ambitious as the markets they serve. Our first clients were local businesses who wanted more than a good-looking advert. They wanted campaigns they could measure, and partners who understood how their customers actually lived, shopped and spoke.",
      "As those clients grew across borders, we grew with them. Offices in Nairobi, Lagos, Johannesburg and Kigali followed, each led by people who know their market from the inside, and a London office now connects African brands with international partners and helps global brands enter Africa with confidence.",
      "Today BLU is a tech-enabled, integrated agency. Strategists, creatives, media planners, PR specialists, event producers and engineers work as one team, sharing data and tools so that every campaign, from a product launch in Lagos to a regional awareness drive across East Africa, is planned around evidence and built to deliver.",
    ],
  },
  acronym: {
    heading: "What BLU stands for",
    intro: "Our name is also our promise. Three words shape how we plan, create and measure every piece of work.",
    items: [
      {
        letter: "B",
        word: "Benefit",
        description: "Every campaign must create real value for our clients and for the people they serve. We start with the commercial outcome a client needs and the benefit a customer will feel, then design the work around both.",
      },
      {
        letter: "L",
        word: "Leadership",
        description: "We aim to lead rather than follow: bringing new ideas, new channels and honest advice to the table, and helping our clients take a leading position in their categories.",
      },
      {
        letter: "U",
        word: "Utility",
        description: "Good marketing is useful. We build ideas, platforms and tools that people actually want to use, and reporting that our clients can act on the same day they receive it.",
      },
    ],
  },
  apart: {
    heading: "What sets us apart",
    actionLabel: "Learn more",
    items: [
      {
        title: "Data",
        description: "We plan with audience research, media performance data and sales signals from each market, and we report against the business outcomes agreed at the start, not just impressions and reach.",
        icon: "BarChart",
      },
      {
        title: "Technology",
        description: "Our in-house Tech Solutions team builds websites, apps, dashboards and automation that turn campaigns into lasting digital assets and make our clients' marketing faster to run and easier to measure.",
        icon: "Cpu",
      },
      {
        title: "Creativity",
        description: "Data tells us where to go; creativity gets us noticed when we arrive. Our ideas are rooted in local culture, language and humour, so they travel well without losing what makes them feel true.",
        icon: "Lightbulb",
      },
    ],
  },
  footprint: {
    heading: "Footprint across Africa",
    intro: "From our six offices we have planned and delivered campaigns in markets across East, West, Southern and North Africa, for local champions and multinational brands alike.",
    chips: [
      "Uganda",
      "Kenya",
      "Nigeria",
      "South Africa",
      "Rwanda",
      "United Kingdom",
      "Tanzania",
      "Ghana",
      "Zambia",
      "Ethiopia",
      "Côte d'Ivoire",
      "Egypt",
    ],
  },
  team: {
    heading: "Our team",
    statement: "Our people are the reason clients choose BLU, and the reason they stay. We hire curious, talented people from every market we serve, invest in their growth and give them the freedom to do the best work of their careers.",
    values: [
      {
        title: "Collaboration",
        description: "We work as one team across disciplines, offices and borders, and we treat our clients as partners in the work rather than as an audience for it.",
        icon: "Users",
      },
      {
        title: "Innovation",
        description: "We test new platforms, formats and tools early, learn quickly from what works, and share what we learn across the group.",
        icon: "Sparkles",
      },
      {
        title: "Excellence",
        description: "We hold ourselves to high standards in craft, in planning and in delivery, and we measure our success by the results our clients see.",
        icon: "Award",
      },
      {
        title: "Integrity",
        description: "We are honest about what will work and what will not, transparent in how we spend our clients' budgets and careful with the data they trust us with.",
        icon: "Shield",
      },
    ],
    profileLabel: "LinkedIn",
    leadershipHeading: "Leadership",
    leaders: [
      {
        key: "daniel-ssempijja",
        name: "Daniel Ssempijja",
        role: "Group CEO",
        image: {
          src: "/media/team/portrait-daniel-ssempijja.svg",
          width: 600,
          height: 800,
          alt: "Abstract placeholder for Daniel Ssempijja's portrait: a grey-blue circle at the top left and a tall bright blue oval on the right, crossed by a pale band falling gently to the right",
        },
        linkedin: "https://www.linkedin.com/in/daniel-ssempijja-example",
        monogram: "DS",
        office: "Kampala",
        practice: null,
      },
      {
        key: "wanjiru-kamau",
        name: "Wanjiru Kamau",
        role: "Chief Strategy Officer",
        image: {
          src: "/media/team/portrait-wanjiru-kamau.svg",
          width: 600,
          height: 800,
          alt: "Abstract placeholder for Wanjiru Kamau's portrait: large overlapping blue circles on the right of deep navy, with a pale band falling gently to the right",
        },
        linkedin: "https://www.linkedin.com/in/wanjiru-kamau-example",
        monogram: "WK",
        office: "Nairobi",
        practice: null,
      },
      {
        key: "brian-otieno",
        name: "Brian Otieno",
        role: "Managing Director, Kenya",
        image: {
          src: "/media/team/portrait-brian-otieno.svg",
          width: 600,
          height: 800,
          alt: "Abstract placeholder for Brian Otieno's portrait: two broad, soft blue circles filling the frame, with a pale band sloping down to the lower right",
        },
        linkedin: "https://www.linkedin.com/in/brian-otieno-example",
        monogram: "BO",
        office: "Nairobi",
        practice: null,
      },
      {
        key: "chiamaka-eze",
        name: "Chiamaka Eze",
        role: "Head of Media",
        image: {
          src: "/media/team/portrait-chiamaka-eze.svg",
          width: 600,
          height: 800,
          alt: "Abstract placeholder for Chiamaka Eze's portrait: a pale teal circle at the top and a wide teal one below, crossed by a pale band climbing to the right",
        },
        linkedin: "https://www.linkedin.com/in/chiamaka-eze-example",
        monogram: "CE",
        office: "Lagos",
        practice: "media",
      },
      {
        key: "thabo-nkosi",
        name: "Thabo Nkosi",
        role: "Creative Director",
        image: {
          src: "/media/team/portrait-thabo-nkosi.svg",
          width: 600,
          height: 800,
          alt: "Abstract placeholder for Thabo Nkosi's portrait: a wide sky-blue dome rising from the bottom of dark navy, with a level pale band across it and a dot grid above",
        },
        linkedin: "https://www.linkedin.com/in/thabo-nkosi-example",
        monogram: "TN",
        office: "Johannesburg",
        practice: "creative",
      },
      {
        key: "aline-uwimana",
        name: "Aline Uwimana",
        role: "Head of Digital",
        image: {
          src: "/media/team/portrait-aline-uwimana.svg",
          width: 600,
          height: 800,
          alt: "Abstract placeholder for Aline Uwimana's portrait: a grey-teal circle at the top and a bright blue one rising from the bottom, split by a pale band climbing to the right, on deep navy",
        },
        linkedin: "https://www.linkedin.com/in/aline-uwimana-example",
        monogram: "AU",
        office: "Kigali",
        practice: "digital",
      },
      {
        key: "oluwaseun-adeyemi",
        name: "Oluwaseun Adeyemi",
        role: "Head of PR",
        image: {
          src: "/media/team/portrait-oluwaseun-adeyemi.svg",
          width: 600,
          height: 800,
          alt: "Abstract placeholder for Oluwaseun Adeyemi's portrait: three soft teal circles stacked at the left of dark navy, with a pale band rising to the right and a dot grid above",
        },
        linkedin: "https://www.linkedin.com/in/oluwaseun-adeyemi-example",
        monogram: "OA",
        office: "Lagos",
        practice: "public-relations",
      },
      {
        key: "patience-nakato",
        name: "Patience Nakato",
        role: "Head of Tech Solutions",
        image: {
          src: "/media/team/portrait-patience-nakato.svg",
          width: 600,
          height: 800,
          alt: "Abstract placeholder for Patience Nakato's portrait: lavender and violet circles on indigo, crossed by a pale lilac band falling to the right",
        },
        linkedin: "https://www.linkedin.com/in/patience-nakato-example",
        monogram: "PN",
        office: "Kampala",
        practice: "tech-solutions",
      },
      {
        key: "james-whitfield",
        name: "James Whitfield",
        role: "Managing Director, UK",
        image: {
          src: "/media/team/portrait-james-whitfield.svg",
          width: 600,
          height: 800,
          alt: "Abstract placeholder for James Whitfield's portrait: two sky-blue circles rising from the lower left of dark navy, with a pale band climbing to the right and a dot grid above",
        },
        linkedin: "https://www.linkedin.com/in/james-whitfield-example",
        monogram: "JW",
        office: "London",
        practice: null,
      },
    ],
  },
  methodology: {
    heading: "Our methodology",
    intro: "Every engagement follows the same five-step process, so our clients always know what happens next, who is responsible and how success will be measured.",
    steps: [
      {
        title: "Discover",
        description: "We immerse ourselves in the client's business, category and customers through workshops, market visits, audience research and a review of past performance data.",
      },
      {
        title: "Define",
        description: "Together we agree the business objective, the audience, the key message and the measures of success, and capture them in a single brief that guides the whole team.",
      },
      {
        title: "Design",
        description: "Creative, media, digital, PR and events specialists develop an integrated plan and the ideas to bring it to life, tested with real audiences before launch wherever possible.",
      },
      {
        title: "Deliver",
        description: "We produce and launch the campaign across the agreed channels and markets, coordinating every partner, platform and deadline through one accountable team.",
      },
      {
        title: "Measure and optimise",
        description: "Live dashboards track performance against the agreed targets, and we adjust spend, creative and channels throughout the campaign, then share a full results report and lessons for next time.",
      },
    ],
  },
  focus: {
    heading: "Our focus",
    paragraphs: [
      "We focus on brands that want to grow across African markets, from established leaders in financial services, energy, telecoms, aviation and consumer goods to fast-growing challengers building their first regional presence.",
      "Whatever the size of the brief, our aim is the same: to connect brands with the right audiences in the right places, and to prove the impact of every shilling, naira, rand, franc and pound invested.",
    ],
    points: [
      "Integrated campaigns across multiple African markets",
      "Measurable business outcomes, not vanity metrics",
      "Local insight from teams on the ground",
      "Technology that makes marketing faster and smarter",
      "Reputation and relationships that last",
    ],
  },
  approach: {
    heading: "Our unique approach",
    intro: "We respect the way agencies have traditionally worked, but we believe Africa's markets reward a different approach. Here is how our thinking differs.",
    majorityLabel: "Most agencies believe",
    beliefLabel: "At BLU we believe",
    pairs: [
      {
        majority: "One regional campaign can be rolled out unchanged across every market.",
        belief: "A strong core idea should be adapted by local teams so it feels native in every market.",
      },
      {
        majority: "Creative, media and PR work best as separate specialisms with separate teams.",
        belief: "Integrated teams working from one plan deliver more impact for the same budget.",
      },
      {
        majority: "Success is measured in reach, impressions and awards.",
        belief: "Success is measured in the business results our clients agreed with us at the start.",
      },
      {
        majority: "Technology is a separate project for a different supplier.",
        belief: "Technology is part of the campaign, built in from the first brief.",
      },
      {
        majority: "Data is something you report on after the campaign ends.",
        belief: "Data should guide decisions before, during and after every campaign.",
      },
      {
        majority: "Bigger budgets are the surest route to better results.",
        belief: "Sharper targeting and smarter creative make every budget work harder.",
      },
      {
        majority: "The agency's job ends when the campaign goes live.",
        belief: "Launch is where the real work of learning and optimising begins.",
      },
      {
        majority: "Clients should be kept at arm's length from the process.",
        belief: "Clients are partners who should see the thinking, the numbers and the trade-offs.",
      },
    ],
  },
};
