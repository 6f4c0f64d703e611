import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, as measured on this kind of machine (STACK.md): no browser download, no
 * background networking (the machine has no network), software WebGL for the map.
 */
export function chromiumLaunchOptions(extraArgs: string[] = []): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--enable-unsafe-swiftshader',
      ...extraArgs,
    ],
  };
}

/**
 * WebRTC against the sandbox's media server on loopback (decision 043): Chromium hides host
 * addresses behind mDNS names and skips loopback unless told; audio must start without a gesture.
 */
export const webrtcLoopbackFlags = [
  '--allow-loopback-in-peer-connection',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
  '--autoplay-policy=no-user-gesture-required',
];
