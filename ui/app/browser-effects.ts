import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { AppActor } from '../app-actor/app-actor';
import { toaster } from '../components/toaster';
import { errorToastText } from '../errors/error-reaction';
import { resetHomeNotice } from '../features/home';
import { handOffToChrome } from '../features/navigation';

/**
 * Where the app actor meets the browser: every URL change goes in as `location.changed`, and what
 * the app emits (a new URL, scrolling, the Android hand-off, the error policy's toasts, a new
 * login) is done here. Layout effects, listeners first, so the first page's effects are not missed
 * and the old screen never paints.
 */
export function useBrowserEffects() {
  const app = AppActor.useActorRef();
  const [location, navigate] = useLocation();
  const search = useSearch();
  // The errors namespace loads with the first error, not with the first page (decision 029).
  const { t, i18n } = useTranslation();
  // The listeners live as long as the app; this lets them use the current language.
  const latestT = useRef(t);
  useEffect(() => {
    latestT.current = t;
  });

  useLayoutEffect(() => {
    const subscriptions = [
      app.on('app.navigationRequested', (event) => navigate(event.to, { replace: event.replace })),
      app.on('app.scrollRequested', () => window.scrollTo({ top: 0, left: 0 })),
      app.on('app.handoffRequested', (event) => handOffToChrome(event.url)),
      app.on('app.loggedIn', () => resetHomeNotice()),
      app.on('app.errorShown', (event) => {
        void i18n.loadNamespaces('errors').then(() => {
          const { title, description, duration } = errorToastText(latestT.current, event.toast);
          // One toast per message: parallel calls failing alike (an expired token) say it once.
          toaster.create({
            id: `${title}|${description ?? ''}`,
            title,
            description,
            duration,
            type: 'error',
            closable: true,
          });
        });
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [app, navigate, i18n]);

  useLayoutEffect(() => {
    app.send({ type: 'location.changed', path: location, search: search ? `?${search}` : '' });
  }, [app, location, search]);

  // The app actor's provider starts it after the first paint (a passive effect); started here,
  // after the listeners above and before the first paint, its entry guards the page's address and
  // this component renders again at once with what it decided. The first paint is then the page,
  // not an empty shell (decision 029). Starting a started actor does nothing.
  const [, renderStarted] = useReducer((renders: number) => renders + 1, 0);
  useLayoutEffect(() => {
    app.start();
    renderStarted();
  }, [app]);
}
