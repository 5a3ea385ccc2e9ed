/**
 * The submissions file: append-only JSON Lines. Writing: queued submissions are written as whole
 * lines (O_APPEND), fdatasynced once per batch, and each `append` resolves once its line is on
 * disk; a file not ending with a newline (a crash, a hand edit) gets one first. Reading: the totals
 * scan indexes where each complete line ends (a number a line), so a page is one positioned read
 * a line, newest first: memory per request is one record. A line that is not a JSON object is
 * reported damaged; one over RECORD_CAP is shown cut.
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

/** A line of `length` bytes at `offset` from its bytes (the first 480 when it is over RECORD_CAP): `{ record, offset }`, `{ cut }` or `{ damaged }`, each cut or damaged one with its offset, length and start. */
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

/** The line [offset, end) of an open file, read, as `lineItem` gives it. */
async function readLine(fh, offset, end) {
  const { buffer } = await fh.read(Buffer.alloc(end - offset > RECORD_CAP ? 480 : end - offset), 0, undefined, offset);
  return lineItem(buffer, offset, end - offset);
}

/** Makes the directory entries of `dir` durable (fsync of the folder). */
async function syncDirectory(dir) {
  const fh = await open(dir, constants.O_RDONLY).catch(() => null);
  await fh?.sync().catch(() => {});
  await fh?.close();
}

/**
 * The store of `file`, the path of the .jsonl file (its folder must exist): `{ append, flush, page, totals }`.
 * @param {string} file
 * @param {{ syncDir?: (dir: string) => Promise<void> }} [options] `syncDir`: how the folder is synced (tests count the calls)
 */
export function createStore(file, { syncDir = syncDirectory } = {}) {
  /** @type {{ line: Buffer, resolve: () => void, reject: (e: Error) => void }[]} */
  const queue = [];
  let writer = null;

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
      await writeBatch(batch).then(
        () =>
          batch.forEach((b) => {
            b.resolve();
          }),
        (e) =>
          batch.forEach((b) => {
            b.reject(e);
          }),
      );
    }
  }

  // The writes are synchronous (microseconds each into the page cache); only the fdatasync, the slow part, runs off the event loop.
  async function writeBatch(batch) {
    const fd = openSync(file, "a+", 0o600);
    try {
      const { size } = fstatSync(fd);
      const last = Buffer.alloc(1);
      if (size > 0) readSync(fd, last, 0, 1, size - 1);
      if (size > 0 && last[0] !== NL) batch[0].line = Buffer.concat([Buffer.from("\n"), batch[0].line]);
      for (const { line } of batch) for (let off = 0; off < line.length; ) off += writeSync(fd, line, off, line.length - off);
      await new Promise((resolve, reject) => fdatasync(fd, (e) => (e ? reject(e) : resolve())));
      // A file that was empty (just created, also after whoever runs it deleted the last one, as
      // docs/server.md advises): its directory entry is made durable too, or a crash could lose it.
      if (size === 0) await syncDir(dirname(file));
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

  // ends[0 … lines): the offset of the newline of each complete line (a typed array, doubled when full); scanned: where the next line starts.
  const empty = (ino) => ({ ino, ends: new Float64Array(1024), lines: 0, scanned: 0, records: 0, damaged: 0 });
  let index = empty(-1);
  let scanning = Promise.resolve();

  /** `{ records, damaged, size }` of the file (complete lines), scanning what was appended since the last count (all of it when the file was replaced or shrank). */
  function totals() {
    // One scan at a time, each after the one before: a caller sees every line appended before its call.
    scanning = scanning
      .catch(() => {})
      .then(async () => {
        const fh = await openForRead();
        try {
          const st = await fh?.stat();
          if (!fh || st.ino !== index.ino || st.size < index.scanned) index = empty(st?.ino ?? -1);
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
          return { records: index.records, damaged: index.damaged, size: st?.size ?? 0 };
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
  async function page({ before, limit }) {
    const now = await totals();
    const [{ ends, lines, scanned }, size] = [index, now.size];
    if (before > size) throw new RangeError("before is past the end of the file");
    let k = before === undefined || before === scanned ? lines : before === 0 ? 0 : ends.subarray(0, lines).indexOf(before - 1) + 1;
    if (k === 0 && before > 0) throw new RangeError("before is not the start of a line");
    return { totals: now, items: items() };
    async function* items() {
      const fh = await openForRead();
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
        await fh?.close();
      }
    }
  }

  return { append, flush, page, totals };
}
