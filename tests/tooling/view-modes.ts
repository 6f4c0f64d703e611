// The scan of tests/tooling/view-modes.test.ts (issue 29). TypeScript 7 has no JavaScript API, so the
// views are parsed with Babel's parser (TypeScript and JSX plugins).
import { parse } from '@babel/parser';

export interface Finding {
  line: number;
  what: string;
}

interface AstNode {
  type: string;
  loc?: { start: { line: number } } | null;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Calls `visit` on every node below `node`, with its parent. */
function walk(node: AstNode, visit: (node: AstNode, parent: AstNode | undefined) => void, parent?: AstNode) {
  visit(node, parent);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit, node);
    } else if (isNode(value)) walk(value, visit, node);
  }
}

const isStringLiteral = (node: unknown) =>
  isNode(node) &&
  (node.type === 'StringLiteral' ||
    (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0));

const nameOf = (node: unknown) => (isNode(node) && node.type === 'Identifier' ? String(node.name) : '');

/** The `useState` calls that hold neither field text nor an instance, and every urql hook imported. */
export function modesIn(source: string): Finding[] {
  const file = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const found: Finding[] = [];
  const lineOf = (node: AstNode) => node.loc?.start.line ?? 0;
  walk(file.program as unknown as AstNode, (node, parent) => {
    if (node.type === 'ImportDeclaration' && (node.source as AstNode).value === 'urql') {
      for (const specifier of node.specifiers as AstNode[]) {
        const imported = nameOf(specifier.imported);
        if (specifier.type === 'ImportSpecifier' && /^use[A-Z]/.test(imported))
          found.push({ line: lineOf(specifier), what: `urql ${imported}` });
      }
    }
    if (node.type !== 'CallExpression') return;
    const callee = node.callee as AstNode;
    const name = callee.type === 'MemberExpression' ? nameOf(callee.property) : nameOf(callee);
    if (name !== 'useState') return;
    const binding =
      parent?.type === 'VariableDeclarator' && (parent.id as AstNode).type === 'ArrayPattern'
        ? (parent.id as AstNode)
        : undefined;
    const elements = (binding?.elements ?? []) as (AstNode | null)[];
    const holder = binding !== undefined && (elements[1] === undefined || elements[1] === null);
    const typeArgument = ((node.typeParameters as AstNode | undefined)?.params as AstNode[] | undefined)?.[0];
    const text = typeArgument
      ? typeArgument.type === 'TSStringKeyword'
      : isStringLiteral((node.arguments as unknown[])[0]);
    if (!holder && !text) found.push({ line: lineOf(node), what: `useState ${nameOf(elements[0])}` });
  });
  return found;
}
