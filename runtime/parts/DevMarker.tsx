import { draftUrls, scheduledUrls } from "../../generated/routes";
import { site } from "../../generated/site";
import { formatScheduleTime } from "../lib/schedule-time";

/**
 * The colours of the dev server's markers: amber for a draft, sky for a record still to come.
 * The page's marker (../app/Shell.tsx) and a card's ({@link CardMarker}) share them.
 */
export const MARKER_TONE = { draft: "bg-amber-400 ring-amber-600", scheduled: "bg-sky-300 ring-sky-700" } as const;

/**
 * On a list card, the marker of the page it links to when that page is a draft or still to come
 * (spec/ui.yaml shell.draft and shell.scheduled), as the page itself carries in its corner. Only
 * `npm run dev` lists such pages (generated/routes.ts `draftUrls`, `scheduledUrls`): the build's
 * lists are empty, so dist/ never holds one. Placed at the card's top left, over its cover.
 */
export function CardMarker({ href }: { href: string }) {
  const time = scheduledUrls[href];
  const draft = draftUrls.includes(href);
  if (time === undefined && !draft) return null;
  const tone = time !== undefined ? MARKER_TONE.scheduled : MARKER_TONE.draft;
  return (
    <p
      data-slot={time !== undefined ? "card-scheduled-marker" : "card-draft-marker"}
      className={`absolute top-3 left-3 z-10 max-w-[calc(100%-1.5rem)] rounded-2xl px-3 py-1 text-xs font-bold text-slate-950 shadow ring-2 ${tone}`}
    >
      {time !== undefined ? site.ui.shell.scheduled({ time: formatScheduleTime(time, site.language) }) : site.ui.shell.draft}
    </p>
  );
}
