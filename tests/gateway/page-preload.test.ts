import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPagePreloads, localeFromCookie, preloadTags } from '../../gateway/http/page-preload';
import { entryScreens, screenModulePath } from '../../machines/navigation/first-page';
import { routes } from '../../machines/navigation/routes';

// A build's manifest as Vite writes it (dist/.vite/manifest.json), reduced to what the preloads read.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_icons-1.js': { file: 'assets/icons-1.js', imports: ['_react-1.js'] },
  'screens/home.tsx': { file: 'assets/home-1.js', imports: ['index.html', '_icons-1.js', '_react-1.js'] },
  'screens/kiosk-auth.tsx': { file: 'assets/kiosk-auth-1.js', imports: ['index.html', '_form-1.js'] },
  '_form-1.js': { file: 'assets/form-1.js' },
  'screens/my-acts.tsx': { file: 'assets/my-acts-1.js', imports: ['index.html'] },
  'screens/pending.tsx': { file: 'assets/pending-1.js', imports: ['index.html'] },
  '../locales/oz/common.json': { file: 'assets/common-oz.js' },
  '../locales/oz/home.json': { file: 'assets/home-oz.js' },
  '../locales/ru/common.json': { file: 'assets/common-ru.js' },
  '../locales/ru/home.json': { file: 'assets/home-ru.js' },
  '../locales/oz/login.json': { file: 'assets/login-oz.js' },
  '../locales/oz/pages.json': { file: 'assets/pages-oz.js' },
  'screens/statistics.tsx': { file: 'assets/statistics-1.js', imports: ['index.html'] },
  'screens/proxy-check.tsx': { file: 'assets/proxy-check-1.js', imports: ['index.html'] },
  '../locales/oz/statistics.json': { file: 'assets/statistics-oz.js' },
  '../locales/oz/actTypes.json': { file: 'assets/actTypes-oz.js' },
  '../locales/oz/searches.json': { file: 'assets/searches-oz.js' },
};

describe('page preloads', () => {
  const preloads = createPagePreloads(manifest);

  it('name the page’s screen with the chunks it imports, and its translations, not what the entry has', () => {
    expect(preloads('/', 'oz')).toEqual([
      '/assets/home-1.js',
      '/assets/icons-1.js',
      '/assets/common-oz.js',
      '/assets/home-oz.js',
    ]);
    expect(preloads('/kiosk/auth', 'oz')).toEqual([
      '/assets/kiosk-auth-1.js',
      '/assets/form-1.js',
      '/assets/common-oz.js',
      '/assets/login-oz.js',
    ]);
  });

  it('name the translations the public statistics and searches render with, so their heading waits for no later fetch', () => {
    expect(preloads('/statistics', 'oz')).toEqual([
      '/assets/statistics-1.js',
      '/assets/common-oz.js',
      '/assets/pages-oz.js',
      '/assets/statistics-oz.js',
      '/assets/actTypes-oz.js',
    ]);
    expect(preloads('/search_proxy', 'oz')).toEqual([
      '/assets/proxy-check-1.js',
      '/assets/common-oz.js',
      '/assets/pages-oz.js',
      '/assets/searches-oz.js',
    ]);
  });

  it('take the translations in the visitor’s language, from the cookie the SPA keeps', () => {
    expect(preloads('/', localeFromCookie('theme=dark; locale=ru'))).toEqual([
      '/assets/home-1.js',
      '/assets/icons-1.js',
      '/assets/common-ru.js',
      '/assets/home-ru.js',
    ]);
    expect(localeFromCookie(undefined)).toBe('oz');
    expect(localeFromCookie('locale=kaa')).toBe('oz');
    expect(localeFromCookie('locale=<script>')).toBe('oz');
  });

  it('leave out a guarded page’s screen (the server does not know the session) and unknown pages', () => {
    expect(preloads('/my_notarial_act', 'oz')).toEqual(['/assets/common-oz.js', '/assets/pages-oz.js']);
    expect(preloads('/no/such/page', 'oz')).toEqual(['/assets/common-oz.js', '/assets/pages-oz.js']);
  });

  it('are nothing without a manifest', () => {
    expect(createPagePreloads({})('/', 'oz')).toEqual([]);
  });

  it('are module preload links', () => {
    expect(preloadTags(['/assets/home-1.js'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/home-1.js">',
    );
  });

  it('find every screen the routes name at ui/screens/<screen id in kebab case>.tsx', () => {
    const screens = [...new Set(routes.map((route) => route.screen))].filter(
      (screen) => !entryScreens.includes(screen),
    );
    expect(screens.length).toBeGreaterThan(5);
    const missing = screens.filter(
      (screen) => !existsSync(join(import.meta.dirname, '..', '..', 'ui', screenModulePath(screen))),
    );
    expect(missing).toEqual([]);
  });
});
