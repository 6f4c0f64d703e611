#!/usr/bin/env bash
# The browser suite drives Debian's Chromium (a browser download from elsewhere fails here).
# Installs it when missing, or says clearly why it cannot.
set -u
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  "$browser" --version 2>/dev/null || true
  exit 0
fi
echo "Chromium is not installed at $browser: installing Debian's package 'chromium'..."
if [ "$(id -u)" -ne 0 ]; then
  echo "Cannot install Chromium: this needs root (apt-get). Run as root: apt-get update && apt-get install -y chromium" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Cannot install Chromium: apt-get is not available. Install Chromium and set CHROMIUM_PATH to its binary." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
if ! { apt-get update -qq && apt-get install -y -qq chromium fonts-dejavu-core >/dev/null; }; then
  echo "Cannot install Chromium: apt-get failed (is Debian's package mirror reachable?)." >&2
  exit 1
fi
[ -x "$browser" ] && "$browser" --version && exit 0
echo "Chromium was installed but $browser is still missing; set CHROMIUM_PATH." >&2
exit 1
