import { useEffect, useState } from "react";
import type { Video } from "../../generated/model";
import { VideoPlayer, type VideoLabels } from "./parts/VideoPlayer";

/**
 * §2/§4 Home banner video: a desktop version from the banner breakpoint (768 px) up and a
 * mobile version below, each with its own video and poster, paused at first, muted, with
 * play/pause and mute. While a version plays, the banner's promo copy (rendered by the page,
 * outside this island) steps aside and its shade lightens, while the headline and call to
 * action stay: this island marks the element `bannerId` with data-playing="desktop" or
 * "mobile" and app.css does the rest.
 */
export default function BannerVideo({ desktop, mobile, labels, bannerId }: { desktop: Video; mobile: Video; labels: VideoLabels; bannerId: string }) {
  const [playing, setPlaying] = useState({ desktop: false, mobile: false });
  useEffect(() => {
    const banner = document.getElementById(bannerId);
    if (!banner) return;
    const value = [playing.desktop && "desktop", playing.mobile && "mobile"].filter(Boolean).join(" ");
    if (value) banner.dataset.playing = value;
    else delete banner.dataset.playing;
  }, [playing, bannerId]);
  return (
    <>
      <div data-banner="desktop" className="hidden h-full banner:block">
        <VideoPlayer video={desktop} labels={labels} priority onPlayingChange={(p) => setPlaying((s) => ({ ...s, desktop: p }))} className="h-full" />
      </div>
      <div data-banner="mobile" className="h-full banner:hidden">
        <VideoPlayer video={mobile} labels={labels} priority onPlayingChange={(p) => setPlaying((s) => ({ ...s, mobile: p }))} className="h-full" />
      </div>
    </>
  );
}
