/**
 * The client logos of a marquee (Client logo), which the home page, the country
 * pages and a page's logos section show: a module of its own, not ./client.ts, because the
 * house-style word marks it draws (../assets/wordmarks.ts) read the clients' default ink from
 * there, and a module may not import what imports it back before it is initialised.
 */
import { NeededKey } from "../diagnostics/catalogue.ts";
import { monogramTile, wordmarkImage } from "../assets/wordmarks.ts";
import type { SpecFile } from "../load/spec-file.ts";
import type { ClientLogo } from "../../model/content.ts";
import type { Context, Path } from "./context.ts";

/**
 * Client logos of a marquee, named by client key: each shows the client's name (its alt text)
 * and its blurb, written once in spec/clients.yaml, and its image: the client's
 * official logo file where the catalogue names one (`logo`), else its house-style word mark
 * (Client logo). Reports a client without the blurb a marquee shows.
 */
export function clientLogos(ctx: Context, file: SpecFile, path: Path, keys: readonly string[]): ClientLogo[] {
  return keys.flatMap((key, i) => {
    const client = ctx.client(file, [...path, i], key);
    if (client.blurb === null) {
      ctx.report(file, [...path, i], NeededKey, {
        key: "blurb",
        why: `${client.name} is shown in a marquee, beside what BLU did for them: give the client a blurb: in spec/clients.yaml`,
      });
      return [];
    }
    return [{ alt: client.name, client, description: client.blurb, image: client.logo ?? wordmarkImage(client), tile: monogramTile(client) }];
  });
}
