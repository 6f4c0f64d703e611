#!/usr/bin/env bash
# The media server's tests publish real VP8/Opus from ffmpeg and check recordings with ffprobe
# (decision 043). Both come from Debian's package 'ffmpeg' (no npm package ships a binary that
# installs offline). Installs it when ffprobe is missing, or says clearly why it cannot.
set -u
if command -v ffprobe >/dev/null 2>&1 && command -v ffmpeg >/dev/null 2>&1; then
  ffprobe -version 2>/dev/null | head -n 1
  exit 0
fi
echo "ffmpeg/ffprobe are not installed: installing Debian's package 'ffmpeg'..."
if [ "$(id -u)" -ne 0 ]; then
  echo "Cannot install ffmpeg: this needs root (apt-get). Run as root: apt-get update && apt-get install -y ffmpeg" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Cannot install ffmpeg: apt-get is not available. Install ffmpeg (with ffprobe, libvpx and libopus) and put it on PATH." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
if ! { apt-get update -qq && apt-get install -y -qq ffmpeg >/dev/null; }; then
  echo "Cannot install ffmpeg: apt-get failed (is Debian's package mirror reachable?)." >&2
  exit 1
fi
command -v ffprobe >/dev/null 2>&1 && ffprobe -version | head -n 1 && exit 0
echo "ffmpeg was installed but ffprobe is still not on PATH." >&2
exit 1
