#!/usr/bin/env bash
# Makes the placeholder video clip the spec names for the media section's showreel with ffmpeg's
# gradients source in the brand palette: silent, looping-friendly, well under 2 MB. An existing
# file is kept, so real footage can replace it. The home banner's video is not a placeholder: the
# build assembles it from the featured work (media/reel.ts). Needs a system ffmpeg of 4.4 or later
# for the gradients source (Debian: apt-get install ffmpeg); the build's own ffmpeg package is older.
set -euo pipefail
cd "$(dirname "$0")/../.."
make_clip() { # path width height seconds
  local out="public$1"
  [ -f "$out" ] && return 0
  mkdir -p "$(dirname "$out")"
  ffmpeg -loglevel error -y -f lavfi \
    -i "gradients=s=$2x$3:c0=0x0a1640:c1=0x1f47de:c2=0x3464f4:c3=0x122966:nb_colors=4:speed=0.015:d=$4:r=24" \
    -c:v libvpx-vp9 -b:v 350k -pix_fmt yuv420p -an "$out"
  echo "video: $out ($(du -h "$out" | cut -f1))"
}
make_clip /media/sections/media/showreel.webm 1280 720 10
