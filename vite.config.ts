import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  chakraGlobalCssInHtml,
  chakraLazyGlobal,
  onlyInGlobalCss,
} from './scripts/vite-chakra-global-css.js';
import { chakraThemeSnapshot } from './scripts/vite-chakra-theme.js';
import { graphqlDocuments } from './scripts/vite-graphql-documents.js';

const gateway = process.env.GATEWAY_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// The SPA lives in ui/; the gateway serves dist/ in production and Vite proxies to it in dev.
// The build is shaped for the first-load budget of decision 029 (scripts/first-load.ts checks it).
export default defineConfig({
  root: 'ui',
  publicDir: 'public',
  plugins: [
    graphqlDocuments(path('./ui/gql')),
    // The global CSS is written into index.html: the page's code needs neither it nor what only it uses.
    chakraThemeSnapshot(path('./ui/theme/first-page-theme.ts'), onlyInGlobalCss),
    react(),
    chakraGlobalCssInHtml(),
    chakraLazyGlobal(),
  ],
  // The gateway replaces it with a fresh nonce in every answer (gateway/http/security-headers.ts).
  html: { cspNonce: '__CSP_NONCE__' },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks the entry and each route load, for the budget check.
    manifest: true,
    // The first pages' shared code is one chunk of ~600 KB raw by design; the budget is on gzip.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Chakra's theme module builds its whole default config with defineConfig(), an identity
      // function the bundler cannot see is pure; marked pure, the recipes nothing uses are dropped.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      // Everything the entry imports statically in one chunk: one request and one gzip stream
      // instead of ~40 small files (about 10 KB gzip less). Lazily loaded code is split as usual.
      // The login form's react-hook-form and Ark's field parts travel together (one gzip stream for
      // /kiosk/auth, whose first load is at its budget), whichever pages use one without the other.
      output: {
        codeSplitting: {
          groups: [
            { name: 'first-load', tags: ['$initial'] },
            {
              name: 'form-kit',
              test: /node_modules[\\/](react-hook-form|@zag-js[\\/]auto-resize|@ark-ui[\\/]react[\\/]dist[\\/](components[\\/](field|fieldset)|utils[\\/]use-safe-layout-effect))/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/graphql': { target: gateway, ws: true },
      '/files': { target: gateway },
      '/speed_test': { target: gateway },
    },
  },
});
