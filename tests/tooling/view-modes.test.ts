import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modesIn } from './view-modes';

// A view renders a statechart's projection and calls its intents (issue 29): a mode or an async
// status (open, busy, answered, the page of a list, a tab) kept in `useState` is a statechart the
// analysts' traces never see, and an urql hook in a view is a request no actor makes. The allowed
// kinds of `useState` in a view:
// - field text: what a user is typing, a string (`useState('')`, `useState<string>(…)`);
// - an instance holder: made once and never set (`const [stage] = useState(() => new Stage())`).
// Anything else is a mode: it belongs in a machine of machines/.

const root = join(import.meta.dirname, '..', '..');

/** Every .tsx file of ui/ but tests and fixtures: the views and components. */
const viewFiles = () =>
  readdirSync(join(root, 'ui'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !/\.(test|fixtures)\.tsx$/.test(file))
    .map((file) => join('ui', file))
    .sort();

describe('modes and requests in views', () => {
  it('tells field text and instance holders from modes, and finds urql hooks', () => {
    const sample = [
      "import { Provider, useClient, useQuery as query } from 'urql';",
      "const [name, setName] = useState('');",
      'const [draft, setDraft] = useState<string>(initial);',
      'const [stage] = useState(() => new Stage());',
      'const [, tick] = useState(0);',
      'const [open, setOpen] = useState(false);',
      "const [tab, setTab] = React.useState<Tab>('all');",
    ].join('\n');
    expect(modesIn(sample)).toEqual([
      { line: 1, what: 'urql useClient' },
      { line: 1, what: 'urql useQuery' },
      { line: 5, what: 'useState ' },
      { line: 6, what: 'useState open' },
      { line: 7, what: 'useState tab' },
    ]);
  });

  it('has views to scan', () => {
    expect(viewFiles().length).toBeGreaterThan(50);
  });

  it('no view keeps a mode in useState or calls an urql hook', () => {
    const found = viewFiles().flatMap((file) =>
      modesIn(readFileSync(join(root, file), 'utf8')).map((f) => `${file}:${f.line} ${f.what}`),
    );
    // The review of issue 29 found 50; decisions 089, 092, 093, 096 and 097 moved them into machines.
    expect(found).toEqual([]);
  });
});
