import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';

const bff = process.env.BFF_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  root: 'web',
  plugins: [react(), relay],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    host: '127.0.0.1',
    proxy: { '/graphql': { target: bff, ws: true, changeOrigin: false } },
  },
});
