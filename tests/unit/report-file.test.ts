/**
 * A file a form offers is as long as its texts say: a download's `pages` (spec/forms/, the one
 * figure the form's intro and its page's hero insert as {{pages}}) is the page count of the PDF it
 * links to. Derived from the content at run time, so it holds for any content that tells the truth.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { forms } from "../../generated/forms/index.ts";
import { projectRoot } from "./support/tmp-root.ts";

const counted = Object.values(forms).flatMap(({ spec }) =>
  spec.submit.download?.pages ? [[spec.id, spec.submit.download.href, spec.submit.download.pages] as const] : [],
);

describe("a download's page count", () => {
  it("is given for at least one form (the report)", () => {
    expect(counted.length).toBeGreaterThan(0);
  });

  it.each(counted)("the %s form's %s has the %i pages its texts say", async (_id, href, pages) => {
    const pdf = await PDFDocument.load(readFileSync(join(projectRoot, "public", href)), { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(pages);
  });
});
