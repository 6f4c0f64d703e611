/**
 * The pid of a process of `npm run cluster` by its name, as its supervisor last started it: read from
 * the launcher's `cluster process started` lines (decision 121).
 */
export function clusterPid(lines: readonly string[], name: string): number | undefined {
  return lines
    .filter((line) => line.includes('"msg":"cluster process started"'))
    .map((line) => JSON.parse(line) as { name: string; pid: number })
    .filter((started) => started.name === name)
    .at(-1)?.pid;
}
