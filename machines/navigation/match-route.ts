import { type AliasDef, aliases, type RouteDef, routes } from './routes';

export type RouteParams = Record<string, string>;

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Matches one pattern against a path; literal segments win only by table order, as in wouter's Switch. */
export function matchPattern(pattern: string, path: string): RouteParams | null {
  const want = splitPath(pattern);
  const have = splitPath(path);
  if (want.length !== have.length) return null;
  const params: RouteParams = {};
  for (let index = 0; index < want.length; index += 1) {
    const expected = want[index]!;
    const actual = have[index]!;
    if (expected.startsWith(':')) {
      const value = decodeSegment(actual);
      if (value === null || value.length === 0) return null;
      params[expected.slice(1)] = value;
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

/** Fills `:name` segments; used for aliases and for breadcrumb links to parent routes. */
export function buildPath(pattern: string, params: RouteParams): string {
  const segments = splitPath(pattern).map((segment) =>
    segment.startsWith(':') ? encodeURIComponent(params[segment.slice(1)] ?? '') : segment,
  );
  return `/${segments.join('/')}`;
}

export function matchRoute(path: string): RouteMatch | null {
  for (const route of routes) {
    const params = matchPattern(route.pattern, path);
    if (params) return { route, params };
  }
  return null;
}

export function matchAlias(path: string): string | null {
  for (const alias of aliases as readonly AliasDef[]) {
    const params = matchPattern(alias.pattern, path);
    if (params) return buildPath(alias.to, params);
  }
  return null;
}

/** The specification's rule, literally: any path containing "kiosk" is kiosk mode. */
export function isKioskPath(path: string): boolean {
  return path.includes('kiosk');
}
