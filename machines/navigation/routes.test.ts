import { describe, expect, it } from 'vitest';
import { needsAndroidHandoff } from './android-handoff';
import { buildPath, isKioskPath, matchAlias, matchRoute } from './match-route';
import { paths, routes } from './routes';

describe('route table', () => {
  it.each([
    ['/', 'main', false],
    ['/index', 'main', false],
    ['/na_details', 'naDetails', false],
    ['/na_details/3', 'naDetail', false],
    ['/na_details/calc/9', 'naCalc', false],
    ['/notary', 'notaries', false],
    ['/notary/4', 'notary', false],
    ['/equeue', 'equeue', true],
    ['/statistics', 'statistics', false],
    ['/search_proxy', 'searchProxy', false],
    ['/search_inheritcase', 'searchInheritcase', false],
    ['/search_notarial_act', 'searchNotarialAct', false],
    ['/update_dict', 'updateDict', true],
    ['/search_ban', 'searchBan', true],
    ['/enotarial_act/abc', 'enotarialAct', true],
    // -1 is the new-act form with a person invited, not an act's uuid.
    ['/enotarial_act/-1', 'enotarialActNew', true],
    ['/admin/users', 'adminUsers', true],
    ['/admin/users/2', 'adminUser', true],
    ['/analysts', 'analysts', true],
    ['/analysts/acts/NA-2026-000042', 'analystsAct', true],
    ['/profile', 'profile', true],
    ['/video_testing', 'videoTesting', false],
    ['/room_video_testing', 'roomVideoTesting', false],
    ['/403', 'forbidden', false],
    ['/404', 'notFound', false],
    ['/my_notarial_act', 'myActs', true],
    ['/my_notarial_act/list', 'myActsList', true],
    ['/my_notarial_act/new', 'myActNew', true],
    ['/my_notarial_act/5', 'myAct', true],
    ['/my_notarial_act/5/member/1', 'myActMember', true],
    ['/my_notarial_act/5/auto/1', 'myActAuto', true],
    ['/my_notarial_act/5/realty/1', 'myActRealty', true],
    ['/my_notarial_act/5/other/1', 'myActOther', true],
    ['/kiosk/auth', 'kioskAuth', false],
    ['/kiosk/main', 'kioskMain', true],
    ['/kiosk/enotarial_act/u', 'kioskEnotarialAct', true],
    ['/kiosk/search_proxy', 'kioskSearchProxy', true],
    ['/kiosk/search_inheritcase', 'kioskSearchInheritcase', true],
    ['/kiosk/search_ban', 'kioskSearchBan', true],
    ['/kiosk/equeue', 'kioskEqueue', true],
    ['/kiosk/my_notarial_act', 'kioskMyActs', true],
    ['/kiosk/my_notarial_act/new', 'kioskMyActNew', true],
    ['/kiosk/my_notarial_act/7', 'kioskMyAct', true],
    ['/notary_workspace', 'notaryWorkspace', true],
    ['/kiosk/403', 'kioskForbidden', false],
    ['/kiosk/404', 'kioskNotFound', false],
  ])('%s is %s (guarded: %s)', (path, id, guarded) => {
    const match = matchRoute(path);
    // /index shares the home screen; its own id is "index".
    expect(match?.route.id === id || (id === 'main' && match?.route.id === 'index')).toBe(true);
    expect(match?.route.guarded).toBe(guarded);
  });

  it('has unique ids and patterns, and breadcrumbs that end at the route itself', () => {
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.pattern)).size).toBe(routes.length);
    for (const route of routes) {
      if (route.breadcrumbs.length > 0) expect(route.breadcrumbs.at(-1)).toBe(route.id);
    }
  });

  it('decodes parameters and rejects unknown or malformed paths', () => {
    expect(matchRoute('/enotarial_act/a%20b')?.params).toEqual({ uuid: 'a b' });
    expect(matchRoute('/enotarial_act/%E0%A4%A')).toBeNull();
    expect(matchRoute('/no/such/path')).toBeNull();
    expect(matchRoute('/kiosk/no/such')).toBeNull();
  });

  it('maps aliases and builds paths', () => {
    expect(matchAlias('/enotarial-act/x')).toBe('/enotarial_act/x');
    expect(matchAlias('/kiosk')).toBe('/kiosk/main');
    expect(matchAlias('/enotarial_act/x')).toBeNull();
    expect(buildPath('/my_notarial_act/:rid/auto/:id', { rid: '1', id: 'a/b' })).toBe(
      '/my_notarial_act/1/auto/a%2Fb',
    );
  });

  it('treats any path containing kiosk as kiosk mode', () => {
    expect(isKioskPath('/kiosk/main')).toBe(true);
    expect(isKioskPath('/notary')).toBe(false);
  });
});

describe('android hand-off', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36', false],
    ['Mozilla/5.0 (Linux; Android 13; Pixel 7; wv) AppleWebKit/537.36 Version/4.0 Chrome/120.0 Mobile', true],
    ['Mozilla/5.0 (Android 13; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0', true],
    ['Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 Chrome/118.0 YaBrowser/23.1 Mobile', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', false],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', false],
  ])('%s -> %s', (userAgent, expected) => {
    expect(needsAndroidHandoff(userAgent)).toBe(expected);
  });
});

describe('paths', () => {
  it('has one address per route, the pattern itself for a route without parameters', () => {
    expect(Object.keys(paths).sort()).toEqual(routes.map((route) => route.id).sort());
    expect(paths.main).toBe('/');
    expect(paths.myActs).toBe('/my_notarial_act');
    expect(paths.kioskMyActs).toBe('/kiosk/my_notarial_act');
    expect(paths.kioskNotFound).toBe('/kiosk/404');
  });

  it('fills parameters in pattern order, each as one encoded segment the guard matches back', () => {
    expect(paths.myAct(12)).toBe('/my_notarial_act/12');
    expect(paths.kioskMyAct('12')).toBe('/kiosk/my_notarial_act/12');
    expect(paths.myActMember(5, 3)).toBe('/my_notarial_act/5/member/3');
    expect(paths.enotarialAct('a/b c')).toBe('/enotarial_act/a%2Fb%20c');
    expect(matchRoute(paths.enotarialAct('a/b c'))).toMatchObject({
      route: { id: 'enotarialAct' },
      params: { uuid: 'a/b c' },
    });
    expect(matchRoute(paths.kioskEnotarialAct('6f0c2d1e'))?.route.id).toBe('kioskEnotarialAct');
    // The guided creation's -1 is not an act's uuid: its literal route comes first.
    expect(matchRoute(paths.kioskEnotarialActNew)?.route.id).toBe('kioskEnotarialActNew');
  });

  it('is typed by the pattern: a missing or extra parameter does not compile', () => {
    // @ts-expect-error myActMember needs the act and the party
    expect(paths.myActMember(5)).toBe('/my_notarial_act/5/member/');
    // @ts-expect-error a route without parameters is a string, not a function
    expect(() => paths.myActs(1)).toThrow(TypeError);
  });
});
