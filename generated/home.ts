// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import type { HomePage } from "../model/index.ts";
import { clientsByKey } from "./clients";

/** Home from spec/pages/home.yaml. */
export const homePage: HomePage | null = {
  banner: {
    badge: "New from BLU",
    heading: "Marketing that speaks every market",
    text: "Meet BLU Lingua AI, our translation and localisation engine for marketing copy and voice. Turn one campaign into natural-sounding Swahili, Luganda, Kinyarwanda, Yoruba, Hausa, Igbo, isiZulu and more, reviewed by native-speaking editors before it goes live.",
    cta: {
      label: "Try BLU Lingua AI",
      href: "https://lingua.blu-imc.example",
    },
    reel: {
      title: "Selected work",
      line: "Campaigns that moved the numbers for brands across Africa",
    },
    playLabel: "Play video",
    pauseLabel: "Pause video",
    muteLabel: "Mute video",
    unmuteLabel: "Unmute video",
    desktop: {
      width: 1280,
      height: 720,
      sources: [
        {
          src: "/media/reel/home-desktop.webm",
          type: "video/webm",
        },
        {
          src: "/media/reel/home-desktop.mp4",
          type: "video/mp4",
        },
      ],
      poster: {
        src: "/media/reel/home-desktop.jpg",
        width: 1280,
        height: 720,
        photo: {
          avif: "/media/reel/home-desktop.avif 1280w",
          webp: "/media/reel/home-desktop.webp 1280w",
          sizes: "100vw",
          placeholder: null,
        },
      },
      hasAudio: false,
    },
    mobile: {
      width: 720,
      height: 1280,
      sources: [
        {
          src: "/media/reel/home-mobile.webm",
          type: "video/webm",
        },
        {
          src: "/media/reel/home-mobile.mp4",
          type: "video/mp4",
        },
      ],
      poster: {
        src: "/media/reel/home-mobile.jpg",
        width: 720,
        height: 1280,
        photo: {
          avif: "/media/reel/home-mobile.avif 720w",
          webp: "/media/reel/home-mobile.webp 720w",
          sizes: "100vw",
          placeholder: null,
        },
      },
      hasAudio: false,
    },
  },
  services: {
    heading: "Everything your brand needs, under one roof",
    intro: "Six integrated disciplines, one shared plan and one set of numbers. Our teams in Kampala, Nairobi, Lagos, Johannesburg, Kigali and London work together so your campaign looks, sounds and performs the same way in every market.",
    linkLabel: "Explore",
    panels: [
      {
        title: "Creative",
        description: "Brand identities, campaign ideas and production built on real insight into how African audiences live and talk. From a TV spot to a sticker pack, every asset carries the same idea.",
        image: {
          src: "/media/art/home/panel-creative.svg",
          width: 900,
          height: 1200,
          art: true,
        },
        href: "/services/creative",
      },
      {
        title: "Media",
        description: "Planning and buying across TV, radio, outdoor and digital, with spend steered by live performance data. Our clients see an average return on ad spend of 4.2:1.",
        image: {
          src: "/media/art/home/panel-media.svg",
          width: 900,
          height: 1200,
          art: true,
        },
        href: "/services/media",
      },
      {
        title: "Digital",
        description: "Paid social, search, WhatsApp journeys and websites designed to turn attention into leads and sales. We track every shilling, naira and rand back to a business result.",
        image: {
          src: "/media/art/home/panel-digital.svg",
          width: 900,
          height: 1200,
          art: true,
        },
        href: "/services/digital",
      },
      {
        title: "Public relations",
        description: "Media relations, reputation management and thought leadership that earn trust with regulators, investors and the public. When the story gets difficult, our crisis team is already on the call.",
        image: {
          src: "/media/art/home/panel-public-relations.svg",
          width: 900,
          height: 1200,
          art: true,
        },
        href: "/services/public-relations",
      },
      {
        title: "Events",
        description: "Launches, summits, roadshows and hybrid conferences produced end to end, from venue to live stream. We design each experience so the conversation continues long after the lights go down.",
        image: {
          src: "/media/art/home/panel-events.svg",
          width: 900,
          height: 1200,
          art: true,
        },
        href: "/services/events",
      },
      {
        title: "Tech Solutions",
        description: "CRM systems, AI customer-service bots, dashboards and custom software that make marketing measurable. We build tools your teams will actually use, then connect them to your campaigns.",
        image: {
          src: "/media/art/home/panel-tech-solutions.svg",
          width: 900,
          height: 1200,
          art: true,
        },
        href: "/services/tech-solutions",
      },
    ],
  },
  featured: {
    heading: "Work that moved the numbers",
    intro: "From lead generation in Kampala to a corporate rebrand on the Nigerian Exchange, here is a selection of campaigns where strategy, creativity and data came together to deliver measurable growth.",
    allLabel: "All case studies",
    studies: [
      "uap-old-mutual-digital-lead-generation",
      "oah-hospitality-brand-refresh-and-booking-drive",
      "seplat-energy-hybrid-stakeholder-summit",
      "centenary-bank-savings-mobile-banking-drive",
      "ngx-group-corporate-rebrand-rollout",
      "pinpop-snacking-goes-social-in-lagos",
      "kfc-twisters-east-africa-menu-launch",
      "aradel-holdings-360-rebrand-from-ndep",
      "psi-nigeria-health-content-repository",
    ],
  },
  clients: {
    heading: "Trusted by brands across Africa and beyond",
    logos: [
      {
        alt: "UAP Old Mutual",
        client: clientsByKey["uap-old-mutual"],
        description: "Ran paid social, search and WhatsApp lead generation for motor, medical and education cover in Uganda.",
        image: {
          src: "/media/art/logos/uap-old-mutual.svg",
          width: 240,
          height: 96,
        },
        tile: {
          letters: "UM",
          background: "#0a1640",
          text: "#ffffff",
        },
      },
      {
        alt: "Centenary Bank",
        client: clientsByKey["centenary-bank"],
        description: "Drove savings account openings and CenteMobile sign-ups with a Luganda radio, TV and agent campaign, and a rural banking roadshow across northern and western Uganda.",
        image: {
          src: "/media/art/logos/centenary-bank.svg",
          width: 240,
          height: 96,
        },
        tile: {
          letters: "CB",
          background: "#0a1640",
          text: "#ffffff",
        },
      },
      {
        alt: "Seplat Energy",
        client: clientsByKey["seplat"],
        description: "Produced a hybrid stakeholder summit in Lagos with live streaming for remote investors and partners.",
        image: {
          src: "/media/art/logos/seplat.svg",
          width: 240,
          height: 96,
        },
        tile: {
          letters: "S",
          background: "#0a1640",
          text: "#ffffff",
        },
      },
      {
        alt: "Nigerian Exchange Group",
        client: clientsByKey["ngx"],
        description: "Rolled out the Nigerian Exchange Group's new corporate identity across offices, digital channels and media.",
        image: {
          src: "/media/art/logos/ngx.svg",
          width: 240,
          height: 96,
        },
        tile: {
          letters: "N",
          background: "#0a1640",
          text: "#ffffff",
        },
      },
      {
        alt: "Aradel Holdings",
        client: clientsByKey["aradel"],
        description: "Led the 360-degree rebrand from NDEP to Aradel Holdings, from naming launch to employee engagement.",
        image: {
          src: "/media/art/logos/aradel.svg",
          width: 240,
          height: 96,
        },
        tile: {
          letters: "A",
          background: "#0a1640",
          text: "#ffffff",
        },
      },
      {
        alt: "Population Services International",
        client: clientsByKey["psi"],
        description: "Built a searchable, multilingual health content repository for PSI Nigeria's programme teams.",
        image: {
          src: "/media/art/logos/psi.svg",
          width: 240,
          height: 96,
        },
        tile: {
          letters: "P",
          background: "#0a1640",
          text: "#ffffff",
        },
      },
      {
        alt: "KFC",
        client: clientsByKey["kfc"],
        description: "Launched the Twisters menu across East Africa with social content, influencers and in-store promotions.",
        image: {
          src: "/media/art/logos/kfc.svg",
          width: 240,
          height: 96,
        },
        tile: {
          letters: "K",
          background: "#0a1640",
          text: "#ffffff",
        },
      },
      {
        alt: "PinPop",
        client: clientsByKey["pinpop"],
        description: "Took a Lagos snack brand onto social media with creator-led content and campus sampling.",
        image: {
          src: "/media/art/logos/pinpop.svg",
          width: 240,
          height: 96,
        },
        tile: {
          letters: "P",
          background: "#0a1640",
          text: "#ffffff",
        },
      },
      {
        alt: "Airtel",
        client: clientsByKey["airtel"],
        description: "Social, campus and media campaigns for Airtel's data bundles and smartphones in Uganda, Rwanda and Nigeria, from a Luganda-first social launch to a campus tour in Lagos, Ibadan and Enugu.",
        image: {
          src: "/media/art/logos/airtel.svg",
          width: 240,
          height: 96,
        },
        tile: {
          letters: "A",
          background: "#0a1640",
          text: "#ffffff",
        },
      },
      {
        alt: "MTN",
        client: clientsByKey["mtn"],
        description: "Mobile money and data campaigns for MTN in Uganda, Rwanda and Nigeria: MoMo merchant and MoMo Pay drives in Kampala and Kigali markets, and a Pidgin data bundle campaign in Nigeria.",
        image: {
          src: "/media/art/logos/mtn.svg",
          width: 240,
          height: 96,
        },
        tile: {
          letters: "M",
          background: "#0a1640",
          text: "#ffffff",
        },
      },
      {
        alt: "Bralirwa",
        client: clientsByKey["bralirwa"],
        description: "Kinyarwanda-language activations, festival experiences and outdoor campaigns for Bralirwa's beverage portfolio, with responsible consumption messaging.",
        image: {
          src: "/media/art/logos/bralirwa.svg",
          width: 240,
          height: 96,
        },
        tile: {
          letters: "B",
          background: "#0a1640",
          text: "#ffffff",
        },
      },
      {
        alt: "RwandAir",
        client: clientsByKey["rwandair"],
        description: "Digital, PR and influencer campaigns for RwandAir's new route launches from Kigali.",
        image: {
          src: "/media/art/logos/rwandair.svg",
          width: 240,
          height: 96,
        },
        tile: {
          letters: "R",
          background: "#0a1640",
          text: "#ffffff",
        },
      },
      {
        alt: "Tecno",
        client: clientsByKey["tecno"],
        description: "Ran influencer and retail launch campaigns for new Tecno smartphone ranges in Kenya and Nigeria.",
        image: {
          src: "/media/art/logos/tecno.svg",
          width: 240,
          height: 96,
        },
        tile: {
          letters: "T",
          background: "#0a1640",
          text: "#ffffff",
        },
      },
      {
        alt: "Eden Care",
        client: clientsByKey["eden-care"],
        description: "Built a CRM and WhatsApp onboarding journey that helped Eden Care sign up employers for digital health cover.",
        image: {
          src: "/media/art/logos/eden-care.svg",
          width: 240,
          height: 96,
        },
        tile: {
          letters: "EC",
          background: "#0a1640",
          text: "#ffffff",
        },
      },
    ],
  },
  closing: {
    heading: "Ready to grow in every market you serve?",
    text: "Book a free 30-minute strategy call with our team. We have spent more than ten years managing six-figure budgets across Africa and the UK, and our clients see an average return on ad spend of 4.2:1. Tell us where you want to grow, and we will show you how to get there.",
  },
};
