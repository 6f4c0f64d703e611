// A deferred classic script of index.html, before the app's module script: deferred and module
// scripts run in document order, so this runs before any module of the app, zod included. Vite
// bundles every module script of the page into one entry, whose shared chunks would run first.
//
// Zod 4 compiles object parsers with `new Function` where eval is allowed, and probes for it as the
// first object schema is built (at module load). Under the portal's Content-Security-Policy (no
// 'unsafe-eval', decision 025) the probe is refused and reported as a violation, though zod catches
// it. Zod adopts this global as its configuration when it loads (zod/v4/core/core.js), so it never
// probes. Parsing is the same without the compiled fast path.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
