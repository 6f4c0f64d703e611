/**
 * `npm run measure:face-match`: the figures of docs/decisions/027-face-recognition.md. Describes
 * every face of scripts/support/face-corpus.ts (Debian's sample and documentation images, fetched
 * with `apt-get download` into .tmp/face-corpus) and six generated variants of each, through the
 * ministry's face pool, then prints the distance distributions of genuine and impostor pairs and
 * the false-accept and false-reject rates at the configured threshold and around it.
 * FACE_CORPUS_DIR names a folder that already holds the unpacked packages (one folder per package).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { root } from './processes';
import { cliArgs } from './support/cli-args';
import type { CorpusFace } from './support/face-corpus';

cliArgs({
  usage: `usage: npm run measure:face-match

The face match's genuine and impostor distances and error rates (decision 027) on every face
photograph in Debian's packages and six variants of each, through the ministry's face pool. Downloads
the packages with apt-get download into .tmp/face-corpus; FACE_CORPUS_DIR names a folder that already
holds them unpacked.

  -h, --help  this text`,
  options: {},
});

// Loaded once the command line is read: `--help` answers before anything heavy loads.
const [
  { default: sharp },
  { descriptorDistance },
  { resolvePolicy },
  { FacePool },
  { corpusExcluded, corpusFaces, corpusPackages, swappedFace },
  { faceVariants, variantNames },
] = await Promise.all([
  import('sharp'),
  import('../ministry/face-id/descriptor'),
  import('../ministry/face-id/policy'),
  import('../ministry/face-id/pool'),
  import('./support/face-corpus'),
  import('./support/face-variants'),
]);

const corpusDir = process.env.FACE_CORPUS_DIR ?? join(root, '.tmp', 'face-corpus');

function unpackedPackage(name: string, version: string): string {
  const dir = join(corpusDir, name);
  if (existsSync(dir)) return dir;
  const debs = join(corpusDir, 'debs');
  mkdirSync(debs, { recursive: true });
  const have = () => readdirSync(debs).find((file) => file.startsWith(`${name}_`) && file.endsWith('.deb'));
  if (!have()) {
    try {
      execFileSync('apt-get', ['download', `${name}=${version}`], { cwd: debs, stdio: 'ignore' });
    } catch {
      console.log(`  ${name} ${version} is not on the mirror; taking the version it has`);
      execFileSync('apt-get', ['download', name], { cwd: debs, stdio: 'inherit' });
    }
  }
  mkdirSync(dir, { recursive: true });
  execFileSync('dpkg', ['-x', join(debs, have()!), dir]);
  return dir;
}

/** The image of one corpus face: a panel, or the region around a face box, or the whole file. */
async function corpusImage(face: { pkg: string; path: string; crop?: number[]; face?: number[] }) {
  const file = join(corpusDir, face.pkg, face.path);
  const image = sharp(readFileSync(file));
  if (face.crop) {
    const [left, top, width, height] = face.crop as [number, number, number, number];
    return image.extract({ left, top, width, height }).png().toBuffer();
  }
  if (face.face) {
    // The box with 40% of its size added on every side, within the image.
    const { width = 0, height = 0 } = await image.metadata();
    const [x, y, w, h] = face.face as [number, number, number, number];
    const left = Math.max(0, Math.round(x - 0.4 * w));
    const top = Math.max(0, Math.round(y - 0.4 * h));
    const right = Math.min(width, Math.round(x + 1.4 * w));
    const bottom = Math.min(height, Math.round(y + 1.4 * h));
    return image
      .extract({ left, top, width: right - left, height: bottom - top })
      .png()
      .toBuffer();
  }
  return image.png().toBuffer();
}

interface Described {
  face: CorpusFace;
  /** 'original' or the variant's name. */
  variant: string;
  descriptor: Float32Array;
}

interface Pair {
  distance: number;
  a: Described;
  b: Described;
}

const photoOf = (face: CorpusFace) =>
  face.id.startsWith('astronaut')
    ? 'astronaut'
    : face.id.startsWith('messi-argentina')
      ? 'messi-argentina'
      : face.id.startsWith('cameraman')
        ? 'camera'
        : face.id;

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))]!;
}

function distribution(pairs: Pair[]): string {
  const d = pairs.map((p) => p.distance).sort((a, b) => a - b);
  if (d.length === 0) return 'n 0';
  const f = (x: number) => x.toFixed(3);
  return `n ${d.length}: min ${f(d[0]!)}, 5% ${f(quantile(d, 0.05))}, median ${f(quantile(d, 0.5))}, 95% ${f(quantile(d, 0.95))}, max ${f(d.at(-1)!)}`;
}

const name = (d: Described) => (d.variant === 'original' ? d.face.id : `${d.face.id}/${d.variant}`);

const rate = (count: number, total: number) =>
  `${count}/${total} (${total ? ((100 * count) / total).toFixed(2) : '0.00'}%)`;

async function main(): Promise<void> {
  const threshold = resolvePolicy().maxFaceDistance;
  console.log(
    `Face-match measurement: face-api FaceRecognitionNet, threshold ${threshold} (maxFaceDistance)`,
  );
  console.log(`Corpus: ${corpusDir}`);
  for (const pkg of corpusPackages) {
    unpackedPackage(pkg.name, pkg.version);
    console.log(`  ${pkg.name} ${pkg.version} (${pkg.licence})`);
  }

  const pool = new FacePool({
    size: availableParallelism(),
    minFaceScore: resolvePolicy().minFaceScore,
    scores: false,
  });
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  await pool.warmUp();
  const warmMs = performance.now() - started;
  const described: Described[] = [];
  const notDescribed: string[] = [];
  let descriptions = 0;
  let describingMs = 0;
  try {
    const describe = async (image: Buffer) => {
      descriptions++;
      return pool.describe(new Uint8Array(image));
    };
    // Every image of one face at once: the pool's workers take them in parallel.
    for (const face of corpusFaces) {
      const original = await corpusImage(face);
      const images: [string, Buffer][] = [
        ['original', original],
        ...Object.entries(await faceVariants(original)),
      ];
      const began = performance.now();
      const results = await Promise.all(images.map(([, image]) => describe(image)));
      describingMs += performance.now() - began;
      results.forEach((result, i) => {
        const variant = images[i]![0];
        if (result.embedding) described.push({ face, variant, descriptor: result.embedding });
        else notDescribed.push(`${face.id}/${variant} (${result.faces} faces)`);
      });
    }
    const swapped = await describe(await corpusImage(swappedFace));
    const rss = process.memoryUsage().rss;

    const genuineSamePhoto: Pair[] = [];
    const genuineOtherPhoto: Pair[] = [];
    const impostor: Pair[] = [];
    for (let i = 0; i < described.length; i++) {
      for (let j = i + 1; j < described.length; j++) {
        const a = described[i]!;
        const b = described[j]!;
        const pair = { a, b, distance: descriptorDistance(a.descriptor, b.descriptor) };
        if (a.face.person !== b.face.person) impostor.push(pair);
        else if (photoOf(a.face) === photoOf(b.face)) genuineSamePhoto.push(pair);
        else genuineOtherPhoto.push(pair);
      }
    }
    const inDomain = (p: Pair) => !p.a.face.lowResolution && !p.b.face.lowResolution;
    const originals = (p: Pair) => p.a.variant === 'original' && p.b.variant === 'original';
    const people = new Set(corpusFaces.map((f) => f.person));

    console.log(
      `\n${corpusFaces.length} images of ${people.size} people, each with ${variantNames.length} generated variants (${variantNames.join(', ')}); ${described.length} described`,
    );
    console.log(`Not described (not exactly one face at the detector's 0.7): ${notDescribed.length}`);
    for (const line of notDescribed) console.log(`  ${line}`);

    const report = (title: string, filter: (p: Pair) => boolean) => {
      const same = genuineSamePhoto.filter(filter);
      const other = genuineOtherPhoto.filter(filter);
      const imp = impostor.filter(filter);
      const impOriginals = imp.filter(originals);
      const genuine = [...same, ...other];
      console.log(`\n${title}`);
      console.log(`  genuine, variants of one photograph:  ${distribution(same)}`);
      console.log(`  genuine, different photographs:       ${distribution(other)}`);
      console.log(`  impostor, every image:                ${distribution(imp)}`);
      console.log(`  impostor, originals only:             ${distribution(impOriginals)}`);
      console.log('  threshold  false accepts (impostor <= t)  false rejects (genuine > t)');
      for (const t of [...new Set([0.4, 0.45, threshold, 0.55, 0.6])].sort()) {
        const fa = imp.filter((p) => p.distance <= t).length;
        const fr = genuine.filter((p) => p.distance > t).length;
        const mark = t === threshold ? ' <-' : '';
        console.log(
          `  ${t.toFixed(2)}       ${rate(fa, imp.length).padEnd(30)}  ${rate(fr, genuine.length)}${mark}`,
        );
      }
      const closest = [...imp].sort((x, y) => x.distance - y.distance).slice(0, 5);
      console.log(
        `  closest impostors: ${closest.map((p) => `${p.distance.toFixed(3)} ${name(p.a)} ~ ${name(p.b)}`).join('; ')}`,
      );
      const farthest = [...genuine].sort((x, y) => y.distance - x.distance).slice(0, 5);
      console.log(
        `  farthest genuine:  ${farthest.map((p) => `${p.distance.toFixed(3)} ${name(p.a)} ~ ${name(p.b)}`).join('; ')}`,
      );
      const toOriginal = same.filter(
        (p) => p.a.face === p.b.face && (p.a.variant === 'original') !== (p.b.variant === 'original'),
      );
      const byVariant = variantNames.map((variant) => {
        const d = toOriginal.filter((p) => p.a.variant === variant || p.b.variant === variant);
        const max = Math.max(...d.map((p) => p.distance));
        const over = d.filter((p) => p.distance > threshold).length;
        return `${variant} max ${max.toFixed(3)}, ${over}/${d.length} over`;
      });
      console.log(`  generated variant ~ its original, per variant: ${byVariant.join('; ')}`);
      const overVariants = toOriginal.filter((p) => p.distance > threshold);
      if (overVariants.length) {
        console.log(
          `  variants rejected: ${overVariants.map((p) => `${p.distance.toFixed(3)} ${name(p.a)} ~ ${name(p.b)}`).join('; ')}`,
        );
      }
      if (other.length) {
        console.log(
          `  different photographs: ${other
            .filter(originals)
            .map((p) => `${p.distance.toFixed(3)} ${name(p.a)} ~ ${name(p.b)}`)
            .join('; ')}`,
        );
      }
    };
    report('Login domain (faces of at least ~90 px, not the low-resolution images):', inDomain);
    report(
      'Every image, the low-resolution ones (LFW thumbnails, a 64 px face, the cameraman) included:',
      () => true,
    );

    if (swapped.embedding) {
      const sources = swappedFace.sources.map((id) => {
        const source = described.find((d) => d.face.id === id && d.variant === 'original');
        return `${id} ${source ? descriptorDistance(swapped.embedding!, source.descriptor).toFixed(3) : 'n/a'}`;
      });
      console.log(
        `\nFace swap (goatee-man's face on young-man's head) against its sources: ${sources.join(', ')}`,
      );
    }
    console.log('\nLeft out of the corpus:');
    for (const line of corpusExcluded) console.log(`  ${line}`);

    console.log(
      `\n${descriptions} descriptions (decode, detector + mesh, alignment, recognition) in ${(describingMs / 1000).toFixed(1)} s on ${pool.size} workers: ${(descriptions / (describingMs / 1000)).toFixed(1)} per second (npm run bench prints the time of one)`,
    );
    console.log(
      `Pool start + warm-up ${warmMs.toFixed(0)} ms; process RSS ${(rss / 2 ** 20).toFixed(0)} MB (${((rss - rssBefore) / 2 ** 20 / pool.size).toFixed(0)} MB per worker over the start)`,
    );
  } finally {
    await pool.close();
  }
}

await main();
