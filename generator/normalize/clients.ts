/**
 * Transform of spec/clients.yaml (issue 12): the clients catalogue, every default filled in.
 * Case studies and projects (`brand`) and client logos (`client`) refer to its keys through
 * {@link Context.client}.
 */
import { Duplicate } from "../diagnostics/catalogue.ts";
import type { SpecFile } from "../load/load.ts";
import type { Client } from "../model/content.ts";
import type { RawClients } from "../model/raw/index.ts";
import type { Context } from "./context.ts";
import { monogram } from "./text.ts";

/** Ink of a client whose spec names none: the brand palette's darkest navy. */
export const DEFAULT_INK = "#0a1640";

/** One raw catalogue entry with its defaults (also the stand-in for an unknown key, so normalizing goes on). */
export function clientOf(raw: RawClients["clients"][number]): Client {
  const wordmark = raw.wordmark ?? raw.name;
  return {
    key: raw.key,
    name: raw.name,
    wordmark,
    colours: { primary: raw.colours.primary, secondary: raw.colours.secondary, ink: raw.colours.ink ?? DEFAULT_INK },
    lettering: {
      style: raw.lettering.style,
      case: raw.lettering.case ?? "as-written",
      weight: raw.lettering.weight ?? 700,
      tracking: raw.lettering.tracking ?? "normal",
      italic: raw.lettering.italic ?? false,
    },
    mark: raw.mark ?? "none",
    monogram: monogram(wordmark.replace(/[^\p{L}\p{N}\s]+/gu, " ")) || monogram(raw.name),
  };
}

/**
 * The catalogue, in authored order; keys must be unique (normalize/duplicate).
 * @param file spec/clients.yaml (required by the load stage)
 */
export function normalizeClients(ctx: Context, file: SpecFile): Client[] {
  const raw = file.data as RawClients;
  const seen = new Set<string>();
  return raw.clients.flatMap((c, i) => {
    if (seen.has(c.key)) {
      ctx.report(file, ["clients", i, "key"], Duplicate, { value: c.key, what: "clients", rule: "client keys must be unique" });
      return [];
    }
    seen.add(c.key);
    return [clientOf(c)];
  });
}
