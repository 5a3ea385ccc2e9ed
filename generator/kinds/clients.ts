/**
 * Transform of spec/clients.yaml: the clients catalogue, every default filled in.
 * Case studies and projects (`brand`) and client logos (`client`) refer to its keys through
 * {@link Context.client}.
 */
import { Duplicate } from "../diagnostics/catalogue.ts";
import type { SpecFile } from "../load/spec-file.ts";
import { exportConst, importModel, literal, printTs, toTs } from "../emit/print.ts";
import { Code } from "../model/ir.ts";
import type { RawClients } from "../../model/raw/index.ts";
import type { Context } from "../normalize/context.ts";
import { defineKind } from "./kind.ts";
import { clientOf } from "../normalize/client.ts";
import type { Client } from "../../model/content.ts";

declare module "../model/ir.ts" {
  /** The members of the IR this kind gives (its `gives`). */
  interface IR {
    /** The clients catalogue (spec/clients.yaml). */
    readonly clients: readonly Client[];
  }
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
    // An official logo file, checked to exist under public/ (media/missing at its file:line:col).
    return [clientOf(c, c.logo !== undefined ? ctx.image(file, ["clients", i, "logo"], c.logo, "logo") : null)];
  });
}

/** spec/clients.yaml: the brands case studies, projects and logos name (generated/clients.ts). */
export const clients = defineKind({
  name: "clients",
  files: [
    {
      at: "clients.yaml",
      schema: "clients.schema.json",
      rawType: "RawClients",
      required: "the clients catalogue (the brands case studies, projects and logos name)",
    },
  ],
  collection: { name: "clients", definition: "clientKey", list: "clients", key: "key", label: ["name"] },
  needs: [],
  gives: ["clients"],
  normalize(ctx, input) {
    const list = normalizeClients(ctx, input.file("clients.yaml"));
    ctx.setClients(list);
    return { clients: list };
  },
  emit: (ir) => [
    {
      id: "clients",
      reads: ir.clients,
      make: () =>
        printTs("generated/clients.ts", (f) => {
          importModel(f, ["Client"]);
          const byKey = Object.fromEntries(ir.clients.map((c) => [c.key, c]));
          f.addStatements(
            `/** The clients catalogue of spec/clients.yaml by key: every brand the site names, with its colours. */\nexport const clientsByKey = ${literal(toTs(byKey))} satisfies Readonly<Record<string, Client>>;`,
          );
          const list = ir.clients.map((c) => new Code(`clientsByKey[${JSON.stringify(c.key)}]`, "Client"));
          exportConst(f, "clients", list, "readonly Client[]", "The clients catalogue in authored order.");
        }),
    },
  ],
});
