/**
 * A picture reference's extra controls in the panel (Pictures): drop or choose a file
 * to upload it below public/media/ (the `src` then names it), and click the picture to set its
 * focal point (`focalPoint: { x, y }` in whole % of its width and height, the picture shape of
 * spec/schemas), which every crop follows. Shown for any picture (a record with `src` and `alt`).
 */
import { useEffect, useId, useState } from "react";
import { MESSAGES } from "../messages.ts";
import { type InstancePath, api } from "./api.ts";

const M = MESSAGES.panel;
const PHOTO = /\.(jpe?g|png|webp|avif)$/i;

/** The focal point of a picture reference, in % (50/50 when unset). */
const focusOf = (v: Record<string, unknown>) => {
  const f = (v.focalPoint ?? {}) as { x?: unknown; y?: unknown };
  return { x: typeof f.x === "number" ? f.x : 50, y: typeof f.y === "number" ? f.y : 50 };
};

/** Upload and focal point for a picture reference, or nothing when the value is not one. */
export function FocalPoint({
  path,
  value,
  set,
  file,
}: {
  path: InstancePath;
  value: unknown;
  set: (path: InstancePath, value: unknown) => void;
  file: string;
}) {
  const id = useId();
  const [error, setError] = useState("");
  const [shown, setShown] = useState<string | null>(null);
  const v = (value && typeof value === "object" && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
  const src = typeof v.src === "string" ? v.src : "";
  // Shown once it is known to exist (a starter's path names no file yet).
  useEffect(() => {
    setShown(null);
    if (PHOTO.test(src))
      void api.media(src).then(
        (r) => r.exists && setShown(src),
        () => undefined,
      );
  }, [src]);
  if (!src || !("alt" in v || "focalPoint" in v)) return null;
  const focus = focusOf(v);
  const folder = src.split("/").slice(2, -1).join("/") || file.replace(/^spec\//, "").replace(/\.ya?ml$/, "");
  const upload = async (f: File | undefined) => {
    if (!f) return;
    setError("");
    try {
      const r = await api.upload(f, folder);
      set([...path, "src"], r.src);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a shortcut; the file input below does the same from the keyboard
    <div
      className="picture"
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        void upload(e.dataTransfer.files[0]);
      }}
    >
      <p className="help" id={`${id}-focus`}>
        {M.focalPoint} ({Math.round(focus.x)} %, {Math.round(focus.y)} %)
      </p>
      {shown ? (
        <button
          type="button"
          className="focus-picker"
          aria-describedby={`${id}-focus`}
          onClick={(e) => {
            const box = e.currentTarget.getBoundingClientRect();
            // A click with the keyboard has no position: it keeps the point where it is.
            if (e.detail === 0) return;
            const x = Math.round(((e.clientX - box.left) / box.width) * 100);
            const y = Math.round(((e.clientY - box.top) / box.height) * 100);
            set([...path, "focalPoint"], { x: Math.min(100, Math.max(0, x)), y: Math.min(100, Math.max(0, y)) });
          }}
        >
          <img src={shown} alt="" />
          {/* Set through the CSSOM by React in the browser (dev only), not a style attribute in served HTML. */}
          <span className="focus-dot" style={{ left: `${focus.x}%`, top: `${focus.y}%` }} />
        </button>
      ) : null}
      <label className="upload" htmlFor={`${id}-file`}>
        {M.upload}
      </label>
      <input id={`${id}-file`} type="file" accept="image/jpeg,image/png,image/webp,image/avif" onChange={(e) => void upload(e.currentTarget.files?.[0])} />
      {error ? (
        <p className="problems" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
