/**
 * "Open in editor": the panel hears whether the code editor could be opened (editor/server/open-in-editor.ts),
 * which Vite's own endpoint never tells it.
 */
import { describe, expect, it } from "vitest";
import { type Launcher, openInEditor } from "../../../editor/server/open-in-editor.ts";
import { editorCaller } from "../support/editor-api.ts";
import { tmpRoots } from "../support/tmp-root.ts";

const tmpRoot = tmpRoots();

describe("openInEditor", () => {
  const cases: [string, { launch: Launcher; want: unknown }][] = [
    [
      "no editor found",
      {
        launch: (f: string, cb: (f: string, m: string | null) => void) => cb(f, null),
        want: { opened: false, reason: "no code editor found (set LAUNCH_EDITOR)" },
      },
    ],
    [
      "the editor's command does not exist",
      {
        launch: (f: string, cb: (f: string, m: string | null) => void) => void setTimeout(() => cb(f, "spawn nope ENOENT"), 5),
        want: { opened: false, reason: "spawn nope ENOENT" },
      },
    ],
    ["launched, no failure reported in time", { launch: () => undefined, want: { opened: true } }],
    [
      "the launcher throws",
      {
        launch: () => {
          throw new Error("boom");
        },
        want: { opened: false, reason: "boom" },
      },
    ],
  ];
  it.each(cases)("%s", async (_name, { launch, want }) => {
    expect(await openInEditor("/x/spec/site.yaml", 3, 1, 50, launch)).toEqual(want);
  });
  it("passes file:line:col to the launcher", async () => {
    let given = "";
    await openInEditor("/x/spec/site.yaml", 12, 5, 10, (f: string) => {
      given = f;
    });
    expect(given).toBe("/x/spec/site.yaml:12:5");
  });
});

describe("POST /open", () => {
  it("says the editor could not be opened when its command does not exist, and refuses files outside spec/", async () => {
    const before = process.env.LAUNCH_EDITOR;
    process.env.LAUNCH_EDITOR = "blu-no-such-editor-command";
    try {
      const call = editorCaller(tmpRoot({}));
      expect(await call("POST", "/open", { file: "spec/site.yaml", line: 1, col: 1 })).toEqual({ status: 200, body: { opened: false } });
      const outside = await call("POST", "/open", { file: "package.json", line: 1, col: 1 });
      expect(outside.status).toBeGreaterThanOrEqual(400);
      const badLine = await call("POST", "/open", { file: "spec/site.yaml", line: 0, col: 1 });
      expect(badLine.status).toBe(400);
    } finally {
      if (before === undefined) delete process.env.LAUNCH_EDITOR;
      else process.env.LAUNCH_EDITOR = before;
    }
  });
});
