/**
 * Links as the items of a list the caller opens (`<li><a>` each, keyed by href): the footer's
 * columns, the mobile menu's regional offices. `className` is the links' look.
 */
export function LinkItems({ links, className }: { links: readonly { readonly href: string; readonly name: string }[]; className: string }) {
  return (
    <>
      {links.map((l) => (
        <li key={l.href}>
          <a href={l.href} className={className}>
            {l.name}
          </a>
        </li>
      ))}
    </>
  );
}
