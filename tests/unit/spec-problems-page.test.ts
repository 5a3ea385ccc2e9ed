/**
 * The dev server's page of spec problems (scripts/dev/spec-problems-page.ts): every problem
 * as the generator prints it (generator/diagnostics/ `formatDiagnosticsHtml`), escaped, with no
 * inline script and no style attribute. The dev server's answer itself (status 500, then 200 once
 * fixed) is tested in tests/e2e/dev/drafts.spec.ts.
 */
import { describe, expect, it } from "vitest";
import { type Diagnostic, formatDiagnostics, formatDiagnosticsHtml } from "../../generator/diagnostics/index.ts";
import { problemsPage } from "../../scripts/dev/spec-problems-page.ts";

const SOURCE = 'services:\n  - slug: media-buying\n    title: Media <Buying> & "more"\n    titel: typo\n';

/** Two problems, given out of order, one with characters HTML must escape, one about a whole file. */
const PROBLEMS: readonly Diagnostic[] = [
  { file: "spec/site.yaml", line: 0, col: 0, path: "(root)", message: "the file is missing" },
  {
    file: "spec/services/media.yaml",
    line: 3,
    col: 12,
    path: 'services[0] "media-buying".title',
    message: 'is not valid: "<Buying>" & more',
    hint: "write it <without> angle brackets",
    source: SOURCE,
  },
];

describe("the page of spec problems", () => {
  it("lists every problem as the terminal does: where, path and message, hint, YAML frame, each escaped", () => {
    expect(formatDiagnosticsHtml(PROBLEMS)).toMatchInlineSnapshot(`
      "<ol class="problems">
      <li>
      <p class="message"><code class="where">spec/services/media.yaml:3:12</code> <code class="path">services[0] &quot;media-buying&quot;.title</code> is not valid: &quot;&lt;Buying&gt;&quot; &amp; more</p>
      <p class="hint">hint: write it &lt;without&gt; angle brackets</p>
      <pre class="frame">  2 |   - slug: media-buying
      &gt; 3 |     title: Media &lt;Buying&gt; &amp; &quot;more&quot;
          |            ^
        4 |     titel: typo</pre>
      </li>
      <li>
      <p class="message"><code class="where">spec/site.yaml</code> the file is missing</p>
      </li>
      </ol>"
    `);
    // Every line the terminal prints for them is there, word for word.
    const text = formatDiagnosticsHtml(PROBLEMS)
      .replace(/<[^>]+>/g, "")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
    for (const line of formatDiagnostics(PROBLEMS).split("\n").filter(Boolean)) expect(text).toContain(line.trim());
  });

  it("is a whole document: a count, the URL asked for (escaped), the scripts by URL only, no style attribute", () => {
    const html = problemsPage(PROBLEMS, '/kenya?q=<script>"', { modules: ["/@vite/client", "/runtime/app/dev/refresh.ts"] });
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain("<title>2 problems in spec/ · npm run dev</title>");
    expect(html).toContain("<h1>2 problems in spec/</h1>");
    expect(html).toContain("<code>/kenya?q=&lt;script&gt;&quot;</code>");
    expect(html).toContain(formatDiagnosticsHtml(PROBLEMS));
    expect([...html.matchAll(/<script[^>]*>/g)].map((m) => m[0])).toEqual([
      '<script type="module" src="/@vite/client">',
      '<script type="module" src="/runtime/app/dev/refresh.ts">',
    ]);
    expect(html).not.toMatch(/\sstyle=/);
    expect(problemsPage(PROBLEMS.slice(1), "/", { modules: [] })).toContain("<h1>1 problem in spec/</h1>");
  });
});
