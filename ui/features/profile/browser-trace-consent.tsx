import { Badge, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Client, useClient } from 'urql';
import { type ActorRefFrom, fromPromise } from 'xstate';
import {
  selectTraceConsent,
  type TraceConsentData,
  traceConsentMachine,
} from '../../../machines/browser-trace/trace-consent.machine';
import type { ErrorReport } from '../../../machines/errors/error-policy';
import { PageSection } from '../../components/page-heading';
import { useErrorReaction } from '../../errors/error-reaction';
import { BrowserTracingQuery, SetBrowserTraceConsentMutation } from '../../graphql/browser-traces.documents';
import { firstErrorReport } from '../../graphql/client';
import { silent } from './profile.actors';

/** The actors of machines/browser-trace/trace-consent.machine.ts over the session's documents. */
export function traceConsentActors(client: Client, report: (report: ErrorReport) => void) {
  return {
    load: fromPromise(async (): Promise<TraceConsentData> => {
      const result = await client.query(BrowserTracingQuery, {}, silent).toPromise();
      if (!result.data) {
        if (result.error) report(firstErrorReport(result.error, 'query'));
        throw result.error ?? new Error('no answer');
      }
      return result.data.browserTracing;
    }),
    save: fromPromise(async ({ input }: { input: { consent: boolean } }): Promise<TraceConsentData> => {
      const result = await client.mutation(SetBrowserTraceConsentMutation, input, silent).toPromise();
      if (!result.data) {
        if (result.error) report(firstErrorReport(result.error, 'mutation'));
        throw result.error ?? new Error('no answer');
      }
      return result.data.setBrowserTraceConsent;
    }),
  };
}

/**
 * The profile's switch for support's traces (decision 061): a user who contacted support may let the
 * portal record how its screens behaved in their sessions, without their personal data.
 */
export function BrowserTraceConsent() {
  const client = useClient();
  const report = useErrorReaction();
  const logic = useMemo(
    () => traceConsentMachine.provide({ actors: traceConsentActors(client, report) }),
    [client, report],
  );
  return <BrowserTraceConsentSection actor={useActorRef(logic)} />;
}

/** The section, rendering the consent machine's projection and sending its events. */
export function BrowserTraceConsentSection({ actor }: { actor: ActorRefFrom<typeof traceConsentMachine> }) {
  const { t } = useTranslation('analysts');
  const view = useSelector(actor, selectTraceConsent);
  return (
    <PageSection id="profile-browser-traces" title={t('browserTraces.consent.title')} gap="3">
      <Text>{t('browserTraces.consent.explanation')}</Text>
      <HStack wrap="wrap">
        {view.consent !== null && (
          <Badge colorPalette={view.consent ? 'green' : 'gray'} data-testid="browser-trace-consent">
            {t(view.consent ? 'browserTraces.consent.given' : 'browserTraces.consent.notGiven')}
          </Badge>
        )}
        {view.canChange && (
          <Button
            variant={view.consent ? 'outline' : 'solid'}
            onClick={() => actor.send({ type: 'traceConsent.changed', consent: !view.consent })}
          >
            {t(view.consent ? 'browserTraces.consent.withdraw' : 'browserTraces.consent.give')}
          </Button>
        )}
        {view.failed && (
          <Button variant="outline" onClick={() => actor.send({ type: 'traceConsent.retried' })}>
            {t('browserTraces.consent.retry')}
          </Button>
        )}
        {view.busy && <Spinner size="sm" aria-label={t('browserTraces.consent.loading')} />}
      </HStack>
    </PageSection>
  );
}
