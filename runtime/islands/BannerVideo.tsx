import { Pause, Play, Volume2, VolumeX } from "lucide-react";
import type { Image, Reel } from "../../model/index.ts";
import { type BannerVideoProps, desktopQuery } from "./parts/banner-video-props";

/** An art-directed poster's sources: AVIF, WebP, then the JPEG, for one version. */
function posterSources(poster: Image, media?: string) {
  return [
    poster.photo && <source key="avif" media={media} type="image/avif" srcSet={poster.photo.avif} width={poster.width} height={poster.height} />,
    poster.photo && <source key="webp" media={media} type="image/webp" srcSet={poster.photo.webp} width={poster.width} height={poster.height} />,
    media && <source key="jpeg" media={media} type="image/jpeg" srcSet={poster.src} width={poster.width} height={poster.height} />,
  ];
}

/**
 * Home banner video, as the build renders it: the reel of the featured work
 * (media/reel.ts) in a desktop version from the banner breakpoint up and a mobile version below,
 * each a muted, inline, looping <video> of WebM and MP4 with `preload="none"`, so it fetches
 * nothing before it plays; over them one art-directed poster (the title card: AVIF, WebP or
 * JPEG, the version's own), the largest thing of the first screen, loaded eagerly with high
 * priority and only in the version that shows. The buttons need JavaScript (hidden without it);
 * the plain module ./decor/banner-video.ts (no React) brings it to life after the page's load:
 * it starts the reel, muted, unless reduced motion is asked for (then the poster stays until
 * the visitor presses play). The mute control is there only when a version has a sound track
 * (`hasAudio`, read from the file by the generator; docs/decisions.md, "The mute control").
 */
export default function BannerVideo({ desktop, mobile, labels, breakpoint }: BannerVideoProps) {
  const video = (version: "desktop" | "mobile", reel: Reel) => (
    <video
      data-banner={version}
      muted
      loop
      playsInline
      preload="none"
      width={reel.width}
      height={reel.height}
      className={`absolute inset-0 h-full w-full object-cover invisible group-data-[state=playing]:visible ${version === "desktop" ? "hidden banner:block" : "banner:hidden"}`}
    >
      {reel.sources.map((s) => (
        <source key={s.src} src={s.src} type={s.type} />
      ))}
      {labels.unsupported}
    </video>
  );
  const button = "grid size-12 place-items-center rounded-full shadow-lift";
  return (
    <div data-reel data-state="paused" className="group absolute inset-0 overflow-hidden">
      <picture data-slot="picture" className="contents">
        {posterSources(desktop.poster, desktopQuery(breakpoint))}
        {posterSources(mobile.poster)}
        <img
          data-reel-poster
          src={mobile.poster.src}
          width={mobile.poster.width}
          height={mobile.poster.height}
          alt=""
          loading="eager"
          fetchPriority="high"
          className="absolute inset-0 h-full w-full object-cover group-data-[state=playing]:invisible"
        />
      </picture>
      {video("desktop", desktop)}
      {video("mobile", mobile)}
      <div data-needs-js className="absolute right-4 bottom-4 z-10 flex gap-2">
        {(desktop.hasAudio || mobile.hasAudio) && (
          <button
            type="button"
            data-reel-mute
            aria-pressed="false"
            aria-label={labels.unmute}
            className={`${button} bg-white/90 text-brand-900 hover:bg-white`}
          >
            <VolumeX aria-hidden="true" className="size-5 group-data-[sound=on]:hidden" />
            <Volume2 aria-hidden="true" className="hidden size-5 group-data-[sound=on]:block" />
          </button>
        )}
        <button type="button" data-reel-play aria-label={labels.play} className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
          <Play aria-hidden="true" className="size-5 group-data-[state=playing]:hidden" />
          <Pause aria-hidden="true" className="hidden size-5 group-data-[state=playing]:block" />
        </button>
      </div>
    </div>
  );
}
