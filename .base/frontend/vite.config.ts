import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { offlineScope, pwaOptions } from './pwa.config.ts';

// The manifest and the service worker of the installable app (pwa.config.ts, docs/adr/0024).
const scope = offlineScope();

export default defineConfig({
  plugins: [react(), scope.plugin, VitePWA(pwaOptions(scope.transform))],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: the route budgets (src/test/bundle-budget.test.ts) read it.
    // The MUI X grid and charts, exceljs and the calendar get chunks of their own from their lazy
    // imports (components/DataTable, dashboard charts, lib/spreadsheet, components/DateInput), which
    // no route imports statically. Manual chunk groups for them were tried: with their dependencies
    // they pulled @mui/material into the grid's chunk (every route loaded it); without, the chunks
    // imported each other in a cycle and the grid failed at load ('z is not a function').
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 60000,
  },
});
