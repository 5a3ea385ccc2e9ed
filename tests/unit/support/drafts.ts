/** Draft fixtures shared by the unit and end-to-end tests of drafts. */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { editOnce } from "./tmp-root.ts";

/** A new page of sections at /careers, still a draft: its file says so; its route is written as for any page. */
export function addDraftPage(root: string): void {
  const terms = readFileSync(join(root, "spec/pages/terms.yaml"), "utf8");
  writeFileSync(join(root, "spec/pages/careers.yaml"), terms.replace("route: terms\n", "route: careers\ndraft: true\n"));
  editOnce(
    root,
    "spec/routes.yaml",
    "  - id: privacy\n",
    [
      "  - id: careers",
      "    path: /careers",
      "    page: sections",
      '    title: "Careers | {{brand}}"',
      "    heading: Careers",
      "    description: Open roles at BLU across our offices in Africa and the UK, and how to apply.",
      "  - id: privacy",
      "",
    ].join("\n"),
  );
}
