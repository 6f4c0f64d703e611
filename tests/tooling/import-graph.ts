import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The repository's own import graph: which .ts/.tsx file imports which, by relative specifier.
// Written here rather than taken from a package so the check runs offline with what is installed;
// madge gives the same answer (decision 022).

const sourceFile = /\.tsx?$/;
const skippedFolders = new Set(['node_modules', 'dist', '.data', '.git']);

/** Static imports and re-exports (`import x from`, `import type`, `export * from`, `export { } from`),
 * side-effect imports and `import('…')` with a literal specifier. Biome formats every static import
 * to start a line, so a commented-out one (` * import …`, `// import …`) does not match. */
const specifierPatterns = [
  /^[ \t]*import\s+(?:type\s+)?[\w*{$][^;]*?\bfrom\s*['"]([^'"]+)['"]/gm,
  /^[ \t]*export\s+(?:type\s+)?(?:\*|\{)[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm,
  /^[ \t]*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

export function importSpecifiers(source: string): string[] {
  return specifierPatterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

/** The source file a relative specifier names, as the bundler and tsx resolve it, or undefined
 * (a package, a JSON file, an asset). */
export function resolveSpecifier(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(fromFile), specifier);
  // gateway/ writes ESM-style '.js' specifiers for its .ts files.
  const withoutJs = base.replace(/\.js$/, '');
  const candidates = [
    base,
    `${withoutJs}.ts`,
    `${withoutJs}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((file) => sourceFile.test(file) && existsSync(file) && statSync(file).isFile());
}

/** Every .ts/.tsx file under `folder` (absolute paths), declaration files left out. */
export function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    // lint-boundaries.test.ts writes and removes probe files in these folders while other test files run.
    if (skippedFolders.has(entry.name) || entry.name.includes('__lint-probe__')) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** File → the files it imports, paths relative to `root`, for every source file under `folders`. */
export function importGraph(root: string, folders: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap((folder) => sourceFiles(join(root, folder)))) {
    const targets = importSpecifiers(readFileSync(file, 'utf8'))
      .map((specifier) => resolveSpecifier(file, specifier))
      .filter((target): target is string => target !== undefined)
      .map((target) => relative(root, target));
    graph.set(relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

/**
 * One cycle per strongly connected component with more than one file (or a file importing itself),
 * each as the path `a → b → … → a`, starting at its alphabetically first file.
 */
export function importCycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;
  const edges = (file: string) => (graph.get(file) ?? []).filter((target) => graph.has(target));

  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { file: string; edge: number }[] = [{ file: start, edge: 0 }];
    index.set(start, next);
    lowLink.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = edges(frame.file);
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          lowLink.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, edge: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.file, Math.min(lowLink.get(frame.file)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) lowLink.set(parent.file, Math.min(lowLink.get(parent.file)!, lowLink.get(frame.file)!));
      if (lowLink.get(frame.file) === index.get(frame.file)) {
        const component: string[] = [];
        let file: string;
        do {
          file = stack.pop()!;
          onStack.delete(file);
          component.push(file);
        } while (file !== frame.file);
        if (component.length > 1 || edges(frame.file).includes(frame.file)) components.push(component);
      }
    }
  }
  return components.map((component) => cycleThrough(component.sort(), edges)).sort();
}

/** The shortest way from the component's first file back to itself, staying inside the component. */
function cycleThrough(component: string[], edges: (file: string) => string[]): string[] {
  const members = new Set(component);
  const first = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [first];
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i]!;
    for (const target of edges(file).filter((t) => members.has(t))) {
      if (target === first) {
        const path = [first];
        for (let step: string | undefined = file; step !== first && step; step = cameFrom.get(step))
          path.splice(1, 0, step);
        return [...path, first];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return component;
}
