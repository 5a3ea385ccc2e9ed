/**
 * The precompression of `npm run build` (scripts/build/build.ts), once the pages and the pictures
 * are in dist/: a precompressed Brotli copy (.br) of every text file, for the local server (and
 * hosts that serve such copies as they are); made again only for a file whose bytes changed
 * since its copy was made (by SHA-256, recorded in the store's `build` area). No gzip copies:
 * every browser asks for Brotli, Cloudflare Pages and Netlify compress on their own, and a copy
 * is a file the host counts against its limit per deploy (./host-limits.ts); a client without
 * Brotli gets the file as it is. The first build after a dist/ with gzip copies (its record,
 * compressed.json, is still there) compresses every file again (the record's name changed) and
 * removes them.
 */
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants } from "node:zlib";
import { sha256 } from "../../lib/cache-store.mjs";
import { filesUnder } from "../../lib/file-tree.mjs";
import { BUILD_CACHE_DIR } from "./build-inputs.ts";

/**
 * The Brotli quality of one file's precompressed copy: 10 for the pages, styles and islands a
 * visit waits on, while under 64 KB; 6 for the composed pictures (SVG) and the large files.
 * Measured on the launch site's 106 pages, styles and islands under 64 KB (4.4 MB): 669 KB at
 * quality 11 in 4.2 s of CPU, 683 KB at 10 in 1.8 s, 744 KB at 8 in 0.14 s (9 is no better than
 * 8 and ten times slower). At 10 a file's copy is at most 250 bytes larger than at 11 (140 on
 * average), and every one stays within the 14 KB a first round trip carries, as at 11. On the
 * launch site's 542 pictures: 674 KB at quality 10 in 844 ms, 743 KB at 6 in 51 ms (qualities
 * 5 to 8 all give 742 to 743 KB); on the 737 pages of ten times the content, mostly over 64 KB:
 * 7.51 MB at 9 in 8.3 s, 7.62 MB at 6 in 0.5 s. A picture's copy is some 400 bytes larger, and
 * a cold build at ten times the content some 8 s shorter on two cores.
 * @param file path of the file (its extension decides)
 * @param bytes its size, bytes
 */
export function compressionQuality(file: string, bytes: number): number {
  return bytes >= 64 * 1024 || file.endsWith(".svg") ? 6 : 10;
}

/**
 * Makes the Brotli copy of every text file of `dist` (1 KB and over) whose bytes changed since
 * its copy was made (see the module's docs).
 * @param root the project root (the record lives in its store)
 * @param dist the folder to compress
 * @returns how many copies were made, and the time it took, ms
 */
export async function precompress(root: string, dist: string): Promise<{ readonly compressed: number; readonly ms: number }> {
  const started = performance.now();
  const compressedList = join(root, BUILD_CACHE_DIR, "brotli-copies.json");
  /** What a file's copies were made from: its bytes' SHA-256, and its size and modification time then (bytes, ms). */
  type Made = { sha: string; size: number; mtimeMs: number };
  const madeFrom: Record<string, Made> = existsSync(compressedList) ? (JSON.parse(readFileSync(compressedList, "utf8")) as Record<string, Made>) : {};
  const nowFrom: Record<string, Made> = {};
  const toCompress: { full: string; body: Buffer; quality: number }[] = [];
  const files = filesUnder(dist);
  const listed = new Set(files);
  for (const file of files) {
    if (!/\.(html|js|css|svg|xml|txt|json)$/.test(file)) continue;
    const full = join(dist, file);
    const { size, mtimeMs } = statSync(full);
    if (size < 1024) continue;
    const made = madeFrom[file];
    const copies = listed.has(`${file}.br`);
    // Untouched since its copies were made (same size and time; every writer of the build leaves
    // a file with unchanged bytes alone): not even read. Else read, and compressed only if its bytes changed.
    if (made && copies && made.size === size && made.mtimeMs === mtimeMs) {
      nowFrom[file] = made;
      continue;
    }
    const body = readFileSync(full);
    const sha = sha256(body);
    nowFrom[file] = { sha, size, mtimeMs };
    if (made?.sha === sha && copies) continue;
    toCompress.push({ full, body, quality: compressionQuality(file, body.length) });
  }
  // On zlib's thread pool, eight at a time (the pool has four threads: every core squeezes), the
  // next file starting as soon as one is done, so one slow file never holds up seven others.
  const brotli = promisify(brotliCompress);
  const oldGzip = existsSync(join(root, BUILD_CACHE_DIR, "compressed.json"));
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = next++; i < toCompress.length; i = next++) {
        const { full, body, quality } = toCompress[i]!;
        writeFileSync(
          `${full}.br`,
          await brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        );
        if (oldGzip) rmSync(`${full}.gz`, { force: true });
      }
    }),
  );
  rmSync(join(root, BUILD_CACHE_DIR, "compressed.json"), { force: true });
  writeFileSync(compressedList, `${JSON.stringify(nowFrom)}\n`);
  return { compressed: toCompress.length, ms: Math.round(performance.now() - started) };
}
