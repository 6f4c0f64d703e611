import fc from 'fast-check';

// The values the fuzz suite sends (decision 026): what an attacker, a broken client or a bad network
// would put where an id, a token, a name or a number belongs.

export const sqlFragments = [
  "' OR '1'='1",
  "1' OR 1=1 --",
  "'; DROP TABLE acts.notarial_acts; --",
  "' UNION SELECT pin, passnum FROM registry.citizens --",
  '1; SELECT pg_sleep(10)',
  '%',
  '_',
  '\\',
  '$1',
  '"',
  "'",
];

export const oddText = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uD83D',
  '\uDE00y',
  '\u202Eabc',
  '\u200F\u200E',
  'مرحبا بالعالم',
  'שלום',
  '\uFEFF',
  '👩‍👩‍👧‍👦',
  '𝕏𝕐',
  'Ǆ̴̛̗',
  '\r\n',
  '\t',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  'true',
  '[object Object]',
  '../../../etc/passwd',
  '%00',
  '%ED%A0%80',
  '%',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as it is
  '${7*7}',
  '{{7*7}}',
];

export const numericText = [
  '2147483647',
  '2147483648',
  '2147483649',
  '99999999999',
  '-2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740993',
  '1e308',
  '1e999',
  '0',
  '-0',
  '-1',
  '1',
  '1e3',
  '0x10',
  '1.5',
  '01',
  ' 1',
  '1 ',
  '+1',
  '١٢٣',
];

export const oddNumbers = [
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 + 1,
  -(2 ** 53) - 1,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -0,
  0,
  -1,
  1,
  0.1,
  1.5,
];

/** Characters that make text hard to store, encode or display, to build strings from. */
const oddUnits = fc.constantFrom(
  'a',
  'Z',
  '7',
  ' ',
  "'",
  '%',
  '/',
  '?',
  '#',
  '&',
  '=',
  '\u0000',
  '\uD800',
  '\uDC00',
  '\u202E',
  '\u200F',
  'ў',
  'ғ',
  'ё',
  '😀',
  '\u0301',
);

/**
 * Text for any string slot: the lists above, known-good values of the sandbox (so the fuzz also
 * reaches past the first check), short random strings of any unit, and long ones. Long stays below
 * Node's 16 KiB request-head limit, so a path or query carrying it still reaches the app; bodies get
 * the huge ones (rawBodies).
 */
export function text(known: readonly string[] = []): fc.Arbitrary<string> {
  const plain = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...numericText) },
    { weight: 3, arbitrary: fc.constantFrom(...sqlFragments, ...oddText) },
    ...(known.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 2, arbitrary: fc.string({ unit: oddUnits, maxLength: 24 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
    { weight: 1, arbitrary: fc.constantFrom(300, 1_000, 4_000).map((n) => 'x'.repeat(n)) },
  );
  // A NUL or a lone surrogate put into any of them, about one value in five.
  const spoiled = fc
    .tuple(plain, fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'), fc.nat())
    .map(([value, bad, at]) => {
      const i = value.length === 0 ? 0 : at % (value.length + 1);
      return value.slice(0, i) + bad + value.slice(i);
    });
  return fc.oneof({ weight: 4, arbitrary: plain }, { weight: 1, arbitrary: spoiled });
}

export function number(known: readonly number[] = []): fc.Arbitrary<number> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...oddNumbers, ...known) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  );
}

/** Any JSON value, built from the odd texts and numbers, nested a little. */
export function json(keys: readonly string[], known: readonly string[] = []): fc.Arbitrary<unknown> {
  const key = fc.oneof(fc.constantFrom(...keys, '__proto__', 'constructor'), text());
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 3, arbitrary: text(known) },
      { weight: 3, arbitrary: number() },
      { weight: 1, arbitrary: fc.boolean() },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
      { weight: 1, arbitrary: fc.dictionary(key, tie('value'), { maxKeys: 4 }) },
    ),
  }));
  return value;
}

/** Bodies that are not the JSON a route expects at all. */
export const rawBodies = [
  '{"__proto__":{"admin":true},"version":1}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{',
  '[]',
  'null',
  '"Ok"',
  '1e999',
  '{"version":1e999}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  `{"a":${'['.repeat(2_000)}${']'.repeat(2_000)}}`,
  `{"a":"${'x'.repeat(1_100_000)}"}`,
];

/**
 * A path segment or query value as a hostile client would send it: percent-encoded, with a lone
 * surrogate written as the bytes of WTF-8 (which no UTF-8 decoder accepts).
 */
export function percentEncode(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** Accept-Language values, well-formed and not. */
export const languages = fc.constantFrom(
  'oz',
  'uz',
  'ru',
  'ru-RU,ru;q=0.9',
  'uz-Cyrl',
  'uz-Latn-UZ',
  'en',
  '',
  '*;q=0',
  'ru;q=abc',
  'x'.repeat(300),
);

/** What a stack trace or a source location looks like in an answer's body. */
export const stackTrace = /\n\s+at |\bat [\w$.<>]+ \(|node_modules|node:internal|\.ts:\d+:\d+|\.m?js:\d+:\d+/;

/**
 * fast-check's report with long strings cut: a failing run prints its seed, the path to replay it
 * and a readable counterexample instead of megabytes of generated text.
 */
export function shortReport<Ts>(): fc.Plugin<Ts> {
  return () => ({
    onAllRunsComplete: (details) => {
      if (!details.failed) return;
      const shown = JSON.stringify(details.counterexample, (_key, value) =>
        typeof value === 'string' && value.length > 120
          ? `${value.slice(0, 40)}… (${value.length} characters)`
          : value,
      );
      const error = details.errorInstance;
      const cause = (error instanceof Error ? error.message : String(error)).slice(0, 4_000);
      throw new Error(
        `Property failed after ${details.numRuns} runs (FUZZ_SEED=${details.seed}, path ${details.counterexamplePath})\n` +
          `Counterexample: ${shown}\n${cause}`,
      );
    },
  });
}
