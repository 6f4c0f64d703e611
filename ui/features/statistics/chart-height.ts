/**
 * The height of a series' chart, px: its box is this high before the chart arrives, so nothing
 * moves when it does (decision 103). Bars across (types, regions) take a line each.
 */
export function chartHeight(rows: number, across: boolean): number {
  return across ? Math.max(160, rows * 30 + 40) : 280;
}
