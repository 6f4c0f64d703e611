import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createApp } from './app/app-logic';
import { StageProvider, StageQueue } from './components/staged';
import { firstPageNamespaces } from './i18n/first-page';
import { initI18n } from './i18n/i18n';
import { nextTaskPost } from './next-task';
import { runEffectsAfterCommit } from './preact-effects';
import { prefetchScreenData, preloadScreen } from './screens/screen';
import { readLocalStore, rememberLocale } from './storage/local-store';
import { styleCache } from './style-cache';
import { portalSystem, providedSystem } from './theme/system';

runEffectsAfterCommit();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const { locale, token } = readLocalStore();
const path = window.location.pathname;
rememberLocale(locale);
// The downloads first (the screen's chunk, the translations), then the CPU work while they run.
const screen = preloadScreen(path, token !== null);
const translations = initI18n(locale, firstPageNamespaces(path));
// Each piece of start-up work in a task of its own: a browser on a slow phone stays responsive
// between them, and Lighthouse counts every task over 50 ms as blocking time (decision 034). The
// module's own evaluation, then Chakra's system, then the app actor's creation, its start, the
// render. Preact renders a tree in one task (it has no transitions to slice it, decision 101): the
// first render is the shell and its header, the rest of the page follows in stages (decision 105).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const system = nextTask().then(portalSystem);
// Translations come first: every visible string is a translation, so rendering before they load
// would flash keys. A promise rather than a top-level await, which would turn off the bundler's
// chunk optimizations for the whole app (decision 029).
// The screen's module too, so that the first paint is the whole page rather than the shell and then
// its content.
// The app actor starts once they are here, before the first render, which is then the page itself
// (decision 034).
void Promise.all([translations, screen, system]).then(async ([i18n, , system]) => {
  await nextTask();
  const { client, actor, rendered } = createApp(() => i18n.language);
  prefetchScreenData(path, token !== null, client);
  await nextTask();
  actor.start();
  await nextTask();
  createRoot(container).render(
    <StrictMode>
      <CacheProvider value={styleCache}>
        <ChakraProvider value={providedSystem(system, document)}>
          <StageProvider value={new StageQueue(nextTaskPost())}>
            <App client={client} actor={actor} onRendered={rendered} />
          </StageProvider>
        </ChakraProvider>
      </CacheProvider>
    </StrictMode>,
  );
});
