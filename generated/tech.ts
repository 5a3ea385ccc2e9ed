// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import type { TechPage } from "../model/index.ts";
/** Tech Solutions page from spec/pages/tech-solutions.yaml. */
export const techPage: TechPage | null = {
  badge: "SERVICES",
  heading: "Tech Solutions",
  intro: "Great campaigns generate demand; the right technology captures it, serves it and learns from it. BLU's engineers and data specialists build and integrate the platforms behind modern marketing, from CRM and AI chatbots to dashboards and custom applications, designed for African markets and the networks, languages and payment habits that come with them.",
  offeringsHeading: "What we build and integrate",
  whyLabel: "Why it matters:",
  learnMore: "Learn more",
  offerings: [
    {
      title: "Customer relationship management (CRM) systems",
      description: "We select, configure and migrate CRM platforms so every lead from your campaigns, website, WhatsApp and branches lands in one place. Pipelines, automated follow-ups and sales dashboards are set up around how your teams actually sell.",
      why: "Leads that are not called back within a day go cold. A well-configured CRM gives marketing and sales one view of the customer and shows which campaigns really produce revenue.",
      icon: "Users",
      externalLinks: [
        {
          text: "Salesforce",
          url: "https://www.salesforce.com",
        },
        {
          text: "HubSpot",
          url: "https://www.hubspot.com",
        },
        {
          text: "Zoho CRM",
          url: "https://www.zoho.com/crm",
        },
      ],
      href: "/services/tech-solutions/customer-relationship-management-crm-systems",
    },
    {
      title: "AI-powered customer service bots",
      description: "Conversational assistants for WhatsApp, web chat and SMS that answer product questions, qualify leads and book appointments around the clock. Combined with BLU Lingua AI, they reply in Swahili, Luganda, Yoruba, isiZulu and other local languages, handing complex cases to a human agent.",
      why: "Customers expect instant answers on the channels they already use. Bots resolve routine queries in seconds, cut support costs and free your team for conversations that need a person.",
      icon: "Cpu",
      externalLinks: [
        {
          text: "Twilio",
          url: "https://www.twilio.com",
        },
        {
          text: "WhatsApp Business Platform",
          url: "https://business.whatsapp.com",
        },
        {
          text: "Google Dialogflow",
          url: "https://cloud.google.com/dialogflow",
        },
      ],
      href: "/services/tech-solutions/ai-powered-customer-service-bots",
    },
    {
      title: "Marketplace solutions",
      description: "Online stores and multi-vendor marketplaces with mobile money, card payments and delivery integrations built in. We handle catalogue setup, checkout optimisation and the campaigns that bring shoppers through the door.",
      why: "Selling direct removes the gap between seeing an advert and buying the product. Owning the storefront also gives you customer data that third-party retailers keep to themselves.",
      icon: "Building",
      externalLinks: [
        {
          text: "Shopify",
          url: "https://www.shopify.com",
        },
        {
          text: "WooCommerce",
          url: "https://woocommerce.com",
        },
        {
          text: "Flutterwave",
          url: "https://flutterwave.com",
        },
      ],
      href: "/services/tech-solutions/marketplace-solutions",
    },
    {
      title: "Data analytics & business intelligence",
      description: "We connect ad platforms, web analytics, CRM and sales data into dashboards that show spend, leads and revenue side by side. Tracking plans, data pipelines and regular insight reviews turn numbers into decisions.",
      why: "Without joined-up data, budgets follow opinions rather than results. Clear reporting is how we keep average ROAS at 4.2:1 and shift spend to what works, week by week.",
      icon: "BarChart",
      externalLinks: [
        {
          text: "Microsoft Power BI",
          url: "https://www.microsoft.com/power-platform",
        },
        {
          text: "Looker Studio",
          url: "https://lookerstudio.google.com",
        },
        {
          text: "Metabase",
          url: "https://www.metabase.com",
        },
      ],
      href: "/services/tech-solutions/data-analytics-business-intelligence",
    },
    {
      title: "Cloud solutions & infrastructure",
      description: "Secure, scalable hosting for websites, campaign microsites, apps and data, with monitoring, backups and content delivery close to your users. We plan for traffic spikes so a successful launch never becomes an outage.",
      why: "A campaign is only as good as the page it lands on. Reliable, fast infrastructure protects conversions on busy days and keeps customer data safe and compliant.",
      icon: "Layers",
      externalLinks: [
        {
          text: "Amazon Web Services",
          url: "https://aws.amazon.com",
        },
        {
          text: "Google Cloud",
          url: "https://cloud.google.com",
        },
        {
          text: "Microsoft Azure",
          url: "https://azure.microsoft.com",
        },
      ],
      href: "/services/tech-solutions/cloud-solutions-infrastructure",
    },
    {
      title: "Custom software development",
      description: "When off-the-shelf tools fall short, we design and build web and mobile applications, loyalty platforms, agent tools and integrations tailored to your processes. Projects run in short sprints with working software shown at every stage.",
      why: "Bespoke tools can become a lasting competitive advantage. Software shaped around your customers and workflows removes friction that generic products leave in place.",
      icon: "Lightbulb",
      externalLinks: [
        {
          text: "GitHub",
          url: "https://github.com",
        },
        {
          text: "Flutter",
          url: "https://flutter.dev",
        },
      ],
      href: "/services/tech-solutions/custom-software-development",
    },
  ],
  whyChoose: {
    heading: "Why choose BLU tech",
    items: [
      {
        title: "Custom solutions",
        description: "We start with your goals and your customers, not a favourite platform, and recommend only the technology that fits your budget, team and market.",
        icon: "Compass",
      },
      {
        title: "Expert integration",
        description: "Our engineers connect CRM, ad platforms, payments and analytics so data flows cleanly between systems and every campaign can be traced to revenue.",
        icon: "Shuffle",
      },
      {
        title: "User-centric design",
        description: "Interfaces are tested with real users on the devices and connections they actually have, from entry-level Android phones to busy branch desktops.",
        icon: "Heart",
      },
      {
        title: "Scalable innovation",
        description: "Solutions are built to grow from a single-country pilot to a multi-market rollout, with room to add AI, new languages and new channels as you expand.",
        icon: "TrendingUp",
      },
    ],
  },
  cta: {
    heading: "Let's build the technology behind your growth",
    text: "Book a free 30-minute strategy call with our tech team. We will review your current tools, spot the gaps between your marketing and your sales, and outline a practical roadmap to close them.",
  },
};
