import type { Locale } from '../session/local-store.schema';

// Only the player reads it, so it loads with the dialog, not with the first pages (decision 084).

/** The project's own video, rendered by scripts/instructional-video.ts into the SPA's public files. */
export const defaultInstructionalVideo = '/video/instructional.webm';
export const instructionalCaptions = (locale: Locale) => `/video/instructional.${locale}.vtt`;

export type InstructionalVideoSource =
  /** A video host's player page (INSTRUCTIONAL_VIDEO_URL), framed with autoplay. */
  | { kind: 'embed'; src: string }
  /** The project's own WebM, played by the browser with captions in the page's language. */
  | { kind: 'file'; src: string; captions: string };

/** The configured address when there is one, else the video that works offline. */
export function instructionalVideoSource(
  configuredUrl: string | null,
  locale: Locale,
): InstructionalVideoSource {
  if (configuredUrl) {
    return { kind: 'embed', src: `${configuredUrl}${configuredUrl.includes('?') ? '&' : '?'}autoplay=1` };
  }
  return { kind: 'file', src: defaultInstructionalVideo, captions: instructionalCaptions(locale) };
}
