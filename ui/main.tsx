import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appInput } from './app/app-logic';
import { firstPageNamespaces } from './i18n/first-page';
import { initI18n } from './i18n/i18n';
import { preloadScreen } from './screens/screen';
import { readLocalStore, rememberLocale } from './storage/local-store';
import { styleCache } from './style-cache';
import { portalSystem } from './theme/system';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const { locale, token } = readLocalStore();
const path = window.location.pathname;
rememberLocale(locale);
// The downloads first (the screen's chunk, the translations), then the CPU work while they run.
const screen = preloadScreen(path, token !== null);
const translations = initI18n(locale, firstPageNamespaces(path));
const system = portalSystem();
// Translations come first: every visible string is a translation, so rendering before they load
// would flash keys. A promise rather than a top-level await, which would turn off the bundler's
// chunk optimizations for the whole app (decision 029).
// The screen's module too, so that the first paint is the whole page rather than the shell and then
// its content. In a transition, React renders it in slices and lets the browser breathe between
// them, rather than in one long task.
void Promise.all([translations, screen]).then(() =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <CacheProvider value={styleCache}>
          <ChakraProvider value={system}>
            <App input={appInput()} />
          </ChakraProvider>
        </CacheProvider>
      </StrictMode>,
    ),
  ),
);
