import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actTypeIds, actTypeKeys, actTypes } from '../machines/act-types/act-types';
import { registryLabelKeys } from '../machines/act-types/labels';
import { registryMessageKeys } from '../machines/act-types/message-keys';
import { partyRoles } from '../machines/act-types/party';
import { rights } from '../machines/act-types/rights';
import { agroSeriesKeys } from '../machines/fields/agro-series';
import { amountKeys } from '../machines/fields/amount';
import { birthRecordNumberKeys } from '../machines/fields/birth-record-number';
import { cadastreNumberKeys } from '../machines/fields/cadastre-number';
import { calendarDateKeys } from '../machines/fields/calendar-date';
import { cardExpiryKeys } from '../machines/fields/card-expiry';
import { cardNumberKeys } from '../machines/fields/card-number';
import { countKeys } from '../machines/fields/count';
import { dateTimeKeys } from '../machines/fields/date-time';
import { freeTextKeys } from '../machines/fields/free-text';
import { innKeys } from '../machines/fields/inn';
import { macAddressKeys } from '../machines/fields/mac-address';
import { measureKeys } from '../machines/fields/measure';
import { notarialBlankKeys } from '../machines/fields/notarial-blank';
import { partialDateKeys } from '../machines/fields/partial-date';
import { passportNumberKeys } from '../machines/fields/passport-number';
import { passportSeriesKeys } from '../machines/fields/passport-series';
import { phoneKeys } from '../machines/fields/phone';
import { pinKeys } from '../machines/fields/pin';
import { shareKeys } from '../machines/fields/share';
import { stateNumberKeys } from '../machines/fields/state-number';
import { techPassportKeys } from '../machines/fields/tech-passport';
import { feeKeys } from '../machines/money/money.schema';
import { relationshipDegrees } from '../machines/money/relationship';
import { feeBasisKeys } from '../machines/money/tariff';
import { locales as required } from '../machines/text/locales';
import { videoCheckIds } from '../machines/video-check/video-check.machine';
import { videoCheckStatuses } from '../machines/video-check/video-check.select';
import { videoLoopbackStatusKeys } from '../machines/video-loopback/video-loopback.select';
import { qualityKeys, videoErrorKeys } from '../machines/video-room/video.constants';
import { presenceStatuses, roomRoles } from '../machines/video-room/video-room.presence';
import { videoRoomControlKeys, videoRoomStatusKeys } from '../machines/video-room/video-room.select';

const dir = join(import.meta.dirname, '..', 'locales');

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );

function load(locale: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const file of readdirSync(join(dir, locale)).filter((f) => f.endsWith('.json'))) {
    const tree = JSON.parse(readFileSync(join(dir, locale, file), 'utf8')) as Tree;
    for (const [key, value] of flatten(tree)) entries.set(`${file.replace('.json', '')}:${key}`, value);
  }
  return entries;
}

const locales = Object.fromEntries(required.map((l) => [l, load(l)])) as Record<
  (typeof required)[number],
  Map<string, string>
>;
const allKeys = [...new Set(required.flatMap((l) => [...locales[l].keys()]))].sort();

describe('locales', () => {
  it('has namespaces to check', () => {
    expect(allKeys.length).toBeGreaterThan(0);
  });

  it('the SPA bundles every namespace of the screens (the ministry’s and the gateway’s are theirs; the country names load with the act forms, decision 078)', () => {
    const source = readFileSync(join(import.meta.dirname, '..', 'ui', 'i18n', 'i18n.ts'), 'utf8');
    const bundled = /\{oz,uz,ru\}\/\{([^}]+)\}\.json/.exec(source)?.[1]?.split(',') ?? [];
    const files = readdirSync(join(dir, 'oz'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace('.json', ''))
      .filter((namespace) => !['ministry', 'gateway', 'countries'].includes(namespace));
    expect([...bundled].sort()).toEqual(files.sort());
  });

  it.each(required)('%s has every key that any locale has, each non-empty', (locale) => {
    const missing = allKeys.filter((key) => !locales[locale].has(key));
    const empty = allKeys.filter((key) => locales[locale].get(key)?.trim() === '');
    expect({ missing, empty }).toEqual({ missing: [], empty: [] });
  });

  it('uz is written in Cyrillic and oz in Latin script', () => {
    const cyrillic = /[\u0400-\u04FF]/;
    // Keys whose values are names, codes or numbers may legitimately have no letters.
    const letters = (s: string) => /\p{L}{3,}/u.test(s.replace(/\{\{[^}]*\}\}/g, ''));
    // A language's own name (the locale switch) is written in that language's script everywhere.
    const endonym = (key: string) => /^common:locale\.(oz|uz|ru|kaa)$/.test(key);
    const latinInOz = [...locales.oz]
      .filter(([k, v]) => !endonym(k) && letters(v) && cyrillic.test(v))
      .map(([k]) => k);
    const latinOnlyUz = [...locales.uz].filter(([, v]) => letters(v) && !cyrillic.test(v)).map(([k]) => k);
    expect(latinInOz).toEqual([]);
    expect(latinOnlyUz.length).toBeLessThanOrEqual(Math.ceil(locales.uz.size * 0.05));
  });

  it('interpolation placeholders match across locales', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const mismatched = allKeys.filter((key) => {
      const oz = JSON.stringify(placeholders(locales.oz.get(key) ?? ''));
      return required.some((l) => JSON.stringify(placeholders(locales[l].get(key) ?? '')) !== oz);
    });
    expect(mismatched).toEqual([]);
  });
});

// A field module's messages are keys; each place that shows them words them in its own namespace
// (docs/decisions/019-field-rules.md), so each such place needs a text for every key of every field
// module it uses.
const identityFields = { passportSeriesKeys, passportNumberKeys, pinKeys };
const allFields = {
  ...identityFields,
  phoneKeys,
  stateNumberKeys,
  techPassportKeys,
  cardNumberKeys,
  cardExpiryKeys,
  amountKeys,
  birthRecordNumberKeys,
  innKeys,
  cadastreNumberKeys,
  calendarDateKeys,
  dateTimeKeys,
  partialDateKeys,
  macAddressKeys,
  agroSeriesKeys,
  shareKeys,
  countKeys,
  measureKeys,
  freeTextKeys,
  notarialBlankKeys,
};
const fieldPlaces = [
  ['the login form', 'login:', identityFields],
  ['the act forms', 'acts:validation.', allFields],
  ['the ministry', 'ministry:validation.', allFields],
  // The profile's phone change (section 5: "phone required, 9 digits").
  ['the profile', 'profile:validation.', { phoneKeys }],
] as const;

describe('field messages', () => {
  it.each(fieldPlaces)('%s has a text for every key of its field modules', (_place, prefix, modules) => {
    const wanted = Object.values(modules).flatMap((keys) =>
      Object.values(keys).map((key) => `${prefix}${key}`),
    );
    expect(wanted.length).toBeGreaterThan(0);
    expect(wanted.filter((key) => !locales.oz.has(key))).toEqual([]);
  });
});

// The fee's basis, the relationship degrees and the fee question's messages are worded in the money
// namespace (docs/decisions/032-amounts-and-state-fee.md).
describe('money', () => {
  it('has a text for every fee basis, relationship degree and fee message', () => {
    const wanted = [
      ...feeBasisKeys.map((key) => `money:${key}`),
      ...relationshipDegrees.map((degree) => `money:relationship.${degree}`),
      ...Object.values(feeKeys).map((key) => `money:validation.${key}`),
    ];
    expect(wanted.filter((key) => !locales.oz.has(key))).toEqual([]);
  });
});

// The act-type registry's own messages are worded where the field modules' are, in the act forms and
// the ministry; its titles, roles and rights in the actTypes namespace
// (docs/decisions/033-act-type-registry.md).
describe('act types', () => {
  it.each([
    ['the act forms', 'acts:validation.'],
    ['the ministry', 'ministry:validation.'],
  ])('%s have a text for every message of the registry', (_place, prefix) => {
    expect(registryMessageKeys.length).toBeGreaterThan(100);
    expect(registryMessageKeys.map((key) => `${prefix}${key}`).filter((key) => !locales.oz.has(key))).toEqual(
      [],
    );
  });

  it('has a title for every type, a name for every role and every right', () => {
    const wanted = [
      ...actTypeIds.map((id) => `actTypes:${actTypes[id].titleKey}`),
      ...actTypeKeys.map((key) => `actTypes:titles.${key}`),
      ...partyRoles.map((role) => `actTypes:roles.${role}`),
      ...rights.map((right) => `actTypes:rights.${right}`),
    ];
    expect(wanted.filter((key) => !locales.oz.has(key))).toEqual([]);
  });

  it('names every field of the registry and every choice of its lists (forms and print forms)', () => {
    expect(registryLabelKeys.length).toBeGreaterThan(90);
    expect(registryLabelKeys.filter((key) => !locales.oz.has(key))).toEqual([]);
  });
});

// The video machines name their texts as keys of the video namespace
// (docs/decisions/044-video-room-statecharts.md).
describe('video', () => {
  it('has a text for every message, status, check, quality, tile, role and control the machines name', () => {
    const wanted = [
      ...Object.values(videoErrorKeys),
      ...Object.values(qualityKeys),
      'quality.scale',
      'quality.belowRecommended',
      ...videoCheckIds.map((id) => `check.${id}`),
      ...videoCheckStatuses.map((status) => `checkStatus.${status}`),
      ...videoRoomStatusKeys,
      ...presenceStatuses.map((status) => `tile.${status}`),
      ...roomRoles.map((role) => `role.${role}`),
      ...videoRoomControlKeys,
      ...videoLoopbackStatusKeys,
      // The room's end on the tab, and the test room's refusals (ui/features/video/room).
      'status.registeredNumber',
      'errors.loginRequired',
      'errors.tooManyAttempts',
      'errors.testBusy',
    ].map((key) => `video:${key}`);
    expect(wanted.length).toBeGreaterThan(60);
    for (const locale of required) expect(wanted.filter((key) => !locales[locale].has(key))).toEqual([]);
  });
});
