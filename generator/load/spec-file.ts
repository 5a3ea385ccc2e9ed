/** A loaded spec file, and where in it an instance path lies (the load stage's output, read by every stage). */
import { isMap, isScalar, type Document, type LineCounter, type Node } from "yaml";

/** An instance path into a spec file: keys and list indexes. */
export type Path = readonly (string | number)[];

/** One YAML file of spec/ with enough kept to turn any instance path back into line:col. */
export interface SpecFile {
  /** Path relative to the project root (spec/site.yaml). */
  readonly file: string;
  /** Name of the JSON Schema in spec/schemas/ this file follows. */
  readonly schema: string;
  /** Text of the file as loaded: UTF-8, without a byte order mark. */
  readonly source: string;
  readonly doc: Document;
  readonly lineCounter: LineCounter;
  /** Plain JavaScript value of the document. */
  readonly data: unknown;
}

/**
 * Finds the line and column (1-based) of the value at `path` in a loaded file, or of its key
 * when `atKey` is set; falls back to the nearest existing ancestor. Returns [0, 0] if unknown.
 */
export function locate(file: SpecFile, path: readonly (string | number)[], atKey = false): [number, number] {
  for (let n = path.length; n >= 0; n--) {
    const sub = path.slice(0, n);
    let range: [number, number, number] | undefined;
    if (atKey && n === path.length && n > 0) {
      const parent = file.doc.getIn(sub.slice(0, -1), true);
      if (isMap(parent)) {
        const pair = parent.items.find((p) => isScalar(p.key) && p.key.value === sub[sub.length - 1]);
        range = (pair?.key as Node | undefined)?.range ?? undefined;
      }
    } else {
      const node = sub.length === 0 ? file.doc.contents : file.doc.getIn(sub, true);
      range = (node as Node | undefined)?.range ?? undefined;
    }
    if (range) {
      const pos = file.lineCounter.linePos(range[0]);
      return [pos.line, pos.col];
    }
  }
  return [0, 0];
}

/** `file:line:col` of a value of a spec file, as a message names another place. */
export function placeOf(file: SpecFile, path: readonly (string | number)[]): string {
  const [line, col] = locate(file, path);
  return `${file.file}:${line}:${col}`;
}

/** The file name of a spec file without folder and extension: spec/countries/uk.yaml → uk. */
export function baseName(file: SpecFile): string {
  return file.file.replace(/^.*\//, "").replace(/\.ya?ml$/, "");
}
