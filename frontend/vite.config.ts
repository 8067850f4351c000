import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Chunks of their own for the two biggest MUI X packages (issue #11): only the routes that show a
 * grid or the charts load them, and a new build of the app's code leaves these files (cached for a
 * year) as they were. The date pickers are left to the automatic split, which keeps the calendar
 * (opened on demand, components/DateInput) apart from the date field.
 */
const VENDOR_GROUPS = [
  { name: 'mui-x-charts', test: /node_modules[\\/](@mui[\\/]x-charts|@mui[\\/]x-internal-gestures|d3-[^\\/]+|internmap|flatqueue)[\\/]/ },
  { name: 'mui-x-data-grid', test: /node_modules[\\/](@mui[\\/]x-data-grid|@mui[\\/]x-virtualizer)[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: the route budgets (src/test/bundle-budget.test.ts) read it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Only the matched modules: their shared dependencies (@mui/material…) stay where the routes need them.
        codeSplitting: { includeDependenciesRecursively: false, groups: VENDOR_GROUPS },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 60000,
  },
});
