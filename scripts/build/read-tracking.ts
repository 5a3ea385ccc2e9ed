/**
 * What each prerendered page read of generated/'s data (Incremental build), so the
 * next build renders only the pages whose inputs changed.
 *
 * The SSR build (vite.config.ts `buildInputs`) imports every data module of generated/ through a
 * small gateway that hands the renderer `tracked(module, name, value)` instead of the value: a
 * read-only view (a Proxy, one per path) that records every value read through it, under its path
 * (`case-studies/caseStudies/3/title`), into the page being rendered (`readsOf`), or, outside any
 * page (module initialisation, a value computed once), into the reads every page shares.
 *
 * What is recorded for a path: a primitive's JSON, `{}`/`[]` for an object or array reached (its
 * type), its own keys where a page enumerates them, `in` checks. A function (the forms'
 * validators) or a component (the icons) is handed on as it is, and the read is recorded as the
 * whole module, so any change of that module renders the page again.
 *
 * `valueAt(roots, path)` reads a recorded path again in new data, the way the page read it, so a
 * page is current when every path it read has the value it had (`changedPaths`).
 */

/**
 * One recorded read: a kind and a path, `<kind> <module>/<export>/<key>/…` (segments escaped:
 * "~" → "~0", "/" → "~1"). Kinds: `v` the value at the path, `k` its own keys, `h:<key>`
 * whether it has a key, `m` the whole module (a function of it was read).
 */
export type Read = string;

/** Reads of one page: each read → the serialised answer it got. */
export type Reads = Map<Read, string>;

// A key without "~" or "/" (nearly all) is its own escape: no new string for it.
const esc = (s: string) => (s.includes("~") || s.includes("/") ? s.replace(/~/g, "~0").replace(/\//g, "~1") : s);
const unesc = (s: string) => s.replace(/~1/g, "/").replace(/~0/g, "~");

/** The data module any read is of ("case-studies", "forms/contact"): the first segment of its path. */
export const moduleOf = (read: Read): string => unesc(read.slice(read.indexOf(" ") + 1).split("/")[0]!);

/** The module a whole-module read (`m …`) names ("forms/contact"), or null for any other read. */
export const moduleOfRead = (read: Read): string | null => (read.startsWith("m ") ? moduleOf(read) : null);

/** Whether a value is data we look into (a plain object or an array), not a class instance, a function or a React component (`$typeof`). */
const isData = (v: unknown): v is object => {
  if (Array.isArray(v)) return true;
  if (typeof v !== "object" || v === null) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return (proto === Object.prototype || proto === null) && !Object.hasOwn(v, "$typeof");
};

/** How a value read is recorded: its JSON for a primitive, its kind for data, a marker for anything else. */
function serialise(v: unknown, data = isData(v)): string {
  if (data) return Array.isArray(v) ? "[]" : "{}";
  if (typeof v === "function") return "#function";
  if (typeof v === "object" && v !== null) return "#object";
  if (typeof v === "symbol") return `#symbol ${v.description ?? ""}`;
  return v === undefined ? "#undefined" : JSON.stringify(v);
}

/** The own string keys of data, as recorded. */
const keysOf = (v: object) => JSON.stringify(Reflect.ownKeys(v).filter((k) => typeof k === "string"));

/** The reads made outside any page (module initialisation: every page depends on them), and the page being rendered. */
const shared: Reads = new Map();
/** Views made, by target and path: the same view each time within a page (so identity holds). */
type Views = WeakMap<object, Map<string, object>>;
let current: { reads: Reads; views: Views } | null = null;
/** The views made outside any page. */
const sharedViews: Views = new WeakMap();

const record = (read: Read, answer: string) => (current?.reads ?? shared).set(read, answer);

/** The recording view of `target` at `path` (one per path and page). */
function view<T extends object>(target: T, path: string, module: string): T {
  const views = current?.views ?? sharedViews;
  const byPath = views.get(target) ?? new Map<string, object>();
  views.set(target, byPath);
  const known = byPath.get(path);
  if (known) return known as T;
  const made = new Proxy(target, {
    get(t, key, receiver) {
      if (typeof key === "symbol") return Reflect.get(t, key, receiver);
      const v = Reflect.get(t, key, receiver);
      // A method of Array.prototype or Object.prototype (map, filter, toString…) is not data.
      if (typeof v === "function" && !Object.hasOwn(t, key)) return v;
      const data = isData(v);
      // A function or a component: used as it is, and the page depends on its whole module.
      if (typeof v === "function" || (typeof v === "object" && v !== null && !data)) {
        record(`m ${esc(module)}`, "");
        return v;
      }
      const at = `${path}/${esc(key)}`;
      record(`v ${at}`, serialise(v, data));
      return data ? view(v, at, module) : v;
    },
    has(t, key) {
      const v = Reflect.has(t, key);
      if (typeof key !== "symbol") record(`h:${esc(key)} ${path}`, String(v));
      return v;
    },
    ownKeys(t) {
      record(`k ${path}`, keysOf(t));
      return Reflect.ownKeys(t);
    },
    set: () => false,
    deleteProperty: () => false,
    defineProperty: () => false,
  });
  byPath.set(path, made);
  return made;
}

/**
 * The value a data module exports, as the renderer sees it: data is wrapped in a recording view;
 * anything else (a function, a React component) is returned as it is.
 * @param module the module's name under generated/ ("case-studies", "forms/contact")
 * @param name the export's name
 */
export function tracked<T>(module: string, name: string, value: T): T {
  if (!isData(value)) return value;
  const path = `${esc(module)}/${esc(name)}`;
  return view(value as T & object, path, module);
}

/**
 * Runs `render` as one page: every read of tracked data it makes is recorded for it.
 * @returns its result and the page's reads
 */
export function readsOf<T>(render: () => T): { result: T; reads: Reads } {
  const outer = current;
  current = { reads: new Map(), views: new WeakMap() };
  try {
    return { result: render(), reads: current.reads };
  } finally {
    current = outer;
  }
}

/** The reads made outside any page so far (module initialisation): every page depends on them. */
export const sharedReads = (): Reads => new Map(shared);

/**
 * The answer `read` gets in new data, serialised as it was recorded: `roots` are the data
 * modules' exports by module name; a module read (`m`) answers with `moduleStamp` (a hash of
 * its source, so a changed function counts as changed).
 */
export function answerOf(roots: Readonly<Record<string, Readonly<Record<string, unknown>>>>, read: Read, moduleStamp: (module: string) => string): string {
  const space = read.indexOf(" ");
  const [kind, path] = [read.slice(0, space), read.slice(space + 1)];
  if (kind === "m") return moduleStamp(unesc(path));
  const [module, name, ...keys] = path.split("/").map(unesc);
  let v: unknown = roots[module!]?.[name!];
  for (const key of keys) v = isData(v) ? (v as Record<string, unknown>)[key] : undefined;
  if (kind === "v") return serialise(v);
  if (kind === "k") return isData(v) ? keysOf(v) : "#none";
  return isData(v) ? String(unesc(kind.slice(2)) in v) : "#none";
}
