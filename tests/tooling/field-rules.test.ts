import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// One rule per field (docs/decisions/019-field-rules.md): the passport series, the PIN and the card
// number are each checked by one regular expression, and Luhn's checksum is one loop, in their
// machines/fields module. A copy elsewhere would drift from it, so the search below finds each once.
// The database's CHECK constraints (SQL in ministry/db) are the storage's own guard and not searched:
// only JavaScript regular expressions and code are.

const root = join(import.meta.dirname, '..', '..');
const searchedFolders = ['machines', 'ministry', 'gateway', 'ui', 'scripts'];

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

// Regular expression literals (after an operator, bracket or space, so a division is not one) and
// the patterns of `new RegExp('...')`, with doubled backslashes read as the literal would write them.
const regexLiteral =
  /(?<=^|[=(,:!&|?{};[\s])\/(?![*/])((?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])+)\/[dgimsuyv]*/gm;
const regexConstructor = /new RegExp\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g;

function regexBodies(source: string): string[] {
  return [
    ...[...source.matchAll(regexLiteral)].map((match) => match[1]!),
    ...[...source.matchAll(regexConstructor)].map((match) => match[2]!.replace(/\\\\/g, '\\')),
  ];
}

interface Rule {
  name: string;
  /** The one file that may hold it, relative to the tree searched. */
  home: string;
  /** How many times it occurs in a file. */
  count: (source: string) => number;
}

const inRegex = (test: RegExp) => (source: string) =>
  regexBodies(source).filter((body) => test.test(body)).length;

const rules: Rule[] = [
  {
    name: 'passport series regex',
    home: 'machines/fields/passport-series.ts',
    count: inRegex(/\[A-Z\]\{2\}|\[A-Z\]\{2,2\}/),
  },
  { name: 'PIN regex', home: 'machines/fields/pin.ts', count: inRegex(/(\\d|\[0-9\])\{14\}/) },
  {
    name: 'card number regex',
    home: 'machines/fields/card-number.ts',
    count: inRegex(/(\\d|\[0-9\])\{16\}|((\\d|\[0-9\])\{4\}[^{]*){4}/),
  },
  {
    // Double every second digit, then take 9 off what went past 9: Luhn's loop in any spelling.
    name: "Luhn's loop",
    home: 'machines/fields/card-number.ts',
    count: (source) =>
      source.match(/(\*=\s*2|\*\s*2\b)[\s\S]{0,120}?(-=\s*9\b|-\s*9\b|%\s*9\b)/g)?.length ?? 0,
  },
];

function occurrences(tree: string, rule: Rule): Record<string, number> {
  const found: Record<string, number> = {};
  for (const folder of searchedFolders) {
    for (const file of sourceFiles(join(tree, folder))) {
      const count = rule.count(readFileSync(file, 'utf8'));
      if (count > 0) found[relative(tree, file)] = count;
    }
  }
  return found;
}

describe('one rule per field', () => {
  it.each(rules)('the $name occurs once, in $home', (rule) => {
    expect(occurrences(root, rule)).toEqual({ [rule.home]: 1 });
  });
});

describe('the search for copied field rules', () => {
  const sample = mkdtempSync(join(tmpdir(), 'field-rules-'));
  afterAll(() => rmSync(sample, { recursive: true, force: true }));

  // The tree as it was before the field modules: the rules written again in the ministry and the UI.
  mkdirSync(join(sample, 'machines'), { recursive: true });
  cpSync(join(root, 'machines', 'fields'), join(sample, 'machines', 'fields'), { recursive: true });
  mkdirSync(join(sample, 'ministry', 'acts'), { recursive: true });
  mkdirSync(join(sample, 'ui', 'login'), { recursive: true });
  writeFileSync(
    join(sample, 'ministry', 'acts', 'create.ts'),
    [
      "const passserial = z.string().regex(/^[A-Z]{2}$/, 'error_wrong_passserial_length');",
      "const pin = z.string().regex(/^\\d{14}$/, 'error_wrong_pin_length');",
      'const rate = total / 2 / count;',
    ].join('\n'),
  );
  writeFileSync(
    join(sample, 'ministry', 'acts', 'card.ts'),
    [
      "const card = z.string().regex(/^\\d{4} ?\\d{4} ?\\d{4} ?\\d{4}$/, 'error_wrong_card_number');",
      'export function luhnValid(digits: string): boolean {',
      '  let sum = 0;',
      '  for (let i = 0; i < digits.length; i++) {',
      '    let digit = Number(digits[digits.length - 1 - i]);',
      '    if (i % 2 === 1) {',
      '      digit = digit * 2;',
      '      if (digit > 9) digit = digit - 9;',
      '    }',
      '    sum += digit;',
      '  }',
      '  return sum % 10 === 0;',
      '}',
    ].join('\n'),
  );
  writeFileSync(
    join(sample, 'ui', 'login', 'login-form.tsx'),
    "const pinPattern = new RegExp('^[0-9]{14}$');\nconst card = /^[0-9]{16}$/;\nconst series = /^[A-Z]{2}$/u;\n",
  );

  it.each([
    ['passport series regex', ['ministry/acts/create.ts', 'ui/login/login-form.tsx']],
    ['PIN regex', ['ministry/acts/create.ts', 'ui/login/login-form.tsx']],
    ['card number regex', ['ministry/acts/card.ts', 'ui/login/login-form.tsx']],
    ["Luhn's loop", ['ministry/acts/card.ts']],
  ])('finds a copied %s next to its module', (name, copies) => {
    const rule = rules.find((candidate) => candidate.name === name)!;
    const found = occurrences(sample, rule);
    expect(Object.keys(found).sort()).toEqual([rule.home, ...copies].sort());
  });

  it('takes a division or a date pattern for no rule', () => {
    const unrelated =
      'const half = total / 2 / count;\nconst date = /^\\d{4}-\\d{2}-\\d{2}$/;\nconst time = x / 4;\n';
    expect(rules.map((rule) => rule.count(unrelated))).toEqual([0, 0, 0, 0]);
  });
});
