/**
 * Transform of the services overview, from spec/pages/services.yaml: rotating words and the
 * category tiles. It names its route id, checked by the links pass.
 */
import type { SpecFile } from "../load/spec-file.ts";
import type { RawServicesOverview } from "../../model/raw/index.ts";
import type { Context } from "../normalize/context.ts";
import { dataFile } from "../emit/print.ts";
import { defineKind } from "./kind.ts";
import type { ServicesOverview } from "../../model/kinds/services-overview.ts";

declare module "../model/ir.ts" {
  /** The members of the IR this kind gives (its `gives`). */
  interface IR {
    readonly servicesOverview: ServicesOverview | null;
  }
}

/** The services overview: rotating words and the category tiles, whose routes must exist. */
export function normalizeServicesOverview(ctx: Context, f: SpecFile | undefined): ServicesOverview | null {
  if (!f) return null;
  const { route, ...rest } = f.data as RawServicesOverview;
  ctx.routeId(f, ["route"], route);
  rest.tiles.forEach((tile, i) => {
    ctx.href(f, ["tiles", i, "route"], tile.route);
  });
  return rest;
}

/** spec/pages/services.yaml: the services overview (generated/services-overview.ts). */
export const servicesOverview = defineKind({
  name: "services-overview",
  pageKinds: {
    "services-overview": { shows: "the services overview" },
  },
  files: [{ at: "pages/services.yaml", schema: "services-overview.schema.json", rawType: "RawServicesOverview", required: "the services overview page" }],
  needs: [],
  gives: ["servicesOverview"],
  compose: (ctx, input) => ({ servicesOverview: normalizeServicesOverview(ctx, input.files[0]) }),
  emit: (ir) => [
    {
      id: "services-overview",
      reads: ir.servicesOverview,
      make: () =>
        dataFile(
          "generated/services-overview.ts",
          ["ServicesOverview"],
          [
            {
              name: "servicesOverview",
              value: ir.servicesOverview,
              type: "ServicesOverview | null",
              docs: "Services overview from spec/pages/services.yaml.",
            },
          ],
        ),
    },
  ],
});
