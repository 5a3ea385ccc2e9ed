// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import type { CountryPage } from "../model/index.ts";
import { clientsByKey } from "./clients";

/** One entry of countryPages, checked against its type on its own. */
const countryPagesEntry = (entry: CountryPage): CountryPage => entry;
/** The country pages of spec/countries/, in file order. */
export const countryPages: readonly CountryPage[] = [
  countryPagesEntry({
    name: "Kenya",
    slug: "kenya",
    path: "/kenya",
    layout: "office",
    badge: "BLU Kenya",
    heroImage: {
      src: "/media/art/countries/kenya.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    heroTitle: "Marketing that moves at the speed of Nairobi",
    story: "We opened in Nairobi because Kenya is where East African consumers first learned to bank, shop and argue on their phones. Our early work was building M-Pesa-led promotions and radio campaigns in Kiswahili and Sheng for regional FMCG brands. Since then the team has grown into a full-service office that plans national TV and vernacular radio, runs social-first content studios and builds the platforms that sit behind campaigns. Today we serve banks, telcos, manufacturers and start-ups from Silicon Savannah across all 47 counties.",
    mission: "To help Kenyan brands turn attention into action by combining culturally fluent creative with measurable, mobile-first media and technology.",
    whoWeAre: "BLU Kenya is the Nairobi hub of BLU Integrated Marketing Communications, working from Westlands with reach into Mombasa, Kisumu, Nakuru and Eldoret. We pair creative craft with data and technology to help brands win in one of Africa's most digitally fluent, mobile-money-first markets.",
    whatWeOffer: {
      description: "One integrated team in Nairobi covering everything from the big idea to the media buy, the launch event and the tech that measures it, all cleared against Kenya's advertising and data rules.",
      services: [
        {
          name: "Creative",
          icon: "Lightbulb",
          description: "Campaign ideas, scripts and design that speak in English, Kiswahili and Sheng, from TVCs for Citizen TV to matatu wraps and WhatsApp-native content.",
        },
        {
          name: "Media",
          icon: "BarChart",
          description: "Planning and buying across Royal Media Services, Nation Media Group, Standard Group, vernacular FM stations, out-of-home and programmatic, with post-campaign audits.",
        },
        {
          name: "Digital",
          icon: "TrendingUp",
          description: "Social, search and performance marketing tuned for Android-heavy audiences, M-Pesa checkouts and TikTok and X conversations that trend in Nairobi first.",
        },
        {
          name: "Public Relations",
          icon: "Users",
          description: "Media relations, thought leadership and issues management with business desks, county newsrooms and the creators who shape opinion online.",
        },
        {
          name: "Events & Activations",
          icon: "Sparkles",
          description: "Product launches at KICC and Sarit Expo, roadshows through Mombasa, Kisumu and Nakuru, and sampling drives in markets and campuses.",
        },
        {
          name: "Tech Solutions",
          icon: "Shield",
          description: "USSD and web platforms, CRM and loyalty builds, and consent flows that comply with the Data Protection Act 2019 and guidance from the ODPC.",
        },
      ],
    },
    whyWorkWithUs: null,
    gatewayToAfrica: null,
    projects: null,
    teamImage: {
      src: "/media/art/countries/kenya/office.svg",
      width: 1200,
      height: 750,
      art: true,
    },
    officeCity: "Nairobi",
    office: {
      city: "Nairobi",
      longitude: 36.8219,
      latitude: -1.2921,
    },
    caseStudies: null,
    team: null,
    marquee: {
      heading: "Brands we work with in Kenya",
      logos: [
        {
          alt: "Safaricom",
          client: clientsByKey["safaricom"],
          description: "Ran a Kiswahili-first digital campaign driving sign-ups for a new M-Pesa savings feature.",
          image: {
            src: "/media/art/logos/safaricom.svg",
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
          alt: "Equity Bank",
          client: clientsByKey["equity-bank"],
          description: "County-by-county radio and activation tours for SME lending in Kenya, and community outreach for agency banking in Rwanda.",
          image: {
            src: "/media/art/logos/equity-bank.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "E",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "KCB Group",
          client: clientsByKey["kcb"],
          description: "Built a social content studio covering the bank's youth banking proposition.",
          image: {
            src: "/media/art/logos/kcb.svg",
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
          alt: "East African Breweries",
          client: clientsByKey["eabl"],
          description: "Managed responsible-drinking activations at festivals in Nairobi and Mombasa.",
          image: {
            src: "/media/art/logos/eabl.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "E",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Bidco Africa",
          client: clientsByKey["bidco"],
          description: "National TV and vernacular radio flights for Bidco's cooking oils in Kenya and Uganda.",
          image: {
            src: "/media/art/logos/bidco.svg",
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
          alt: "Kenya Airways",
          client: clientsByKey["kenya-airways"],
          description: "Handled press and influencer relations for a new regional route launch.",
          image: {
            src: "/media/art/logos/kenya-airways.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "KA",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Jumia",
          client: clientsByKey["jumia"],
          description: "Delivered performance media and creative for the Black Friday shopping season.",
          image: {
            src: "/media/art/logos/jumia.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "J",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Britam",
          client: clientsByKey["britam"],
          description: "Designed an insurance-literacy content series with a USSD lead-capture journey.",
          image: {
            src: "/media/art/logos/britam.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "B",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
      ],
    },
    closing: {
      heading: "Discover how we're reshaping Kenya's marketing landscape",
      text: "Talk to our Nairobi team about your next launch, campaign or platform and see what an integrated partner can do for your brand.",
    },
  }),
  countryPagesEntry({
    name: "Nigeria",
    slug: "nigeria",
    path: "/nigeria",
    layout: "office",
    badge: "BLU Nigeria",
    heroImage: {
      src: "/media/art/countries/nigeria.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    heroTitle: "Big ideas for Africa's biggest consumer market",
    story: "Our Lagos office began as a small team helping regional brands navigate Nigeria's fast-moving media scene, where Nollywood, Afrobeats and football set the cultural agenda. We quickly learned that winning here means speaking in Pidgin, Yoruba, Igbo and Hausa as naturally as in English. Over time we added media buying, experiential and tech capabilities so clients could run national campaigns through one accountable partner. Today we work with telcos, banks, fintechs and FMCG manufacturers from Lekki to Kano.",
    mission: "To give Nigerian and international brands a bold, culturally rooted voice and the data to prove every naira of marketing spend is working.",
    whoWeAre: "BLU Nigeria works from Lagos with partners in Abuja, Port Harcourt and Kano, serving brands that need to reach more than 200 million consumers. We bring creative, media, PR, events and technology under one roof so campaigns land with the same energy in Ikeja as in Onitsha.",
    whatWeOffer: {
      description: "Integrated services built for Nigeria's scale and diversity, with every campaign vetted for ARCON approval and every data journey aligned to the Nigeria Data Protection Act 2023.",
      services: [
        {
          name: "Creative",
          icon: "Lightbulb",
          description: "Campaign platforms, TVCs and social content that borrow the rhythm of Afrobeats and Nollywood, written for Pidgin, Yoruba, Igbo and Hausa audiences.",
        },
        {
          name: "Media",
          icon: "LineChart",
          description: "Planning and buying across Channels TV, AIT, Wazobia FM, Cool FM, LED billboards on Lagos highways and programmatic, with NBC-compliant scheduling.",
        },
        {
          name: "Digital",
          icon: "TrendingUp",
          description: "Social, influencer and performance marketing for a mobile-first audience, from X Spaces to Instagram shops and fintech app-install campaigns.",
        },
        {
          name: "Public Relations",
          icon: "Users",
          description: "Corporate reputation, crisis readiness and media relations with national dailies such as The Punch, BusinessDay and Premium Times.",
        },
        {
          name: "Events & Activations",
          icon: "Sparkles",
          description: "Concert partnerships, trade-partner conferences in Abuja and market storms across Lagos, Aba and Kano.",
        },
        {
          name: "Tech Solutions",
          icon: "Cpu",
          description: "Loyalty platforms, USSD and WhatsApp commerce, and dashboards that connect media spend to sales in real time.",
        },
      ],
    },
    whyWorkWithUs: null,
    gatewayToAfrica: null,
    projects: null,
    teamImage: {
      src: "/media/art/countries/nigeria/office.svg",
      width: 1200,
      height: 750,
      art: true,
    },
    officeCity: "Lagos",
    office: {
      city: "Lagos",
      longitude: 3.3792,
      latitude: 6.5244,
    },
    caseStudies: {
      heading: "Our work in Nigeria",
      scope: "ng",
    },
    team: {
      heading: "Meet the team",
      members: [
        {
          key: "chiamaka-okafor",
          name: "Chiamaka Okafor",
          role: "Country Director",
          image: {
            src: "/media/team/portrait-chiamaka-okafor.svg",
            width: 600,
            height: 800,
            alt: "Abstract placeholder for Chiamaka Okafor's portrait: two bright blue circles overlapping low in the frame on deep navy, with a pale band falling to the lower right and a dot grid above",
          },
          linkedin: "https://www.linkedin.com/in/chiamaka-okafor-example",
          monogram: "CO",
          office: "Lagos",
          practice: null,
        },
        {
          key: "babatunde-adeyemi",
          name: "Babatunde Adeyemi",
          role: "Head of Media and Strategy",
          image: {
            src: "/media/team/portrait-babatunde-adeyemi.svg",
            width: 600,
            height: 800,
            alt: "Abstract placeholder for Babatunde Adeyemi's portrait: a large periwinkle oval filling the upper half of royal blue, crossed by a level pale band",
          },
          linkedin: "https://www.linkedin.com/in/babatunde-adeyemi-example",
          monogram: "BA",
          office: "Lagos",
          practice: null,
        },
        {
          key: "aisha-bello",
          name: "Aisha Bello",
          role: "Creative Director",
          image: {
            src: "/media/team/portrait-aisha-bello.svg",
            width: 600,
            height: 800,
            alt: "Abstract placeholder for Aisha Bello's portrait: large overlapping circles in soft teal blue, crossed by a pale band falling gently to the right, with a faint dot grid at the top right",
          },
          linkedin: "https://www.linkedin.com/in/aisha-bello-example",
          monogram: "AB",
          office: "Lagos",
          practice: null,
        },
      ],
    },
    marquee: {
      heading: "Brands we work with in Nigeria",
      logos: [
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
          alt: "Access Bank",
          client: clientsByKey["access-bank"],
          description: "Managed PR and content for a women-in-business lending programme.",
          image: {
            src: "/media/art/logos/access-bank.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "AB",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "GTCO",
          client: clientsByKey["gtco"],
          description: "Produced social content and live coverage for a flagship food and drink festival.",
          image: {
            src: "/media/art/logos/gtco.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "G",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Nigerian Breweries",
          client: clientsByKey["nigerian-breweries"],
          description: "Delivered trade activations for a malt drink across the South-East.",
          image: {
            src: "/media/art/logos/nigerian-breweries.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "NB",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Dangote Group",
          client: clientsByKey["dangote"],
          description: "Supported a corporate reputation campaign around local manufacturing.",
          image: {
            src: "/media/art/logos/dangote.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "D",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Dufil Prima Foods",
          client: clientsByKey["dufil"],
          description: "Planned a national TV and radio flight for a noodles promotion.",
          image: {
            src: "/media/art/logos/dufil.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "D",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Flutterwave",
          client: clientsByKey["flutterwave"],
          description: "Built a performance campaign driving merchant sign-ups among Lagos SMEs.",
          image: {
            src: "/media/art/logos/flutterwave.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "F",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Stanbic Bank",
          client: clientsByKey["stanbic"],
          description: "Press, events and an SME incubator programme for Stanbic Bank Uganda, and an investment-literacy webinar series for Stanbic IBTC in Nigeria.",
          image: {
            src: "/media/art/logos/stanbic.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "SB",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Glo",
          client: clientsByKey["glo"],
          description: "Executed a football-season activation with live screenings in Kano and Port Harcourt.",
          image: {
            src: "/media/art/logos/glo.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "G",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
      ],
    },
    closing: {
      heading: "Discover how we're reshaping Nigeria's marketing landscape",
      text: "Speak with our Lagos team about reaching Nigerian consumers at scale, with creative that feels local and results you can measure.",
    },
  }),
  countryPagesEntry({
    name: "Rwanda",
    slug: "rwanda",
    path: "/rwanda",
    layout: "office",
    badge: "BLU Rwanda",
    heroImage: {
      src: "/media/art/countries/rwanda.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    heroTitle: "Smart marketing for Africa's most ambitious small nation",
    story: "We came to Kigali as the city was turning itself into a hub for conferences, finance and innovation. Our first projects were event productions and launches for brands entering a market that values order, clarity and national pride. We built a team that writes in Kinyarwanda, English and French, and that understands how communities, cooperatives and Umuganda shape daily life. Today BLU Rwanda delivers campaigns, events and platforms for telcos, banks, manufacturers and public-private partnerships.",
    mission: "To help brands in Rwanda communicate with precision and purpose, supporting the country's vision of a connected, knowledge-based economy.",
    whoWeAre: "BLU Rwanda operates from Kigali, serving brands across Musanze, Huye, Rubavu and Rwamagana. We combine Kinyarwanda-fluent creative with the disciplined delivery that Rwanda's fast-growing conference, finance and tourism sectors expect.",
    whatWeOffer: {
      description: "Integrated marketing from Kigali, with campaigns aligned to RURA and Rwanda Media Commission standards and data journeys built for the 2021 law on personal data protection.",
      services: [
        {
          name: "Creative",
          icon: "Lightbulb",
          description: "Trilingual campaigns in Kinyarwanda, English and French that respect local values and travel easily across the region.",
        },
        {
          name: "Media",
          icon: "BarChart",
          description: "Planning and buying across Rwanda Television, TV10, KT Radio, Radio 10, The New Times and Kigali out-of-home, plus targeted digital placements.",
        },
        {
          name: "Digital",
          icon: "TrendingUp",
          description: "Social, search and content built for a young, smartphone-connected audience in Kigali and secondary cities.",
        },
        {
          name: "Events & MICE",
          icon: "Building",
          description: "Conferences, summits and launches at Kigali Convention Centre and BK Arena, with full production, accreditation and delegate management.",
        },
        {
          name: "Public Relations",
          icon: "Users",
          description: "Media relations and stakeholder communication for brands working with RDB, ministries and development partners.",
        },
        {
          name: "Tech Solutions",
          icon: "Cpu",
          description: "Event registration platforms, mobile money integrations and reporting dashboards for campaigns and programmes.",
        },
      ],
    },
    whyWorkWithUs: null,
    gatewayToAfrica: null,
    projects: null,
    teamImage: {
      src: "/media/art/countries/rwanda/office.svg",
      width: 1200,
      height: 750,
      art: true,
    },
    officeCity: "Kigali",
    office: {
      city: "Kigali",
      longitude: 30.0619,
      latitude: -1.9441,
    },
    caseStudies: {
      heading: "Our work in Rwanda",
      scope: "rw",
    },
    team: {
      heading: "Meet the team",
      members: [
        {
          key: "jean-paul-habimana",
          name: "Jean-Paul Habimana",
          role: "Country Director",
          image: {
            src: "/media/team/portrait-jean-paul-habimana.svg",
            width: 600,
            height: 800,
            alt: "Abstract placeholder for Jean-Paul Habimana's portrait: a large grey-teal circle at the top right and a teal one at the left, with a pale band falling to the lower right",
          },
          linkedin: "https://www.linkedin.com/in/jean-paul-habimana-example",
          monogram: "JH",
          office: "Kigali",
          practice: null,
        },
        {
          key: "aline-uwase",
          name: "Aline Uwase",
          role: "Head of Strategy",
          image: {
            src: "/media/team/portrait-aline-uwase.svg",
            width: 600,
            height: 800,
            alt: "Abstract placeholder for Aline Uwase's portrait: three lavender-blue circles stacked down the left of dark navy, with a pale band falling steeply to the lower right",
          },
          linkedin: "https://www.linkedin.com/in/aline-uwase-example",
          monogram: "AU",
          office: "Kigali",
          practice: null,
        },
        {
          key: "eric-niyonzima",
          name: "Eric Niyonzima",
          role: "Creative Director",
          image: {
            src: "/media/team/portrait-eric-niyonzima.svg",
            width: 600,
            height: 800,
            alt: "Abstract placeholder for Eric Niyonzima's portrait: overlapping periwinkle circles at the upper right of near-black navy, with a level pale band across the middle",
          },
          linkedin: "https://www.linkedin.com/in/eric-niyonzima-example",
          monogram: "EN",
          office: "Kigali",
          practice: null,
        },
        {
          key: "diane-mukamana",
          name: "Diane Mukamana",
          role: "Account Director",
          image: {
            src: "/media/team/portrait-diane-mukamana.svg",
            width: 600,
            height: 800,
            alt: "Abstract placeholder for Diane Mukamana's portrait: a dark blue circle at the top left and a large pale periwinkle one at the lower right, with a pale band sloping down to the right",
          },
          linkedin: "https://www.linkedin.com/in/diane-mukamana-example",
          monogram: "DM",
          office: "Kigali",
          practice: null,
        },
        {
          key: "patrick-nshimiyimana",
          name: "Patrick Nshimiyimana",
          role: "Media Planning Lead",
          image: {
            src: "/media/team/portrait-patrick-nshimiyimana.svg",
            width: 600,
            height: 800,
            alt: "Abstract placeholder for Patrick Nshimiyimana's portrait: a lilac circle at the top and a violet one at the left of deep indigo, with a pale band climbing to the right",
          },
          linkedin: "https://www.linkedin.com/in/patrick-nshimiyimana-example",
          monogram: "PN",
          office: "Kigali",
          practice: null,
        },
        {
          key: "claudine-ingabire",
          name: "Claudine Ingabire",
          role: "Digital and Social Lead",
          image: {
            src: "/media/team/portrait-claudine-ingabire.svg",
            width: 600,
            height: 800,
            alt: "Abstract placeholder for Claudine Ingabire's portrait: a large cornflower-blue circle at the upper right of dark royal blue, crossed by a level pale band",
          },
          linkedin: "https://www.linkedin.com/in/claudine-ingabire-example",
          monogram: "CI",
          office: "Kigali",
          practice: null,
        },
        {
          key: "olivier-mugabo",
          name: "Olivier Mugabo",
          role: "Events Producer",
          image: {
            src: "/media/team/portrait-olivier-mugabo.svg",
            width: 600,
            height: 800,
            alt: "Abstract placeholder for Olivier Mugabo's portrait: a muted slate-blue circle filling the upper left and a bright blue one below, with a pale band rising to the right",
          },
          linkedin: "https://www.linkedin.com/in/olivier-mugabo-example",
          monogram: "OM",
          office: "Kigali",
          practice: null,
        },
      ],
    },
    marquee: {
      heading: "Brands we work with in Rwanda",
      logos: [
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
          alt: "Bank of Kigali",
          client: clientsByKey["bank-of-kigali"],
          description: "Delivered a Kinyarwanda explainer series for a digital banking app.",
          image: {
            src: "/media/art/logos/bank-of-kigali.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "BK",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "I&M Bank",
          client: clientsByKey["im-bank"],
          description: "Organised a client forum and press briefing on SME financing.",
          image: {
            src: "/media/art/logos/im-bank.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "IM",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Equity Bank",
          client: clientsByKey["equity-bank"],
          description: "County-by-county radio and activation tours for SME lending in Kenya, and community outreach for agency banking in Rwanda.",
          image: {
            src: "/media/art/logos/equity-bank.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "E",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Inyange Industries",
          client: clientsByKey["inyange"],
          description: "Refreshed point-of-sale materials and launched a dairy product on social.",
          image: {
            src: "/media/art/logos/inyange.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "I",
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
          alt: "Kigali Convention Centre",
          client: clientsByKey["kcc"],
          description: "Provided production and delegate management for an international summit.",
          image: {
            src: "/media/art/logos/kcc.svg",
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
          alt: "SKOL Brewery",
          client: clientsByKey["skol"],
          description: "Created a football-season campaign across TV, radio and digital.",
          image: {
            src: "/media/art/logos/skol.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "S",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
      ],
    },
    closing: {
      heading: "Discover how we're reshaping Rwanda's marketing landscape",
      text: "Connect with our Kigali team to plan a campaign, event or platform that meets Rwanda's high standards and your business goals.",
    },
  }),
  countryPagesEntry({
    name: "South Africa",
    slug: "south-africa",
    path: "/south-africa",
    layout: "south-africa",
    badge: "BLU South Africa",
    heroImage: {
      src: "/media/art/countries/south-africa.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    heroTitle: "Integrated marketing for Mzansi and beyond",
    story: null,
    mission: null,
    whoWeAre: "BLU South Africa works from Johannesburg and Cape Town, serving brands in Gauteng, the Western Cape and KwaZulu-Natal. We bring the pace and cost-efficiency of a pan-African network to one of the continent's most sophisticated and competitive advertising markets.",
    whatWeOffer: {
      description: "Strategy, creative, media, PR, events and technology delivered by one team, with every campaign checked against the ARB Code and every data journey built for POPIA.",
      services: [
        {
          name: "Brand Strategy and Creative",
          icon: "Lightbulb",
          description: "Insight-led platforms and campaigns written for a multilingual nation, from isiZulu and Afrikaans radio spots to English-language brand films.",
        },
        {
          name: "Media Planning and Buying",
          icon: "BarChart",
          description: "Integrated plans across SABC, e.tv, DStv channels, Metro FM, Jacaranda FM, retail media and programmatic, with transparent reporting.",
        },
        {
          name: "Digital and Social",
          icon: "TrendingUp",
          description: "Content, community management and performance campaigns for audiences who live on WhatsApp, TikTok and Instagram and shop through retailer apps.",
        },
        {
          name: "Public Relations",
          icon: "Users",
          description: "Corporate reputation, ESG storytelling and media relations with business titles such as Business Day, Moneyweb and News24.",
        },
        {
          name: "Events and Experiences",
          icon: "Sparkles",
          description: "Launches and conferences at Sandton Convention Centre and the CTICC, plus township and mall activations across three provinces.",
        },
        {
          name: "Tech Solutions",
          icon: "Shield",
          description: "POPIA-compliant CRM, loyalty and data platforms that connect campaign activity to retail sell-out.",
        },
      ],
    },
    whyWorkWithUs: {
      heading: "Why South African brands work with us",
      description: "South African marketers choose BLU when they want agency-grade thinking without agency bloat, and a partner who can take a winning idea north into the rest of the continent.",
      reasons: [
        {
          title: "One team, every discipline",
          description: "Strategy, creative, media, PR, events and tech sit together, so briefs move faster and nothing gets lost between suppliers.",
        },
        {
          title: "A springboard into Africa",
          description: "Our offices in Kenya, Nigeria, Uganda and Rwanda help South African brands test and scale in new markets with local teams on the ground.",
        },
        {
          title: "Compliance built in",
          description: "We plan around the ARB Code, POPIA, ICASA broadcast rules and B-BBEE procurement needs from day one rather than at sign-off.",
        },
        {
          title: "Results you can audit",
          description: "Shared dashboards track reach, engagement and sales so marketing, finance and procurement see the same numbers.",
        },
      ],
    },
    gatewayToAfrica: null,
    projects: {
      heading: "Featured projects",
      items: [
        {
          name: "Have & Share",
          route: "/project/have-and-share",
        },
        {
          name: "Vestas",
          route: "/project/vestas",
        },
        {
          name: "ATMF",
          route: "/project/ATMF",
        },
      ],
    },
    teamImage: {
      src: "/media/art/countries/south-africa/office.svg",
      width: 1200,
      height: 750,
      art: true,
    },
    officeCity: "Johannesburg",
    office: {
      city: "Johannesburg",
      longitude: 28.0473,
      latitude: -26.2041,
    },
    caseStudies: null,
    team: null,
    marquee: {
      heading: "Brands we work with in South Africa",
      logos: [
        {
          alt: "Vestas",
          client: clientsByKey["vestas"],
          description: "Communicated the local impact of wind energy projects to communities in the Eastern and Northern Cape.",
          image: {
            src: "/media/art/logos/vestas.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "V",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Vodacom",
          client: clientsByKey["vodacom"],
          description: "Produced multilingual social content for a youth data campaign.",
          image: {
            src: "/media/art/logos/vodacom.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "V",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Standard Bank",
          client: clientsByKey["standard-bank"],
          description: "Ran an SME awards programme with events in Johannesburg, Cape Town and Durban.",
          image: {
            src: "/media/art/logos/standard-bank.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "SB",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Discovery",
          client: clientsByKey["discovery"],
          description: "Delivered wellness activations in corporate parks across Gauteng.",
          image: {
            src: "/media/art/logos/discovery.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "D",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Shoprite",
          client: clientsByKey["shoprite"],
          description: "Planned retail media and radio support for a festive-season promotion.",
          image: {
            src: "/media/art/logos/shoprite.svg",
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
          alt: "Pick n Pay",
          client: clientsByKey["pick-n-pay"],
          description: "Created loyalty programme content and in-store experiential sampling.",
          image: {
            src: "/media/art/logos/pick-n-pay.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "PP",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Capitec",
          client: clientsByKey["capitec"],
          description: "Built a financial-literacy video series in isiZulu, isiXhosa and Sesotho.",
          image: {
            src: "/media/art/logos/capitec.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "C",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Nando's",
          client: clientsByKey["nandos"],
          description: "Supported a community sponsorship campaign with PR and social storytelling.",
          image: {
            src: "/media/art/logos/nandos.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "NS",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "MultiChoice",
          client: clientsByKey["multichoice"],
          description: "Produced launch events and press relations for a local drama series.",
          image: {
            src: "/media/art/logos/multichoice.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "M",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
      ],
    },
    closing: {
      heading: "Let's build something great together",
      text: "Tell our Johannesburg and Cape Town team what you want to achieve, in South Africa or across the continent.",
    },
  }),
  countryPagesEntry({
    name: "Uganda",
    slug: "uganda",
    path: "/uganda",
    layout: "office",
    badge: "BLU Uganda",
    heroImage: {
      src: "/media/art/countries/uganda.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    heroTitle: "Where BLU began, building brands from Kampala outward",
    story: "BLU started in Kampala with a handful of creatives and a belief that Ugandan brands deserved world-class, locally made marketing. Our first clients were banks and beverage companies looking to speak to customers in Luganda, Runyankole, Luo and Ateso as well as English. As radio, mobile money and social media reshaped how Ugandans consume information, we added media buying, digital and technology teams to keep pace. The Kampala office remains the group's engine room, training talent and piloting ideas that later roll out across the continent.",
    mission: "To grow Ugandan businesses with honest, insight-led communication that reaches every region and delivers results clients can see in their numbers.",
    whoWeAre: "BLU Uganda is the agency's founding office, based in Kampala and working across Entebbe, Jinja, Mbarara, Gulu and Arua. We know the market from the boda-boda stage to the boardroom, and we use that knowledge to build campaigns that travel from the capital to every region.",
    whatWeOffer: {
      description: "Full-service marketing from our Kampala office, grounded in regional insight and aligned with the rules of the Uganda Communications Commission and the Data Protection and Privacy Act 2019.",
      services: [
        {
          name: "Creative",
          icon: "Lightbulb",
          description: "Brand platforms, radio scripts and visual identities that work in Luganda and other local languages, from Kampala billboards to upcountry trade posters.",
        },
        {
          name: "Media",
          icon: "Compass",
          description: "Planning and buying across NTV Uganda, NBS Television, Bukedde TV, CBS FM, regional radio and print titles such as New Vision and Daily Monitor.",
        },
        {
          name: "Digital",
          icon: "TrendingUp",
          description: "Social management, influencer partnerships and paid search and social built around mobile money payments and low-bandwidth audiences.",
        },
        {
          name: "Public Relations",
          icon: "Users",
          description: "Stakeholder engagement, media relations and corporate communication for brands working with government, development partners and communities.",
        },
        {
          name: "Events & Activations",
          icon: "Award",
          description: "Conferences at Speke Resort Munyonyo, brand experiences at Nyege Nyege and Kampala City Festival, and rural roadshows by truck and boda convoy.",
        },
        {
          name: "Tech Solutions",
          icon: "Cpu",
          description: "Mobile money integrations, USSD promotions and campaign dashboards that make results visible from Kampala to Gulu.",
        },
      ],
    },
    whyWorkWithUs: null,
    gatewayToAfrica: null,
    projects: null,
    teamImage: {
      src: "/media/art/countries/uganda/office.svg",
      width: 1200,
      height: 750,
      art: true,
    },
    officeCity: "Kampala",
    office: {
      city: "Kampala",
      longitude: 32.5825,
      latitude: 0.3476,
    },
    caseStudies: {
      heading: "Our work in Uganda",
      scope: "ug",
    },
    team: {
      heading: "Meet the team",
      members: [
        {
          key: "brian-mugisha",
          name: "Brian Mugisha",
          role: "Managing Director",
          image: {
            src: "/media/team/portrait-brian-mugisha.svg",
            width: 600,
            height: 800,
            alt: "Abstract placeholder for Brian Mugisha's portrait: a dusky slate circle at the top left and blue circles to the right on near-black navy, with a pale band rising gently to the right",
          },
          linkedin: "https://www.linkedin.com/in/brian-mugisha-example",
          monogram: "BM",
          office: "Kampala",
          practice: null,
        },
        {
          key: "sarah-nakato",
          name: "Sarah Nakato",
          role: "Head of Client Service",
          image: {
            src: "/media/team/portrait-sarah-nakato.svg",
            width: 600,
            height: 800,
            alt: "Abstract placeholder for Sarah Nakato's portrait: a slate-blue circle filling the upper left and a bright blue one at the bottom right, with a pale band falling to the lower right",
          },
          linkedin: "https://www.linkedin.com/in/sarah-nakato-example",
          monogram: "SN",
          office: "Kampala",
          practice: null,
        },
        {
          key: "joseph-okello",
          name: "Joseph Okello",
          role: "Creative Director",
          image: {
            src: "/media/team/portrait-joseph-okello.svg",
            width: 600,
            height: 800,
            alt: "Abstract placeholder for Joseph Okello's portrait: bright blue circles on the right and at the lower left of dark navy, with a pale band falling gently to the right",
          },
          linkedin: "https://www.linkedin.com/in/joseph-okello-example",
          monogram: "JO",
          office: "Kampala",
          practice: null,
        },
        {
          key: "grace-namutebi",
          name: "Grace Namutebi",
          role: "Digital and Media Lead",
          image: {
            src: "/media/team/portrait-grace-namutebi.svg",
            width: 600,
            height: 800,
            alt: "Abstract placeholder for Grace Namutebi's portrait: soft teal circles filling the frame from the top left, crossed by a pale band rising to the right",
          },
          linkedin: "https://www.linkedin.com/in/grace-namutebi-example",
          monogram: "GN",
          office: "Kampala",
          practice: null,
        },
      ],
    },
    marquee: {
      heading: "Brands we work with in Uganda",
      logos: [
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
          alt: "Stanbic Bank",
          client: clientsByKey["stanbic"],
          description: "Press, events and an SME incubator programme for Stanbic Bank Uganda, and an investment-literacy webinar series for Stanbic IBTC in Nigeria.",
          image: {
            src: "/media/art/logos/stanbic.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "SB",
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
          alt: "Nile Breweries",
          client: clientsByKey["nile-breweries"],
          description: "Ran sponsorship activations and content for a national football league.",
          image: {
            src: "/media/art/logos/nile-breweries.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "NB",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Uganda Breweries",
          client: clientsByKey["uganda-breweries"],
          description: "Supported a farmer-sourcing story campaign across print and digital.",
          image: {
            src: "/media/art/logos/uganda-breweries.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "UB",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "dfcu Bank",
          client: clientsByKey["dfcu"],
          description: "Built a digital lending landing page and performance media plan.",
          image: {
            src: "/media/art/logos/dfcu.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "D",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Mukwano Group",
          client: clientsByKey["mukwano"],
          description: "Refreshed packaging communication and trade posters for household products.",
          image: {
            src: "/media/art/logos/mukwano.svg",
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
          alt: "Bidco Africa",
          client: clientsByKey["bidco"],
          description: "National TV and vernacular radio flights for Bidco's cooking oils in Kenya and Uganda.",
          image: {
            src: "/media/art/logos/bidco.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "B",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
      ],
    },
    closing: {
      heading: "Discover how we're reshaping Uganda's marketing landscape",
      text: "Meet the Kampala team that started it all and find out how we can grow your brand in every corner of Uganda.",
    },
  }),
  countryPagesEntry({
    name: "UK",
    slug: "uk",
    path: "/uk",
    layout: "uk",
    badge: "BLU UK",
    heroImage: {
      src: "/media/art/countries/uk.svg",
      width: 1600,
      height: 900,
      art: true,
    },
    heroTitle: "London strategy, African execution",
    story: null,
    mission: null,
    whoWeAre: "BLU UK is the group's London office, the bridge between global headquarters and BLU teams in Kenya, Nigeria, Rwanda, South Africa and Uganda. We help international brands plan, brief and govern their African marketing from one point of contact in the same time zone band.",
    whatWeOffer: {
      description: "From London we coordinate integrated programmes that are built centrally and delivered locally, with consistent reporting for global marketing, procurement and compliance teams.",
      services: [
        {
          name: "Market Entry Strategy",
          icon: "Compass",
          description: "Consumer insight, competitor mapping and channel recommendations for each African market before the first pound is spent.",
        },
        {
          name: "Creative Adaptation",
          icon: "Layers",
          description: "Transcreation of global campaigns into Swahili, Yoruba, Kinyarwanda, isiZulu and more, keeping the brand idea intact while making it feel local.",
        },
        {
          name: "Pan-African Media",
          icon: "BarChart",
          description: "Consolidated planning and buying across multiple African markets with one plan, one invoice and one set of results.",
        },
        {
          name: "Reputation and PR",
          icon: "Users",
          description: "Launch publicity, executive visibility and issues management with business and trade media in London and across Africa.",
        },
        {
          name: "Governance and Tech",
          icon: "Shield",
          description: "Brand safety, data-protection alignment between UK GDPR and African privacy laws, and dashboards that report every market side by side.",
        },
      ],
    },
    whyWorkWithUs: null,
    gatewayToAfrica: {
      heading: "Your gateway to Africa",
      description: "Africa is not one market but fifty-four, each with its own languages, regulators and media habits. BLU UK gives global brands a single London partner backed by teams who live and work in the markets that matter.",
      points: [
        {
          title: "Local teams, not freelancers",
          description: "Our own offices in Nairobi, Lagos, Kampala, Kigali and Johannesburg deliver the work, so quality and accountability stay consistent.",
        },
        {
          title: "Regulatory know-how",
          description: "We navigate ARCON approvals in Nigeria, ARB rules in South Africa and data-protection regimes from Kenya to Rwanda on your behalf.",
        },
        {
          title: "One brief, many markets",
          description: "Brief once in London and receive a coordinated plan that adapts creative, media and events to each country.",
        },
        {
          title: "Transparent reporting",
          description: "Standardised dashboards give headquarters a clear view of spend, reach and results in every market.",
        },
      ],
    },
    projects: null,
    teamImage: {
      src: "/media/art/countries/uk/office.svg",
      width: 1200,
      height: 750,
      art: true,
    },
    officeCity: "London",
    office: {
      city: "London",
      longitude: -0.1276,
      latitude: 51.5072,
    },
    caseStudies: null,
    team: null,
    marquee: {
      heading: "Global brands we have helped grow in Africa",
      logos: [
        {
          alt: "Spotify",
          client: clientsByKey["spotify"],
          description: "Supported launch publicity and creator partnerships in Nigeria and Kenya.",
          image: {
            src: "/media/art/logos/spotify.svg",
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
          alt: "Netflix",
          client: clientsByKey["netflix"],
          description: "Ran premiere events and press screenings for African original titles.",
          image: {
            src: "/media/art/logos/netflix.svg",
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
          alt: "Uber",
          client: clientsByKey["uber"],
          description: "Localised rider and driver campaigns for new city launches in East Africa.",
          image: {
            src: "/media/art/logos/uber.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "U",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Bolt",
          client: clientsByKey["bolt"],
          description: "Delivered boda and tuk-tuk category launch activations in Kampala and Kigali.",
          image: {
            src: "/media/art/logos/bolt.svg",
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
          alt: "Canva",
          client: clientsByKey["canva"],
          description: "Organised design workshops for small businesses and students in Lagos and Nairobi.",
          image: {
            src: "/media/art/logos/canva.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "C",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Diageo",
          client: clientsByKey["diageo"],
          description: "Adapted a global whisky campaign for premium audiences in Johannesburg and Lagos.",
          image: {
            src: "/media/art/logos/diageo.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "D",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Visa",
          client: clientsByKey["visa"],
          description: "Produced merchant education content supporting contactless payments in five markets.",
          image: {
            src: "/media/art/logos/visa.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "V",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Heineken",
          client: clientsByKey["heineken"],
          description: "Managed football-viewing activations across East and West Africa.",
          image: {
            src: "/media/art/logos/heineken.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "H",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
        {
          alt: "Huawei",
          client: clientsByKey["huawei"],
          description: "Coordinated a multi-market smartphone launch with PR, influencers and retail events.",
          image: {
            src: "/media/art/logos/huawei.svg",
            width: 240,
            height: 96,
          },
          tile: {
            letters: "H",
            background: "#0a1640",
            text: "#ffffff",
          },
        },
      ],
    },
    closing: {
      heading: "Let's expand your reach",
      text: "Talk to BLU UK about taking your brand into Africa with one partner, one plan and local teams in every market.",
    },
  }),
];
