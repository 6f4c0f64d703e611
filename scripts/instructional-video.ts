/**
 * The default instructional video of the login dialog (section 2; issue 28, decision 084): the
 * project draws it from its own frames, so it plays offline with no video host. Four scenes, one
 * per login step (passport series and number, PIN, the camera, the confirmation), drawn as SVG
 * without words (the pictures are the same in every language), rasterised by sharp and encoded by
 * ffmpeg (Debian's package, `scripts/ensure-ffmpeg.sh`) into a small VP9 WebM. The words are the
 * captions: one WebVTT file per locale, written from `locales/<locale>/video.json`
 * (`instructional.captions`), so the translations stay in one place.
 *
 * `npx tsx scripts/instructional-video.ts` writes ui/public/video/instructional.webm and
 * instructional.{oz,uz,ru}.vtt; `--captions` rewrites the captions only (no ffmpeg needed).
 * tests/tooling/instructional-video.test.ts checks the committed files against this module.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { locales } from '../machines/text/locales';

export const root = join(import.meta.dirname, '..');
export const videoDir = join(root, 'ui', 'public', 'video');
export const videoFile = join(videoDir, 'instructional.webm');
export const captionLocales = locales;
export type CaptionLocale = (typeof captionLocales)[number];
export const captionFile = (locale: CaptionLocale) => join(videoDir, `instructional.${locale}.vtt`);

export const width = 640;
export const height = 360;
export const fps = 10;
/** Seconds per scene. */
export const sceneSeconds = 5;
export const scenes = ['passport', 'pin', 'camera', 'confirm'] as const;
export type Scene = (typeof scenes)[number];
export const durationSeconds = scenes.length * sceneSeconds;

const blue = '#2b6cb0';
const grey = '#a0aec0';
const green = '#2f855a';
const ink = '#1a202c';

/** `00:00:05.000`, as WebVTT writes a time. */
function vttTime(seconds: number): string {
  const hh = String(Math.floor(seconds / 3600)).padStart(2, '0');
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const ss = (seconds % 60).toFixed(3).padStart(6, '0');
  return `${hh}:${mm}:${ss}`;
}

/** The captions of one locale, one cue per scene, from its translations. */
export function captionsVtt(locale: CaptionLocale): string {
  const video = JSON.parse(readFileSync(join(root, 'locales', locale, 'video.json'), 'utf8')) as {
    instructional: { captions: Record<Scene, string> };
  };
  const cues = scenes.map((scene, index) => {
    const text = video.instructional.captions[scene];
    if (!text) throw new Error(`locales/${locale}/video.json has no instructional.captions.${scene}`);
    return `${scene}\n${vttTime(index * sceneSeconds)} --> ${vttTime((index + 1) * sceneSeconds)}\n${text}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

const box = (x: number, y: number, w: number, h: number, stroke: string, fill = '#fff') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`;
const text = (x: number, y: number, value: string, size = 30, color = ink) =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans Mono, monospace" font-size="${size}" font-weight="bold" fill="${color}" text-anchor="middle">${value}</text>`;

/** The step dots at the top: which of the four steps is shown. */
function progress(step: number): string {
  return scenes
    .map((_, index) => {
      const x = width / 2 - 60 + index * 40;
      const fill = index < step ? green : index === step ? blue : '#e2e8f0';
      return `<circle cx="${x}" cy="32" r="12" fill="${fill}"/>${text(x, 39, String(index + 1), 16, '#fff')}`;
    })
    .join('');
}

/** A value typed in, one character after another over the scene's first part. */
const typed = (value: string, t: number) =>
  value.slice(0, Math.min(value.length, Math.floor(t * value.length)));

function passportScene(t: number): string {
  const series = typed('AA', Math.min(1, t * 3));
  const number = typed('1234567', Math.max(0, Math.min(1, t * 2.2 - 0.6)));
  // The passport booklet, the two fields under it.
  return [
    `<rect x="80" y="80" width="150" height="200" rx="10" fill="#2c5282"/>`,
    `<circle cx="155" cy="160" r="34" fill="none" stroke="#ecc94b" stroke-width="4"/>`,
    `<rect x="115" y="225" width="80" height="10" rx="4" fill="#ecc94b"/>`,
    box(280, 120, 90, 64, t < 0.35 ? blue : grey),
    text(325, 163, series),
    box(390, 120, 190, 64, t >= 0.35 ? blue : grey),
    text(485, 163, number, 28),
  ].join('');
}

function pinScene(t: number): string {
  const digits = typed('31234567890123', Math.min(1, t * 1.3));
  const cells = Array.from({ length: 14 }, (_, index) => {
    const x = 40 + index * 40;
    const filled = index < digits.length;
    return `${box(x, 150, 34, 56, filled ? blue : grey)}${filled ? text(x + 17, 189, digits[index] ?? '', 26) : ''}`;
  });
  return cells.join('');
}

function cameraScene(t: number): string {
  // The face moves from the side into the frame, which turns green once it is inside.
  const offset = Math.max(0, 1 - t * 1.6) * 170;
  const inside = offset < 12;
  const frame = inside ? green : blue;
  const cx = width / 2 + offset;
  return [
    `<rect x="60" y="70" width="520" height="250" rx="16" fill="#edf2f7"/>`,
    `<ellipse cx="${cx}" cy="200" rx="62" ry="80" fill="#f6ad55"/>`,
    `<circle cx="${cx - 22}" cy="185" r="7" fill="${ink}"/><circle cx="${cx + 22}" cy="185" r="7" fill="${ink}"/>`,
    `<path d="M ${cx - 22} 232 Q ${cx} 250 ${cx + 22} 232" stroke="${ink}" stroke-width="5" fill="none"/>`,
    `<rect x="${width / 2 - 90}" y="95" width="180" height="210" rx="90" fill="none" stroke="${frame}" stroke-width="6" stroke-dasharray="${inside ? '0' : '18 10'}"/>`,
    // The camera above the screen.
    `<circle cx="${width / 2}" cy="82" r="9" fill="${ink}"/>`,
  ].join('');
}

function confirmScene(t: number): string {
  const pressed = t > 0.3;
  const check = Math.min(1, Math.max(0, (t - 0.3) * 3));
  // The check mark draws itself; the button below is pressed once.
  const length = 190;
  return [
    `<circle cx="${width / 2}" cy="160" r="70" fill="${pressed ? '#c6f6d5' : '#edf2f7'}"/>`,
    `<path d="M ${width / 2 - 38} 162 L ${width / 2 - 10} 192 L ${width / 2 + 42} 130" stroke="${green}" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="${length}" stroke-dashoffset="${(1 - check) * length}"/>`,
    `<rect x="${width / 2 - 110}" y="262" width="220" height="56" rx="10" fill="${pressed ? green : blue}"/>`,
    `<path d="M ${width / 2 - 16} 276 L ${width / 2 + 14} 290 L ${width / 2 - 16} 304 Z" fill="#fff"/>`,
  ].join('');
}

const drawScene: Record<Scene, (t: number) => string> = {
  passport: passportScene,
  pin: pinScene,
  camera: cameraScene,
  confirm: confirmScene,
};

/** One frame: the step dots and the scene at time t (0 to 1 through the scene). */
export function frameSvg(frame: number): string {
  const perScene = sceneSeconds * fps;
  const step = Math.min(scenes.length - 1, Math.floor(frame / perScene));
  const t = (frame % perScene) / perScene;
  const scene = scenes[step] as Scene;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#fff"/>${progress(step)}${drawScene[scene](t)}</svg>`;
}

export function writeCaptions(): void {
  mkdirSync(videoDir, { recursive: true });
  for (const locale of captionLocales) writeFileSync(captionFile(locale), captionsVtt(locale));
}

async function writeVideo(): Promise<void> {
  const { default: sharp } = await import('sharp');
  const frames = mkdtempSync(join(tmpdir(), 'instructional-video-'));
  try {
    const count = durationSeconds * fps;
    for (let frame = 0; frame < count; frame += 1) {
      await sharp(Buffer.from(frameSvg(frame)))
        .png()
        .toFile(join(frames, `frame-${String(frame).padStart(4, '0')}.png`));
    }
    mkdirSync(videoDir, { recursive: true });
    // VP9 at constant quality, no audio; keyframes every 2 s so the player can seek.
    const encoded = spawnSync(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-framerate',
        String(fps),
        '-i',
        join(frames, 'frame-%04d.png'),
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '0',
        '-crf',
        '42',
        '-g',
        String(fps * 2),
        '-pix_fmt',
        'yuv420p',
        '-an',
        '-row-mt',
        '1',
        videoFile,
      ],
      { stdio: 'inherit' },
    );
    if (encoded.error || encoded.status !== 0)
      throw new Error('ffmpeg failed: run scripts/ensure-ffmpeg.sh (Debian package ffmpeg with libvpx)');
  } finally {
    rmSync(frames, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeCaptions();
  if (!process.argv.includes('--captions')) await writeVideo();
  process.stdout.write(`wrote ${videoFile} and its captions (${captionLocales.join(', ')})\n`);
}
