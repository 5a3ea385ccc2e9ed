/**
 * The clients of spec/clients.yaml as every kind uses them: a client with its defaults filled in
 * and the references into generated/clients.ts, so a kind never imports the clients
 * kind; the logos of a marquee are in ./client-logos.ts.
 */
import type { SharedValues } from "../emit/print.ts";
import type { Client, Image } from "../../model/content.ts";
import type { IR } from "../model/ir.ts";
import type { RawClients } from "../../model/raw/index.ts";
import { monogram } from "./text.ts";

/** Ink of a client whose spec names none: the brand palette's darkest navy. */
export const DEFAULT_INK = "#0a1640";

/**
 * One raw catalogue entry with its defaults (also the stand-in for an unknown key, so normalizing
 * goes on). `logo` is the entry's official logo file, resolved by the caller (kinds/clients.ts).
 */
export function clientOf(raw: Omit<RawClients["clients"][number], "logo">, logo: Image | null = null): Client {
  const wordmark = raw.wordmark ?? raw.name;
  return {
    key: raw.key,
    name: raw.name,
    wordmark,
    colours: { primary: raw.colours.primary, secondary: raw.colours.secondary, ink: raw.colours.ink ?? DEFAULT_INK },
    logo,
    monogram: monogram(wordmark.replace(/[^\p{L}\p{N}\s]+/gu, " ")) || monogram(raw.name),
    blurb: raw.blurb ?? null,
  };
}

/**
 * The agency's own work in a practice: a client named after the agency
 * (`brand`, spec/site.yaml), whose word mark is the agency's name, in the practice's colours
 * (its accent and its on-dark shade). What a section's carousel slides and a service's picture
 * of its work are drawn under.
 */
export function houseClient(brand: string, practice: string, colour: { readonly accent: string; readonly onDark: string }): Client {
  return clientOf({
    key: `${brand.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${practice}`,
    name: brand,
    colours: { primary: colour.accent, secondary: colour.onDark },
  });
}

/**
 * The clients as references into generated/clients.ts (`clientsByKey["kfc"]`), so a brand named
 * by many studies, covers and pages is written there once, not copied into each.
 */
export function sharedClients(ir: IR): SharedValues {
  return {
    from: "./clients",
    name: "clientsByKey",
    expressions: new Map(ir.clients.map((c) => [c, `clientsByKey[${JSON.stringify(c.key)}]`])),
  };
}
