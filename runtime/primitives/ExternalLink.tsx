import type { ComponentProps } from "react";
import { site } from "../../generated/site";

/** A link that leaves the site: new tab, no opener, and a hint for screen readers. */
export function ExternalLink({ children, ...props }: ComponentProps<"a">) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {site.ui.shell.opensInNewTab}</span>
    </a>
  );
}
