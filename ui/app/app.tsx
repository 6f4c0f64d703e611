import { Box, Button, Container, Heading, SkipNavContent, SkipNavLink, Text } from '@chakra-ui/react';
import { Component, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider as UrqlProvider } from 'urql';
import { useLocation } from 'wouter';
import type { NavigationInput } from '../../machines/navigation/navigation.machine';
import { ProgressBar } from '../components/progress-bar';
import { Toaster, toaster } from '../components/toaster';
import { performErrorReaction } from '../errors/error-effects';
import {
  FaceCheckDialog,
  LoginDialog,
  LoginProvider,
  LoginResultDialogs,
  TermsDialog,
} from '../features/auth';
import { Breadcrumbs, NavigationActor, NavigationBridge, useNavigationView } from '../features/navigation';
import { NotificationListDialog, SessionActor, SessionProvider, useSessionView } from '../features/session';
import { createGraphqlClient } from '../graphql/client';
import { useHasPendingOperations } from '../graphql/pending-operations';
import { Screen } from '../screens/screen';
import { readLocalStore } from '../storage/local-store';
import { Footer } from './footer';
import { Header, KioskHeader } from './header';
import { MinistryBanner } from './ministry-banner';

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

function Shell() {
  const { t } = useTranslation('common');
  const view = useNavigationView();
  const actorRef = NavigationActor.useActorRef();
  const session = useSessionView();
  const sessionRef = SessionActor.useActorRef();
  const anonymous = !session.loggedIn;
  const pending = useHasPendingOperations();
  const kiosk = view.mode === 'kiosk';
  const [publicOfferOpen, setPublicOfferOpen] = useState(false);
  const openTerms = () => {
    if (session.canOpenTerms)
      sessionRef.send({
        type: 'session.termsOpened',
        currentPath: `${window.location.pathname}${window.location.search}`,
      });
    else setPublicOfferOpen(true);
  };

  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <ProgressBar active={pending || view.busy || session.busy} />
      <SkipNavLink>{t('header.skipToContent')}</SkipNavLink>
      {kiosk ? (
        <KioskHeader loggedIn={session.loggedIn} />
      ) : (
        <Header
          loggedIn={session.loggedIn}
          onLogin={
            anonymous && view.canRequestLogin ? () => actorRef.send({ type: 'login.requested' }) : null
          }
        />
      )}
      <MinistryBanner />
      <Container as="main" maxW="7xl" py={{ base: '6', md: '10' }} flex="1">
        <SkipNavContent />
        {!kiosk && <Breadcrumbs items={view.breadcrumbs} />}
        <ChunkErrorBoundary key={view.routeId ?? 'none'} fallback={<ChunkError />}>
          <Suspense fallback={<ProgressBar active />}>
            <Screen view={view} />
          </Suspense>
        </ChunkErrorBoundary>
      </Container>
      <Footer onOpenTerms={openTerms} />
      {!kiosk && (
        <LoginDialog
          open={view.loginDialogOpen && anonymous}
          onClose={() => actorRef.send({ type: 'login.dismissed' })}
        />
      )}
      <FaceCheckDialog kiosk={kiosk} />
      <LoginResultDialogs kiosk={kiosk} />
      <TermsDialog anonymousOpen={publicOfferOpen} onAnonymousClose={() => setPublicOfferOpen(false)} />
      <NotificationListDialog />
      <Toaster />
    </Box>
  );
}

function GraphqlProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('errors');
  const actorRef = NavigationActor.useActorRef();
  const [, navigate] = useLocation();
  // The client lives for the whole app; these refs let it reach the latest t and navigate.
  const latest = useRef({ t, navigate });
  useEffect(() => {
    latest.current = { t, navigate };
  });
  const client = useMemo(
    () =>
      createGraphqlClient({
        locale: () => i18n.language,
        onError: (report) => {
          const mode = actorRef.getSnapshot().matches('kiosk') ? 'kiosk' : readLocalStore().mode;
          performErrorReaction(
            { ...report, mode, currentPath: `${window.location.pathname}${window.location.search}` },
            {
              t: latest.current.t,
              navigate: (to) => latest.current.navigate(to, { replace: true }),
              // One toast per message: parallel calls failing alike (an expired token) say it once.
              showToast: ({ title, description, duration }) =>
                toaster.create({
                  id: `${title}|${description ?? ''}`,
                  title,
                  description,
                  duration,
                  type: 'error',
                  closable: true,
                }),
            },
          );
        },
      }),
    [actorRef, i18n],
  );
  return <UrqlProvider value={client}>{children}</UrqlProvider>;
}

export function App({ input }: { input: NavigationInput }) {
  return (
    <NavigationActor.Provider options={{ input }}>
      <NavigationBridge />
      <GraphqlProvider>
        <SessionProvider>
          <LoginProvider>
            <Shell />
          </LoginProvider>
        </SessionProvider>
      </GraphqlProvider>
    </NavigationActor.Provider>
  );
}
