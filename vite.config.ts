import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The Fastify server (port 3000) serves the API and the wood images; in development Vite
// proxies to it so the browser sees one origin, as it does in production.
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/assets': API_ORIGIN,
    },
  },
});
