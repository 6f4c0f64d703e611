import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { AppEmitted } from '../../machines/app/app.machine';
import { isKioskPath } from '../../machines/navigation/match-route';
import { AppActor, takeEarlyEmitted } from '../app-actor/app-actor';
import { toaster } from '../components/toaster';
import { errorToastText } from '../errors/error-reaction';
import { resetHomeNotice } from '../features/home';
import { handOffToChrome } from '../features/navigation';
import { wipeKiosk } from '../storage/kiosk-wipe';

/**
 * Where the app actor meets the browser: every URL change goes in as `location.changed`, and what
 * the app emits (a new URL, scrolling, the Android hand-off, the error policy's toasts, a new
 * login, a kiosk's wipe) is done here. Layout effects, listeners first, so the first page's effects are not missed
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
    const perform = (event: AppEmitted) => {
      switch (event.type) {
        case 'app.navigationRequested':
          return navigate(event.to, { replace: event.replace });
        case 'app.scrollRequested':
          return window.scrollTo({ top: 0, left: 0 });
        case 'app.handoffRequested':
          return handOffToChrome(event.url);
        case 'app.loggedIn':
          return resetHomeNotice();
        case 'app.wipeRequested':
          return wipeKiosk();
        case 'app.errorShown':
          return void i18n.loadNamespaces('errors').then(() => {
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
      }
    };
    const subscription = app.on('*', perform);
    // The actor started before the first render (createAppActor, decision 034) kept what it emitted
    // until now: a guard's redirect of the page's own address, the Android hand-off.
    for (const event of takeEarlyEmitted(app)) perform(event);
    return () => subscription.unsubscribe();
  }, [app, navigate, i18n]);

  // A kiosk page brought back from the back-forward cache is the last person's page, as it was in
  // memory: load it afresh, so the guard sees the wiped store (decision 074).
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && isKioskPath(window.location.pathname)) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useLayoutEffect(() => {
    app.send({ type: 'location.changed', path: location, search: search ? `?${search}` : '' });
  }, [app, location, search]);
}
