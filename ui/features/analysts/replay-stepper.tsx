import { Badge, Box, Button, HStack, Stack, Table, Text, type TextProps } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { SkipBack, SkipForward, StepBack, StepForward } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine } from 'xstate';
import { isFailure, replayStepperMachine } from '../../../machines/analysts/replay-stepper.machine';
import { selectReplayStepper } from '../../../machines/analysts/replay-stepper.select';
import { statechartGraph } from '../../../machines/analysts/statechart-graph';
import type { ReplaySegment, ReplayStep } from '../../../machines/replay/replay.types';
import { DataTable } from '../../components/data-table';
import { PageSection } from '../../components/page-heading';
import { formatDuration, formatInstant } from './analysts-format';
import { Facts } from './facts';

// elkjs and the drawing load with the first stepper shown, never with the app (decision 062).
const StatechartDiagram = lazy(() => import('./statechart-diagram'));

export interface ReplayStepperProps {
  /** The machine whose states are drawn and whose replay is stepped (the act's, a browser actor's). */
  logic: AnyStateMachine;
  /** The replay's steps, in machines/replay/replay.schema.ts's shape. */
  steps: readonly ReplayStep[];
  /** The stays in each state (an act's replay), for how long each group of the timeline took. */
  segments?: readonly ReplaySegment[];
  /** A state's name for people (defaults to its label). */
  stateName?: (label: string) => string;
  /** A role's name for people (defaults to the role). */
  roleName?: (role: string) => string;
  /** Ids of the section headings, unique on the page (two steppers on one page). */
  idPrefix?: string;
}

interface Group {
  key: string;
  state: string;
  step: number | null;
  indexes: number[];
  ms: number | null;
  ongoing: boolean;
}

const plain = (value: string) => value;

/** Machine words (event types, context keys and values) in a monospace face. */
const Mono = (props: TextProps) => <Text as="code" fontFamily="mono" fontSize="sm" {...props} />;
const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Consecutive steps that lead into the same state, with the time the machine stayed there. */
function groupsOf(steps: readonly ReplayStep[], visible: number[], segments: readonly ReplaySegment[]) {
  const groups: Group[] = [];
  steps.forEach((step, index) => {
    const last = groups.at(-1);
    if (last && last.state === step.to) last.indexes.push(index);
    else {
      const segment = segments.find((s) => s.fromIndex === index);
      const next = steps.slice(index + 1).find((s) => s.to !== step.to);
      const fromTimes = next?.at && step.at ? Date.parse(next.at) - Date.parse(step.at) : null;
      groups.push({
        key: `${index}`,
        state: step.to,
        step: step.step,
        indexes: [index],
        ms: segment ? segment.ms : fromTimes,
        ongoing: segment ? segment.toIndex === null : false,
      });
    }
  });
  const shown = new Set(visible);
  return groups
    .map((group) => ({ ...group, indexes: group.indexes.filter((index) => shown.has(index)) }))
    .filter((group) => group.indexes.length > 0);
}

/**
 * Steps through a replay while its statechart is drawn (decision 062): the timeline grouped by step,
 * the controls (first, previous, play or pause, next, last, failures only), the current step's
 * transition, who acted and who must act next, its context changes, and the diagram with the state
 * the step leads into highlighted. Modes are the stepper machine's (machines/analysts).
 */
export function ReplayStepper({
  logic,
  steps,
  segments = [],
  stateName = plain,
  roleName = plain,
  idPrefix = 'replay',
}: ReplayStepperProps) {
  const { t } = useTranslation('analysts');
  const stepper = useActorRef(replayStepperMachine, { input: { steps } });
  const view = useSelector(stepper, selectReplayStepper);
  const graph = useMemo(() => statechartGraph(logic), [logic]);
  const groups = useMemo(() => groupsOf(steps, view.visible, segments), [steps, view.visible, segments]);
  const current = view.position > 0 ? steps[view.index] : undefined;
  const nameOf = useCallback((label: string) => stateName(label), [stateName]);
  const roles = (list: readonly string[]) => (list.length ? list.map(roleName).join(', ') : t('nobody'));

  return (
    <Stack gap="6">
      <PageSection id={`${idPrefix}-timeline`} title={t('timeline.title')} gap="3">
        <HStack as="label" gap="2" cursor="pointer">
          <input
            type="checkbox"
            checked={view.failuresOnly}
            onChange={(event) => stepper.send({ type: 'stepper.failuresOnlySet', on: event.target.checked })}
            style={{ width: '1.1rem', height: '1.1rem', accentColor: 'var(--chakra-colors-blue-600)' }}
          />
          <Text as="span">{t('stepper.failuresOnly')}</Text>
        </HStack>
        {groups.length === 0 && view.failuresOnly && <Text>{t('timeline.noFailures')}</Text>}
        <Stack as="ol" gap="3" listStyleType="none">
          {groups.map((group) => (
            <Box as="li" key={group.key} borderWidth="1px" borderRadius="l2" p="3">
              <HStack justify="space-between" wrap="wrap">
                <Text fontWeight="semibold">
                  {group.step === null
                    ? stateName(group.state)
                    : t('stepLabel', { step: group.step, state: stateName(group.state) })}
                </Text>
                <Text color="fg.muted">
                  {t(group.ongoing ? 'timeline.ongoing' : 'timeline.took', {
                    duration: formatDuration(t, group.ms),
                  })}
                </Text>
              </HStack>
              <Stack as="ul" gap="1" mt="2" listStyleType="none">
                {group.indexes.map((index) => {
                  const step = steps[index]!;
                  return (
                    <Box as="li" key={index}>
                      <Button
                        size="xs"
                        variant={index === view.index ? 'solid' : 'ghost'}
                        aria-current={index === view.index ? 'step' : undefined}
                        aria-label={t('timeline.show', { index: index + 1 })}
                        onClick={() => stepper.send({ type: 'stepper.chosen', index })}
                      >
                        {index + 1}
                      </Button>{' '}
                      <Mono>{step.type}</Mono> {step.actor ? roleName(step.actor.role) : ''}{' '}
                      <Text as="span" color="fg.muted">
                        {formatInstant(step.at)}
                      </Text>{' '}
                      {step.outcome !== 'applied' && (
                        <Badge colorPalette={isFailure(step) ? 'red' : 'gray'}>
                          {t(`outcomes.${step.outcome}`)}
                        </Badge>
                      )}
                      {step.partial && <Badge ms="1">{t('timeline.partial')}</Badge>}
                    </Box>
                  );
                })}
              </Stack>
            </Box>
          ))}
        </Stack>
      </PageSection>

      <PageSection id={`${idPrefix}-stepper`} title={t('stepper.title')} gap="3">
        <HStack role="group" aria-label={t('stepper.controls')} wrap="wrap" gap="2">
          <Button
            size="sm"
            variant="outline"
            aria-label={t('stepper.first')}
            disabled={!view.canFirst}
            onClick={() => stepper.send({ type: 'stepper.first' })}
          >
            <SkipBack aria-hidden />
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('stepper.previous')}
            disabled={!view.canPrevious}
            onClick={() => stepper.send({ type: 'stepper.previous' })}
          >
            <StepBack aria-hidden />
          </Button>
          {view.playing ? (
            <Button size="sm" onClick={() => stepper.send({ type: 'stepper.paused' })}>
              {t('stepper.pause')}
            </Button>
          ) : (
            <Button
              size="sm"
              disabled={!view.canPlay}
              onClick={() => stepper.send({ type: 'stepper.played' })}
            >
              {t('stepper.play')}
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            aria-label={t('stepper.next')}
            disabled={!view.canNext}
            onClick={() => stepper.send({ type: 'stepper.next' })}
          >
            <StepForward aria-hidden />
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('stepper.last')}
            disabled={!view.canLast}
            onClick={() => stepper.send({ type: 'stepper.last' })}
          >
            <SkipForward aria-hidden />
          </Button>
          <Text aria-live="polite">
            {view.position > 0
              ? t('stepper.position', { position: view.position, count: view.count })
              : t('stepper.none')}
          </Text>
        </HStack>

        {current && (
          <Facts
            items={[
              [t('stepper.event'), <Mono key="event">{current.type}</Mono>],
              [
                t('stepper.transition'),
                `${stateName(current.from)} → ${stateName(current.to)}`,
                'step-transition',
              ],
              [t('stepper.outcome'), t(`outcomes.${current.outcome}`)],
              ...(current.expected && current.expected !== current.to
                ? [[t('stepper.expected'), stateName(current.expected)] as const]
                : []),
              ...(current.refusal
                ? [[t('stepper.refusal'), <Mono key="refusal">{current.refusal}</Mono>] as const]
                : []),
              [t('stepper.actor'), current.actor ? roleName(current.actor.role) : t('nobody')],
              [t('stepper.at'), formatInstant(current.at)],
              [t('stepper.waitingFor'), roles(current.waitingFor)],
            ]}
          />
        )}

        <Suspense fallback={<Text color="fg.muted">{t('diagram.loading')}</Text>}>
          <StatechartDiagram
            graph={graph}
            active={current?.to ?? null}
            step={current ? { from: current.from, to: current.to } : null}
            stateName={nameOf}
            label={t('diagram.label', { state: current ? stateName(current.to) : t('nobody') })}
          />
        </Suspense>

        {current && (
          <Stack gap="2">
            <Text fontWeight="semibold">{t('stepper.changes')}</Text>
            {current.contextDiff.length === 0 ? (
              <Text color="fg.muted">{t('stepper.noChanges')}</Text>
            ) : (
              <DataTable columns={[t('stepper.key'), t('stepper.before'), t('stepper.after')]}>
                {current.contextDiff.map((change) => (
                  <Table.Row key={change.key}>
                    <Table.Cell>
                      <Mono>{change.key}</Mono>
                    </Table.Cell>
                    <Table.Cell>
                      <Mono whiteSpace="pre-wrap" wordBreak="break-all">
                        {json(change.before) ?? t('stepper.absent')}
                      </Mono>
                    </Table.Cell>
                    <Table.Cell>
                      <Mono whiteSpace="pre-wrap" wordBreak="break-all">
                        {json(change.after) ?? t('stepper.absent')}
                      </Mono>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </DataTable>
            )}
          </Stack>
        )}
      </PageSection>
    </Stack>
  );
}
