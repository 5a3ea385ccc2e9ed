/**
 * The date-time picker of a scheduled time (`format: date-time`: publishAt, unpublishAt): a date
 * and a time in a chosen time zone, written as the ISO time with its offset
 * (2027-01-15T09:00:00+03:00; ./zoned-time.ts). A value already there is shown in the zone whose
 * offset it carries. Clearing the date leaves the field empty.
 */
import { useId, useState } from "react";
import { MESSAGES } from "../messages.ts";
import { OFFICE_ZONES, isoToZoned, zoneOf, zonedToIso } from "./zoned-time.ts";

const M = MESSAGES.picker;

/** The browser's own time zone ("Africa/Nairobi"), or UTC when it does not say. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** A zone's name in words: "Africa/Nairobi" → "Nairobi (Africa)". */
const zoneLabel = (zone: string) => {
  const [area, ...place] = zone.split("/");
  return place.length ? `${place.join(" ").replace(/_/g, " ")} (${area})` : zone;
};

/** A date, a time and a time zone for one scheduled time. */
export function DateTimeField({
  id,
  value,
  onChange,
  describedBy,
  invalid,
}: {
  /** The id of the date input, for the field's `<label htmlFor>`. */
  id: string;
  value: string | undefined;
  onChange: (iso: string | undefined) => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  const own = useId();
  const preferred = browserZone();
  const zones = OFFICE_ZONES.includes(preferred) ? OFFICE_ZONES : [...OFFICE_ZONES, preferred];
  const [zone, setZone] = useState(() => (value ? zoneOf(value, OFFICE_ZONES, preferred) : preferred));
  const shown = value ? isoToZoned(value, zone) : null;
  const [typed, setTyped] = useState<{ date: string; time: string }>({ date: shown?.date ?? "", time: shown?.time ?? "09:00" });
  const wall = shown ?? typed;
  const write = (next: { date: string; time: string }, inZone = zone) => {
    setTyped(next);
    if (next.date === "") return onChange(undefined);
    const iso = zonedToIso(next, inZone);
    if (iso) onChange(iso);
  };
  return (
    <fieldset className="datetime" aria-describedby={describedBy}>
      <label htmlFor={id} className="sub">
        {M.date}
      </label>
      <input id={id} type="date" value={wall.date} aria-invalid={invalid || undefined} onChange={(e) => write({ ...wall, date: e.currentTarget.value })} />
      <label htmlFor={`${own}-time`} className="sub">
        {M.time}
      </label>
      <input id={`${own}-time`} type="time" value={wall.time} onChange={(e) => write({ ...wall, time: e.currentTarget.value })} />
      <label htmlFor={`${own}-zone`} className="sub">
        {M.zone}
      </label>
      <select
        id={`${own}-zone`}
        value={zone}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setZone(next);
          // The same wall time in the new zone: a schedule is said as "09:00 in Lagos".
          if (wall.date !== "") write(wall, next);
        }}
      >
        {zones.map((z) => (
          <option key={z} value={z}>
            {zoneLabel(z)}
          </option>
        ))}
      </select>
      {value ? (
        <button type="button" className="clear" onClick={() => write({ date: "", time: wall.time })}>
          {M.clear}
        </button>
      ) : null}
    </fieldset>
  );
}
