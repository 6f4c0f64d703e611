// What `use-sync-external-store/shim` resolves to (scripts/preact-aliases.ts): the `react` hook,
// Preact's in the build and the views' tests (decision 101), without the shim's fallback for React 17.
export { useSyncExternalStore } from 'react';
