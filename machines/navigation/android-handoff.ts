/**
 * Android browsers are sent once per session to Chrome through an intent link (specification,
 * section 2). Chrome itself is left alone: an intent to the browser that is already showing the
 * page would only open the same page again.
 */
const otherAndroidBrowsers = [
  ' wv)',
  'SamsungBrowser/',
  'YaBrowser/',
  'OPR/',
  'EdgA/',
  'MiuiBrowser/',
  'UCBrowser/',
  'HuaweiBrowser/',
  'Firefox/',
  'DuckDuckGo/',
];

export const handoffPackage = 'com.android.chrome';

export function needsAndroidHandoff(userAgent: string): boolean {
  if (!/\bAndroid\b/i.test(userAgent)) return false;
  const isChrome = /\bChrome\/\d/.test(userAgent);
  const isOther = otherAndroidBrowsers.some((marker) => userAgent.includes(marker));
  return !isChrome || isOther;
}

export function androidIntentUrl(host: string, pathWithSearch: string): string {
  return `intent://${host}${pathWithSearch}#Intent;scheme=https;package=${handoffPackage};end`;
}
