import { Badge, Button, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import {
  type BrowserTracesMachine,
  browserTracesMachine,
} from '../../../machines/analysts/browser-traces.machine';
import { selectBrowserTraces } from '../../../machines/analysts/browser-traces.select';
import { tracedMachines } from '../../../machines/browser-trace/traced-machines';
import type { ReplayStep } from '../../../machines/replay/replay.types';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { DataTable } from '../../components/data-table';
import { PageSection } from '../../components/page-heading';
import { analystsActors, type BrowserTraceReplayData } from './analysts.actors';
import { formatInstant } from './analysts-format';
import { ReplayStepper } from './replay-stepper';

type TracedActor = BrowserTraceReplayData['actors'][number];

const parseJson = (text: string | null | undefined): unknown => (text == null ? undefined : JSON.parse(text));

/** A traced actor's replay steps in machines/replay/replay.schema.ts's shape, for the stepper. */
function browserStepsOf(actor: TracedActor): ReplayStep[] {
  return (actor.replay?.steps ?? []).map((step) => ({
    ...step,
    actor: null,
    contextDiff: step.contextDiff.map((change) => ({
      key: change.key,
      before: parseJson(change.before),
      after: parseJson(change.after),
    })),
  }));
}

/** One trace, replayed: its traced actors to choose from, and the chosen one's stepper. */
function TraceReplay({
  replay,
  actorId,
  onActor,
}: {
  replay: BrowserTraceReplayData;
  actorId: string | null;
  onActor: (sessionId: string) => void;
}) {
  const { t } = useTranslation('analysts');
  const replayable = replay.actors.filter((actor) => actor.replay && tracedMachines.has(actor.machineId));
  const chosen = replayable.find((actor) => actor.sessionId === actorId) ?? replayable[0];
  const steps = useMemo(() => (chosen ? browserStepsOf(chosen) : []), [chosen]);
  const logic = chosen ? tracedMachines.get(chosen.machineId) : undefined;
  return (
    <Stack gap="4">
      <Stack gap="2">
        <Text fontWeight="semibold">{t('browserTraces.actors')}</Text>
        <HStack wrap="wrap" gap="2">
          {replay.actors.map((actor) => {
            const canStep = replayable.includes(actor);
            return (
              <Button
                key={actor.sessionId}
                size="xs"
                variant={actor === chosen ? 'solid' : 'outline'}
                aria-pressed={actor === chosen}
                disabled={!canStep}
                onClick={() => onActor(actor.sessionId)}
              >
                {t('browserTraces.actor', { machine: actor.machineId, n: actor.eventCount })}
              </Button>
            );
          })}
        </HStack>
        {replay.trace.capped && <Text color="fg.muted">{t('browserTraces.cappedNote')}</Text>}
        {replay.trace.partial && <Text color="fg.muted">{t('browserTraces.partialNote')}</Text>}
      </Stack>
      {chosen && logic ? (
        <ReplayStepper
          key={`${replay.trace.id}-${chosen.sessionId}`}
          logic={logic}
          steps={steps}
          segments={(chosen.replay?.segments ?? []).map((segment) => ({
            ...segment,
            step: null,
            waitingFor: [],
          }))}
          idPrefix={`browser-trace-${replay.trace.id}`}
        />
      ) : (
        <Text>{t('browserTraces.nothingToStep')}</Text>
      )}
    </Stack>
  );
}

/**
 * The browser traces linked to an act (issue 14, decisions 061 and 062): the traced page loads that
 * touched it, newest first, and the one chosen stepped actor by actor with the same stepper and
 * diagram as the act's own replay. Modes are machines/analysts/browser-traces.machine.ts's.
 */
export function BrowserTracesSection({ actRef }: { actRef: string }) {
  const traces = usePageMachine(
    ({ client, report }) => browserTracesMachine.provide({ actors: analystsActors(client, report) }),
    { input: { ref: actRef } },
  );
  return <BrowserTracesView traces={traces} />;
}

/** The section's modes, rendered from the machine's projection. */
export function BrowserTracesView({ traces }: { traces: ActorRefFrom<BrowserTracesMachine> }) {
  const { t } = useTranslation('analysts');
  const view = useSelector(traces, selectBrowserTraces);
  return (
    <PageSection id="analyst-browser-traces" title={t('browserTraces.title')} gap="4">
      <Text>{t('browserTraces.intro')}</Text>
      {view.busy && <Spinner role="img" aria-label={t('loading')} />}
      {view.listFailed && (
        <HStack>
          <Text color="fg.error" role="alert">
            {t('load.error')}
          </Text>
          <Button size="sm" onClick={() => traces.send({ type: 'traces.reloaded' })}>
            {t('retry')}
          </Button>
        </HStack>
      )}
      {view.traces && (
        <>
          <HStack>
            <Button size="sm" variant="outline" onClick={() => traces.send({ type: 'traces.reloaded' })}>
              {t('browserTraces.reload')}
            </Button>
          </HStack>
          {view.traces.length === 0 ? (
            <Text>{t('browserTraces.empty')}</Text>
          ) : (
            <DataTable
              columns={[
                t('browserTraces.columns.started'),
                t('browserTraces.columns.size'),
                t('browserTraces.columns.open'),
              ]}
            >
              {view.traces.map((trace) => (
                <Table.Row key={trace.id}>
                  <Table.Cell>
                    {formatInstant(trace.startedAt)} – {formatInstant(trace.lastAt)}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack wrap="wrap" gap="2">
                      <Text as="span">
                        {t('browserTraces.size', { actors: trace.actorCount, events: trace.eventCount })}
                      </Text>
                      {trace.capped && <Badge>{t('browserTraces.capped')}</Badge>}
                      {trace.partial && <Badge>{t('browserTraces.partial')}</Badge>}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant={view.traceId === trace.id ? 'solid' : 'outline'}
                      aria-pressed={view.traceId === trace.id}
                      onClick={() => traces.send({ type: 'trace.chosen', id: trace.id })}
                    >
                      {t('browserTraces.open', { id: trace.id })}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </DataTable>
          )}
        </>
      )}
      {view.traceFailed && (
        <HStack>
          <Text color="fg.error" role="alert">
            {t('load.error')}
          </Text>
          <Button size="sm" onClick={() => traces.send({ type: 'trace.retried' })}>
            {t('retry')}
          </Button>
        </HStack>
      )}
      {view.replay !== null && (
        <TraceReplay
          replay={view.replay as BrowserTraceReplayData}
          actorId={view.actorId}
          onActor={(sessionId) => traces.send({ type: 'actor.chosen', sessionId })}
        />
      )}
    </PageSection>
  );
}
