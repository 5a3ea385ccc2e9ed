/**
 * The first tap is never lost (issue 21; DESIGN § The runtime): a press made as soon as the page
 * has loaded, before its island is live, is held and replayed through the island. Every form of
 * every page of sections is pressed empty at load: the §5 messages show on that first press (the
 * browser's own bubble never does), and nothing is posted.
 */
import { forms } from "../../generated/forms/index";
import { sectionPages } from "../../generated/pages";
import { routes } from "../../generated/routes";
import { expect, test } from "./fixtures";

/** Each form with the URL of a page that shows it (spec/pages/, a section that holds it). */
const placed = Object.keys(forms).flatMap((id) => {
  const page = Object.values(sectionPages).find((p) => p.sections.some((s) => "form" in s && s.form === id));
  const url = page && routes.find((r) => r.id === page.route)?.urls[0];
  return url ? [[id, url] as const] : [];
});

test.describe("a press made at load reaches the island", () => {
  for (const [id, url] of placed) {
    test(`${id} form on ${url}: an empty submit pressed at load shows the §5 messages`, async ({ page }) => {
      const spec = forms[id]!.spec;
      const posted: string[] = [];
      page.on("request", (r) => { if (r.method() === "POST") posted.push(r.url()); });
      await page.goto(url, { waitUntil: "load" });
      const form = page.locator(`form[data-form="${id}"]`).first();
      await form.getByRole("button", { name: spec.submit.label }).click();
      // Table forms show a message under each required field; browser forms the one invalid message.
      const first = spec.validation === "table"
        ? spec.rules.find((r) => r.rule === "required" || r.rule === "chosen")!.message
        : spec.invalidMessage!;
      await expect(form.getByText(first, { exact: true }).first()).toBeVisible();
      await expect(form).toHaveJSProperty("noValidate", true);
      expect(posted).toEqual([]);
      expect(page.url()).toContain(url);
    });
  }
});
