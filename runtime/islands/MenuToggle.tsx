import { Menu, Minus, Plus, X } from "lucide-react";
import { useEffect, useState } from "react";

/** Icons of a menu toggle: a burger that becomes a cross, or a plus that becomes a minus. */
const ICONS = { menu: [Menu, X], plus: [Plus, Minus] } as const;

/**
 * The button that opens and closes a menu (side panel, mobile menu, country dropdown).
 * The menu is an HTML popover, so it opens, closes on Escape or outside click, and returns
 * focus without JavaScript; once hydrated this button also follows the popover's state with
 * its icon and accessible name. `target` is the popover's id.
 */
export default function MenuToggle({
  target,
  openLabel,
  closeLabel,
  text,
  icon,
  className,
}: {
  target: string;
  openLabel: string;
  closeLabel: string;
  /** Visible text beside the icon (the country dropdown's 'Country'); the label then names it. */
  text?: string;
  icon: keyof typeof ICONS;
  className: string;
}) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const popover = document.getElementById(target);
    // Hydration happens on the first interaction, so the popover may already be open.
    setOpen(popover?.matches(":popover-open") ?? false);
    const onToggle = (e: Event) => setOpen((e as ToggleEvent).newState === "open");
    popover?.addEventListener("toggle", onToggle);
    return () => popover?.removeEventListener("toggle", onToggle);
  }, [target]);
  const [Closed, Opened] = ICONS[icon];
  const Icon = open ? Opened : Closed;
  return (
    <button
      type="button"
      popoverTarget={target}
      aria-label={text ? undefined : open ? closeLabel : openLabel}
      data-state={open ? "open" : "closed"}
      className={className}
    >
      {text}
      <Icon aria-hidden="true" className={text ? "size-4" : "size-5"} />
    </button>
  );
}
