// @ts-check
/**
 * The submissions file: append-only JSON Lines. Writing: queued submissions are written as whole
 * lines (O_APPEND), fdatasynced once per batch, and each `append` resolves once its line is on
 * disk; a file not ending with a newline (a crash, a hand edit) gets one first. A write that fails
 * (a full disk: ENOSPC, a file size limit: EFBIG, an I/O error) is cut back to the end of the last
 * whole line, so no fragment stays: the lines written whole before it are synced and resolve, the
 * others reject with a WriteFailed (docs/server.md, "A full or failing disk"). A submission whose
 * key was appended in the last DEDUP_MS is stored once: its retry gets the first one's outcome.
 * Reading: the totals scan indexes where each complete line ends (a number a line), so a page is
 * one positioned read a line, newest first: memory per request is one record. A line that is not
 * a JSON object is reported damaged; one over RECORD_CAP is shown cut.
 */
import * as nodeFs from "node:fs";
import { open } from "node:fs/promises";
import { dirname } from "node:path";

const { constants } = nodeFs;

/** Longest line read as a record, in bytes; a longer one is shown cut (its offset, length and start). */
export const RECORD_CAP = 64 * 1024;
/** Most records of a page: RECORD_CAP × MAX_LIMIT (32 MB) bounds what one page sends. */
export const MAX_LIMIT = 500;
/** How long a submission's key is remembered, ms: a retry within it is stored once. */
export const DEDUP_MS = 10 * 60_000;
/** Most keys remembered (the oldest are forgotten first), so a flood cannot grow the memory. */
export const DEDUP_KEYS = 10_000;
const CHUNK = 64 * 1024;
const NL = 0x0a;

/** The start of a line, for display: at most 120 characters. */
/** @param {Buffer} buf */
const preview = (buf) => buf.subarray(0, 480).toString("utf8").slice(0, 120);

/** A line of `length` bytes at `offset` from its bytes (the first 480 when it is over RECORD_CAP): `{ record, offset }`, `{ cut }` or `{ damaged }`, each cut or damaged one with its offset, length and start. */
/** @typedef {{ offset: number, length: number, preview: string }} CutLine A line over RECORD_CAP: where, how long, its start. */
/** @typedef {{ offset: number, length: number, reason: string, preview: string }} DamagedLine A line that is no record: where, how long, why, its start. */
/**
 * One item of a page: a record, a cut or damaged line, or last the older page's offset (`next`).
 * @typedef {{ record?: Record<string, unknown>, offset?: number, cut?: CutLine, damaged?: DamagedLine, next?: number | null }} PageItem
 */

/** @param {Buffer} bytes @param {number} offset @param {number} length @returns {PageItem} */
function lineItem(bytes, offset, length) {
  if (length > RECORD_CAP) return { cut: { offset, length, preview: preview(bytes) } };
  let value;
  try {
    value = JSON.parse(bytes.toString("utf8"));
  } catch {
    return { damaged: { offset, length, reason: "not valid JSON", preview: preview(bytes) } };
  }
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? { record: value, offset }
    : { damaged: { offset, length, reason: "not a JSON object", preview: preview(bytes) } };
}

/**
 * The line [offset, end) of an open file, read, as `lineItem` gives it.
 * @param {import("node:fs/promises").FileHandle} fh @param {number} offset @param {number} end
 */
async function readLine(fh, offset, end) {
  const { buffer } = await fh.read(Buffer.alloc(end - offset > RECORD_CAP ? 480 : end - offset), 0, undefined, offset);
  return lineItem(buffer, offset, end - offset);
}

/** Makes the directory entries of `dir` durable (fsync of the folder). */
/** @param {string} dir */
async function syncDirectory(dir) {
  const fh = await open(dir, constants.O_RDONLY).catch(() => null);
  await fh?.sync().catch(() => {});
  await fh?.close();
}

/** A submission that is not on disk: the write or its sync failed (`code`: ENOSPC, EFBIG, EIO…, from `cause`), and nothing of it stays in the file. */
export class WriteFailed extends Error {
  /** @param {any} cause the failed write's or sync's error */
  constructor(cause) {
    super(`the submission could not be written (${cause?.code ?? cause?.message ?? cause})`, { cause });
    this.code = cause?.code;
  }
}

/**
 * The store of `file`, the path of the .jsonl file (its folder must exist): `{ append, flush, page, totals }`.
 * @param {string} file
 * @param {{ syncDir?: (dir: string) => Promise<void>, fs?: Pick<typeof nodeFs, "openSync" | "fstatSync" | "readSync" | "writeSync" | "ftruncateSync" | "fdatasync" | "closeSync">, now?: () => number }} [options]
 *   `syncDir`: how the folder is synced (tests count the calls); `fs`: the file calls of writing (tests make one fail as a full disk does); `now`: the clock of the keys, ms
 */
export function createStore(file, { syncDir = syncDirectory, fs = nodeFs, now = Date.now } = {}) {
  /** @type {{ line: Buffer, resolve: () => void, reject: (e: Error) => void }[]} */
  const queue = [];
  /** @type {Promise<void> | null} */
  let writer = null;
  /** @type {Map<string, { at: number, done: Promise<void> }>} keys appended in the last DEDUP_MS, oldest first */
  const recent = new Map();

  /**
   * Appends one record; resolves once it is written and synced to disk. With a `key` (the same for
   * a retry of the same submission), a record whose key was appended in the last DEDUP_MS and did
   * not fail is not written again: the call shares the first one's outcome.
   * @param {object} record @param {{ key?: string }} [options]
   * @returns {Promise<void>} @throws WriteFailed
   */
  function append(record, { key } = {}) {
    const seen = key === undefined ? undefined : recent.get(key);
    if (seen && now() - seen.at < DEDUP_MS) return seen.done;
    /** @type {Promise<void>} */
    const done = new Promise((resolve, reject) => {
      queue.push({ line: Buffer.from(`${JSON.stringify(record)}\n`), resolve, reject });
      kick();
    });
    if (key !== undefined) {
      recent.delete(key);
      recent.set(key, { at: now(), done });
      for (const [k, v] of recent)
        if (recent.size > DEDUP_KEYS || now() - v.at >= DEDUP_MS) recent.delete(k);
        else break;
      done.catch(() => recent.get(key)?.done === done && recent.delete(key)); // a failed one is stored by its retry
    }
    return done;
  }

  /** Starts writing what is queued unless a writer runs; one that ends with lines queued after its last look (by a caller it just resolved) is followed by another. */
  function kick() {
    writer ??= drain().finally(() => {
      writer = null;
      if (queue.length > 0) kick();
    });
  }

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.splice(0, 512);
      const { whole, failure } = await writeBatch(batch).catch((e) => ({ whole: 0, failure: e }));
      batch.forEach((b, i) => {
        if (i < whole) b.resolve();
        else b.reject(new WriteFailed(failure));
      });
    }
  }

  /** Writes `line` whole at the end of `fd`. @throws the write's error, or ENOSPC when the system takes no byte */
  /** @param {number} fd @param {Buffer} line */
  function writeWhole(fd, line) {
    for (let off = 0; off < line.length; ) {
      const n = fs.writeSync(fd, line, off, line.length - off);
      if (n <= 0) throw Object.assign(new Error("no byte written"), { code: "ENOSPC" });
      off += n;
    }
  }

  /**
   * Writes a batch and syncs it: `{ whole, failure }`, how many of its lines (from the first)
   * are whole on disk and why the others are not (null when all are). The writes are synchronous (microseconds each into the page cache); only the
   * fdatasync, the slow part, runs off the event loop. A failed write is cut back to the end of
   * the last whole line; a failed sync cuts back the whole batch (what reached the disk is not
   * known) and throws.
   */
  /**
   * @param {{ line: Buffer, resolve: () => void, reject: (e: Error) => void }[]} batch
   * @returns {Promise<{ whole: number, failure: unknown }>}
   */
  async function writeBatch(batch) {
    const fd = fs.openSync(file, "a+", 0o600);
    try {
      const { size } = fs.fstatSync(fd);
      const last = Buffer.alloc(1);
      if (size > 0) fs.readSync(fd, last, 0, 1, size - 1);
      if (size > 0 && last[0] !== NL) batch[0].line = Buffer.concat([Buffer.from("\n"), batch[0].line]);
      let [whole, end] = [0, size];
      /** @type {unknown} */
      let failure = null;
      try {
        for (const { line } of batch) {
          writeWhole(fd, line);
          [whole, end] = [whole + 1, end + line.length];
        }
      } catch (e) {
        failure = e;
        // No fragment: the file ends with the last whole line. (Should even that fail, the next
        // batch starts on a new line and the reader reports the fragment as a damaged line.)
        try {
          fs.ftruncateSync(fd, end);
        } catch {}
      }
      try {
        await /** @type {Promise<void>} */ (new Promise((resolve, reject) => fs.fdatasync(fd, (e) => (e ? reject(e) : resolve()))));
      } catch (e) {
        try {
          fs.ftruncateSync(fd, size);
        } catch {}
        return { whole: 0, failure: e };
      }
      // A file that was empty (just created, also after whoever runs it deleted the last one, as
      // docs/server.md advises): its directory entry is made durable too, or a crash could lose it.
      if (size === 0 && whole > 0) await syncDir(dirname(file));
      return { whole, failure };
    } finally {
      fs.closeSync(fd);
    }
  }

  /** Resolves when everything queued so far is written. */
  async function flush() {
    while (writer) await writer.catch(() => {});
  }

  /** The file open for reading, or null when it does not exist yet. */
  const openForRead = () => open(file, constants.O_RDONLY).catch((e) => (e.code === "ENOENT" ? null : Promise.reject(e)));

  // ends[0 … lines): the offset of the newline of each complete line (a typed array, doubled when full); scanned: where the next line starts.
  /** @param {number} ino */
  const empty = (ino) => ({ ino, ends: new Float64Array(1024), lines: 0, scanned: 0, records: 0, damaged: 0 });
  let index = empty(-1);
  /** @type {Promise<{ records: number, damaged: number, size: number }>} */
  let scanning = Promise.resolve({ records: 0, damaged: 0, size: 0 });

  /** `{ records, damaged, size }` of the file (complete lines), scanning what was appended since the last count (all of it when the file was replaced or shrank). */
  function totals() {
    // One scan at a time, each after the one before: a caller sees every line appended before its call.
    scanning = scanning
      .catch(() => {})
      .then(async () => {
        const fh = await openForRead();
        try {
          const st = fh ? await fh.stat() : { ino: -1, size: 0 };
          if (!fh || st.ino !== index.ino || st.size < index.scanned) index = empty(st.ino);
          const buf = Buffer.allocUnsafe(CHUNK);
          for (let pos = index.scanned, n = 1; fh && pos < st.size && n > 0; pos += n) {
            n = (await fh.read(buf, 0, Math.min(CHUNK, st.size - pos), pos)).bytesRead;
            const chunk = buf.subarray(0, n);
            for (let i = chunk.indexOf(NL); i >= 0; i = chunk.indexOf(NL, i + 1)) {
              // A line within the chunk is taken from it; one that began in an earlier chunk is read again.
              const [start, end] = [index.scanned, pos + i];
              if (end > start)
                index[
                  (start >= pos ? lineItem(chunk.subarray(start - pos, i), start, end - start) : await readLine(fh, start, end)).damaged ? "damaged" : "records"
                ]++;
              if (index.lines === index.ends.length) {
                const grown = new Float64Array(2 * index.lines);
                grown.set(index.ends);
                index.ends = grown;
              }
              index.ends[index.lines++] = pos + i;
              index.scanned = pos + i + 1;
            }
          }
          return { records: index.records, damaged: index.damaged, size: st.size };
        } finally {
          await fh?.close();
        }
      });
    return scanning;
  }

  /**
   * The totals and one page of `limit` records older than byte offset `before` (a line start; the
   * end by default), newest first as `items` reads them: what `readLine` gives, a last line without
   * newline (a write in progress, a crash) included, then `{ next }` (the older page's `before`, or
   * null). @throws RangeError for a bad `before`
   */
  /** @param {{ before?: number, limit: number }} query */
  async function page({ before, limit }) {
    const now = await totals();
    const [{ ends, lines, scanned }, size] = [index, now.size];
    if (before !== undefined && before > size) throw new RangeError("before is past the end of the file");
    let k = before === undefined || before === scanned ? lines : before === 0 ? 0 : ends.subarray(0, lines).indexOf(before - 1) + 1;
    if (k === 0 && (before ?? 0) > 0) throw new RangeError("before is not the start of a line");
    return { totals: now, items: items() };
    async function* items() {
      const fh = await openForRead();
      if (!fh) {
        yield { next: null };
        return;
      }
      try {
        let [count, oldest] = [0, before ?? scanned];
        if (before === undefined && size > scanned) {
          const tail = await readLine(fh, scanned, size);
          if (tail.damaged) tail.damaged.reason = "incomplete last line (a write in progress, or a crash)";
          else [count, oldest] = [1, scanned];
          yield tail;
        }
        for (; k > 0 && count < limit; k--) {
          const start = k > 1 ? ends[k - 2] + 1 : 0;
          if (start === ends[k - 1]) continue;
          const item = await readLine(fh, start, ends[k - 1]);
          if (!item.damaged) [count, oldest] = [count + 1, start];
          yield item;
        }
        yield { next: count >= limit && oldest > 0 ? oldest : null };
      } finally {
        await fh.close();
      }
    }
  }

  return { append, flush, page, totals };
}
