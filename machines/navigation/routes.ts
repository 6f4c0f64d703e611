/**
 * Every route of the specification (section 2) as data: the guard machine, the breadcrumbs and the
 * UI's screen switch all read this one table, so a route cannot be guarded in one place and open
 * in another.
 */

/** Which view renders a route. */
export type ScreenId =
  | 'home'
  | 'notFound'
  | 'forbidden'
  | 'kioskMain'
  | 'kioskAuth'
  | 'myActs'
  | 'createAct'
  | 'act'
  | 'actMember'
  | 'actVehicle'
  | 'actRealty'
  | 'actOther'
  | 'notaryWorkspace'
  | 'kioskGuidedAct'
  | 'videoTesting'
  | 'statistics'
  | 'catalogue'
  | 'updateDict'
  | 'adminUsers'
  | 'adminUser'
  | 'adminKiosks'
  | 'kioskEnrol'
  | 'analysts'
  | 'reviewModeration'
  | 'profile'
  | 'notaryDirectory'
  | 'notaryPage'
  | 'actCheck'
  | 'proxyCheck'
  | 'inheritanceSearch'
  | 'banCheck'
  | 'equeue'
  | 'kioskEqueue';

export type RouteId =
  | 'main'
  | 'index'
  | 'naDetails'
  | 'naDetail'
  | 'naCalc'
  | 'notaries'
  | 'notary'
  | 'equeue'
  | 'statistics'
  | 'searchProxy'
  | 'searchInheritcase'
  | 'searchNotarialAct'
  | 'updateDict'
  | 'searchBan'
  | 'enotarialAct'
  | 'enotarialActNew'
  | 'adminUsers'
  | 'adminUser'
  | 'adminKiosks'
  | 'analysts'
  | 'analystsAct'
  | 'reviewModeration'
  | 'profile'
  | 'videoTesting'
  | 'roomVideoTesting'
  | 'forbidden'
  | 'notFound'
  | 'myActs'
  | 'myActsList'
  | 'myActNew'
  | 'notaryWorkspace'
  | 'myAct'
  | 'myActMember'
  | 'myActAuto'
  | 'myActRealty'
  | 'myActOther'
  | 'kioskAuth'
  | 'kioskEnrol'
  | 'kioskMain'
  | 'kioskEnotarialAct'
  | 'kioskEnotarialActNew'
  | 'kioskSearchProxy'
  | 'kioskSearchInheritcase'
  | 'kioskSearchBan'
  | 'kioskEqueue'
  | 'kioskMyActs'
  | 'kioskMyActNew'
  | 'kioskMyAct'
  | 'kioskForbidden'
  | 'kioskNotFound';

export interface RouteDef<Id extends RouteId = RouteId, Pattern extends string = string> {
  id: Id;
  /** wouter-style pattern: literal segments and `:name` parameters. */
  pattern: Pattern;
  guarded: boolean;
  kiosk: boolean;
  screen: ScreenId;
  /** Ancestors first, the route itself last; each is a RouteId whose title is `pages:routes.<id>`. */
  breadcrumbs: readonly RouteId[];
}

/** Paths that are not pages but permanent aliases (replace, never a history entry). */
export interface AliasDef {
  pattern: string;
  to: string;
}

const browser = <Id extends RouteId, Pattern extends string>(
  id: Id,
  pattern: Pattern,
  screen: ScreenId,
  breadcrumbs: readonly RouteId[],
  guarded = false,
): RouteDef<Id, Pattern> => ({ id, pattern, guarded, kiosk: false, screen, breadcrumbs });

const kiosk = <Id extends RouteId, Pattern extends string>(
  id: Id,
  pattern: Pattern,
  screen: ScreenId,
  guarded = true,
): RouteDef<Id, Pattern> => ({
  id,
  pattern,
  guarded,
  kiosk: true,
  screen,
  // Kiosk screens are full-screen touch pages without a breadcrumb trail; the kiosk main page is home.
  breadcrumbs: [],
});

const routeTable = [
  browser('main', '/', 'home', []),
  browser('index', '/index', 'home', []),
  // The catalogue's three pages share one route module (decision 050).
  browser('naDetails', '/na_details', 'catalogue', ['main', 'naDetails']),
  browser('naCalc', '/na_details/calc/:nadid', 'catalogue', ['main', 'naDetails', 'naCalc']),
  browser('naDetail', '/na_details/:id', 'catalogue', ['main', 'naDetails', 'naDetail']),
  browser('notaries', '/notary', 'notaryDirectory', ['main', 'notaries']),
  browser('notary', '/notary/:id', 'notaryPage', ['main', 'notaries', 'notary']),
  browser('equeue', '/equeue', 'equeue', ['main', 'equeue'], true),
  browser('statistics', '/statistics', 'statistics', ['main', 'statistics']),
  browser('searchProxy', '/search_proxy', 'proxyCheck', ['main', 'searchProxy']),
  browser('searchInheritcase', '/search_inheritcase', 'inheritanceSearch', ['main', 'searchInheritcase']),
  browser('searchNotarialAct', '/search_notarial_act', 'actCheck', ['main', 'searchNotarialAct']),
  // Administrators only: a visitor logs in first, and the ministry answers anyone else 403 (-> /403).
  browser('updateDict', '/update_dict', 'updateDict', ['main', 'updateDict'], true),
  browser('searchBan', '/search_ban', 'banCheck', ['main', 'searchBan'], true),
  // The specification's link to a new act with a person invited (?pin=&passserial=&passnum=); before
  // :uuid, which would otherwise take -1 as an act's uuid (table order decides).
  browser('enotarialActNew', '/enotarial_act/-1', 'createAct', ['main', 'myActs', 'enotarialActNew'], true),
  browser('enotarialAct', '/enotarial_act/:uuid', 'act', ['main', 'myActs', 'enotarialAct'], true),
  // Administrators only (decision 056): a visitor logs in first, and the ministry answers anyone
  // else 403 (-> /403), as for /update_dict.
  browser('adminUsers', '/admin/users', 'adminUsers', ['main', 'adminUsers'], true),
  browser('adminUser', '/admin/users/:id', 'adminUser', ['main', 'adminUsers', 'adminUser'], true),
  // Administrators only (decision 070): enrolled kiosks, guarded as /admin/users.
  browser('adminKiosks', '/admin/kiosks', 'adminKiosks', ['main', 'adminKiosks'], true),
  // Analysts only (decision 062): a visitor logs in first, and the ministry answers anyone else 403
  // (-> /403), as for /admin/users. One route module serves both (one entry fewer in the first
  // pages' screen table, which sits at the budget; decision 048).
  browser('analysts', '/analysts', 'analysts', ['main', 'analysts'], true),
  browser('analystsAct', '/analysts/acts/:ref', 'analysts', ['main', 'analysts', 'analystsAct'], true),
  // Moderators and administrators only (decision 072): a visitor logs in first, and the ministry answers
  // anyone else 403 (-> /403), as for /admin/users.
  browser('reviewModeration', '/moderation/reviews', 'reviewModeration', ['main', 'reviewModeration'], true),
  // The session's own user (decision 059): a visitor logs in first.
  browser('profile', '/profile', 'profile', ['main', 'profile'], true),
  browser('videoTesting', '/video_testing', 'videoTesting', ['main', 'videoTesting']),
  // The video checks' screen module serves both test pages (one route module fewer in the first
  // pages' screen table, which sits at the budget; decision 048).
  browser('roomVideoTesting', '/room_video_testing', 'videoTesting', ['main', 'roomVideoTesting']),
  browser('forbidden', '/403', 'forbidden', ['main', 'forbidden']),
  browser('notFound', '/404', 'notFound', ['main', 'notFound']),
  browser('myActs', '/my_notarial_act', 'myActs', ['main', 'myActs'], true),
  browser('myActsList', '/my_notarial_act/list', 'myActs', ['main', 'myActsList'], true),
  // Before :rid, which would otherwise take "new" as an act number (table order decides).
  browser('myActNew', '/my_notarial_act/new', 'createAct', ['main', 'myActs', 'myActNew'], true),
  browser('myAct', '/my_notarial_act/:rid', 'act', ['main', 'myActs', 'myAct'], true),
  browser(
    'myActMember',
    '/my_notarial_act/:rid/member/:id',
    'actMember',
    ['main', 'myActs', 'myAct', 'myActMember'],
    true,
  ),
  browser(
    'myActAuto',
    '/my_notarial_act/:rid/auto/:id',
    'actVehicle',
    ['main', 'myActs', 'myAct', 'myActAuto'],
    true,
  ),
  browser(
    'myActRealty',
    '/my_notarial_act/:rid/realty/:id',
    'actRealty',
    ['main', 'myActs', 'myAct', 'myActRealty'],
    true,
  ),
  browser(
    'myActOther',
    '/my_notarial_act/:rid/other/:id',
    'actOther',
    ['main', 'myActs', 'myAct', 'myActOther'],
    true,
  ),
  // The notary's queue (issue 4). /notary is the public notary directory, so the workspace has its own path.
  browser('notaryWorkspace', '/notary_workspace', 'notaryWorkspace', ['main', 'notaryWorkspace'], true),
  kiosk('kioskAuth', '/kiosk/auth', 'kioskAuth', false),
  // The kiosk's enrolment (decision 070): whoever sets the kiosk up holds the one-time code, nobody
  // logs in on a kiosk that is not enrolled yet.
  kiosk('kioskEnrol', '/kiosk/enrol', 'kioskEnrol', false),
  kiosk('kioskMain', '/kiosk/main', 'kioskMain'),
  // The main page's spouse consent and minor's trip shortcuts: the guided creation (before :uuid).
  kiosk('kioskEnotarialActNew', '/kiosk/enotarial_act/-1', 'kioskGuidedAct'),
  // The act's page, as the browser's (the kiosk shows it on one screen, with its own print button).
  kiosk('kioskEnotarialAct', '/kiosk/enotarial_act/:uuid', 'act'),
  kiosk('kioskSearchProxy', '/kiosk/search_proxy', 'proxyCheck'),
  kiosk('kioskSearchInheritcase', '/kiosk/search_inheritcase', 'inheritanceSearch'),
  kiosk('kioskSearchBan', '/kiosk/search_ban', 'banCheck'),
  kiosk('kioskEqueue', '/kiosk/equeue', 'kioskEqueue'),
  // The my-acts screen module renders the kiosk's cards in kiosk mode (one route module, issue 28).
  kiosk('kioskMyActs', '/kiosk/my_notarial_act', 'myActs'),
  // Section 4 links kiosk notifications to /kiosk/my_notarial_act/{rid}, so the child is registered too.
  kiosk('kioskMyActNew', '/kiosk/my_notarial_act/new', 'createAct'),
  kiosk('kioskMyAct', '/kiosk/my_notarial_act/:rid', 'act'),
  kiosk('kioskForbidden', '/kiosk/403', 'forbidden', false),
  kiosk('kioskNotFound', '/kiosk/404', 'notFound', false),
] as const;

/** Table order decides between patterns that both match (literal segments first, as in wouter). */
export const routes: readonly RouteDef[] = routeTable;

export const aliases: readonly AliasDef[] = [
  { pattern: '/enotarial-act/:uuid', to: '/enotarial_act/:uuid' },
  { pattern: '/kiosk', to: '/kiosk/main' },
];

export const routeById: Readonly<Record<RouteId, RouteDef>> = Object.fromEntries(
  routes.map((route) => [route.id, route]),
) as Record<RouteId, RouteDef>;

type Route = (typeof routeTable)[number];

/** The `:name` parameters of a pattern, in order. */
type ParamsOf<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamsOf<`/${Rest}`>]
  : Pattern extends `${string}:${infer Name}`
    ? [Name]
    : [];

/** A route without parameters is its path; one with parameters is a function of them, in pattern order. */
type Values<Names extends readonly string[]> = { [K in keyof Names]: string | number };

type PathTo<Pattern extends string> =
  ParamsOf<Pattern> extends [] ? Pattern : (...values: Values<ParamsOf<Pattern>>) => string;

export type Paths = { [R in Route as R['id']]: PathTo<R['pattern']> };

/** Fills the pattern's `:name` segments in order; a value is one encoded segment. */
function fill(pattern: string, values: readonly (string | number)[]): string {
  let index = 0;
  return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(String(values[index++] ?? '')));
}

/**
 * Every route's address, derived from the table so a link cannot point at a path the guard does
 * not know: `paths.myActs` is '/my_notarial_act', `paths.myAct(rid)` is '/my_notarial_act/{rid}'.
 */
export const paths = Object.fromEntries(
  routeTable.map((route) => [
    route.id,
    route.pattern.includes(':')
      ? (...values: (string | number)[]) => fill(route.pattern, values)
      : route.pattern,
  ]),
) as unknown as Paths;
