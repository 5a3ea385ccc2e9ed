/**
 * The submissions file: append-only JSON Lines, one submission per line.
 *
 * Writing: submissions queue up; a writer takes what is queued, writes each record as one full
 * line (O_APPEND), then fdatasyncs once for the whole batch (group commit), and only then
 * resolves each `append`: a submission is acknowledged once it is on disk. A file that does not
 * end with a newline (a crash mid-write, a hand edit) gets one first, so a damaged line never
 * swallows a good one.
 *
 * Reading: backwards in chunks from a byte offset, each line handed on as soon as it is read, so
 * memory stays one chunk and one record whatever the file or the page. A line that is not a JSON
 * object is reported damaged with its offset; one over RECORD_CAP is shown cut. Totals come
 * from the same reader over what was appended since the last count.
 */
import { closeSync, constants, fdatasync, fstatSync, openSync, readSync, writeSync } from "node:fs";
import { open } from "node:fs/promises";
import { dirname } from "node:path";

/** Longest line read as a record, in bytes; a longer one is shown cut (its offset, length and start). */
export const RECORD_CAP = 64 * 1024;
/** Most records of a page: RECORD_CAP × MAX_LIMIT (32 MB) bounds what one page sends. */
export const MAX_LIMIT = 500;
const CHUNK = 64 * 1024;
const NL = 0x0a;

/** The start of a line, for display: at most 120 characters. */
const preview = (buf) => buf.subarray(0, 480).toString("utf8").slice(0, 120);

/**
 * The lines of [start, end) of an open file, newest first, until `limit` records: `{ record,
 * offset }` (a JSON object of at most RECORD_CAP bytes), `{ cut: { offset, length, preview } }`
 * (a longer line, counted as a record), `{ damaged: { offset, length, reason, preview } }`.
 * `start` must be the start of a line; `end` may cut a line (the caller decides what it is).
 */
async function* lines(fh, start, end, limit) {
  const buf = Buffer.allocUnsafe(CHUNK);
  let [pieces, length, lineEnd, pos, count] = [[], 0, end, end, 0];
  while (pos > start && count < limit) {
    const from = Math.max(start, pos - CHUNK);
    const chunk = buf.subarray(0, (await fh.read(buf, 0, pos - from, from)).bytesRead);
    let i = chunk.length;
    while (i > 0 && count < limit) {
      const nl = chunk.lastIndexOf(NL, i - 1);
      const piece = chunk.subarray(nl + 1, i);
      length += piece.length;
      pieces = length <= RECORD_CAP ? [Buffer.from(piece), ...pieces] : [];
      i = Math.max(nl, 0);
      if (nl < 0 && from > start) break;
      const [offset, len, line] = [from + nl + 1, lineEnd - from - nl - 1, Buffer.concat(pieces)];
      [pieces, length, lineEnd] = [[], 0, from + nl];
      if (len === 0) continue;
      if (len > RECORD_CAP) yield (count++, { cut: { offset, length: len, preview: preview(piece) } });
      else {
        let value;
        try {
          value = JSON.parse(line.toString("utf8"));
        } catch {
          yield { damaged: { offset, length: len, reason: "not valid JSON", preview: preview(line) } };
          continue;
        }
        if (typeof value === "object" && value !== null && !Array.isArray(value)) yield (count++, { record: value, offset });
        else yield { damaged: { offset, length: len, reason: "not a JSON object", preview: preview(line) } };
      }
    }
    pos = from + i;
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
    return new Promise((resolve, reject) => {
      queue.push({ line: Buffer.from(`${JSON.stringify(record)}\n`), resolve, reject });
      writer ??= drain().finally(() => (writer = null));
    });
  }

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.splice(0, 512);
      await writeBatch(batch).then(() => batch.forEach((b) => b.resolve()), (e) => batch.forEach((b) => b.reject(e)));
    }
  }

  // The writes are synchronous (microseconds each into the page cache, no trip through the event
  // loop per line); only the fdatasync, the slow part, runs off the event loop.
  async function writeBatch(batch) {
    const fd = openSync(file, "a+", 0o600);
    try {
      const { size } = fstatSync(fd);
      const last = Buffer.alloc(1);
      if (size > 0 && (readSync(fd, last, 0, 1, size - 1), last[0] !== NL)) batch[0].line = Buffer.concat([Buffer.from("\n"), batch[0].line]);
      for (const { line } of batch) for (let off = 0; off < line.length; ) off += writeSync(fd, line, off, line.length - off);
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

  /** The file open for reading, or null when it does not exist yet. */
  const openForRead = () => open(file, constants.O_RDONLY).catch((e) => (e.code === "ENOENT" ? null : Promise.reject(e)));

  /**
   * One page, newest first, as the lines are read: what `lines` yields, then `{ next }` (the
   * `before` of the older page, or null at the start). The last line of the file is reported
   * damaged when it has no newline yet (a write in progress, or a crash).
   * @param {{ before?: number, limit: number }} opts `before`: a byte offset at the start of a line (a previous page's `next`); the end of the file by default
   * @throws RangeError when `before` is past the end or not at the start of a line (before anything is yielded)
   */
  async function* page({ before, limit }) {
    const fh = await openForRead();
    try {
      const size = fh ? (await fh.stat()).size : 0;
      const b = Buffer.alloc(1);
      if ((before ?? 0) > size) throw new RangeError("before is past the end of the file");
      if (before > 0 && ((await fh.read(b, 0, 1, before - 1)), b[0] !== NL)) throw new RangeError("before is not the start of a line");
      let [count, oldest] = [0, before ?? size];
      for await (const item of fh ? lines(fh, 0, before ?? size, limit) : []) {
        const { offset, length } = item.record ? { offset: item.offset, length: 0 } : (item.cut ?? item.damaged);
        if (item.damaged && before === undefined && offset + length === size && size > 0 && ((await fh.read(b, 0, 1, size - 1)), b[0] !== NL)) item.damaged.reason = "incomplete last line (a write in progress, or a crash)";
        if (!item.damaged) [count, oldest] = [count + 1, offset];
        yield item;
      }
      yield { next: count >= limit && oldest > 0 ? oldest : null };
    } finally {
      await fh?.close();
    }
  }

  let index = { ino: -1, scanned: 0, records: 0, damaged: 0 };
  let scanning = null;

  /**
   * How many records and damaged lines the file holds (complete lines only), counting only what
   * was appended since the last count; from the start when the file was replaced or shrank.
   * @returns {Promise<{ records: number, damaged: number, size: number }>}
   */
  function totals() {
    scanning ??= (async () => {
      const fh = await openForRead();
      try {
        const st = await fh?.stat();
        if (!fh || st.ino !== index.ino || st.size < index.scanned) index = { ino: st?.ino ?? -1, scanned: 0, records: 0, damaged: 0 };
        if (!fh) return { records: 0, damaged: 0, size: 0 };
        const b = Buffer.alloc(CHUNK);
        let end = st.size;
        // Complete lines only: up to the last newline.
        for (let from = Math.max(index.scanned, end - CHUNK), nl = -1; end > index.scanned && nl < 0; end = nl >= 0 ? from + nl + 1 : from, from = Math.max(index.scanned, from - CHUNK)) {
          nl = b.subarray(0, (await fh.read(b, 0, end - from, from)).bytesRead).lastIndexOf(NL);
        }
        for await (const item of lines(fh, index.scanned, end, Infinity)) index[item.damaged ? "damaged" : "records"]++;
        index.scanned = end;
        return { records: index.records, damaged: index.damaged, size: st.size };
      } finally {
        await fh?.close();
      }
    })().finally(() => (scanning = null));
    return scanning;
  }

  return { append, flush, page, totals };
}
