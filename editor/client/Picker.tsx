/**
 * A searchable picker of a key (docs/content/editing.md, "Pickers"): a client, a person, a
 * service, a form, a case study, a page or an icon, shown by the name a person knows it by, the
 * key behind it small. The ARIA combobox pattern (an input with a listbox): typing filters by
 * name and key, the arrows move, Enter picks, Escape closes and puts the value back. Icons show
 * their picture (lucide-react, in the editor only). A value the collection lacks is shown as it
 * is, marked, never dropped; the generator's own problem is shown under the field.
 */
import * as lucide from "lucide-react";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { MESSAGES } from "../messages.ts";
import { api, type Choice } from "./api.ts";

const M = MESSAGES.picker;

/** At most this many options are listed at once (the icons are about two thousand). */
const SHOWN = 60;

/** The choices of each collection, asked once per panel load and shared by every picker of it. */
const asked = new Map<string, Promise<Choice[]>>();
function choicesOf(collection: string): Promise<Choice[]> {
  let known = asked.get(collection);
  if (!known) {
    known = api.choices(collection).then((r) => r.choices);
    known.catch(() => asked.delete(collection));
    asked.set(collection, known);
  }
  return known;
}

/** True once the listener that forgets the choices after a save is added (once per page). */
let forgetting = false;

/**
 * The icon collection (generator/validate/schema-refs.ts `ICONS_COLLECTION`): its choices are the
 * icon list of spec/schemas/, which no save in the panel changes.
 */
const ICONS = "icons";

/**
 * Forgets the choices asked so far (after a save, the panel's `blu:editor-saved` event: a new
 * person or client is a choice at once), but the icons': asking for them again would only
 * compete with the page's update on the dev server.
 */
export function forgetChoices(): void {
  for (const collection of [...asked.keys()]) if (collection !== ICONS) asked.delete(collection);
}

/** An icon of lucide-react by its name ("BadgeDollarSign"), or nothing for a name it lacks. */
export function IconPicture({ name }: { name: string }) {
  const Icon = (lucide as unknown as Record<string, React.ComponentType<{ size?: number; "aria-hidden"?: boolean }> | undefined>)[name];
  return Icon && /^[A-Z]/.test(name) ? <Icon size={18} aria-hidden /> : null;
}

/** The choices whose name or key holds every word typed, the chosen one first when nothing is typed. */
export function filterChoices(choices: readonly Choice[], query: string): Choice[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...choices];
  return choices.filter((c) => {
    const hay = `${c.name} ${c.key} ${c.detail ?? ""}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/** What the picker needs. */
export interface PickerProps {
  /** The collection (a schema's `x-collection`: "clients", "people", "icons"). */
  readonly collection: string;
  /** The key held now ("" or undefined: none). */
  readonly value: string | undefined;
  readonly onChange: (key: string) => void;
  /** The id of the input, for the field's `<label htmlFor>`. */
  readonly id?: string;
  readonly describedBy?: string;
  readonly invalid?: boolean;
  /** An action shown under the list ("Add a new person"), for a caller that can make a record. */
  readonly create?: ReactNode;
}

/** A searchable picker of one key of a collection (see the module's docstring). */
export function Picker({ collection, value, onChange, id: given, describedBy, invalid, create }: PickerProps) {
  const own = useId();
  const id = given ?? own;
  const listId = `${id}-list`;
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const icons = collection === ICONS;

  useEffect(() => {
    let live = true;
    const load = () =>
      choicesOf(collection).then(
        (c) => live && setChoices(c),
        () => live && setChoices([]),
      );
    load();
    // A save may add a record (a new person) or rename one: the choices are forgotten once (the
    // listener added first), then every picker asks again, sharing one request per collection.
    if (!forgetting) {
      forgetting = true;
      document.addEventListener("blu:editor-saved", forgetChoices);
    }
    document.addEventListener("blu:editor-saved", load);
    return () => {
      live = false;
      document.removeEventListener("blu:editor-saved", load);
    };
  }, [collection]);

  const chosen = choices?.find((c) => c.key === value);
  const unknown = value !== undefined && value !== "" && choices !== null && !chosen;
  const matches = useMemo(() => filterChoices(choices ?? [], query ?? ""), [choices, query]);
  const shown = matches.slice(0, SHOWN);

  const pick = (c: Choice) => {
    onChange(c.key);
    setQuery(null);
    setOpen(false);
  };
  const close = () => {
    setQuery(null);
    setOpen(false);
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!open) setOpen(true);
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => (shown.length === 0 ? 0 : (a + step + shown.length) % shown.length));
    } else if (e.key === "Enter") {
      if (open && shown[active]) {
        e.preventDefault();
        pick(shown[active]);
      }
    } else if (e.key === "Escape") {
      if (open) {
        e.preventDefault();
        e.stopPropagation();
        close();
      }
    }
  };
  const optionId = (i: number) => `${id}-option-${i}`;
  const text = query ?? (chosen ? chosen.name : (value ?? ""));

  return (
    <div className={`picker${icons ? " icons" : ""}`}>
      <div className="picker-input">
        {icons && value ? <IconPicture name={value} /> : null}
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid || unknown || undefined}
          placeholder={M.search}
          value={text}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={(e) => e.currentTarget.select()}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        {chosen && !icons && query === null ? <span className="picker-key">{chosen.key}</span> : null}
      </div>
      {unknown ? <p className="picker-unknown">{M.notInList(value)}</p> : null}
      <div className="picker-popup" hidden={!open}>
        <div
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label={text || M.search}
          onMouseDown={(e) => e.preventDefault()}
          onClick={(e) => {
            const key = (e.target as HTMLElement).closest<HTMLElement>("[data-key]")?.dataset.key;
            const c = shown.find((x) => x.key === key);
            if (c) pick(c);
          }}
          onKeyDown={onKeyDown}
        >
          {/* Options only while the list is open: a panel re-renders on every keystroke and status, and 60 options with their icons took it 100 ms and more. */}
          {(open ? shown : []).map((c, i) => (
            <div
              key={c.key}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              data-key={c.key}
              aria-selected={c.key === value}
              className={i === active ? "active" : undefined}
            >
              {icons ? <IconPicture name={c.key} /> : null}
              <span className="picker-name">{c.name}</span>
              {c.detail ? <span className="picker-detail">{c.detail}</span> : null}
              {c.draft ? <span className="picker-mark">{M.draft}</span> : null}
              {c.publishAt ? <span className="picker-mark">{M.scheduled(c.publishAt.slice(0, 10))}</span> : null}
              {!icons ? <span className="picker-key">{c.key}</span> : null}
            </div>
          ))}
        </div>
        {open && choices === null ? <p className="picker-note">{M.loading}</p> : null}
        {open && choices !== null && matches.length === 0 ? <p className="picker-note">{M.none}</p> : null}
        {open && matches.length > SHOWN ? <p className="picker-note">{M.more(matches.length - SHOWN)}</p> : null}
        {create ? (
          // biome-ignore lint/a11y/noStaticElementInteractions: keeps the input's focus while the caller's own button is pressed
          <div className="picker-create" onMouseDown={(e) => e.preventDefault()}>
            {create}
          </div>
        ) : null}
      </div>
    </div>
  );
}
