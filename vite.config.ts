import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gateway = process.env.GATEWAY_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

// The SPA lives in ui/; the gateway serves dist/ in production and Vite proxies to it in dev.
export default defineConfig({
  root: 'ui',
  publicDir: 'public',
  plugins: [react()],
  // The gateway replaces it with a fresh nonce in every answer (gateway/http/security-headers.ts).
  html: { cspNonce: '__CSP_NONCE__' },
  build: { outDir: '../dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/graphql': { target: gateway, ws: true },
      '/files': { target: gateway },
    },
  },
});
