import type { Link, SocialLink } from "../../model/index.ts";
import { usePage } from "../app/page-context";
import { cn } from "../primitives/cn";
import { ExternalLink } from "../primitives/ExternalLink";
import { SocialIcon } from "./SocialIcon";

/** True when `href` is the page being rendered, or (except for /) a page under it. */
export function isCurrent(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The navigation items of as list items: internal ones as plain links (the current route
 * gets aria-current and `activeClass`), external ones in a new tab, Client Login with
 * `buttonClass`.
 */
export function NavItems({
  items,
  itemClass,
  activeClass,
  buttonClass,
}: {
  items: readonly Link[];
  itemClass: string;
  activeClass: string;
  buttonClass: string;
}) {
  const { pathname } = usePage();
  return items.map((item) => (
    <li key={item.href}>
      {item.external ? (
        <ExternalLink href={item.href} className={cn(itemClass, item.button && buttonClass)}>
          {item.name}
        </ExternalLink>
      ) : (
        <a
          href={item.href}
          aria-current={isCurrent(pathname, item.href) ? "page" : undefined}
          className={cn(itemClass, isCurrent(pathname, item.href) && activeClass)}
        >
          {item.name}
        </a>
      )}
    </li>
  ));
}

/** Round social icon links as list items; each link is named by its network's label. */
export function SocialLinks({ links, className, iconClass = "size-4" }: { links: readonly SocialLink[]; className: string; iconClass?: string }) {
  return links.map((s) => (
    <li key={s.network}>
      <ExternalLink href={s.href} className={className}>
        <SocialIcon network={s.network} className={iconClass} />
        <span className="sr-only">{s.label}</span>
      </ExternalLink>
    </li>
  ));
}
