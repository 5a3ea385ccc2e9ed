import { ArrowUpRight, Mail } from "lucide-react";
import { site } from "../../generated/site";
import { Island } from "../islands/Island";
import { Container } from "../primitives/Container";
import { ExternalLink } from "../primitives/ExternalLink";
import { ContactCta } from "./ContactCta";
import { LinkItems } from "./LinkItems";
import { Logo } from "./Logo";
import { SocialLinks } from "./NavItems";

const heading = "text-xs font-bold tracking-widest text-brand-200 uppercase";
const link = "text-[15px] text-brand-50/85 transition-colors hover:text-white";

/** Footer: logo, Regional Offices, What we do, Company, Connect with us, legal line. */
export function Footer() {
  const f = site.ui.footer;
  // The regional offices are the first column of links, then the columns of spec/site.yaml.
  const columns = [{ heading: f.regionalOffices, links: site.countries.map((c) => ({ href: c.route, name: c.name })) }, ...site.footer.columns];
  return (
    <footer className="bg-brand-950 text-white">
      <Container className="py-16">
        <div className="grid grid-cols-2 gap-x-8 gap-y-12 lg:grid-cols-3 xl:grid-cols-[1.25fr_repeat(3,0.8fr)_1.35fr]">
          <div className="col-span-2 max-w-xs lg:col-span-3 xl:col-span-1">
            <Logo tone="light" />
            <p className="mt-5 text-[15px] leading-relaxed text-brand-100/80">{f.tagline}</p>
            <ContactCta variant="inverse" className="mt-7" />
          </div>
          {columns.map((col) => (
            <nav key={col.heading} aria-label={col.heading}>
              <h2 className={heading}>{col.heading}</h2>
              <ul className="mt-5 space-y-3">
                <LinkItems links={col.links} className={link} />
              </ul>
            </nav>
          ))}
          <div className="col-span-2 lg:col-span-3 xl:col-span-1">
            <h2 className={heading}>{f.connect}</h2>
            <p className="mt-5 text-sm text-brand-100/70">{f.emailLabel}</p>
            <a href={`mailto:${site.contactEmail}`} className="mt-1 inline-flex items-center gap-2 text-[15px] font-semibold text-white hover:text-brand-200">
              <Mail aria-hidden="true" className="size-4" />
              {site.contactEmail}
            </a>
            <ul className="mt-6 flex flex-wrap gap-2.5">
              <SocialLinks
                links={site.footer.social}
                className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-white hover:text-brand-900"
              />
            </ul>
            <ul className="mt-6 space-y-3">
              {site.footer.externalLinks.map((l) => (
                <li key={l.href}>
                  <ExternalLink href={l.href} className={`${link} inline-flex items-center gap-1`}>
                    {l.name}
                    <ArrowUpRight aria-hidden="true" className="size-3.5" />
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
        {/* Its right end stays clear of the back-to-top button (fixed 24 px in, 48 px wide): at the page's end no link lies under it. */}
        <div className="mt-14 flex flex-col gap-4 border-t border-white/10 pt-8 pr-20 text-sm text-brand-100/70 lg:flex-row lg:items-center lg:justify-between">
          <p>{f.copyright({ year: new Date().getFullYear() })}</p>
          <ul className="flex gap-6">
            {site.footer.legal.map((l) => (
              <li key={l.href}>
                <a href={l.href} className="whitespace-nowrap hover:text-white">
                  {l.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <Island name="ScrollToTop" client="visible" props={{ label: site.ui.shell.scrollToTop, progress: site.timings.scrollToTopProgress }} />
    </footer>
  );
}
