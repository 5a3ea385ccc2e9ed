// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import type { SectionsPage } from "../model/index.ts";
/** One entry of sectionPages, checked against its type on its own. */
const sectionPagesEntry = (entry: SectionsPage): SectionsPage => entry;
/** Pages composed of sections (spec/pages/, routes with page: sections), by route id. */
export const sectionPages: Readonly<Record<string, SectionsPage>> = {
  contact: sectionPagesEntry({
    route: "contact",
    breadcrumb: null,
    sections: [
      {
        kind: "hero",
        id: "hero-1",
        badge: null,
        heading: null,
        lead: "Whether you are launching in one market or six, tell us what you are planning. Our teams in Johannesburg, Kampala, Lagos, Nairobi, Kigali and London reply within one working day.",
        points: [],
        form: null,
        formNote: null,
      },
      {
        kind: "offices",
        id: "offices",
        heading: "Our offices",
        form: "contact",
        items: [
          {
            country: "South Africa",
            city: "Johannesburg",
            lines: ["3rd Floor, 144 Oxford Road", "Rosebank, Johannesburg 2196"],
            tel: "+27 10 500 1234",
            telHref: "tel:+27105001234",
            callLabel: "Call our South Africa office on +27 10 500 1234",
          },
          {
            country: "Uganda",
            city: "Kampala",
            lines: ["Plot 18, Kololo Hill Drive", "Kololo, Kampala"],
            tel: "+256 414 501 234",
            telHref: "tel:+256414501234",
            callLabel: "Call our Uganda office on +256 414 501 234",
          },
          {
            country: "Nigeria",
            city: "Lagos",
            lines: ["5th Floor, 12 Adeola Odeku Street", "Victoria Island, Lagos 101241"],
            tel: "+234 201 500 1234",
            telHref: "tel:+2342015001234",
            callLabel: "Call our Nigeria office on +234 201 500 1234",
          },
          {
            country: "Kenya",
            city: "Nairobi",
            lines: ["6th Floor, Westside Towers", "Lower Kabete Road, Westlands", "Nairobi 00800"],
            tel: "+254 20 500 1234",
            telHref: "tel:+254205001234",
            callLabel: "Call our Kenya office on +254 20 500 1234",
          },
          {
            country: "Rwanda",
            city: "Kigali",
            lines: ["KG 7 Avenue, Kacyiru", "Kigali"],
            tel: "+250 788 500 123",
            telHref: "tel:+250788500123",
            callLabel: "Call our Rwanda office on +250 788 500 123",
          },
          {
            country: "United Kingdom",
            city: "London",
            lines: ["2nd Floor, 41 Great Sutton Street", "Clerkenwell, London EC1V 0DX"],
            tel: "+44 20 7946 0123",
            telHref: "tel:+442079460123",
            callLabel: "Call our United Kingdom office on +44 20 7946 0123",
          },
        ],
      },
    ],
    form: "contact",
  }),
  newsletter: sectionPagesEntry({
    route: "newsletter",
    breadcrumb: null,
    sections: [
      {
        kind: "hero",
        id: "hero-1",
        badge: "The BLU Briefing",
        heading: "Marketing insights from across Africa, monthly",
        lead: "Join 3,000+ African marketers who read the BLU Briefing. Once a month we send what moved in media, digital and consumer behaviour across Uganda, Kenya, Nigeria, South Africa and Rwanda, and what it means for your plans.",
        points: [
          "3,000+ African marketers already subscribed",
          "Delivered monthly, never more",
          "Data, case studies and media rate trends you can use",
        ],
        form: "newsletter",
        formNote: "We only use your name and e-mail to send the newsletter. Every issue has an unsubscribe link.",
      },
      {
        kind: "cards",
        id: "inside",
        eyebrow: "Inside every issue",
        heading: "What you get each month",
        intro: null,
        columns: 3,
        items: [
          {
            title: "The market pulse",
            description: "One chart per market on ad spend, media consumption and the consumer trends our teams see on the ground.",
            icon: "LineChart",
            highlight: null,
          },
          {
            title: "A campaign teardown",
            description: "How a recent African campaign was planned, bought and measured, with the numbers that mattered.",
            icon: "Layers",
            highlight: null,
          },
          {
            title: "Tools and templates",
            description: "Briefs, media plan templates and checklists from our strategists, free to download and adapt.",
            icon: "BookOpen",
            highlight: null,
          },
        ],
      },
    ],
    form: "newsletter",
  }),
  privacy: sectionPagesEntry({
    route: "privacy",
    breadcrumb: null,
    sections: [
      {
        kind: "rich-text",
        id: "rich-text-1",
        heading: null,
        updated: "2026-11-01",
        intro: "BLU Integrated Marketing Communications (\"BLU\", \"we\", \"us\" or \"our\") respects your privacy. This Privacy Policy explains exactly what personal data we collect through this website, why we collect it, where it is sent, how long we keep it and the rights you have over it. This site is a static brochure site: there are no user accounts, no analytics cookies and no advertising trackers. The only personal data we receive is what you choose to type into one of our four forms.",
        numbered: true,
        parts: [
          {
            heading: "Who is responsible for your data",
            paragraphs: [
              "BLU Integrated Marketing Communications is the controller of personal data collected through this website. Our registered office is in London, United Kingdom, and we have offices in Kampala, Nairobi, Lagos, Johannesburg and Kigali. Where an enquiry is handled by one of our local offices, that BLU entity may act as a joint controller for the purpose of responding to you.",
              "For any question about this policy or about your personal data, write to privacy@blu-imc.example.",
            ],
            list: [],
          },
          {
            heading: "What we collect",
            paragraphs: [
              "We collect only the fields shown on each form. Nothing is collected until you press the submit button, and you can stop at any point before then.",
            ],
            list: [
              "Contact form: your name, e-mail address, country, the reason for your enquiry (selected from a list) and your message.",
              "Newsletter sign-up: your first name, last name and e-mail address.",
              "Report download: your e-mail address, first name, last name and company name.",
              "Social media advertising enquiry: your name, e-mail address, a description of your business, your phone number if you choose to give it, and the timeframe in which you plan to run ads.",
            ],
          },
          {
            heading: "Why we use it and our lawful bases",
            paragraphs: [
              "We use each piece of data only for the purpose of the form you submitted. Under the UK GDPR and the equivalent data protection laws in the countries where we operate, we rely on the following lawful bases.",
            ],
            list: [
              "Contact form: our legitimate interests in reading and answering enquiries about our services, partnerships, careers and media requests.",
              "Social media advertising enquiry: our legitimate interests in responding to your request and following up about an advertising campaign you have asked us about.",
              "Newsletter: your consent to receive our newsletter and related updates by e-mail.",
              "Report download: your consent to receive the report you requested and related marketing e-mails from BLU.",
              "You can withdraw consent at any time by using the unsubscribe link in any e-mail or by writing to privacy@blu-imc.example. Withdrawal does not affect processing that took place before it.",
            ],
          },
          {
            heading: "Where your data goes",
            paragraphs: [
              "Contact form submissions are sent through EmailJS, an e-mail delivery service, which passes your message to BLU's enquiries mailbox. EmailJS processes the message only to deliver it and does not use it for its own purposes.",
              "Newsletter sign-ups, report download requests and social media advertising enquiries are sent to our e-mail marketing service, which stores your details in our subscriber and lead lists and sends the e-mails you have asked for.",
              "Within BLU, your data is seen only by the staff who need it to respond to you, such as the team in the office closest to you or the relevant service lead. We do not sell, rent or trade your personal data, and we do not share it with other organisations for their own marketing.",
            ],
            list: [],
          },
          {
            heading: "International transfers",
            paragraphs: [
              "EmailJS and our e-mail marketing service may store or process data on servers outside your country, including in the United States and the European Union. Our teams across the United Kingdom, Uganda, Kenya, Nigeria, South Africa and Rwanda may also access enquiries in order to respond to them.",
              "Where personal data is transferred across borders, we rely on appropriate safeguards recognised by the applicable law, such as the UK International Data Transfer Addendum, Standard Contractual Clauses, adequacy decisions or other approved transfer mechanisms, together with contractual commitments from our providers to keep the data secure and confidential.",
            ],
            list: [],
          },
          {
            heading: "How long we keep it",
            paragraphs: [
              "We keep personal data only for as long as we need it for the purpose it was collected for.",
            ],
            list: [
              "Contact form enquiries: 24 months from our last exchange with you, after which they are deleted unless they have become part of an ongoing client or supplier relationship.",
              "Social media advertising enquiries: 24 months from your last contact with us, unless you become a client.",
              "Newsletter and report download subscribers: until you unsubscribe. After that we keep your e-mail address on a suppression list only to make sure you are not contacted again.",
              "Messages identified as spam: deleted as soon as they are identified.",
            ],
          },
          {
            heading: "Your rights",
            paragraphs: [
              "Depending on where you live, data protection law gives you rights over your personal data. These include the right to be informed, to access a copy of your data, to have inaccurate data corrected, to have your data deleted, to restrict or object to processing (including an absolute right to object to direct marketing), to data portability and to withdraw consent at any time.",
              "We honour these rights under each of the laws that apply to our offices and visitors, including:",
            ],
            list: [
              "The UK General Data Protection Regulation and the Data Protection Act 2018 (United Kingdom).",
              "The Data Protection Act, 2019 (Kenya).",
              "The Nigeria Data Protection Act, 2023 (Nigeria).",
              "The Data Protection and Privacy Act, 2019 (Uganda).",
              "Law No 058/2021 of 13/10/2021 relating to the protection of personal data and privacy (Rwanda).",
              "The Protection of Personal Information Act, 2013 (POPIA) (South Africa).",
            ],
          },
          {
            heading: "How to access or delete your data",
            paragraphs: [
              "To ask for a copy of your data, a correction, deletion or any other right, write to privacy@blu-imc.example from the e-mail address you used on our site, and tell us which form you submitted and what you would like us to do. If you write from a different address, we may ask for reasonable information to confirm your identity before acting on your request.",
              "We will reply within 30 days. If your request is complex, or you have sent several requests, we may extend this where the law permits, and we will tell you why within the first 30 days. There is normally no charge.",
            ],
            list: [],
          },
          {
            heading: "Spam protection",
            paragraphs: [
              "Our forms include a hidden \"honeypot\" field that people cannot see but automated bots tend to fill in. If that field contains anything, the submission is discarded without being sent. The honeypot does not collect, store or analyse any information about you, and it uses no cookies or fingerprinting.",
            ],
            list: [],
          },
          {
            heading: "Cookies and server logs",
            paragraphs: [
              "This site does not use analytics, advertising or tracking cookies, and we do not build profiles of visitors. We therefore do not show a cookie banner.",
              "Like any website, our hosting provider automatically records standard technical information when pages are requested, such as your IP address, browser type, the page requested and the time of the request. These server logs are used by the host to deliver the site, keep it secure and diagnose faults. They are kept for a short period under the host's own retention policy, and we do not use them to identify individual visitors.",
            ],
            list: [],
          },
          {
            heading: "Children",
            paragraphs: [
              "This website and our services are aimed at businesses and professionals. They are not directed at children, and we do not knowingly collect personal data from anyone under 18. If you believe a child has sent us personal data, please contact privacy@blu-imc.example and we will delete it.",
            ],
            list: [],
          },
          {
            heading: "Changes to this policy",
            paragraphs: [
              "We may update this Privacy Policy when we change the forms on our site, the services we use to process them or the way we handle personal data, or when the law changes. The date at the top of this page shows when it was last revised. If a change materially affects how we use data you have already given us, we will tell you by e-mail before it takes effect.",
            ],
            list: [],
          },
          {
            heading: "Complaints",
            paragraphs: [
              "If you are unhappy with how we have handled your personal data, please contact privacy@blu-imc.example first so that we can try to put things right.",
              "You also have the right to complain to the data protection regulator in your country:",
            ],
            list: [
              "United Kingdom: the Information Commissioner's Office (ICO).",
              "Kenya: the Office of the Data Protection Commissioner (ODPC).",
              "Nigeria: the Nigeria Data Protection Commission (NDPC).",
              "Uganda: the Personal Data Protection Office (PDPO) at the National Information Technology Authority.",
              "Rwanda: the National Cyber Security Authority (NCSA).",
              "South Africa: the Information Regulator.",
            ],
          },
        ],
      },
    ],
    form: null,
  }),
  recommend: sectionPagesEntry({
    route: "recommend",
    breadcrumb: null,
    sections: [
      {
        kind: "hero",
        id: "hero-1",
        badge: "Recommendations",
        heading: "What our clients say about working with BLU",
        lead: "Our work is judged by the results it delivers and the partnerships it builds. Here is what some of the marketing leaders we work with across Africa have to say.",
        points: [],
        form: null,
        formNote: null,
      },
      {
        kind: "testimonials",
        id: "testimonials",
        label: "Recommendations",
        heading: null,
        perPage: 4,
        contactLink: true,
        pageLabels: ["Show page 1 of testimonials"],
        items: [
          {
            quote: "BLU rebuilt our motor and health insurance campaigns around what Ugandan families actually worry about, and the difference was immediate. Online quote requests rose by 62% in the first quarter, and our cost per lead fell by almost a third. They feel like an extension of our own marketing team.",
            author: "Head of Marketing",
            company: "Leading Pan-African Insurer, Uganda",
            date: "2024",
            avatar: null,
          },
          {
            quote: "We needed to explain a complex solar home-system offer to customers in five Nigerian states. BLU combined radio, WhatsApp and community activations into one campaign that generated more than 18,000 qualified sales leads and helped us double monthly installations within six months.",
            author: "Chief Commercial Officer",
            company: "Nigerian Renewable Energy Company",
            date: "2025",
            avatar: null,
          },
          {
            quote: "Launching our new mobile banking app, BLU delivered creative, media, PR and the launch event as one seamless programme. We passed 250,000 downloads in ten weeks, well ahead of target, and their weekly dashboards meant we always knew exactly what our budget was achieving.",
            author: "Director of Marketing and Communications",
            company: "Tier-One Commercial Bank, Kenya",
            date: "2023",
            avatar: null,
          },
          {
            quote: "BLU helped us promote two new regional routes from Kigali with a campaign that worked equally well in Rwanda, Kenya and the UK diaspora market. Direct bookings on those routes grew by 41% year on year, and the launch coverage reached audiences we had never reached before.",
            author: "Head of Brand and Communications",
            company: "East African Airline, Rwanda",
            date: "2026",
            avatar: null,
          },
        ],
      },
    ],
    form: null,
  }),
  report: sectionPagesEntry({
    route: "report",
    breadcrumb: null,
    sections: [
      {
        kind: "hero",
        id: "hero-1",
        badge: "Free report",
        heading: "Customer service trends 2026: what African customers expect from your brand",
        lead: "We surveyed 2,400 consumers in Kenya, Nigeria, Uganda, Rwanda and South Africa about how they want brands to serve them. Get the five findings, and what to do about each, in a free 6-page report.",
        points: [
          "Why WhatsApp is now the front desk",
          "Where chatbots help and where they lose customers",
          "The service metric that predicts loyalty best",
        ],
        form: "report",
        formNote: "We will send occasional insights from BLU. Unsubscribe at any time.",
      },
    ],
    form: "report",
  }),
  "social-media-ads": sectionPagesEntry({
    route: "social-media-ads",
    breadcrumb: {
      items: [
        {
          name: "Services",
          href: "/services",
        },
        {
          name: "Media",
          href: "/services/media",
        },
        {
          name: "Social Media Advertising",
          href: null,
        },
      ],
      action: {
        label: "Book a call",
        href: null,
      },
    },
    sections: [
      {
        kind: "hero",
        id: "hero-1",
        badge: "Social Media Advertising",
        heading: "Generate 3-5 qualified B2B leads per week with social media ads",
        lead: "We plan, build and optimise LinkedIn, Meta and TikTok campaigns for B2B brands across Africa and the UK, and we measure them by the leads your sales team can actually close.",
        points: [
          "Average ROAS of 4.2:1 across our managed accounts",
          "10+ years managing six-figure budgets",
          "A free 30-minute strategy call, no obligation",
        ],
        form: "lead",
        formNote: "We reply within one working day. Your details go to our e-mail marketing list only to arrange the call.",
      },
      {
        kind: "cards",
        id: "benefits",
        eyebrow: "Why it works",
        heading: "Social ads that sell, not just scroll",
        intro: "Three things change when BLU runs your social advertising.",
        columns: 3,
        items: [
          {
            title: "Target the right audience",
            description: "We build audiences from job titles, company size, industry and your own CRM lists, so your budget reaches the people who sign contracts in Lagos, Nairobi, Johannesburg and London.",
            icon: "Target",
            highlight: null,
          },
          {
            title: "Maximise every ad dollar",
            description: "Daily bid management, creative testing and ruthless pruning of what does not convert keep cost per lead falling month after month.",
            icon: "BadgeDollarSign",
            highlight: "Average ROAS 4.2:1",
          },
          {
            title: "Results beyond impressions",
            description: "We report on leads, meetings booked and revenue influenced, tracked from first click to closed deal, not on likes and reach.",
            icon: "TrendingUp",
            highlight: null,
          },
        ],
      },
      {
        kind: "cards",
        id: "who-can-benefit",
        eyebrow: "Who it is for",
        heading: "Who can benefit",
        intro: null,
        columns: 2,
        items: [
          {
            title: "B2B service firms",
            description: "Consultancies, law firms and agencies that need a steady flow of qualified meetings instead of relying on referrals alone.",
            icon: "Briefcase",
            highlight: null,
          },
          {
            title: "SaaS and fintech companies",
            description: "Software and payments businesses scaling across East and West Africa that need demos booked with decision makers.",
            icon: "Cpu",
            highlight: null,
          },
          {
            title: "Manufacturers and distributors",
            description: "Companies selling to retailers, contractors and procurement teams who want to reach buyers beyond their sales reps' contact lists.",
            icon: "Building",
            highlight: null,
          },
          {
            title: "International brands entering Africa",
            description: "UK and global businesses testing demand in a new market before committing to a local sales team.",
            icon: "Compass",
            highlight: null,
          },
        ],
      },
      {
        kind: "figures",
        id: "case-study",
        eyebrow: "Client case study",
        heading: "From a standing start to a full pipeline in 3 months",
        intro: "A regional B2B distributor came to us with no paid social presence. We ran LinkedIn and Meta lead ads for three months; its sales team then qualified every enquiry and followed up the best.",
        items: [
          {
            value: "6,173",
            label: "enquiries from lead ads",
          },
          {
            value: "129%",
            label: "conversion rate increase",
          },
          {
            value: "$10,000+",
            label: "in sales within 3 months",
          },
        ],
      },
      {
        kind: "cta",
        id: "get-started",
        heading: "Ready to fill your pipeline?",
        intro: "Tell us about your business and get a free 30-minute strategy call with a senior media buyer.",
        action: {
          label: "Get my free strategy call",
          href: null,
        },
      },
    ],
    form: "lead",
  }),
  terms: sectionPagesEntry({
    route: "terms",
    breadcrumb: null,
    sections: [
      {
        kind: "rich-text",
        id: "rich-text-1",
        heading: null,
        updated: "2026-11-01",
        intro: "These Terms of Use govern your access to and use of the BLU Integrated Marketing Communications website, including every page, form and downloadable resource published on it. By browsing the site, submitting a form or downloading a report, you agree to these terms. If you do not agree with them, please do not use the site. Our Privacy Policy, which explains how we handle personal data submitted through the site, forms part of these terms.",
        numbered: true,
        parts: [
          {
            heading: "Who we are",
            paragraphs: [
              "This website is operated by BLU Integrated Marketing Communications (\"BLU\", \"we\", \"us\" or \"our\"), a tech-enabled marketing, media and communications agency. Our registered office is in London, United Kingdom, and we operate offices in Kampala, Nairobi, Lagos, Johannesburg and Kigali.",
              "Each office is run by a BLU group company or affiliate in that country. Where a client engagement is entered into, the contracting BLU entity and the terms of that engagement are set out in a separate written agreement, which takes precedence over these Terms of Use for the services it covers.",
            ],
            list: [],
          },
          {
            heading: "Using this website",
            paragraphs: [
              "The site is provided so that you can learn about our Creative, Media, Digital, Public Relations, Events and Tech Solutions services, view examples of our work, contact our team and access our published insights. You may use it for lawful purposes only and in a way that does not infringe the rights of, or restrict the use of the site by, anyone else.",
              "When using the site, you agree not to:",
            ],
            list: [
              "Attempt to gain unauthorised access to the site, the servers that host it or any connected system.",
              "Introduce viruses, malicious code or any material that is technologically harmful.",
              "Use automated tools to scrape, harvest or bulk-copy content, contact details or images.",
              "Submit false, misleading, abusive or unlawful information through any form.",
              "Use the site to send unsolicited advertising or to impersonate another person or organisation.",
            ],
          },
          {
            heading: "Intellectual property",
            paragraphs: [
              "Unless stated otherwise, all content on this site, including text, graphics, photography, video, illustrations, the BLU name and logo, page layouts and underlying code, is owned by or licensed to BLU and is protected by copyright, trade mark and other intellectual property laws in the United Kingdom and in the countries where we operate.",
              "You may view the site and print or save individual pages for your own reference. You may not reproduce, adapt, republish, distribute or commercially exploit any part of the site without our prior written permission. The BLU name and logo may not be used in any way that suggests an endorsement or partnership that does not exist.",
            ],
            list: [],
          },
          {
            heading: "Case studies and client brands",
            paragraphs: [
              "The case studies, campaign results, testimonials and client names, logos and creative work shown on this site are published with the permission of the clients concerned. Those brands and trade marks remain the property of their respective owners, and their appearance here does not grant you any right to use them.",
              "Campaign results are reported as measured at the time of the campaign and in the specific market and conditions described. They illustrate what we have achieved for particular clients and are not a promise or guarantee of the results any future campaign will deliver.",
            ],
            list: [],
          },
          {
            heading: "Forms and communications",
            paragraphs: [
              "The site includes a contact form, a newsletter sign-up form, a report download form and a social media advertising enquiry form. When you submit any of these forms, you confirm that the information you provide is accurate and that you are entitled to share it.",
              "Submitting a form does not create a client relationship or any obligation on either side to enter into an agreement. We aim to respond to genuine business enquiries promptly, but we do not guarantee a response to every submission, and we may disregard messages that appear to be spam, abusive or unrelated to our services.",
              "Personal data submitted through these forms is handled as described in our Privacy Policy. You can unsubscribe from our marketing e-mails at any time using the link in every message.",
            ],
            list: [],
          },
          {
            heading: "Third-party services and links",
            paragraphs: [
              "The site links to, and relies on, services operated by third parties. These include our profiles on social networks such as LinkedIn, Instagram, X and Facebook; EmailJS, which delivers contact form messages to our team; and the e-mail marketing platform we use to manage newsletter subscriptions, report downloads and advertising enquiries.",
              "These third-party services are governed by their own terms and privacy policies, which we encourage you to read. We do not control and are not responsible for their content, availability or practices, and a link from our site does not mean we endorse the linked site or its owner.",
            ],
            list: [],
          },
          {
            heading: "Free report licence",
            paragraphs: [
              "From time to time we publish research reports, market guides and other resources that you can download free of charge after providing your details. Unless the report states otherwise, BLU grants you a non-exclusive, non-transferable, revocable licence to use each report for your personal reference or for internal business purposes within your organisation.",
              "Under this licence you may not:",
            ],
            list: [
              "Sell, resell, rent or otherwise charge for access to the report or any part of it.",
              "Republish the report, in whole or in substantial part, on a website, platform or publication.",
              "Remove or obscure BLU's name, copyright notices or source attributions.",
              "Present the report's findings, data or charts as your own work.",
              "Quote short extracts without clear attribution to BLU Integrated Marketing Communications as the source.",
            ],
          },
          {
            heading: "Disclaimers",
            paragraphs: [
              "The content on this site, including our reports, articles and insights, is provided for general information only. It is not professional, legal, financial or investment advice, and you should not rely on it as the sole basis for any business decision. Market data and commentary reflect conditions at the time of publication and may have changed since.",
              "We take reasonable care to keep the site accurate and available, but we provide it on an \"as is\" and \"as available\" basis. We do not warrant that the site will be uninterrupted, error-free or free from viruses, or that its content is complete or up to date.",
            ],
            list: [],
          },
          {
            heading: "Limitation of liability",
            paragraphs: [
              "Nothing in these terms excludes or limits our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be excluded or limited under applicable law.",
              "Subject to that, BLU will not be liable to you, whether in contract, tort (including negligence), breach of statutory duty or otherwise, for any loss or damage arising from your use of, or inability to use, this site or any content on it, including loss of profits, revenue, business, goodwill or data, or any indirect or consequential loss.",
              "Where you use the site as a consumer, the statutory rights you have under the laws of your country of residence are not affected.",
            ],
            list: [],
          },
          {
            heading: "Governing law and jurisdiction",
            paragraphs: [
              "These Terms of Use, and any dispute or claim arising out of or in connection with them or with your use of the site, are governed by the laws of England and Wales. The courts of England and Wales will have jurisdiction over any such dispute.",
              "This is without prejudice to any mandatory consumer protection laws of the country in which you live, including in Uganda, Kenya, Nigeria, South Africa and Rwanda, which continue to apply where they give you greater protection, and to your right to bring proceedings in your local courts where that law allows it.",
            ],
            list: [],
          },
          {
            heading: "Changes to these terms",
            paragraphs: [
              "We may revise these Terms of Use from time to time, for example to reflect new features on the site, changes to the services we use or changes in the law. The date at the top of this page shows when the terms were last updated.",
              "Changes take effect when they are published on this page. Please check back periodically; by continuing to use the site after an update, you accept the revised terms.",
            ],
            list: [],
          },
          {
            heading: "Contact us",
            paragraphs: [
              "If you have any questions about these Terms of Use, or would like permission to use content from this site, please write to us at hello@blu-imc.example. For questions about personal data, contact privacy@blu-imc.example.",
              "You can also reach any of our offices in London, Kampala, Nairobi, Lagos, Johannesburg and Kigali using the details listed on our contact page.",
            ],
            list: [],
          },
        ],
      },
    ],
    form: null,
  }),
};
