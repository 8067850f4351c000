import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Chunks of their own for the big MUI X packages (issue #11): a route loads the grid, the charts or
 * the pickers only when one of its screens uses them, and a new build of the app's code leaves
 * these files (cached for a year) as they were.
 */
const VENDOR_GROUPS = [
  { name: 'mui-x-charts', test: /node_modules[\\/](@mui[\\/]x-charts|@mui[\\/]x-internal-gestures|d3-[^\\/]+|internmap|flatqueue)[\\/]/ },
  { name: 'mui-x-data-grid', test: /node_modules[\\/]@mui[\\/]x-data-grid[\\/]/ },
  { name: 'mui-x-date-pickers', test: /node_modules[\\/]@mui[\\/]x-date-pickers[\\/]/ },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
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
