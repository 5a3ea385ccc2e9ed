import { type BannerVideoProps, desktopQuery } from "../parts/banner-video-props";
import { prefersReducedMotion } from "../parts/motion";

/**
 * The home banner's reel in the browser, without React. Its HTML is
 * ../BannerVideo.tsx's: a poster over two muted, looping videos (desktop and mobile) with
 * `preload="none"`, and two buttons. This module, which the loader runs after the page's load
 * event and first paint:
 *
 * - starts the version on screen, muted, as a loop under the banner's promo (`data-state="playing"`
 *   on the player shows the video and hides the poster), unless the visitor asks for reduced motion
 *   or to save data: then the poster stays until they press play;
 * - play/pause toggles the version on screen (pausing the loop too); playing it on request marks the banner
 *   (`bannerId`) `data-playing="desktop"` or `"mobile"`, so app.css steps the promo copy aside and
 *   lightens the shade (the headline and call to action stay) until it is paused;
 * - the mute button, rendered only for a reel with a sound track (docs/decisions.md, "The mute
 *   control"), toggles the sound (`data-sound="on"` on the player);
 * - across the banner breakpoint, the version that shows takes over;
 * - each video gets the poster the page shows as its `poster` (the same file, already loaded).
 */
export function enhance(island: HTMLElement, { labels, bannerId, breakpoint }: BannerVideoProps): void {
  const player = island.querySelector<HTMLElement>("[data-reel]");
  const playButton = island.querySelector<HTMLButtonElement>("[data-reel-play]");
  const muteButton = island.querySelector<HTMLButtonElement>("[data-reel-mute]");
  const poster = island.querySelector<HTMLImageElement>("[data-reel-poster]");
  if (!player || !playButton) return;
  const desktop = window.matchMedia(desktopQuery(breakpoint));
  const videoOf = (version: string) => player.querySelector<HTMLVideoElement>(`video[data-banner="${version}"]`);
  const version = () => (desktop.matches ? "desktop" : "mobile");
  let playing = false;
  /** Whether the visitor asked for the reel (not the muted loop started on load). */
  let asked = false;
  let muted = true;

  const show = () => {
    player.dataset.state = playing ? "playing" : "paused";
    player.dataset.sound = muted ? "off" : "on";
    playButton.setAttribute("aria-label", playing ? labels.pause : labels.play);
    muteButton?.setAttribute("aria-label", muted ? labels.unmute : labels.mute);
    muteButton?.setAttribute("aria-pressed", String(!muted));
    const banner = document.getElementById(bannerId);
    if (!banner) return;
    if (playing && asked) banner.dataset.playing = version();
    else delete banner.dataset.playing;
  };
  const play = () => {
    const video = videoOf(version());
    if (!video) return;
    if (poster?.currentSrc && !video.poster) video.poster = poster.currentSrc;
    video.muted = muted;
    video.play().then(
      () => {
        playing = true;
        show();
      },
      () => {
        playing = false;
        show();
      },
    );
  };
  const pause = () => {
    for (const v of player.querySelectorAll("video")) v.pause();
    playing = false;
    asked = false;
    show();
  };

  playButton.addEventListener("click", () => {
    if (playing) return pause();
    asked = true;
    play();
  });
  muteButton?.addEventListener("click", () => {
    muted = !muted;
    for (const v of player.querySelectorAll("video")) v.muted = muted;
    show();
  });
  desktop.addEventListener("change", () => {
    if (!playing) return show();
    for (const v of player.querySelectorAll("video")) v.pause();
    play();
  });
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  if (!prefersReducedMotion() && !saveData) play();
  show();
}
