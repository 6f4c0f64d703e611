import { fileURLToPath } from 'node:url';
import prefresh from '@prefresh/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { preactAliases } from './scripts/preact-aliases.js';
import {
  chakraGlobalCssInHtml,
  chakraLazyGlobal,
  onlyInGlobalCss,
} from './scripts/vite-chakra-global-css.js';
import { chakraThemeSnapshot } from './scripts/vite-chakra-theme.js';
import { graphqlDocuments } from './scripts/vite-graphql-documents.js';
import { staticStylesInHtml } from './scripts/vite-static-styles.js';

const gateway = process.env.GATEWAY_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// The SPA lives in ui/; the gateway serves dist/ in production and Vite proxies to it in dev.
// The build is shaped for the first-load budget of decision 029 (scripts/first-load.ts checks it).
export default defineConfig(({ command }) => ({
  root: 'ui',
  publicDir: 'public',
  plugins: [
    graphqlDocuments(path('./ui/gql')),
    // The global CSS is written into index.html: the page's code needs neither it nor what only it uses.
    chakraThemeSnapshot(path('./ui/theme/first-page-theme.ts'), onlyInGlobalCss),
    // Preact's own refresh in development (decision 101): React's Fast Refresh registers components
    // with React's runtime, which Preact does not answer. The build needs only the JSX transform.
    command === 'serve' ? (prefresh() as PluginOption) : react(),
    chakraGlobalCssInHtml(),
    chakraLazyGlobal(),
    // The `*.styles.ts` modules become class names, their rules written after the global CSS (decision 111).
    staticStylesInHtml(),
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
      // Emotion imports hoist-non-react-statics (and with it react-is) for its side effects only,
      // which it has none of: its one user, withTheme, is not in the app (decision 065).
      treeshake: {
        manualPureFunctions: ['defineConfig'],
        moduleSideEffects: [
          { test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
        ],
      },
      // Everything the entry imports statically in one chunk: one request and one gzip stream
      // instead of ~40 small files (about 10 KB gzip less). Lazily loaded code is split as usual.
      // Ark's field parts travel together (one gzip stream for /kiosk/auth's login form). The login
      // form keeps its fields without react-hook-form, which loads with the other pages' forms and
      // the login's checks (decision 096).
      output: {
        // Lazy chunks are named by their hash, not by their first module: the entry names every one
        // of them (its dynamic imports, their preload lists, the translations' map), and those module
        // names cost it 1.2 KB gzip. The "c-" keeps a name from starting with "-", which shell tools
        // read as an option. dist/.vite/manifest.json and the source maps say what each file holds
        // (decision 065).
        chunkFileNames: 'assets/c-[hash].js',
        codeSplitting: {
          groups: [
            { name: 'first-load', tags: ['$initial'] },
            // Ark's field parts and the text fields' store (ui/components/form-fields: the login form's
            // and the public searches', decision 104), one chunk /kiosk/auth already loads.
            {
              name: 'form-kit',
              test: /node_modules[\\/](@zag-js[\\/]auto-resize|@ark-ui[\\/]react[\\/]dist[\\/](components[\\/](field|fieldset)|utils[\\/]use-safe-layout-effect))|ui[\\/]components[\\/]form-fields\.ts$/,
            },
            // Three small parts the first pages share with the public pages, each in a chunk of its own
            // as rolldown made it: named here so that the groups below, which take their members'
            // imports with them, leave them out (else `/` or /kiosk/auth would load those groups).
            {
              name: 'field-input',
              test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](icon[\\/]create-icon|field[\\/]field|input[\\/]input)\.js$/,
            },
            // Chakra's components the first pages' screens render that the shell no longer does (its
            // parts are plain elements, decision 111): in the page-kit group below they would take it
            // into the first load of / and /kiosk/auth.
            {
              name: 'first-page-parts',
              test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](icon[\\/]icon|stack[\\/]h-stack|link[\\/]link|visually-hidden[\\/]visually-hidden)\.js$/,
            },
            {
              name: 'keyboard-focus',
              test: /machines[\\/]kiosk-keyboard[\\/]kiosk-keyboard\.(machine|select)\.ts$/,
            },
            { name: 'page-heading', test: /ui[\\/]components[\\/]page-heading\.tsx$/ },
            // What the lazily loaded pages share, in one chunk (decisions 093 and 104): a page's
            // statechart and its reads (usePageMachine, usePageQuery, machines/query, their status
            // lines), the recipes of the components no first page renders (more-recipes), and the small
            // components, formats and masks the public pages render. Apart, they were 6 to 9 files of
            // 0.1 to 1 KB gzip on each public page, each a request on the phone's slow link and a name in
            // the entry's preload map; together a page may load a KB or two it does not run. Nothing
            // here imports zod or a heavy library.
            {
              name: 'page-kit',
              test: new RegExp(
                [
                  String.raw`(ui[\\/]app-actor[\\/]use-page-(machine|query)|machines[\\/]query[\\/]query\.(machine|select)|ui[\\/]graphql[\\/]query-data|ui[\\/]components[\\/](query|list)-status)\.tsx?$`,
                  String.raw`ui[\\/]theme[\\/]more-recipes\.ts$`,
                  String.raw`ui[\\/]components[\\/](router-link|data-table|option-select|fact-list)\.tsx$`,
                  String.raw`machines[\\/](fields[\\/](text|(cadastre-number|calendar-date|registry-number|search-name|state-number|tech-passport|phone)\.mask)|clock[\\/]clock|money[\\/]format-amount|text[\\/]search-key)\.ts$`,
                  String.raw`@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](badge|data-list|list|table|native-select)[\\/]`,
                ].join('|'),
              ),
            },
            // The public searches' shared parts (their form, statechart, reads and result parts): one
            // file for the three pages instead of six.
            {
              name: 'searches',
              test: /(ui[\\/]features[\\/]searches[\\/](search-parts|search-fields|searches\.actors|searches\.documents|registered-search)|machines[\\/]searches[\\/]search\.(machine|select)|ui[\\/]graphql[\\/]registry-fragments)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  // The automatic JSX runtime of `react/jsx-runtime`, i.e. Preact's (decision 101).
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // Preact in React's place (decision 101): the same source, 58 KB gzip less on every first load.
  resolve: { alias: preactAliases },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      // The endpoint only: the SPA's own modules under ui/graphql/ are served at /graphql/….
      '^/graphql($|\\?)': { target: gateway, ws: true },
      '/files': { target: gateway },
      '/speed_test': { target: gateway },
    },
  },
}));
