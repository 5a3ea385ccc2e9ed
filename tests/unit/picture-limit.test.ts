/**
 * Pictures are bounded before they are decoded, and uploads are written again
 * (docs/pictures.md, "How large a picture may be" and "Uploads"): one pixel limit for the
 * generator's reading and the editor's upload, a refusal within 2 s that names the limit in
 * words, and an uploaded picture that comes out plain: upright, without EXIF or GPS, without a
 * ZIP tail, the same bytes twice kept once, and a refused one writing nothing.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { formatDiagnostics } from "../../generator/diagnostics/index.ts";
import { generate } from "../../generator/run.ts";
import { reencode } from "../../editor/server/upload.ts";
import { MAX_INPUT_PIXELS, megapixels, overPixelLimit } from "../../lib/picture-limit.mjs";
import { mayCarryMetadata, picturesWithLocation } from "../../scripts/build/location-check.ts";
import { editorCaller } from "./support/editor-api.ts";
import { editOnce, tmpRoots } from "./support/tmp-root.ts";

const tmpRoot = tmpRoots();

/** A 16,000 × 16,000 PNG of one colour: 256 megapixels in under 1 MB. */
let huge: Buffer;
beforeAll(async () => {
  huge = await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: "#777" }, limitInputPixels: false })
    .png({ compressionLevel: 9 })
    .toBuffer();
}, 120_000);

describe("the limit", () => {
  it.each([
    ["the limit itself", { width: 8000, height: 5000, over: false, words: "40 megapixels" }],
    ["one pixel more", { width: 8000, height: 5001, over: true, words: "40 megapixels" }],
    ["a phone's photograph", { width: 4032, height: 3024, over: false, words: "12 megapixels" }],
    ["a small one", { width: 640, height: 480, over: false, words: "0.3 megapixels" }],
    ["the picture of the report", { width: 16_000, height: 16_000, over: true, words: "256 megapixels" }],
  ])("%s", (_, { width, height, over, words }) => {
    expect(overPixelLimit(width, height)).toBe(over);
    expect(megapixels(width * height)).toBe(words);
  });
  it("is 40 megapixels", () => expect(megapixels(MAX_INPUT_PIXELS)).toBe("40 megapixels"));
});

describe("the generator refuses a picture over the limit from its header", () => {
  it("a located error with the limit in words, within 2 s", () => {
    const root = tmpRoot();
    writeFileSync(join(root, "public/media/services/huge.png"), "");
    editOnce(
      root,
      "spec/services/media.yaml",
      "    title: Media buying\n",
      "    title: Media buying\n    heroImage: { src: /media/services/huge.png, alt: The media buying team planning a campaign }\n",
    );
    // A run before, without the picture: what any run costs (schemas compiled, the spec read).
    const run = () => generate(root, { strict: true, emit: false, recordUrls: false });
    let started = performance.now();
    run();
    const plain = performance.now() - started;
    writeFileSync(join(root, "public/media/services/huge.png"), huge);
    started = performance.now();
    const result = run();
    const ms = performance.now() - started;
    console.info(`generator: a run ${Math.round(plain)} ms, the run that refuses the picture ${Math.round(ms)} ms`);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const mine = result.diagnostics.filter((d) => d.code === "media/too-many-pixels");
    expect(formatDiagnostics(mine, { frames: false })).toMatchInlineSnapshot(`
      "spec/services/media.yaml:62:23 services[1] "media-buying".heroImage.src points to /media/services/huge.png, which is 16,000 × 16,000 px (256 megapixels); a picture may have at most 40 megapixels
        hint: export it smaller, 8,000 × 5,000 px at most or as many pixels in another shape (the build makes every size a page shows from it)"
    `);
    expect(ms).toBeLessThan(2000);
  }, 60_000);
});

describe("uploads", () => {
  let root: string;
  let call: ReturnType<typeof editorCaller>;
  const folder = () => join(root, "public/media/uploads");
  const files = () => (existsSync(folder()) ? readdirSync(folder()).sort() : []);
  beforeAll(() => {
    root = tmpRoot();
    call = editorCaller(root);
  });
  const upload = (name: string, bytes: Buffer) => call("POST", `/upload?name=${encodeURIComponent(name)}&folder=uploads`, bytes);

  it("the 16,000 × 16,000 PNG is refused within 2 s, in plain words, and nothing is written", async () => {
    const started = performance.now();
    const answer = await upload("huge.png", huge);
    const ms = performance.now() - started;
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchInlineSnapshot(
      `"The picture is 16,000 × 16,000 pixels (256 megapixels); pictures may have at most 40 megapixels: export it smaller, 8,000 × 5,000 pixels at most (the build makes every size it needs from it)."`,
    );
    expect(files()).toEqual([]);
    expect(ms).toBeLessThan(2000);
  });

  it("a photograph from a phone comes out upright, without EXIF or its GPS position; the same bytes twice are one file", async () => {
    // 300 × 200 as stored, turned a quarter by its EXIF orientation (6), with a GPS position.
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#c84" } })
      .jpeg()
      .withExif({ IFD0: { Make: "Phone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "0/1 20/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "32/1 35/1 0/1" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    // 0x8825, little-endian: the tag that points to the GPS position.
    expect([before.orientation, before.exif?.includes(Buffer.from([0x25, 0x88]))]).toEqual([6, true]);
    const first = await upload("Team Photo.jpg", photo);
    expect(first.status).toBe(200);
    expect(first.body.src).toBe("/media/uploads/team-photo.jpg");
    const written = readFileSync(join(root, "public/media/uploads/team-photo.jpg"));
    const meta = await sharp(written).metadata();
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation, exif: meta.exif, xmp: meta.xmp, format: meta.format }).toEqual({
      width: 200,
      height: 300,
      orientation: undefined,
      exif: undefined,
      xmp: undefined,
      format: "jpeg",
    });
    const again = await upload("Team Photo.jpg", photo);
    expect(again.body).toMatchObject({ ok: true, src: "/media/uploads/team-photo.jpg", reused: true });
    expect(files()).toEqual(["team-photo.jpg"]);
  });

  it("a PNG with a ZIP after it comes out a plain PNG", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#246" } })
      .png()
      .toBuffer();
    // A ZIP's local file header and end-of-central-directory record: what an unzip tool looks for.
    const zip = Buffer.concat([
      Buffer.from("PK\x03\x04", "latin1"),
      Buffer.alloc(26),
      Buffer.from("secret.txt"),
      Buffer.from("PK\x05\x06", "latin1"),
      Buffer.alloc(18),
    ]);
    const answer = await upload("polyglot.png", Buffer.concat([png, zip]));
    expect(answer.status).toBe(200);
    const written = readFileSync(join(root, "public/media/uploads/polyglot.png"));
    expect(written.includes(Buffer.from("PK\x03\x04", "latin1"))).toBe(false);
    expect(written.includes(Buffer.from("secret.txt"))).toBe(false);
    expect((await sharp(written).metadata()).format).toBe("png");
  });

  it("a refused picture writes nothing", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#246" } })
      .png()
      .toBuffer();
    const cases = [
      ["cut.png", png.subarray(0, 60)],
      ["not-a-png.png", Buffer.from("GIF89a not a png")],
      ["drawing.svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ] as const;
    const answers = [];
    for (const [name, bytes] of cases) answers.push(await upload(name, bytes));
    expect(answers.map((a) => [a.status, a.body.error])).toMatchInlineSnapshot(`
      [
        [
          422,
          "cut.png cannot be read as a PNG picture (it is damaged or cut short): export it again.",
        ],
        [
          415,
          "not-a-png.png is not a PNG picture, whatever its name says.",
        ],
        [
          415,
          "Only JPEG, PNG, WebP, AVIF pictures can be uploaded.",
        ],
      ]
    `);
    expect(files().filter((f) => /cut|not-a-png|drawing/.test(f))).toEqual([]);
  });
});

describe("the build's location check", () => {
  const jpeg = () => sharp({ create: { width: 32, height: 24, channels: 3, background: "#c84" } }).jpeg();
  const gps = { IFD3: { GPSLatitudeRef: "N", GPSLatitude: "0/1 20/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "32/1 35/1 0/1" } };
  it("finds the pictures under dist/ that carry a GPS position, and only those", async () => {
    const dist = mkdtempSync(join(tmpdir(), "blu-dist-"));
    onTestFinished(() => rmSync(dist, { recursive: true, force: true }));
    const write = async (file: string, bytes: Promise<Buffer>) => {
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(join(dist, file), await bytes);
    };
    await write(
      "media/with-gps.jpg",
      jpeg()
        .withExif({ IFD0: { Make: "Phone" }, ...gps })
        .toBuffer(),
    );
    await write(
      "media/camera-only.jpg",
      jpeg()
        .withExif({ IFD0: { Make: "Camera" } })
        .toBuffer(),
    );
    await write("media/plain.jpg", jpeg().toBuffer());
    await write("media/_/plain.webp", jpeg().webp().toBuffer());
    const big = (
      await jpeg()
        .withExif({ IFD0: { Make: "Phone" }, ...gps })
        .toBuffer()
    ).subarray(0);
    await write(
      "media/uploaded.jpg",
      reencode(big, (i) => i.jpeg()).then((r) => (r.ok ? r.bytes : Buffer.alloc(0))),
    );
    // The other containers the check reads without sharp when they hold no metadata at all.
    const png = () => sharp({ create: { width: 32, height: 24, channels: 3, background: "#48c" } });
    await write("og/card.png", png().png().toBuffer());
    await write("media/phone.png", png().withExif(gps).png().toBuffer());
    await write("media/phone.webp", png().withExif(gps).webp().toBuffer());
    const xmp =
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="0,20.0N" exif:GPSLongitude="32,35.0E"/></rdf:RDF></x:xmpmeta>';
    await write("media/xmp.png", png().withXmp(xmp).png().toBuffer());
    await write("media/xmp.webp", png().withXmp(xmp).webp().toBuffer());
    expect(await picturesWithLocation(dist)).toEqual(["media/phone.png", "media/phone.webp", "media/with-gps.jpg", "media/xmp.png", "media/xmp.webp"]);
  });

  it.each([
    [
      "a PNG painted without metadata",
      "card.png",
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
          .png()
          .toBuffer(),
      false,
    ],
    ["a JPEG without metadata", "plain.jpg", () => jpeg().toBuffer(), false],
    [
      "a JPEG with a camera's EXIF",
      "camera.jpg",
      () =>
        jpeg()
          .withExif({ IFD0: { Make: "Camera" } })
          .toBuffer(),
      true,
    ],
    ["a TIFF, whose directory is its EXIF", "scan.tiff", () => jpeg().tiff().toBuffer(), true],
    ["an AVIF, whose metadata may be compressed", "photo.avif", () => jpeg().avif().toBuffer(), true],
  ])("%s: handed to sharp, %s", async (_, file, bytes, handed) => {
    expect(mayCarryMetadata(file, await bytes())).toBe(handed);
  });

  it("with a record, reads again only the pictures changed since they were found clean", async () => {
    const dist = mkdtempSync(join(tmpdir(), "blu-dist-"));
    onTestFinished(() => rmSync(dist, { recursive: true, force: true }));
    const record = join(dist, "..", `${basename(dist)}-location.json`);
    onTestFinished(() => rmSync(record, { force: true }));
    const withGps = await jpeg()
      .withExif({ IFD0: { Make: "Phone" }, ...gps })
      .toBuffer();
    mkdirSync(join(dist, "media"), { recursive: true });
    writeFileSync(join(dist, "media/a.jpg"), withGps);
    writeFileSync(join(dist, "media/b.jpg"), await jpeg().toBuffer());
    writeFileSync(join(dist, "media/c.jpg"), await jpeg().toBuffer());
    expect(await picturesWithLocation(dist, record)).toEqual(["media/a.jpg"]);
    // The clean ones are recorded, the one with a position is not (it is read again next time).
    const recorded = () => Object.keys(JSON.parse(readFileSync(record, "utf8")) as object).sort();
    expect(recorded()).toEqual([join(dist, "media/b.jpg"), join(dist, "media/c.jpg")]);
    expect(await picturesWithLocation(dist, record)).toEqual(["media/a.jpg"]);
    // A picture replaced (new bytes, new time) is read again: its position is found.
    writeFileSync(join(dist, "media/c.jpg"), withGps);
    utimesSync(join(dist, "media/c.jpg"), new Date(Date.now() + 5000), new Date(Date.now() + 5000));
    expect(await picturesWithLocation(dist, record)).toEqual(["media/a.jpg", "media/c.jpg"]);
    expect(recorded()).toEqual([join(dist, "media/b.jpg")]);
  });
});
