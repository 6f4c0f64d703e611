import { Alert, Badge, Button, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { type AnalystActMachine, analystActMachine } from '../../../machines/analysts/analyst-act.machine';
import {
  type AnalystActView,
  analystActIntents,
  selectAnalystAct,
} from '../../../machines/analysts/analyst-act.select';
import { actReplayMachine } from '../../../machines/replay/act.replay';
import type { ReplayStep } from '../../../machines/replay/replay.types';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { DataTable } from '../../components/data-table';
import { PageHeading, PageSection } from '../../components/page-heading';
import { RouterLink } from '../../components/router-link';
import { type AnalystActData, analystsActors } from './analysts.actors';
import { formatDuration, formatInstant } from './analysts-format';
import { BrowserTracesSection } from './browser-traces-section';

/** What the page shows under the act's own replay: the browser traces linked to it (by its uuid). */
type TracesSlot = (uuid: string) => ReactNode;

import { Facts } from './facts';
import { ReplayStepper } from './replay-stepper';

/** The schema writes an event's dot as an underscore (decision 018); the replay's steps keep the dot. */
const eventName = (type: string) => type.replace('_', '.');
const parseJson = (text: string | null | undefined): unknown => (text == null ? undefined : JSON.parse(text));

/** The GraphQL answer's steps in machines/replay/replay.schema.ts's shape, for the stepper. */
export function replayStepsOf(data: AnalystActData): ReplayStep[] {
  return data.replay.steps.map((step) => ({
    ...step,
    type: eventName(step.type),
    actor: step.actor ? { role: step.actor.role, userId: step.actor.userId ?? null } : null,
    contextDiff: step.contextDiff.map((change) => ({
      key: change.key,
      before: parseJson(change.before),
      after: parseJson(change.after),
    })),
  }));
}

/** One act, loaded: its record, the divergence, who must act and the way to registered, the replay. */
function AnalystActLoaded({
  data,
  traces,
  view,
  onExport,
}: {
  data: AnalystActData;
  traces?: TracesSlot | undefined;
  view: AnalystActView;
  onExport: (uuid: string, fileName: string) => void;
}) {
  const { t } = useTranslation('analysts');
  const { act, replay } = data;
  const steps = useMemo(() => replayStepsOf(data), [data]);
  const stateName = useCallback((label: string) => t(`states.${label}`, { defaultValue: label }), [t]);
  const roleName = useCallback((role: string) => t(`roles.${role}`, { defaultValue: role }), [t]);
  const roles = (list: readonly string[]) => (list.length ? list.map(roleName).join(', ') : t('nobody'));
  const divergence = replay.divergence;
  return (
    <Stack gap="6">
      <PageHeading variant="page" title={t('act.heading', { rid: act.rid })} intro={t('intro')} />
      <RouterLink href="/analysts">{t('act.back')}</RouterLink>
      {divergence && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('divergence.title')}</Alert.Title>
            <Alert.Description>
              {t(`divergence.${divergence.kind}`, {
                index: divergence.index + 1,
                event: eventName(divergence.type),
                from: stateName(divergence.from),
                refusal: divergence.refusal ?? '',
                expected: divergence.expected ? stateName(divergence.expected) : '',
                actual: stateName(divergence.actual),
              })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Facts
        items={[
          [
            t('act.state'),
            actReplayMachine.stepOf?.(act.state)
              ? t('stepLabel', { step: act.step, state: stateName(act.state) })
              : stateName(act.state),
          ],
          [t('act.since'), formatInstant(act.stateSince)],
          [t('act.awaiting'), roles(act.awaiting)],
          [t('act.regnum'), act.regnum ?? '—'],
          [t('act.uuid'), act.uuid],
          [
            t('act.office'),
            `${t('stuck.officeOf', { office: act.officeId })}${
              act.notaryId === null ? '' : `, ${t('stuck.notaryOf', { notary: act.notaryId })}`
            }`,
          ],
          [t('act.path'), act.simplified ? t('act.simplified') : t('act.full')],
        ]}
      />
      <Text color={data.matchesStored ? 'fg.muted' : 'fg.error'}>
        {data.matchesStored ? t('act.matches') : t('act.mismatch')}
      </Text>
      {replay.partial && <Text color="fg.muted">{t('act.partial')}</Text>}
      <HStack>
        <Button
          size="sm"
          variant="outline"
          loading={view.exporting}
          onClick={() => onExport(act.uuid, `act-${act.rid}-trace.json`)}
        >
          {t('act.export')}
        </Button>
        {view.exportErrorKey && (
          <Text color="fg.error" role="alert">
            {t(view.exportErrorKey)}
          </Text>
        )}
      </HStack>

      <PageSection id="analyst-next" title={t('next.title')} gap="3">
        {replay.final.done ? (
          <Text>{t('next.done', { state: stateName(replay.final.state) })}</Text>
        ) : (
          <Text>{t('next.now', { roles: roles(replay.final.waitingFor) })}</Text>
        )}
        {replay.toGoal && !replay.toGoal.reachable && <Text>{t('next.unreachable')}</Text>}
        {replay.toGoal && replay.toGoal.moves.length > 0 && (
          <Stack gap="2">
            <Text fontWeight="semibold">{t('next.path')}</Text>
            <DataTable columns={[t('next.columns.move'), t('next.columns.roles'), t('next.columns.to')]}>
              {replay.toGoal.moves.map((move) => (
                <Table.Row key={`${move.from}:${move.event}:${move.to}`}>
                  <Table.Cell>
                    <code>{eventName(move.event)}</code>
                  </Table.Cell>
                  <Table.Cell>{roles(move.roles)}</Table.Cell>
                  <Table.Cell>
                    {move.step === null
                      ? stateName(move.to)
                      : t('stepLabel', { step: move.step, state: stateName(move.to) })}
                  </Table.Cell>
                </Table.Row>
              ))}
            </DataTable>
          </Stack>
        )}
        {replay.waitingTotals.length > 0 && (
          <Stack gap="1">
            <Text fontWeight="semibold">{t('waiting.title')}</Text>
            <HStack wrap="wrap" gap="2">
              {replay.waitingTotals.map((total) => (
                <Badge key={total.role}>
                  {roleName(total.role)}: {formatDuration(t, total.ms)}
                </Badge>
              ))}
            </HStack>
          </Stack>
        )}
      </PageSection>

      <ReplayStepper
        key={act.uuid}
        logic={actReplayMachine.logic}
        steps={steps}
        segments={replay.segments}
        stateName={stateName}
        roleName={roleName}
        idPrefix="analyst-replay"
      />

      {traces?.(act.uuid)}
    </Stack>
  );
}

/** The act page's states: loading, not found, refused reference, failed (retry), loaded. */
export function AnalystActSections({
  page,
  traces,
}: {
  page: ActorRefFrom<AnalystActMachine>;
  traces?: TracesSlot;
}) {
  const { t } = useTranslation('analysts');
  const view = useSelector(page, selectAnalystAct);
  const intents = useMemo(() => analystActIntents(page.send), [page]);
  if (view.act)
    return (
      <AnalystActLoaded
        data={view.act as AnalystActData}
        traces={traces}
        view={view}
        onExport={intents.exportTrace}
      />
    );
  return (
    <Stack gap="5">
      <PageHeading variant="page" title={t('title')} intro={t('intro')} />
      {view.busy && <Spinner role="img" aria-label={t('loading')} />}
      {view.errorKey && (
        <HStack>
          <Text color="fg.error" role="alert">
            {view.errorText ?? t(view.errorKey)}
          </Text>
          {view.canRetry && (
            <Button size="sm" onClick={intents.retry}>
              {t('retry')}
            </Button>
          )}
        </HStack>
      )}
      {!view.busy && <RouterLink href="/analysts">{t('act.back')}</RouterLink>}
    </Stack>
  );
}

/** /analysts/acts/:ref: one act replayed through today's statechart (decision 062). */
export function AnalystActPage({ actRef }: { actRef: string }) {
  const page = usePageMachine(({ client, report }) =>
    analystActMachine.provide({ actors: analystsActors(client, report) }),
  );
  // The URL is the input: the route's reference is searched as it is given.
  useEffect(() => analystActIntents(page.send).search(actRef), [page, actRef]);
  return <AnalystActSections page={page} traces={browserTraces} />;
}

const browserTraces: TracesSlot = (uuid) => (
  <BrowserTracesSection key={`browser-traces-${uuid}`} actRef={uuid} />
);
