// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import type { Project } from "../model/index.ts";
import { clientsByKey } from "./clients";

/** Hero of /projects. */
export const projectsHero: { readonly heading: string; readonly lead: string; readonly allLabel: string; readonly filters: readonly string[] } | null = {
  heading: "Proof in action",
  lead: "A selection of campaigns, launches and events where our teams across Africa and the UK turned a brief into results clients can measure.",
  allLabel: "All",
  filters: ["Creative", "Media", "Digital", "PR", "Events"],
};
/** One entry of projects, checked against its type on its own. */
const projectsEntry = (entry: Project): Project => entry;
/** The projects of spec/projects.yaml with their tiles. */
export const projects: readonly Project[] = [
  projectsEntry({
    key: "vestas",
    title: "Powering community support for wind energy",
    description: "Vestas needed to build understanding and support for new wind farm developments among communities, local officials and business partners in the Eastern and Northern Cape. BLU designed a stakeholder campaign that explained the local benefits of wind energy in plain language and gave communities a real say in how projects were introduced.",
    client: "Vestas",
    brand: clientsByKey["vestas"],
    date: "September 2024",
    duration: "5 months",
    location: "Eastern Cape and Northern Cape, South Africa",
    category: "Stakeholder Engagement",
    artefact: "map",
    figures: [
      {
        value: "48%→76%",
        label: "favourable views of the wind projects",
      },
      {
        value: "3,400",
        label: "residents at open days and meetings",
      },
      {
        value: "95",
        label: "local suppliers registered",
      },
      {
        value: "40",
        label: "positive regional news and radio features",
      },
    ],
    tags: ["Renewable energy", "Stakeholder relations", "Community engagement", "Just transition"],
    tools: [
      "Brandwatch",
      "Meltwater",
      "Adobe Creative Cloud",
      "Meta Ads Manager",
      "Google Analytics 4",
      "KoboToolbox",
    ],
    teamMembers: [
      {
        name: "Thandiwe Mokoena",
        designation: "Account Director",
        initial: "T",
      },
      {
        name: "Pieter van Wyk",
        designation: "Stakeholder Relations Lead",
        initial: "P",
      },
      {
        name: "Lerato Dlamini",
        designation: "Senior Copywriter",
        initial: "L",
      },
      {
        name: "Sipho Ndlovu",
        designation: "Community Liaison Manager",
        initial: "S",
      },
    ],
    keyActivities: [
      {
        group: "Research and mapping",
        items: [
          "We mapped more than 120 stakeholders, from ward councillors to farm owners and school principals.",
          "Baseline perception surveys in three municipalities showed which concerns mattered most.",
        ],
      },
      {
        group: "Community engagement",
        items: [
          "Open days at proposed sites let residents see turbine components and ask engineers questions directly.",
          "Materials were produced in isiXhosa, Afrikaans and English so every household could follow the conversation.",
          "A community radio series featured local voices talking about jobs and skills programmes.",
        ],
      },
      {
        group: "Partner communications",
        items: [
          "We briefed local suppliers on procurement opportunities through a series of business breakfasts.",
          "A quarterly newsletter kept municipal officials up to date on construction milestones.",
        ],
      },
    ],
    keyDeliverables: [
      {
        text: "Stakeholder map and engagement plan",
        icon: "Compass",
      },
      {
        text: "Multilingual community information packs",
        icon: "BookOpen",
      },
      {
        text: "Site open days in three municipalities",
        icon: "Users",
      },
      {
        text: "Community radio series",
        icon: "Mail",
      },
      {
        text: "Perception tracking dashboard",
        icon: "BarChart",
      },
    ],
    results: [
      {
        heading: "Support",
        text: "Favourable views of the wind projects rose from 48% to 76% in surveyed communities",
      },
      {
        heading: "Participation",
        text: "3,400 residents attended open days and community meetings",
      },
      {
        heading: "Local business",
        text: "95 local suppliers registered for procurement opportunities",
      },
      {
        heading: "Media",
        text: "40 positive regional news and radio features during the campaign",
      },
    ],
    services: [
      "Stakeholder engagement",
      "Public relations",
      "Community radio production",
      "Content creation",
      "Research and insights",
    ],
    tile: {
      categories: ["PR", "Media"],
      height: 480,
      image: {
        src: "/media/art/projects/vestas/tile.svg",
        width: 900,
        height: 1200,
        art: true,
      },
      cardImage: {
        src: "/media/art/projects/vestas/card.svg",
        width: 1200,
        height: 900,
        art: true,
      },
    },
    slug: "vestas",
    path: "/project/vestas",
    image: {
      src: "/media/art/projects/vestas/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
  }),
  projectsEntry({
    key: "have-and-share",
    title: "Have & Share food redistribution drive",
    description: "Have & Share rescues surplus food from retailers and farms and delivers it to community kitchens across Gauteng. BLU created a campaign that made food waste visible, recruited volunteers and brought new retail partners on board during the winter months when demand peaks.",
    client: "Have & Share",
    brand: clientsByKey["have-and-share"],
    date: "June 2024",
    duration: "3 months",
    location: "Johannesburg and Pretoria, South Africa",
    category: "Cause Marketing",
    artefact: "billboard",
    figures: [
      {
        value: "410,000",
        label: "meals of surplus food redistributed",
      },
      {
        value: "1,150",
        label: "new volunteers, more than double the target",
      },
      {
        value: "+64%",
        label: "online donations on the previous winter",
      },
      {
        value: "18",
        label: "new retail stores donating",
      },
    ],
    tags: ["Non-profit", "Food security", "Volunteer recruitment", "Social impact"],
    tools: ["Meta Ads Manager", "Canva", "Figma", "Mailchimp", "Google Analytics 4"],
    teamMembers: [
      {
        name: "Thabo Nkosi",
        designation: "Creative Director",
        initial: "T",
      },
      {
        name: "Jason Pillay",
        designation: "Social Media Manager",
        initial: "J",
      },
      {
        name: "Zanele Mahlangu",
        designation: "Partnerships Manager",
        initial: "Z",
      },
    ],
    keyActivities: [
      {
        group: "Creative campaign",
        items: [
          "The \"One Plate Less Wasted\" idea showed how a single retailer's daily surplus could feed a whole street.",
          "We photographed real community kitchens and volunteers instead of using stock imagery.",
        ],
      },
      {
        group: "Volunteer drive",
        items: [
          "A simple sign-up journey let volunteers choose shifts and collection routes in under two minutes.",
          "Weekly stories celebrated volunteers and showed where the food had gone.",
        ],
      },
      {
        group: "Retail partnerships",
        items: [
          "We produced a partner pitch pack showing retailers the cost savings and reputational value of donating surplus.",
          "In-store signage at partner outlets told shoppers their supermarket was part of the programme.",
        ],
      },
    ],
    keyDeliverables: [
      {
        text: "Campaign concept and visual identity",
        icon: "Lightbulb",
      },
      {
        text: "Volunteer sign-up journey",
        icon: "Users",
      },
      {
        text: "Retail partner pitch pack",
        icon: "Briefcase",
      },
      {
        text: "Social content series",
        icon: "Heart",
      },
      {
        text: "Donor email programme",
        icon: "Mail",
      },
    ],
    results: [
      {
        heading: "Meals",
        text: "Surplus food equal to 410,000 meals was redistributed over the campaign period",
      },
      {
        heading: "Volunteers",
        text: "1,150 new volunteers signed up, more than double the target",
      },
      {
        heading: "Partners",
        text: "18 new retail stores joined the donation programme",
      },
      {
        heading: "Donations",
        text: "Online donations grew by 64% compared with the previous winter",
      },
    ],
    services: ["Creative strategy", "Social media management", "Photography", "Email marketing"],
    tile: {
      categories: ["Creative", "Digital"],
      height: 320,
      image: {
        src: "/media/art/projects/have-and-share/tile.svg",
        width: 900,
        height: 1200,
        art: true,
      },
      cardImage: {
        src: "/media/art/projects/have-and-share/card.svg",
        width: 1200,
        height: 900,
        art: true,
      },
    },
    slug: "have-and-share",
    path: "/project/have-and-share",
    image: {
      src: "/media/art/projects/have-and-share/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
  }),
  projectsEntry({
    key: "ATMF",
    title: "Africa Tech & Media Forum 2024",
    description: "The Africa Tech & Media Forum brings together founders, broadcasters, investors and policymakers to discuss the future of digital media on the continent. BLU delivered the event end to end, from venue production and speaker management to a PR programme that carried the forum's conversations far beyond the conference hall.",
    client: "Africa Tech & Media Forum",
    brand: clientsByKey["atmf"],
    date: "November 2024",
    duration: "4 months",
    location: "Nairobi, Kenya",
    category: "Events and PR",
    artefact: "stage",
    figures: [
      {
        value: "9,500",
        label: "watched online, with 1,240 delegates in the room",
      },
      {
        value: "210",
        label: "earned media stories across 14 African markets",
      },
      {
        value: "92%",
        label: "of delegates rated it good or excellent",
      },
      {
        value: "80%",
        label: "sponsor renewals within a month",
      },
    ],
    tags: ["Conference", "Technology", "Media relations", "Live streaming", "Thought leadership"],
    tools: ["vMix", "Cvent", "Slido", "Meltwater", "Figma", "Zoom Webinars", "LinkedIn Campaign Manager"],
    teamMembers: [
      {
        name: "Wanjiru Kamau",
        designation: "Chief Strategy Officer",
        initial: "W",
      },
      {
        name: "David Otieno",
        designation: "Public Relations Lead",
        initial: "D",
      },
      {
        name: "Amara Okafor",
        designation: "Speaker Relations Manager",
        initial: "A",
      },
      {
        name: "Brian Mutua",
        designation: "Technical Producer",
        initial: "B",
      },
      {
        name: "Grace Achieng",
        designation: "Digital Content Lead",
        initial: "G",
      },
    ],
    keyActivities: [
      {
        group: "Event production",
        items: [
          "We designed a main stage, two breakout studios and an exhibition floor for 1,200 delegates.",
          "A broadcast team streamed every keynote and panel with live captions.",
          "Delegate registration and badging ran through a single platform with QR check-in.",
        ],
      },
      {
        group: "Speaker programme",
        items: [
          "We recruited and briefed 68 speakers from 17 countries, including ministers and media founders.",
          "Every speaker received a tailored brief and a rehearsal slot before going live.",
        ],
      },
      {
        group: "PR and media",
        items: [
          "A media centre hosted accredited journalists with daily briefings and interview scheduling.",
          "Pre-event op-eds from forum speakers ran in regional business titles to build interest.",
        ],
      },
    ],
    keyDeliverables: [
      {
        text: "Full event production and stage design",
        icon: "Layers",
      },
      {
        text: "Speaker management programme",
        icon: "Award",
      },
      {
        text: "Live stream and on-demand library",
        icon: "Cpu",
      },
      {
        text: "Media accreditation and press centre",
        icon: "Building",
      },
      {
        text: "Post-event impact report",
        icon: "LineChart",
      },
    ],
    results: [
      {
        heading: "Attendance",
        text: "1,240 delegates attended in person and 9,500 watched online",
      },
      {
        heading: "Coverage",
        text: "210 earned media stories across 14 African markets",
      },
      {
        heading: "Satisfaction",
        text: "92% of delegates rated the forum good or excellent",
      },
      {
        heading: "Sponsorship",
        text: "Sponsor renewals for the next edition reached 80% within a month",
      },
    ],
    services: [
      "Event management",
      "Public relations",
      "Live streaming",
      "Speaker management",
      "Media relations",
    ],
    tile: {
      categories: ["Events", "PR"],
      height: 540,
      image: {
        src: "/media/art/projects/atmf/tile.svg",
        width: 900,
        height: 1200,
        art: true,
      },
      cardImage: {
        src: "/media/art/projects/atmf/card.svg",
        width: 1200,
        height: 900,
        art: true,
      },
    },
    slug: "ATMF",
    path: "/project/ATMF",
    image: {
      src: "/media/art/projects/atmf/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
  }),
  projectsEntry({
    key: "TNL",
    title: "TNL brand launch",
    description: "TNL arrived in Nigeria with a new product range and no local profile. BLU built the brand's market entry, combining a bold creative platform, a targeted media plan and a launch night in Lagos that gave trade partners and consumers their first taste of the brand.",
    client: "TNL",
    brand: clientsByKey["tnl"],
    date: "February 2025",
    duration: "12 weeks",
    location: "Lagos and Abuja, Nigeria",
    category: "Brand Launch",
    artefact: "tv",
    figures: [
      {
        value: "11.5M",
        label: "adults reached by the media campaign",
      },
      {
        value: "54%",
        label: "prompted awareness in two months",
      },
      {
        value: "640",
        label: "outlets stocking TNL",
      },
      {
        value: "3.2M",
        label: "views of the launch films",
      },
    ],
    tags: ["Brand launch", "Market entry", "Media planning", "Consumer marketing"],
    tools: [
      "Adobe Creative Cloud",
      "Figma",
      "Meta Ads Manager",
      "Google Ads",
      "Nielsen media data",
      "Google Analytics 4",
    ],
    teamMembers: [
      {
        name: "Chinedu Okonkwo",
        designation: "Strategy Director",
        initial: "C",
      },
      {
        name: "Funke Adebayo",
        designation: "Media Planner",
        initial: "F",
      },
      {
        name: "Tobi Adeyemi",
        designation: "Art Director",
        initial: "T",
      },
      {
        name: "Ifeoma Nwosu",
        designation: "Account Manager",
        initial: "I",
      },
    ],
    keyActivities: [
      {
        group: "Brand platform",
        items: [
          "Consumer research in Lagos and Abuja shaped a positioning built around everyday ambition.",
          "We created the launch visual language, tagline and a suite of hero films.",
        ],
      },
      {
        group: "Media launch",
        items: [
          "A six-week media burst combined television, radio, outdoor and digital placements.",
          "Programmatic and social ads were geo-targeted around key retail and trade locations.",
        ],
      },
      {
        group: "Trade and launch event",
        items: [
          "A launch night in Lagos introduced the range to distributors, retailers and media.",
          "Trade kits and point-of-sale materials were delivered to more than 600 outlets.",
        ],
      },
    ],
    keyDeliverables: [
      {
        text: "Brand positioning and creative platform",
        icon: "Target",
      },
      {
        text: "Integrated media plan and buying",
        icon: "BadgeDollarSign",
      },
      {
        text: "Hero films and launch assets",
        icon: "Sparkles",
      },
      {
        text: "Launch event in Lagos",
        icon: "Users",
      },
      {
        text: "Point-of-sale and trade kits",
        icon: "CheckCircle",
      },
      {
        text: "Launch performance tracking",
        icon: "TrendingUp",
      },
    ],
    results: [
      {
        heading: "Awareness",
        text: "Prompted brand awareness reached 54% in target cities within two months",
      },
      {
        heading: "Reach",
        text: "The media campaign reached 11.5 million adults",
      },
      {
        heading: "Distribution",
        text: "640 outlets stocked TNL by the end of the launch period",
      },
      {
        heading: "Engagement",
        text: "Launch films recorded 3.2 million views across social platforms",
      },
    ],
    services: [
      "Brand strategy",
      "Creative development",
      "Media planning and buying",
      "Event management",
      "Trade marketing",
    ],
    tile: {
      categories: ["Creative", "Media", "Events"],
      height: 400,
      image: {
        src: "/media/art/projects/tnl/tile.svg",
        width: 900,
        height: 1200,
        art: true,
      },
      cardImage: {
        src: "/media/art/projects/tnl/card.svg",
        width: 1200,
        height: 900,
        art: true,
      },
    },
    slug: "TNL",
    path: "/project/TNL",
    image: {
      src: "/media/art/projects/tnl/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
  }),
  projectsEntry({
    key: "harps",
    title: "Harps brand relaunch",
    description: "Harps, a Ugandan dairy and beverage brand, had strong recognition with older shoppers but was losing ground with younger families. BLU refreshed the brand's look and voice, redesigned its packaging communications and ran a relaunch campaign that reintroduced Harps as a modern, proudly Ugandan choice.",
    client: "Harps",
    brand: clientsByKey["harps"],
    date: "August 2024",
    duration: "4 months",
    location: "Kampala, Uganda",
    category: "Brand Relaunch",
    artefact: "pack",
    figures: [
      {
        value: "+27%",
        label: "volume sales in the quarter after the relaunch",
      },
      {
        value: "85,000",
        label: "shoppers tasted Harps products",
      },
      {
        value: "+19 pts",
        label: "preference among 18 to 34 year olds",
      },
      {
        value: "42,000",
        label: "new followers on Instagram and TikTok",
      },
    ],
    tags: ["FMCG", "Dairy", "Packaging", "Brand refresh", "Sampling"],
    tools: [
      "Figma",
      "Adobe Creative Cloud",
      "Meta Ads Manager",
      "TikTok Ads Manager",
      "Google Analytics 4",
    ],
    teamMembers: [
      {
        name: "Sarah Nakato",
        designation: "Head of Client Service",
        initial: "S",
      },
      {
        name: "Joseph Okello",
        designation: "Creative Director",
        initial: "J",
      },
      {
        name: "Patricia Akello",
        designation: "Digital Campaign Manager",
        initial: "P",
      },
      {
        name: "Ronald Mugisha",
        designation: "Activations Manager",
        initial: "R",
      },
    ],
    keyActivities: [
      {
        group: "Brand refresh",
        items: [
          "We updated the Harps logo, colour palette and tone of voice while keeping the cues loyal shoppers recognise.",
          "New packaging messaging highlighted local sourcing from Ugandan dairy farmers.",
        ],
      },
      {
        group: "Relaunch campaign",
        items: [
          "A radio and outdoor campaign across Kampala, Wakiso and Mukono introduced the new look.",
          "Short videos on TikTok and Instagram followed a family's week with Harps at every meal.",
        ],
      },
      {
        group: "In-store and sampling",
        items: [
          "Sampling teams visited 150 supermarkets and markets in the first six weeks.",
          "Shelf wobblers and fridge branding made the new packs easy to spot.",
        ],
      },
    ],
    keyDeliverables: [
      {
        text: "Refreshed brand identity and guidelines",
        icon: "Shuffle",
      },
      {
        text: "Packaging communication design",
        icon: "Layers",
      },
      {
        text: "Radio, outdoor and social campaign",
        icon: "Sparkles",
      },
      {
        text: "Retail sampling programme",
        icon: "Heart",
      },
      {
        text: "Sales and sentiment reporting",
        icon: "BarChart",
      },
    ],
    results: [
      {
        heading: "Sales",
        text: "Volume sales rose 27% in the quarter after the relaunch",
      },
      {
        heading: "Trial",
        text: "85,000 shoppers tasted Harps products through sampling",
      },
      {
        heading: "Youth appeal",
        text: "Preference among 18 to 34 year olds increased by 19 points",
      },
      {
        heading: "Social",
        text: "Harps gained 42,000 new followers across Instagram and TikTok",
      },
    ],
    services: [
      "Brand identity",
      "Packaging design",
      "Media planning",
      "Digital marketing",
      "Experiential activations",
    ],
    tile: {
      categories: ["Creative", "Digital", "Media"],
      height: 300,
      image: {
        src: "/media/art/projects/harps/tile.svg",
        width: 900,
        height: 1200,
        art: true,
      },
      cardImage: {
        src: "/media/art/projects/harps/card.svg",
        width: 1200,
        height: 900,
        art: true,
      },
    },
    slug: "harps",
    path: "/project/harps",
    image: {
      src: "/media/art/projects/harps/cover.svg",
      width: 1600,
      height: 900,
      art: true,
    },
  }),
];
