import { NavLink } from "react-router-dom";
import type { Link, SocialLink } from "../../generated/model";
import { cn } from "../primitives/cn";
import { ExternalLink } from "../primitives/ExternalLink";
import { SocialIcon } from "./SocialIcon";

/**
 * The navigation items of §2 as list items: internal ones as NavLinks (the current route gets
 * aria-current and `activeClass`), external ones in a new tab, Client Login with `buttonClass`.
 */
export function NavItems({ items, onChoose, itemClass, activeClass, buttonClass }: {
  items: readonly Link[];
  onChoose: () => void;
  itemClass: string;
  activeClass: string;
  buttonClass: string;
}) {
  return items.map((item) => (
    <li key={item.href}>
      {item.external ? (
        <ExternalLink href={item.href} onClick={onChoose} className={cn(itemClass, item.button && buttonClass)}>
          {item.name}
        </ExternalLink>
      ) : (
        <NavLink to={item.href} end={item.href === "/"} onClick={onChoose} className={({ isActive }) => cn(itemClass, isActive && activeClass)}>
          {item.name}
        </NavLink>
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
