import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appInput } from './app/app-logic';
import { initI18n } from './i18n/i18n';
import { readLocalStore } from './storage/local-store';
import { styleCache } from './style-cache';

const { locale } = readLocalStore();
// Translations come first: every visible string is a translation, so rendering before they load
// would flash keys.
await initI18n(locale);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <CacheProvider value={styleCache}>
      <ChakraProvider value={defaultSystem}>
        <App input={appInput()} />
      </ChakraProvider>
    </CacheProvider>
  </StrictMode>,
);
