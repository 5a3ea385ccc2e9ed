#!/usr/bin/env bash
# Makes the placeholder video clips the spec names (banner desktop/mobile, media showreel) with
# ffmpeg's gradients source in the brand palette: silent, looping-friendly, well under 2 MB each.
# Existing files are kept, so real footage can replace any of them. Needs ffmpeg (Debian: apt-get install ffmpeg).
set -euo pipefail
cd "$(dirname "$0")/.."
make_clip() { # path width height seconds
  local out="public$1"
  [ -f "$out" ] && return 0
  mkdir -p "$(dirname "$out")"
  ffmpeg -loglevel error -y -f lavfi \
    -i "gradients=s=$2x$3:c0=0x0a1640:c1=0x1f47de:c2=0x3464f4:c3=0x122966:nb_colors=4:speed=0.015:d=$4:r=24" \
    -c:v libvpx-vp9 -b:v 350k -pix_fmt yuv420p -an "$out"
  echo "video: $out ($(du -h "$out" | cut -f1))"
}
make_clip /media/home/banner-desktop.webm 1280 720 8
make_clip /media/home/banner-mobile.webm 720 1280 8
make_clip /media/sections/media/showreel.webm 1280 720 10
