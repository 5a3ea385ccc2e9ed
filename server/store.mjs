/**
 * The submissions file: append-only JSON Lines, one submission per line.
 *
 * Writing: submissions queue up; a writer takes what is queued, writes each record as one full
 * line with one `write` (O_APPEND), then fdatasyncs the file once for the whole batch (group
 * commit: what arrives meanwhile waits for the next batch), and only then resolves each
 * `append`, so a submission is acknowledged once it is on disk. A file that does not end with a newline (a crash mid-write, a hand edit) gets one
 * before the next record, so a damaged line never swallows a good one.
 *
 * Reading: newest first, a page at a time, reading the file backwards in chunks from a byte
 * offset (`before`, the start of the oldest line of the previous page) and handing each line on
 * as soon as it is read, so memory stays one chunk and one record whatever the file or the page.
 * A line that is not a JSON object is skipped and reported with its byte offset; one longer than
 * RECORD_CAP is shown cut. Totals are counted by a forward scan that resumes where the last one
 * stopped, so only what was appended since is read again.
 */
import { closeSync, constants, fdatasync, fstatSync, openSync, readSync, writeSync } from "node:fs";
import { open } from "node:fs/promises";
import { dirname } from "node:path";

/** Longest line read as a record, in bytes; a longer one is shown cut (its offset, length and start). */
export const RECORD_CAP = 64 * 1024;
/** Most records of a page: RECORD_CAP × MAX_LIMIT (32 MB) bounds what one page can send. */
export const MAX_LIMIT = 500;
/** Bytes read per step, backwards for pages and forwards for totals. */
const CHUNK = 64 * 1024;
/** Most records written in one batch (one fdatasync). */
const MAX_BATCH = 512;
const NL = 0x0a;

/** A line of the file as a record: the parsed object, or the reason it is damaged. */
function classify(buf) {
  let value;
  try {
    value = JSON.parse(buf.toString("utf8"));
  } catch {
    return { damaged: "not valid JSON" };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { damaged: "not a JSON object" };
  return { record: value };
}

/** The start of a damaged line, for display: at most 120 characters. */
const preview = (buf) => buf.subarray(0, 480).toString("utf8").slice(0, 120);

/** Opens the file for reading; null when it does not exist yet. */
async function openForRead(file) {
  try {
    return await open(file, constants.O_RDONLY);
  } catch (e) {
    if (e.code === "ENOENT") return null;
    throw e;
  }
}

/**
 * The store of one file.
 * @param {string} file path of the .jsonl file (its folder must exist)
 */
export function createStore(file) {
  /** @type {{ line: Buffer, resolve: () => void, reject: (e: Error) => void }[]} */
  const queue = [];
  let writer = null;
  let dirSynced = false;

  /** Appends one record; resolves once it is written and synced to disk. */
  function append(record) {
    const line = Buffer.from(`${JSON.stringify(record)}\n`, "utf8");
    return new Promise((resolve, reject) => {
      queue.push({ line, resolve, reject });
      writer ??= drain().finally(() => {
        writer = null;
      });
    });
  }

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      try {
        await writeBatch(batch);
        for (const item of batch) item.resolve();
      } catch (e) {
        for (const item of batch) item.reject(e);
      }
    }
  }

  async function writeBatch(batch) {
    // The writes are synchronous: a few microseconds each into the page cache, and no trip
    // through the event loop per line, which under a burst would cost more than the disk.
    // Only the fdatasync, the slow part, runs off the event loop.
    const fd = openSync(file, "a+", 0o600);
    try {
      const { size } = fstatSync(fd);
      let first = true;
      for (const { line } of batch) {
        let buf = line;
        if (first && size > 0) {
          const last = Buffer.alloc(1);
          readSync(fd, last, 0, 1, size - 1);
          if (last[0] !== NL) buf = Buffer.concat([Buffer.from("\n"), line]);
        }
        first = false;
        // One write of the full line (O_APPEND); a short write is completed by the next one.
        for (let off = 0; off < buf.length; ) off += writeSync(fd, buf, off, buf.length - off);
      }
      await new Promise((resolve, reject) => fdatasync(fd, (e) => (e ? reject(e) : resolve())));
      if (!dirSynced && size === 0) {
        // A new file: make its directory entry durable too.
        const dir = await open(dirname(file), constants.O_RDONLY).catch(() => null);
        await dir?.sync().catch(() => {});
        await dir?.close();
      }
      dirSynced = true;
    } finally {
      closeSync(fd);
    }
  }

  /** Resolves when everything queued so far is written. */
  async function flush() {
    while (writer) await writer.catch(() => {});
  }

    /**
   * One page of lines, newest first, as they are read (nothing gathered: memory stays one chunk
   * plus one record whatever the page or the file). Yields `{ record, offset }` (a parsed line of
   * at most RECORD_CAP bytes), `{ cut: { offset, length, preview } }` (a longer line, counted as
   * a record, shown by its start), `{ damaged: { offset, length, reason, preview } }`, and last
   * `{ next }`: the `before` of the older page, or null when this one reaches the start.
   * @param {{ before?: number, limit: number }} opts `before`: a byte offset at the start of a
   *   line (a previous page's `next`); by default the end of the file.
   * @throws RangeError when `before` is past the end or not at the start of a line (before anything is yielded).
   */
  async function* page({ before, limit }) {
    const fh = await openForRead(file);
    if (!fh) return void (yield { next: null });
    try {
      const { size } = await fh.stat();
      const end = before ?? size;
      if (end > size) throw new RangeError("before is past the end of the file");
      if (before > 0) {
        const b = Buffer.alloc(1);
        await fh.read(b, 0, 1, before - 1);
        if (b[0] !== NL) throw new RangeError("before is not the start of a line");
      }
      const buf = Buffer.allocUnsafe(CHUNK);
      let pieces = [];
      let length = 0;
      let lineEnd = end;
      let pos = end;
      let count = 0;
      /** The line [start, lineEnd) gathered in `pieces` (front first; `head` its first bytes), as what page yields. */
      const finish = (start, head) => {
        const len = lineEnd - start;
        const line = pieces.length === 1 ? pieces[0] : Buffer.concat(pieces);
        [pieces, length, lineEnd] = [[], 0, start - 1];
        if (len === 0) return null;
        if (len > RECORD_CAP) return (count++, { cut: { offset: start, length: len, preview: preview(head) } });
        if (start + len === size && before === undefined) return { damaged: { offset: start, length: len, reason: "incomplete last line (a write in progress, or a crash)", preview: preview(line) } };
        const c = classify(line);
        return c.record ? (count++, { record: c.record, offset: start }) : { damaged: { offset: start, length: len, reason: c.damaged, preview: preview(line) } };
      };
      while (pos > 0 && count < limit) {
        const start = Math.max(0, pos - CHUNK);
        const { bytesRead } = await fh.read(buf, 0, pos - start, start);
        const chunk = buf.subarray(0, bytesRead);
        let i = chunk.length;
        while (i > 0 && count < limit) {
          const nl = chunk.lastIndexOf(NL, i - 1);
          const piece = chunk.subarray(nl + 1, i);
          length += piece.length;
          pieces = length <= RECORD_CAP ? [Buffer.from(piece), ...pieces] : [];
          if (nl < 0 && start > 0) {
            i = 0;
            break;
          }
          const item = finish(start + nl + 1, piece);
          if (item) yield item;
          i = Math.max(nl, 0);
        }
        pos = start + i;
      }
      yield { next: lineEnd + 1 > 0 && count >= limit ? lineEnd + 1 : null };
    } finally {
      await fh.close();
    }
  }

  let index = { ino: -1, scanned: 0, records: 0, damaged: 0 };
  let scanning = null;

  /**
   * How many records and damaged lines the file holds (complete lines only), counted by a
   * forward scan that resumes where the previous one ended; restarts when the file was
   * replaced or shrank.
   * @returns {Promise<{ records: number, damaged: number, size: number }>}
   */
  function totals() {
    scanning ??= scan().finally(() => {
      scanning = null;
    });
    return scanning;
  }

  async function scan() {
    const fh = await openForRead(file);
    if (!fh) {
      index = { ino: -1, scanned: 0, records: 0, damaged: 0 };
      return { records: 0, damaged: 0, size: 0 };
    }
    try {
      const st = await fh.stat();
      if (st.ino !== index.ino || st.size < index.scanned) index = { ino: st.ino, scanned: 0, records: 0, damaged: 0 };
      const buf = Buffer.allocUnsafe(CHUNK);
      let pieces = [];
      let length = 0;
      let pos = index.scanned;
      while (pos < st.size) {
        const { bytesRead } = await fh.read(buf, 0, Math.min(CHUNK, st.size - pos), pos);
        if (bytesRead === 0) break;
        const chunk = buf.subarray(0, bytesRead);
        let i = 0;
        for (;;) {
          const nl = chunk.indexOf(NL, i);
          const piece = chunk.subarray(i, nl < 0 ? chunk.length : nl);
          length += piece.length;
          if (length <= RECORD_CAP) pieces.push(Buffer.from(piece));
          else pieces = [];
          if (nl < 0) break;
          if (length > 0) {
            if (length <= RECORD_CAP && !classify(pieces.length === 1 ? pieces[0] : Buffer.concat(pieces)).record) index.damaged++;
            else index.records++;
          }
          pieces = [];
          length = 0;
          index.scanned = pos + nl + 1;
          i = nl + 1;
        }
        pos += bytesRead;
      }
      return { records: index.records, damaged: index.damaged, size: st.size };
    } finally {
      await fh.close();
    }
  }

  return { append, flush, page, totals, pending: () => queue.length };
}
