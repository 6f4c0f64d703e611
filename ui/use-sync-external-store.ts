// What `use-sync-external-store/shim` resolves to in Vite (vite.config.ts): React 19's own hook,
// which the shim would return anyway, without the shim's fallback for React 17 (decision 065).
export { useSyncExternalStore } from 'react';
