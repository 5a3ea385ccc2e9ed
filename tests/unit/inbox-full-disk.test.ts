import { readFileSync, rmSync } from "node:fs";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, formRequests, type InboxServer, send, startInbox, storedLines, tempSite } from "../support/inbox-harness.ts";

/**
 * The form inbox with 4 KB of room for its file (a file size limit: past it a write is cut short
 * and the next one fails, as on a full disk), 30 posts at once from every form and protocol:
 * every acknowledged one (200 or 303) is whole in the file once, every other is answered 503 with
 * `Retry-After` (a plain HTML form post with the page that keeps what was typed), no fragment
 * stays, a retry of a stored submission is not stored again, and the page's "Send again" posts
 * what the visitor typed to a server with room, which stores it (docs/server.md, "A full or
 * failing disk").
 */

const site = tempSite("blu-inbox-full-");
let server: InboxServer;
beforeAll(async () => {
  server = await startInbox(site.dist, site.file, {}, { fileSizeLimitKiB: 4 });
});
afterAll(async () => {
  await server?.stop();
  rmSync(site.root, { recursive: true, force: true });
});

/** The 30 posts: the forms' requests in turn, each with its own marker (`full<i>x`). */
const posts = () =>
  Array.from({ length: 30 }, (_, i) => {
    const all = formRequests(`full${i}x`, server.base);
    return { marker: `full${i}x`, ...all[i % all.length]! };
  });
const storedMarkers = () => storedLines(site.file).map((r) => /full\d+x/.exec(JSON.stringify(r))?.[0]);
/** The 503 pages plain HTML form posts got, with the request each answered. */
const keptPages: { marker: string; answer: Answer }[] = [];

describe("the inbox on a full disk", () => {
  it("acknowledges only what is whole on disk, answers the rest 503, and leaves no fragment", async () => {
    const sent = posts();
    const answers = await Promise.all(sent.map((r) => send(server.base, r.method, r.path, r.headers, r.body)));
    const acked = sent.filter((r, i) => answers[i]!.status === r.status).map((r) => r.marker);
    const refused = answers.filter((a) => a.status === 503);
    expect(acked.length + refused.length).toBe(30);
    expect(acked.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) expect(a.headers["retry-after"]).toBe("60");
    // A plain HTML form post is answered with the page that keeps what was typed; a script with a line of text.
    sent.forEach((r, i) => {
      const a = answers[i]!;
      if (a.status !== 503) return;
      if (r.status === 303) {
        keptPages.push({ marker: r.marker, answer: a });
        expect(a.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(a.text).toContain("<h1>Your message was not sent yet</h1>");
        expect(a.text).toContain(`${r.marker}@example.com`);
        expect(a.text).toMatch(/<form method="post" action="[^"]+">.*<button type="submit">Send again<\/button>/);
      } else expect(a.text).toContain("could not be stored just now");
    });
    expect(readFileSync(site.file, "utf8").endsWith("\n")).toBe(true);
    expect(storedMarkers().sort()).toEqual(acked.sort());
    expect(server.output()).toContain('"msg":"submission not stored: answered 503"');
    expect(server.output()).not.toContain("Internal server error");
  });

  it("stores a retry of an acknowledged submission once", async () => {
    const before = storedMarkers();
    const first = posts().find((r) => before.includes(r.marker))!;
    const again = await send(server.base, first.method, first.path, first.headers, first.body);
    expect(again.status).toBe(first.status);
    expect(storedMarkers()).toEqual(before);
  });

  it("sends what the visitor typed again from the page, with one button, to a server with room", async () => {
    const roomy = await startInbox(site.dist, `${site.root}/roomy.jsonl`);
    try {
      const forms = new Set<string>();
      const { window } = new JSDOM("");
      for (const { marker, answer } of keptPages) {
        const form = new window.DOMParser().parseFromString(answer.text, "text/html").querySelector("form")!;
        const body = new URLSearchParams([...new window.FormData(form)].map(([k, v]) => [k, String(v)])).toString();
        const headers = {
          origin: roomy.base,
          "sec-fetch-site": "same-origin",
          "sec-fetch-mode": "navigate",
          accept: "text/html",
          "content-type": "application/x-www-form-urlencoded",
        };
        const again = await send(roomy.base, "POST", form.getAttribute("action")!, headers, body);
        expect([marker, again.status, again.headers.location]).toEqual([marker, 303, "/thank-you"]);
        forms.add(String(storedLines(roomy.file).at(-1)!.form));
        expect(JSON.stringify(storedLines(roomy.file).at(-1))).toContain(`${marker}@example.com`);
      }
      expect(forms.size).toBeGreaterThan(1); // the EmailJS form post and the list posts alike
    } finally {
      await roomy.stop();
    }
  }, 15_000); // a DOM parse per kept page: over 5 s on a loaded 2-core machine
});
