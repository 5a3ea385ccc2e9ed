/**
 * The shared context of the normalize stage (docs/architecture.md#the-generator, Normalize): every
 * transform is a function of its raw input and this context. The context is a composition of
 * one part per concern, each a small module of its own:
 *
 * - reporting at file:line:col, quiet about what a withheld file explains: ./report.ts over
 *   ../diagnostics/collector.ts;
 * - icons: ./icon-book.ts; clients by key: ./client-book.ts;
 * - media: ./media.ts, over ../assets/public-files.ts (finding a path in public/),
 *   ../assets/image-facts.ts (image sizing), ../assets/video-facts.ts (video sniffing) and
 *   ../assets/photo-book.ts (the photo versions and focal points used);
 * - composed pictures: ../assets/art.ts; templates: ./templates.ts;
 * - links, recorded for the second pass: ./link-book.ts (checked by ./links.ts).
 *
 * The methods below hand each call to its part, so a kind calls `ctx.image(…)` or
 * `ctx.report(…)` without knowing which part answers.
 */
import { ArtBook } from "../assets/art.ts";
import type { FocalPercent, ImageSlot } from "../assets/photos.ts";
import type { MessageEntry } from "../diagnostics/catalogue.ts";
import type { Diagnostic, Fix, Problem } from "../diagnostics/index.ts";
import type { LeftOutRecord } from "../load/drafts.ts";
import type { SpecFile } from "../load/spec-file.ts";
import type { Client, Image, PhotoSource, Video } from "../../model/content.ts";
import type { Code } from "../model/ir.ts";
import type { RawPicture } from "../../model/raw/index.ts";
import { ClientBook } from "./client-book.ts";
import { IconBook } from "./icon-book.ts";
import { LinkBook, type PendingRef } from "./link-book.ts";
import { Media } from "./media.ts";
import type { NormalizeOptions } from "./options.ts";
import { type Keep, RecordScope, fromRecord } from "./record-source.ts";
import { type Path, Reporter } from "./report.ts";
import { type TemplatePart, Templates } from "./templates.ts";

export type { Withheld } from "../diagnostics/collector.ts";
// The names the kinds import from here, wherever they live now.
export { baseName } from "../load/spec-file.ts";
export type { PendingRef } from "./link-book.ts";
export type { NormalizeOptions, ScheduledUrl } from "./options.ts";
export type { Path } from "./report.ts";

/**
 * The shared context of one normalize run. Transforms call it; it never throws for problems in
 * spec/: each is collected with its file, line and column, and `diagnostics` holds them all.
 */
export class Context {
  /** Pictures composed from content where the spec names no photograph (../assets/art.ts). */
  readonly art: ArtBook;
  /** The record being made now ({@link record}), which what the parts record is tagged with. */
  private readonly scope = new RecordScope();
  private readonly reporter: Reporter;
  private readonly iconBook: IconBook;
  private readonly clientBook: ClientBook;
  private readonly media: Media;
  private readonly templates: Templates;
  private readonly links: LinkBook;

  /**
   * @param opts what the run was given
   * @param from the context of the normalize stage and what a view of it keeps ({@link fork})
   */
  constructor(
    private readonly opts: NormalizeOptions,
    from?: { readonly ctx: Context; readonly keep: Keep },
  ) {
    const scope = this.scope;
    if (from) {
      const { ctx, keep } = from;
      this.reporter = ctx.reporter.fork(keep, scope);
      this.iconBook = ctx.iconBook.fork(keep, this.reporter, scope);
      this.clientBook = ctx.clientBook.fork(this.reporter);
      this.media = ctx.media.fork(keep, this.reporter, scope);
      this.art = ctx.art.fork(keep, scope);
      this.links = ctx.links.fork(keep, scope);
    } else {
      this.reporter = new Reporter(opts.withheld, scope);
      this.iconBook = new IconBook(opts.icons, this.reporter, scope);
      this.clientBook = new ClientBook(this.reporter);
      this.media = new Media(opts.publicDir, this.reporter, scope);
      this.art = new ArtBook(scope);
      this.links = new LinkBook(scope);
    }
    this.templates = new Templates(this.reporter);
  }

  /**
   * The context of a view of the model this context's run made (docs/architecture.md, "One
   * pass through the stages"): what it recorded outside any record, or while making a record
   * `keep` keeps (problems, findings, icons, photographs, composed pictures, links), and the
   * options of the view (what it leaves out, the URL history).
   */
  fork(keep: Keep, opts: NormalizeOptions): Context {
    return new Context(opts, { ctx: this, keep });
  }

  /**
   * Makes the record at `path` of `file` (a project, a case study, a person, a service, a
   * country): what `make` records through this context is tagged with it, and the entity it
   * returns is marked with it (./record-source.ts), so a view that leaves the record out leaves
   * out both. Returns the entity.
   */
  record<T extends object>(file: SpecFile, path: Path, make: () => T): T {
    const outer = this.scope.current;
    this.scope.current = { file, path };
    try {
      return fromRecord(make(), file, path);
    } finally {
      this.scope.current = outer;
    }
  }

  // ── Reporting (./report.ts) ──────────────────────────────────────────────────────────

  /** Every problem reported so far, in the order found. */
  get diagnostics(): Diagnostic[] {
    return this.reporter.diagnostics;
  }

  /** Findings that do not stop the run ({@link warn}). */
  get warnings(): Diagnostic[] {
    return this.reporter.warnings;
  }

  /** Reports a problem at `path` of `file` (at its key when `atKey`): {@link Reporter.report}. */
  report<A>(file: SpecFile, path: Path, entry: MessageEntry<A>, args: A, atKey = false): void {
    this.reporter.report(file, path, entry, args, atKey);
  }

  /** Records a finding that does not stop the run, with its fix: {@link Reporter.warn}. */
  warn<A>(file: SpecFile, path: Path, entry: MessageEntry<A>, args: A, fix?: Fix): void {
    this.reporter.warn(file, path, entry, args, fix);
  }

  /** Reports a problem made elsewhere (a template's, a media file's): {@link Reporter.place}. */
  place(file: SpecFile, path: Path, p: Problem): void {
    this.reporter.place(file, path, p);
  }

  // ── What the run was given (./options.ts) ────────────────────────────────────────────

  /** spec/schemas/, absolute, when the run knows it ({@link NormalizeOptions.schemaDir}). */
  get schemaDir(): string | undefined {
    return this.opts.schemaDir;
  }

  /** The schema of pages of sections ({@link NormalizeOptions.pageSchema}). */
  get pageSchema(): string | undefined {
    return this.opts.pageSchema;
  }

  /**
   * The record of a kind this run leaves out (a draft, one not yet or no longer published) that
   * `match` recognises by its data as written and its file's, or undefined: what a reference that
   * names nothing of this run may name instead ({@link NormalizeOptions.leftOut}).
   * @param kind the kind whose files hold the record ("case-studies")
   */
  leftOut(kind: string, match: (record: Readonly<Record<string, unknown>>, file: Readonly<Record<string, unknown>>) => boolean): LeftOutRecord | undefined {
    return this.opts.leftOut?.find((r) => r.kind === kind && isRecord(r.data) && isRecord(r.fileData) && match(r.data, r.fileData));
  }

  // ── Icons (./icon-book.ts) and clients (./client-book.ts) ────────────────────────────

  /** Icons used by the spec, for generated/icons.ts. */
  get icons(): ReadonlySet<string> {
    return this.iconBook.used;
  }

  /** Checks an icon name against lucide's exports and records it; returns the name: {@link IconBook.icon}. */
  icon(file: SpecFile, path: Path, name: string): string {
    return this.iconBook.icon(file, path, name);
  }

  /** Makes the clients catalogue (kinds/clients.ts) what {@link client} resolves keys against. */
  setClients(clients: readonly Client[]): void {
    this.clientBook.use(clients);
  }

  /** The client a key names, or a stand-in after reporting it: {@link ClientBook.client}. */
  client(file: SpecFile, path: Path, key: string): Client {
    return this.clientBook.client(file, path, key);
  }

  // ── Media (./media.ts) ───────────────────────────────────────────────────────────────

  /** Reads ahead the placeholder colours of every photograph `files` name: {@link Media.preparePhotos}. */
  preparePhotos(files: readonly SpecFile[]): void {
    this.media.preparePhotos(files);
  }

  /** An image below public/ with its size in px and, for a photograph, its versions for `slot`: {@link Media.image}. */
  image(file: SpecFile, path: Path, src: string, slot: ImageSlot, focus?: FocalPercent): Image {
    return this.media.image(file, path, src, slot, focus);
  }

  /** A content picture (src, alt, focal point) for `slot`: {@link Media.picture}. */
  picture(file: SpecFile, path: Path, raw: RawPicture, slot: ImageSlot): Image {
    return this.media.picture(file, path, raw, slot);
  }

  /** A video below public/ whose container matches its extension: {@link Media.video}. */
  video(file: SpecFile, path: Path, src: string, poster: Image): Video {
    return this.media.video(file, path, src, poster);
  }

  /** Checks that a downloadable file exists below public/: {@link Media.download}. */
  download(file: SpecFile, path: Path, src: string): string {
    return this.media.download(file, path, src);
  }

  /** Every photograph used, with every version its slots need, by src (generated/photos.ts). */
  photoSources(): PhotoSource[] {
    return this.media.photos.sources();
  }

  /** The CSS rules of the photographs' placeholders, in src order (generated/theme.css). */
  placeholderRules(): string[] {
    return this.media.photos.placeholderRules();
  }

  /** The CSS rules of the focal points' classes, by x then y (generated/theme.css). */
  focalRules(): string[] {
    return this.media.photos.focalRules();
  }

  // ── Templates (./templates.ts) ───────────────────────────────────────────────────────

  /** Compiles a `{{name}}` template allowing `allowed` names; its parts, or null after reporting: {@link Templates.template}. */
  template(file: SpecFile, path: Path, source: string, allowed: readonly string[]): readonly TemplatePart[] | null {
    return this.templates.template(file, path, source, allowed);
  }

  /** Fills a template at generation time: {@link Templates.render}. */
  render(file: SpecFile, path: Path, source: string, values: Readonly<Record<string, string>>): string {
    return this.templates.render(file, path, source, values);
  }

  /** Compiles a template to a runtime function: {@link Templates.runtimeFn}. */
  runtimeFn(file: SpecFile, path: Path, source: string, fixed: Readonly<Record<string, string>>, params: readonly string[]): Code {
    return this.templates.runtimeFn(file, path, source, fixed, params);
  }

  // ── Links, checked in the second pass (./link-book.ts, ./links.ts) ──────────────────

  /** Internal hrefs and route ids to check once the route table is known. */
  get pending(): readonly PendingRef[] {
    return this.links.pending;
  }

  /** Records an internal href for the links pass; returns it: {@link LinkBook.href}. */
  href(file: SpecFile, path: Path, href: string): string {
    return this.links.href(file, path, href);
  }

  /** Records a route id for the links pass; returns it: {@link LinkBook.routeId}. */
  routeId(file: SpecFile, path: Path, id: string): string {
    return this.links.routeId(file, path, id);
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
