import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actStateNames } from '../../machines/act/act.machine';

// Views render the act's projection (machines/act/act.select.ts) and never compare state names: a
// state name written in a component is a rule of the statechart kept a second time, which drifts
// (docs/decisions/018-act-vocabulary.md). This scan fails on any act state name written as a whole
// string literal in a .tsx file of ui/.

const root = join(import.meta.dirname, '..', '..');
const stateNames: ReadonlySet<string> = new Set(actStateNames);

/** The contents of the string literals on each line: '…', "…" and `…` without interpolation. */
function stringLiterals(source: string): string[] {
  const literals: string[] = [];
  for (const match of source.matchAll(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g)) {
    const [, quote, body = ''] = match;
    if (quote === '`' && body.includes('${')) continue;
    literals.push(body);
  }
  return literals;
}

const stateLiteralsIn = (source: string) =>
  stringLiterals(source).filter((literal) => stateNames.has(literal));

const uiFiles = () =>
  readdirSync(join(root, 'ui'), { recursive: true, encoding: 'utf8' })
    // Components, not their tests: a test drives a view with the server's words (the video room's
    // `registered` event and outcome) and keeps no rule of the statechart.
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => join('ui', file));

describe('act state names in the UI', () => {
  it('the scanner finds a state name in each kind of literal, and only whole literals', () => {
    const sample = [
      "if (!act.view.remark || act.view.state !== 'preparation') return null;",
      "<Alert.Root status={act.view.sideState === \"inactive\" ? 'warning' : 'error'}>",
      'const stopped = `refused`;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source code with a template literal
      "const label = t('states.checking'); const key = `states.${state}`;",
      "const paymentDone = true; const text = 'registered acts'; const quote = 'it\\'s annulled';",
    ].join('\n');
    expect(stateLiteralsIn(sample)).toEqual(['preparation', 'inactive', 'refused']);
  });

  it('has .tsx files to scan', () => {
    expect(uiFiles().length).toBeGreaterThan(10);
  });

  it('no .tsx file of ui/ writes an act state name as a string literal', () => {
    const found = uiFiles().flatMap((file) =>
      stateLiteralsIn(readFileSync(join(root, file), 'utf8')).map((literal) => `${file}: '${literal}'`),
    );
    expect(found).toEqual([]);
  });
});
