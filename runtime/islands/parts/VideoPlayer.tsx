import { Pause, Play, Volume2, VolumeX } from "lucide-react";
import { useRef, useState } from "react";
import { clsx } from "clsx";
import type { Video } from "../../../model/index.ts";
import { Img } from "../../primitives/Img";

/** Labels of the player's buttons and its fallback text. */
export interface VideoLabels {
  readonly play: string;
  readonly pause: string;
  readonly mute?: string;
  readonly unmute?: string;
  readonly unsupported: string;
}

/**
 * A video that starts paused, muted, with a play/pause toggle (and a mute toggle when
 * labels for it are given and the file has a sound track, `video.hasAudio`: docs/decisions.md,
 * "The mute control"). While paused the poster shows; playing hides it. The buttons need
 * JavaScript, so they never show without it; a tap before hydration is replayed by the loader. `priority` loads the poster
 * eagerly (the banner is the largest thing above the fold).
 */
export function VideoPlayer({
  video,
  labels,
  className,
  posterAlt = "",
  priority = false,
  onPlayingChange,
}: {
  video: Video;
  labels: VideoLabels;
  className?: string;
  posterAlt?: string;
  priority?: boolean;
  onPlayingChange?: (playing: boolean) => void;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlayingState] = useState(false);
  const [muted, setMuted] = useState(true);
  const setPlaying = (p: boolean) => {
    setPlayingState(p);
    onPlayingChange?.(p);
  };
  const toggle = () => {
    const v = ref.current;
    if (!v) return;
    if (v.paused)
      void v.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    else {
      v.pause();
      setPlaying(false);
    }
  };
  return (
    <div data-state={playing ? "playing" : "paused"} className={clsx("relative overflow-hidden", className)}>
      <video
        ref={ref}
        muted={muted}
        loop
        playsInline
        preload="none"
        onEnded={() => setPlaying(false)}
        className={clsx("absolute inset-0 h-full w-full object-cover", !playing && "invisible")}
      >
        <source src={video.src} type={video.type} />
        {labels.unsupported}
      </video>
      {!playing && <Img image={video.poster} alt={posterAlt} priority={priority} className="absolute inset-0 h-full w-full object-cover" />}
      <div data-needs-js className="absolute right-4 bottom-4 z-10 flex gap-2">
        {video.hasAudio && labels.mute && labels.unmute && (
          <button
            type="button"
            onClick={() => setMuted((m) => !m)}
            aria-pressed={!muted}
            aria-label={muted ? labels.unmute : labels.mute}
            className="grid size-12 place-items-center rounded-full bg-white/90 text-brand-900 shadow-lift hover:bg-white"
          >
            {muted ? <VolumeX aria-hidden="true" className="size-5" /> : <Volume2 aria-hidden="true" className="size-5" />}
          </button>
        )}
        <button
          type="button"
          onClick={toggle}
          aria-label={playing ? labels.pause : labels.play}
          className="grid size-12 place-items-center rounded-full bg-brand-600 text-white shadow-lift hover:bg-brand-700"
        >
          {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
        </button>
      </div>
    </div>
  );
}
