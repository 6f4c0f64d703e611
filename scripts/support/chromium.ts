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
