// The set-up component tests share: i18next on the given namespaces, and a render inside the
// providers the app gives every view (Chakra, and the GraphQL client and router when a test needs them).
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, configure, render } from '@testing-library/react';
import i18next, { type ResourceLanguage } from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { type Client, Provider } from 'urql';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type BaseLocationHook, Router } from 'wouter';
import type { Locale } from '../../machines/session/local-store.schema';

/**
 * Registers the file's hooks: i18next in `lng` with the given namespaces (the locales' JSON, as
 * `{ acts }`) before the tests, and the rendered DOM removed after each one.
 */
export function setUpComponentTests(namespaces: ResourceLanguage, lng: Locale = 'oz') {
  // findBy and waitFor wait up to 5 s (testing-library's default is 1 s): npm test runs these files
  // beside the e2e's browsers and portals, where the act form's first render alone took over a second.
  configure({ asyncUtilTimeout: 5_000 });
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      lng,
      resources: { [lng]: namespaces },
      interpolation: { escapeValue: false },
    });
  });
  afterEach(cleanup);
  // The views' files share a worker's modules, i18next among them (vitest.config.ts): i18next keeps the
  // options of its last init, and with this file's texts still among them the next file's
  // `initI18n` would never read its bundles.
  afterAll(() => {
    i18next.options.resources = undefined;
  });
}

export interface Providers {
  /** The client's methods the view calls (`executeQuery`, `executeMutation`, `query`...), usually fakes. */
  client?: Partial<Record<keyof Client, unknown>>;
  /** A router on this location (wouter's `memoryLocation(...)`), for views that link or navigate. */
  location?: { hook: BaseLocationHook };
}

/** Renders `ui` inside Chakra's default system, plus urql's provider and a router when given. */
export function renderWithProviders(ui: ReactElement, { client, location }: Providers = {}) {
  let tree = ui;
  if (location) tree = <Router hook={location.hook}>{tree}</Router>;
  if (client) tree = <Provider value={client as Client}>{tree}</Provider>;
  return render(<ChakraProvider value={defaultSystem}>{tree}</ChakraProvider>);
}
