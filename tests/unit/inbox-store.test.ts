import * as fs from "node:fs";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createStore, DEDUP_MS, WriteFailed } from "../../server/store.mjs";

/**
 * The submissions file on a full or failing disk (docs/server.md, "A full or failing disk"): the
 * store's file calls are the real ones, except that the disk takes only `room` bytes (a write past
 * it is cut short, the next one fails with ENOSPC, as a full filesystem answers) or the sync fails
 * (EIO). Whatever resolved is whole in the file, whatever rejected left nothing, and no fragment
 * stays. The same submission sent again (its key) is stored once.
 */

const root = mkdtempSync(join(tmpdir(), "blu-inbox-store-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;

/** The node:fs calls of writing, with a disk that takes `room` more bytes and a sync that fails when `syncFails`. */
function disk(room: number, syncFails = false) {
  const state = { room, syncFails };
  const io = {
    ...fs,
    writeSync: ((fd: number, buf: Buffer, off: number, len: number) => {
      if (state.room <= 0) throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
      const taken = Math.min(len, state.room);
      state.room -= taken;
      return fs.writeSync(fd, buf, off, taken);
    }) as typeof fs.writeSync,
    fdatasync: ((fd: number, cb: (e: NodeJS.ErrnoException | null) => void) => {
      if (state.syncFails) return cb(Object.assign(new Error("EIO: i/o error, fdatasync"), { code: "EIO" }));
      fs.fdatasync(fd, cb);
    }) as typeof fs.fdatasync,
  };
  return { io, state };
}

const record = (i: number) => ({ form: "contact", fields: { name: `Person ${i}`, message: "x".repeat(40) } });
const lineOf = (i: number) => `${JSON.stringify(record(i))}\n`;

/** Appends records 0…count-1 at once; returns which resolved and which rejected (with the error's code). */
async function appendAll(store: ReturnType<typeof createStore>, count: number, keys = false) {
  const outcomes = await Promise.allSettled(Array.from({ length: count }, (_, i) => store.append(record(i), keys ? { key: `k${i}` } : {})));
  return outcomes.map((o) => (o.status === "fulfilled" ? "stored" : o.reason instanceof WriteFailed ? `refused ${o.reason.code}` : `error ${o.reason}`));
}

describe("a full or failing disk", () => {
  const line = lineOf(0).length;
  it.each([
    { name: "a disk with no room: nothing stored, nothing left", before: "", room: 0, syncFails: false, stored: 0, refused: "refused ENOSPC" },
    {
      name: "room for one and a half: the first stored, the fragment cut",
      before: "",
      room: Math.floor(line * 1.5),
      syncFails: false,
      stored: 1,
      refused: "refused ENOSPC",
    },
    { name: "room for three, exactly: three stored", before: "", room: line * 3, syncFails: false, stored: 3, refused: "refused ENOSPC" },
    {
      name: "after a record already there: it stays, the fragment goes",
      before: lineOf(99),
      room: line + 5,
      syncFails: false,
      stored: 1,
      refused: "refused ENOSPC",
    },
    {
      name: "a file a crash left without its last newline: no fragment added",
      before: '{"cut',
      room: 20,
      syncFails: false,
      stored: 0,
      refused: "refused ENOSPC",
    },
    { name: "a failing sync: nothing of the batch stays", before: lineOf(99), room: 1 << 20, syncFails: true, stored: 0, refused: "refused EIO" },
  ])("$name", async ({ before, room, syncFails, stored, refused }) => {
    const file = join(root, `full-${n++}.jsonl`);
    if (before) writeFileSync(file, before);
    const store = createStore(file, { fs: disk(room, syncFails).io, syncDir: async () => {} });
    const outcomes = await appendAll(store, 5);
    expect(outcomes).toEqual([...Array(stored).fill("stored"), ...Array(5 - stored).fill(refused)]);
    // Every resolved record is whole in the file, after what was there; nothing else is.
    expect(readFileSync(file, "utf8")).toBe(
      before + Array.from({ length: stored }, (_, i) => (i === 0 && before && !before.endsWith("\n") ? "\n" : "") + lineOf(i)).join(""),
    );
  });

  it("takes the next submission once the disk has room again, on a line of its own", async () => {
    const file = join(root, `again-${n++}.jsonl`);
    const { io, state } = disk(lineOf(0).length + 7);
    const store = createStore(file, { fs: io, syncDir: async () => {} });
    expect(await appendAll(store, 2)).toEqual(["stored", "refused ENOSPC"]);
    state.room = 1 << 20;
    await store.append(record(1));
    expect(readFileSync(file, "utf8")).toBe(lineOf(0) + lineOf(1));
    expect(await store.totals()).toMatchObject({ records: 2, damaged: 0 });
  });
});

describe("appending", () => {
  it("stores submissions sent one after another, each awaited", async () => {
    const file = join(root, `sequential-${n++}.jsonl`);
    const store = createStore(file, { syncDir: async () => {} });
    for (let i = 0; i < 3; i++) await store.append(record(i));
    expect(readFileSync(file, "utf8")).toBe(lineOf(0) + lineOf(1) + lineOf(2));
  });
});

describe("a retry of the same submission", () => {
  it("is stored once, the retry sharing the first one's outcome", async () => {
    const file = join(root, `retry-${n++}.jsonl`);
    const store = createStore(file);
    await Promise.all([store.append(record(1), { key: "same" }), store.append(record(1), { key: "same" })]);
    await store.append(record(1), { key: "same" });
    await store.append(record(2), { key: "other" });
    expect(readFileSync(file, "utf8")).toBe(lineOf(1) + lineOf(2));
  });

  it("is stored when the first one failed", async () => {
    const file = join(root, `retry-failed-${n++}.jsonl`);
    const { io, state } = disk(0);
    const store = createStore(file, { fs: io, syncDir: async () => {} });
    await expect(store.append(record(1), { key: "same" })).rejects.toBeInstanceOf(WriteFailed);
    state.room = 1 << 20;
    await store.append(record(1), { key: "same" });
    await store.append(record(1), { key: "same" });
    expect(readFileSync(file, "utf8")).toBe(lineOf(1));
  });

  it("is stored again once the window has passed", async () => {
    const file = join(root, `retry-later-${n++}.jsonl`);
    let clock = 0;
    const store = createStore(file, { now: () => clock });
    await store.append(record(1), { key: "same" });
    clock += DEDUP_MS - 1;
    await store.append(record(1), { key: "same" });
    clock += 1;
    await store.append(record(1), { key: "same" });
    expect(readFileSync(file, "utf8")).toBe(lineOf(1) + lineOf(1));
  });
});
