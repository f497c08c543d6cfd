import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    // Two pages: the app, and /login and /signup opened cold, drawn before the router loads (web/signIn.tsx).
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), signin: fileURLToPath(new URL('signin.html', import.meta.url)) },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
      // The notes' collaboration socket (Hocuspocus) on the same server.
      '/collab': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
});
