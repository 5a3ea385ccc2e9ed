/**
 * Transform of the Tech Solutions page, from spec/pages/tech-solutions.yaml. It names its
 * route id, checked by the links pass.
 */
import type { SpecFile } from "../load/spec-file.ts";
import type { RawRoutes, RawTechPage } from "../../model/raw/index.ts";
import type { Context } from "../normalize/context.ts";
import { techSlug } from "../normalize/slug.ts";
import { fillPattern, routePattern } from "../routes/patterns.ts";
import { dataFile } from "../emit/print.ts";
import { defineKind } from "./kind.ts";
import type { TechPage } from "../../model/kinds/tech-page.ts";
import type { Category } from "../../model/content.ts";

declare module "../model/ir.ts" {
  /** The members of the IR this kind gives (its `gives`). */
  interface IR {
    readonly tech: TechPage | null;
  }
}

/**
 * The Tech Solutions page: the index page of the practice whose index path is its route's path;
 * each offering links to that practice's service named by the offering's title as a tech slug
 *, the service-detail pattern of spec/routes.yaml filled in.
 */
export function normalizeTechPage(ctx: Context, f: SpecFile | undefined, routesFile: SpecFile, categories: readonly Category[]): TechPage | null {
  if (!f) return null;
  const { route, ...raw } = f.data as RawTechPage;
  ctx.routeId(f, ["route"], route);
  const own = (routesFile.data as RawRoutes).routes.find((r) => r.id === route)?.path;
  const practice = categories.find((c) => c.indexPath === own);
  const pattern = routePattern(routesFile, "service-detail")?.path ?? "";
  raw.whyChoose.items.forEach((x, i) => {
    ctx.icon(f, ["whyChoose", "items", i, "icon"], x.icon);
  });
  return {
    ...raw,
    offerings: raw.offerings.map((o, i) => ({
      ...o,
      icon: ctx.icon(f, ["offerings", i, "icon"], o.icon),
      href: ctx.href(f, ["offerings", i, "title"], fillPattern(pattern, { practice: practice?.key ?? "", slug: techSlug(o.title) })),
    })),
  };
}

/** spec/pages/tech-solutions.yaml: the Tech Solutions page (generated/tech.ts). */
export const techPage = defineKind({
  name: "tech-page",
  pageKinds: {
    "tech-solutions": { shows: "the tech solutions page", listPage: "services-overview" },
  },
  files: [{ at: "pages/tech-solutions.yaml", schema: "tech-page.schema.json", rawType: "RawTechPage", required: "the Tech Solutions page" }],
  needs: ["categories"],
  gives: ["tech"],
  compose: (ctx, input, ir) => ({ tech: normalizeTechPage(ctx, input.files[0], input.role("route-table"), ir.categories) }),
  emit: (ir) => [
    {
      id: "tech",
      reads: ir.tech,
      make: () =>
        dataFile(
          "generated/tech.ts",
          ["TechPage"],
          [{ name: "techPage", value: ir.tech, type: "TechPage | null", docs: "Tech Solutions page from spec/pages/tech-solutions.yaml." }],
        ),
    },
  ],
});
