import { Box, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { diagramLayoutMachine } from '../../../machines/analysts/diagram-layout.machine';
import { diagramLayoutIntents, selectDiagramLayout } from '../../../machines/analysts/diagram-layout.select';
import { activePaths, type ChartGraph, type ChartNode } from '../../../machines/analysts/statechart-graph';
import { elkLayout } from './elk-layout';

/**
 * The statechart drawn from its definition (decision 062): elkjs lays out the states (a compound
 * state a box around its children) and the ways between them; the state the replay stands in, and
 * the states that hold it, are highlighted, and so is the way the current step took. This module and
 * elkjs are loaded only when the diagram is shown (a lazy import from replay-stepper.tsx).
 */

export interface StatechartDiagramProps {
  graph: ChartGraph;
  /** The label of the state the replay stands in (a dotted path for a nested one); null before any. */
  active: string | null;
  /** The way the current step took, by state label. */
  step: { from: string; to: string } | null;
  stateName: (path: string) => string;
  /** The diagram's accessible name (it says the current state). */
  label: string;
}

const nodeHeight = 34;
const labelTop = 26;

interface Placed {
  node: ChartNode;
  x: number;
  y: number;
  width: number;
  height: number;
  compound: boolean;
}

interface Layout {
  width: number;
  height: number;
  nodes: Placed[];
  edges: { id: string; source: string; target: string; events: string[]; points: string }[];
}

function elkGraph(graph: ChartGraph, stateName: (path: string) => string): ElkNode {
  const toElk = (node: ChartNode): ElkNode => {
    const name = stateName(node.path);
    return node.children.length > 0
      ? {
          id: node.id,
          layoutOptions: { 'elk.padding': `[top=${labelTop + 8},left=12,bottom=12,right=12]` },
          labels: [{ text: name, width: name.length * 7.5, height: 16 }],
          children: node.children.map(toElk),
        }
      : { id: node.id, width: Math.max(96, name.length * 7.5 + 28), height: nodeHeight };
  };
  return {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '24',
      'elk.edgeRouting': 'POLYLINE',
    },
    children: graph.nodes.map(toElk),
    edges: graph.edges
      .filter((edge) => edge.source !== edge.target)
      .map((edge): ElkExtendedEdge => ({ id: edge.id, sources: [edge.source], targets: [edge.target] })),
  };
}

async function layOut(graph: ChartGraph, stateName: (path: string) => string): Promise<Layout> {
  const result = await elkLayout(elkGraph(graph, stateName));
  const byId = new Map<string, ChartNode>();
  const index = (nodes: ChartNode[]) => {
    for (const node of nodes) {
      byId.set(node.id, node);
      index(node.children);
    }
  };
  index(graph.nodes);
  const placed: Placed[] = [];
  const offsets = new Map<string, { x: number; y: number }>([['root', { x: 0, y: 0 }]]);
  const place = (children: ElkNode[] | undefined, dx: number, dy: number) => {
    for (const child of children ?? []) {
      const x = dx + (child.x ?? 0);
      const y = dy + (child.y ?? 0);
      offsets.set(child.id, { x, y });
      const node = byId.get(child.id);
      if (node)
        placed.push({
          node,
          x,
          y,
          width: child.width ?? 0,
          height: child.height ?? 0,
          compound: node.children.length > 0,
        });
      place(child.children, x, y);
    }
  };
  place(result.children, 0, 0);
  const events = new Map(graph.edges.map((edge) => [edge.id, edge.events]));
  const edges = (result.edges ?? []).flatMap((edge) => {
    const container = edge.container ?? 'root';
    const offset = offsets.get(container) ?? { x: 0, y: 0 };
    return (edge.sections ?? []).map((section) => ({
      id: edge.id,
      source: edge.sources[0]!,
      target: edge.targets[0]!,
      events: events.get(edge.id) ?? [],
      points: [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]
        .map((point) => `${point.x + offset.x},${point.y + offset.y}`)
        .join(' '),
    }));
  });
  return { width: result.width ?? 0, height: result.height ?? 0, nodes: placed, edges };
}

function Arrowhead({ id, fill }: { id: string; fill: string }) {
  return (
    <marker id={id} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
      <path d="M0,0 L10,5 L0,10 z" fill={fill} />
    </marker>
  );
}

export default function StatechartDiagram({ graph, active, step, stateName, label }: StatechartDiagramProps) {
  const { t } = useTranslation('analysts');
  // The names the layout writes in the boxes: the latest, read when a layout starts.
  const names = useRef(stateName);
  // The layout's modes are machines/analysts/diagram-layout.machine.ts's. Its actor is not traced:
  // its context is the drawing itself, and the diagram only shows a replay that is traced already.
  const [logic] = useState(() =>
    diagramLayoutMachine.provide({
      actors: {
        layOut: fromPromise(
          ({ input }: { input: ChartGraph }): Promise<unknown> => layOut(input, names.current),
        ),
      },
    }),
  );
  const diagram = useActorRef(logic);
  const view = useSelector(diagram, selectDiagramLayout);
  useEffect(() => {
    names.current = stateName;
    diagramLayoutIntents(diagram.send).show(graph);
  }, [diagram, graph, stateName]);
  const layout = view.layout as Layout | null;
  const failed = view.failed;
  const activeSet = useMemo(() => new Set(activePaths(active)), [active]);
  const idOfPath = useMemo(() => {
    const map = new Map<string, string>();
    const index = (nodes: ChartNode[]) => {
      for (const node of nodes) {
        map.set(node.path, node.id);
        index(node.children);
      }
    };
    index(graph.nodes);
    return map;
  }, [graph]);
  if (failed) return <Text color="fg.error">{t('diagram.error')}</Text>;
  if (!layout) return <Text color="fg.muted">{t('diagram.loading')}</Text>;
  const stepEdge = step ? `${idOfPath.get(step.from)}->${idOfPath.get(step.to)}` : null;
  const pad = 8;
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="l2" p="2">
      <svg
        role="img"
        aria-label={label}
        viewBox={`${-pad} ${-pad} ${layout.width + 2 * pad} ${layout.height + 2 * pad}`}
        width={layout.width + 2 * pad}
        height={layout.height + 2 * pad}
        style={{ maxWidth: '100%', height: 'auto', fontFamily: 'inherit' }}
      >
        <defs>
          <Arrowhead id="statechart-arrow" fill="var(--chakra-colors-gray-500)" />
          <Arrowhead id="statechart-arrow-step" fill="var(--chakra-colors-blue-700)" />
        </defs>
        {layout.nodes
          .filter((placed) => placed.compound)
          .map((placed) => (
            <g
              key={placed.node.id}
              data-state={placed.node.path}
              data-active={activeSet.has(placed.node.path) || undefined}
            >
              <rect
                x={placed.x}
                y={placed.y}
                width={placed.width}
                height={placed.height}
                rx="10"
                fill={activeSet.has(placed.node.path) ? 'var(--chakra-colors-blue-50)' : 'transparent'}
                stroke="var(--chakra-colors-gray-500)"
              />
              <text x={placed.x + 10} y={placed.y + 18} fontSize="13" fill="var(--chakra-colors-gray-800)">
                {stateName(placed.node.path)}
              </text>
            </g>
          ))}
        {layout.edges.map((edge) => {
          const current = edge.id === stepEdge;
          return (
            <polyline
              key={`${edge.id}:${edge.points}`}
              points={edge.points}
              fill="none"
              stroke={current ? 'var(--chakra-colors-blue-700)' : 'var(--chakra-colors-gray-400)'}
              strokeWidth={current ? 3 : 1}
              markerEnd={current ? 'url(#statechart-arrow-step)' : 'url(#statechart-arrow)'}
              data-step={current || undefined}
            >
              <title>{edge.events.join(', ')}</title>
            </polyline>
          );
        })}
        {layout.nodes
          .filter((placed) => !placed.compound)
          .map((placed) => {
            const on = activeSet.has(placed.node.path);
            return (
              <g key={placed.node.id} data-state={placed.node.path} data-active={on || undefined}>
                <rect
                  x={placed.x}
                  y={placed.y}
                  width={placed.width}
                  height={placed.height}
                  rx="8"
                  fill={on ? 'var(--chakra-colors-blue-700)' : 'var(--chakra-colors-white)'}
                  stroke={on ? 'var(--chakra-colors-blue-900)' : 'var(--chakra-colors-gray-500)'}
                  strokeWidth={placed.node.type === 'final' ? 3 : 1}
                />
                <text
                  x={placed.x + placed.width / 2}
                  y={placed.y + placed.height / 2 + 4}
                  textAnchor="middle"
                  fontSize="13"
                  fontWeight={on ? 700 : 400}
                  fill={on ? 'var(--chakra-colors-white)' : 'var(--chakra-colors-gray-900)'}
                >
                  {stateName(placed.node.path)}
                </text>
              </g>
            );
          })}
      </svg>
    </Box>
  );
}
