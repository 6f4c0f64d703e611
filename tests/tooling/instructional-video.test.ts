import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  defaultInstructionalVideo,
  instructionalCaptions,
} from '../../machines/instructional-video/instructional-video.source';
import {
  captionFile,
  captionLocales,
  captionsVtt,
  durationSeconds,
  frameSvg,
  scenes,
  videoFile,
} from '../../scripts/instructional-video';

// The default instructional video (decision 084): the project's own WebM, committed under the SPA's
// public files, with captions in the three interface languages written from the translations.

describe('the default instructional video', () => {
  it('is where the player asks for it, a small VP9 WebM', () => {
    expect(videoFile.endsWith(`ui/public${defaultInstructionalVideo}`)).toBe(true);
    expect(existsSync(videoFile)).toBe(true);
    const bytes = readFileSync(videoFile);
    // EBML magic, then the DocType "webm" and the VP9 codec id in the track entry.
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(bytes.subarray(0, 64).includes(Buffer.from('webm'))).toBe(true);
    expect(bytes.includes(Buffer.from('V_VP9'))).toBe(true);
    expect(statSync(videoFile).size).toBeLessThan(300 * 1024);
  });

  it('lasts 10 to 30 seconds, one scene per login step', () => {
    expect(scenes).toEqual(['passport', 'pin', 'camera', 'confirm']);
    expect(durationSeconds).toBeGreaterThanOrEqual(10);
    expect(durationSeconds).toBeLessThanOrEqual(30);
    // Each frame is a picture without words: the words are the captions, in the viewer's language.
    expect(frameSvg(0)).not.toMatch(/[a-z]{3,}<\/text>/i);
  });

  it.each(captionLocales)('has its %s captions, as the translations say them', (locale) => {
    const file = captionFile(locale);
    expect(file.endsWith(`ui/public${instructionalCaptions(locale)}`)).toBe(true);
    const vtt = readFileSync(file, 'utf8');
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    // Regenerate with `npx tsx scripts/instructional-video.ts --captions` after changing video.json.
    expect(vtt).toBe(captionsVtt(locale));
    expect(vtt.match(/-->/g)).toHaveLength(scenes.length);
    expect(vtt).toContain(`--> 00:00:${String(durationSeconds).padStart(2, '0')}.000`);
  });

  it('captions Russian without Latin Uzbek letters, Cyrillic Uzbek in Cyrillic', () => {
    expect(readFileSync(captionFile('ru'), 'utf8')).not.toMatch(/[ʻʼ‘ўқғҳ]/);
    expect(readFileSync(captionFile('uz'), 'utf8')).toMatch(/[ўқғҳ]/);
  });
});
