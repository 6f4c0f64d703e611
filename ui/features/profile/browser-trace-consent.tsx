import { Badge, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import {
  selectTraceConsent,
  traceConsentMachine,
} from '../../../machines/browser-trace/trace-consent.machine';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { PageSection } from '../../components/page-heading';
import { traceConsentActors } from './trace-consent.actors';

/**
 * The profile's switch for support's traces (decision 061): a user who contacted support may let the
 * portal record how its screens behaved in their sessions, without their personal data.
 */
export function BrowserTraceConsent() {
  const actor = usePageMachine(({ client, report }) =>
    traceConsentMachine.provide({ actors: traceConsentActors(client, report) }),
  );
  return <BrowserTraceConsentSection actor={actor} />;
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
        {view.busy && <Spinner size="sm" role="img" aria-label={t('browserTraces.consent.loading')} />}
      </HStack>
    </PageSection>
  );
}
