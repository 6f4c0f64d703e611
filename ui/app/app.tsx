import { Box, Button, Heading, SkipNavContent, SkipNavLink, Text } from '@chakra-ui/react';
import { Component, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Client, Provider as UrqlProvider } from 'urql';
import { sessionOfferIntents } from '../../machines/session/session.select';
import {
  AppActor,
  type AppActorRef,
  useKioskMode,
  useNavigationActor,
  useSessionActor,
} from '../app-actor/app-actor';
import { ProgressBar } from '../components/progress-bar';
import { Staged } from '../components/staged';
import { Toaster } from '../components/toaster';
import { FaceCheckDialog, LoginDialog, LoginResultDialogs, TermsDialog } from '../features/auth';
import { Breadcrumbs, useNavigationView } from '../features/navigation';
import { KioskIdleDialog, NotificationListDialog, useSessionView } from '../features/session';
import { useHasPendingOperations } from '../graphql/pending-operations';
import { Screen } from '../screens/screen';
import { useBrowserEffects } from './browser-effects';
import { Footer } from './footer';
import { Header, KioskHeader } from './header';
import { MinistryBanner } from './ministry-banner';
import { shellCss } from './shell.styles';

/** A lazy screen that fails to load (offline, new deploy) offers a reload instead of a blank page. */
class ChunkErrorBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function ChunkError() {
  const { t } = useTranslation('common');
  return (
    <Box role="alert" py="10">
      <Heading as="h1" size="2xl">
        {t('chunkError.title')}
      </Heading>
      <Text my="3">{t('chunkError.text')}</Text>
      <Button colorPalette="blue" onClick={() => window.location.reload()}>
        {t('chunkError.reload')}
      </Button>
    </Box>
  );
}

/**
 * The progress bar, shown while a machine is busy or a GraphQL operation is on the wire. It follows
 * the operations itself, so that one starting or ending renders the bar again, not the whole page
 * (decision 034).
 */
function PendingProgress({ busy }: { busy: boolean }) {
  const pending = useHasPendingOperations();
  return <ProgressBar active={pending || busy} />;
}

function Shell() {
  useBrowserEffects();
  const { t } = useTranslation('common');
  const kiosk = useKioskMode();
  const view = useNavigationView();
  const actorRef = useNavigationActor();
  const session = useSessionView();
  const sessionRef = useSessionActor();
  const anonymous = !session.loggedIn;
  const offer = sessionOfferIntents(sessionRef.send);
  const openTerms = () => offer.openTerms(`${window.location.pathname}${window.location.search}`);

  return (
    <div className={shellCss.frame}>
      <PendingProgress busy={view.busy || session.busy} />
      {/* The header renders whole in the first task (its elements are plain, styled by the build, decision
          111); the skip link and the main area follow in stages of their own, in document order (decision 105). */}
      <Staged>
        <SkipNavLink>{t('header.skipToContent')}</SkipNavLink>
      </Staged>
      {kiosk ? (
        <KioskHeader loggedIn={session.loggedIn} />
      ) : (
        <Header
          loggedIn={session.loggedIn}
          // For every visitor from the first paint, not once the guard has read the address: the
          // header would grow under the page then (decision 029). The guard ignores a request it
          // cannot take (the dialog already open).
          onLogin={anonymous ? () => actorRef.send({ type: 'login.requested' }) : null}
        />
      )}
      <MinistryBanner />
      {/* At least a screen high, so the footer stays below the fold while a screen's chunk loads and
          nothing moves when it arrives (decision 029). */}
      <Staged>
        <main className={shellCss.main}>
          <SkipNavContent />
          {!kiosk && view.breadcrumbs.length > 0 && (
            // Route titles load with the first page that shows them (i18n/first-page.ts, decision 029).
            <Suspense fallback={null}>
              <Breadcrumbs items={view.breadcrumbs} />
            </Suspense>
          )}
          <ChunkErrorBoundary key={view.routeId ?? 'none'} fallback={<ChunkError />}>
            <Suspense fallback={<ProgressBar active />}>
              <Screen view={view} kiosk={kiosk} />
            </Suspense>
          </ChunkErrorBoundary>
        </main>
      </Staged>
      <Staged late>
        <Footer onOpenTerms={openTerms} />
      </Staged>
      {/* Closed until asked for, after everything else. */}
      <Staged late>
        {!kiosk && (
          <LoginDialog
            open={view.loginDialogOpen && anonymous}
            onClose={() => actorRef.send({ type: 'login.dismissed' })}
          />
        )}
        <FaceCheckDialog kiosk={kiosk} />
        <LoginResultDialogs kiosk={kiosk} />
        <TermsDialog anonymousOpen={session.publicOffer} onAnonymousClose={offer.closeOffer} />
        <NotificationListDialog />
        <KioskIdleDialog />
        <Toaster />
      </Staged>
    </div>
  );
}

/**
 * The page: the GraphQL client and the app actor are made in main.tsx (the composition root), the
 * actor started before this renders (decision 034). `onRendered` runs once the first render is on
 * screen.
 */
export function App({
  client,
  actor,
  onRendered,
}: {
  client: Client;
  actor: AppActorRef;
  onRendered: () => void;
}) {
  useEffect(() => onRendered(), [onRendered]);
  return (
    <UrqlProvider value={client}>
      <AppActor.Provider actor={actor}>
        <Shell />
      </AppActor.Provider>
    </UrqlProvider>
  );
}
