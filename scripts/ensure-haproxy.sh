#!/usr/bin/env bash
# `npm run cluster` and its test put HAProxy in front of the gateways, the ministries and the face-ID
# service (decision 121). It comes from Debian's package 'haproxy'. Installs it when missing, or says
# clearly why it cannot.
set -u
if command -v haproxy >/dev/null 2>&1; then
  haproxy -v 2>/dev/null | head -n 1
  exit 0
fi
echo "HAProxy is not installed: installing Debian's package 'haproxy'..."
if [ "$(id -u)" -ne 0 ]; then
  echo "Cannot install HAProxy: this needs root (apt-get). Run as root: apt-get update && apt-get install -y haproxy" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Cannot install HAProxy: apt-get is not available. Install HAProxy 2.6 or later and put it on PATH." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
if ! { apt-get update -qq && apt-get install -y -qq --no-install-recommends haproxy >/dev/null; }; then
  echo "Cannot install HAProxy: apt-get failed (is Debian's package mirror reachable?)." >&2
  exit 1
fi
# The package's own service is not ours: the cluster runs its HAProxy in the foreground.
service haproxy stop >/dev/null 2>&1 || true
command -v haproxy >/dev/null 2>&1 && haproxy -v | head -n 1 && exit 0
echo "HAProxy was installed but is still not on PATH." >&2
exit 1
