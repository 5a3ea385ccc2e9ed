/**
 * The clients catalogue (spec/clients.yaml) as the places that name a client by key resolve it:
 * a project's or a study's `brand`, a logo wall's keys.
 */
import { UnknownReference } from "../diagnostics/catalogue.ts";
import { didYouMeanSuffix } from "../diagnostics/index.ts";
import type { SpecFile } from "../load/spec-file.ts";
import type { Client } from "../../model/content.ts";
import { clientOf } from "./client.ts";
import type { Path, Reporter } from "./report.ts";

/** The clients of one run by key, once the clients kind has made them (kinds/clients.ts). */
export class ClientBook {
  private clients = new Map<string, Client>();

  /** @param reporter where an unknown key is reported */
  constructor(private readonly reporter: Reporter) {}

  /** Makes the clients catalogue (kinds/clients.ts) what {@link client} resolves keys against. */
  use(clients: readonly Client[]): void {
    this.clients = new Map(clients.map((c) => [c.key, c]));
  }

  /** A book with this one's catalogue that reports through `reporter`. */
  fork(reporter: Reporter): ClientBook {
    const out = new ClientBook(reporter);
    out.clients = this.clients;
    return out;
  }

  /**
   * The client a `brand` or `client` key of `file` names. An unknown key is reported
   * (normalize/unknown-reference, with a did-you-mean) and answered with a stand-in drawn in the
   * brand palette, so the other checks go on.
   */
  client(file: SpecFile, path: Path, key: string): Client {
    const found = this.clients.get(key);
    if (found) return found;
    this.reporter.report(file, path, UnknownReference, {
      value: key,
      what: "a client of spec/clients.yaml",
      suffix: didYouMeanSuffix(key, this.clients.keys()),
      known: [...this.clients.keys()],
      where: "add the brand to spec/clients.yaml (key, name, colours), or use the key of one listed there",
    });
    // A stand-in with a blurb of its own: the unknown key is the one problem reported for a logo naming it.
    return clientOf({ key, name: key, blurb: key, colours: { primary: "#1f47de", secondary: "#93b5ff" } });
  }
}
