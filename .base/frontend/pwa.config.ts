/**
 * The installable app (issue #22, docs/adr/0024-installable-app-service-worker.md): the web app
 * manifest and the Workbox service worker that vite-plugin-pwa generates at build time.
 *
 * - Precache: index.html, the manifest's icons and the chunks an abk needs in the barn — the entry,
 *   the logged-in frame (app/App.tsx) and the pages of the menu, feed usage, egg production, Ayam
 *   Info and Tugas Saya and the top bar's outbox chip with everything they import (also lazily, e.g. the day picker's calendar).
 *   Other screens' chunks are fetched when opened and then kept (hashed assets, cache-first).
 * - Navigations: network first (5 s), the precached index.html when offline — so a reload without a
 *   connection opens the app, and online always gets the current build.
 * - `/api`: only the lists of lib/offline-lists.ts, network first (5 s), kept 7 days per URL and
 *   tenant (`x-tenant-id`); every other call goes to the network only.
 * - Updates: registerType 'prompt' — a new worker waits until the user taps 'Muat ulang'
 *   (app/UpdatePrompt.tsx), so old and new chunks are never mixed in one page.
 */
import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { OFFLINE_LIST_CACHE, OFFLINE_LIST_PATHS } from './src/lib/offline-lists.ts';

/** Theme colour of the app (app/theme.ts primary) and its page background. */
const THEME_COLOR = '#2f6b3a';
const BACKGROUND_COLOR = '#f4f6f1';

/** Source files (relative to the frontend folder) of the screens an abk uses offline, besides the entry. */
export const OFFLINE_SCREENS = [
  'src/app/App.tsx',
  'src/features/menu/MenuPage.tsx',
  'src/features/feed-usage/FeedUsagePage.tsx',
  'src/features/egg-production/EggProductionPage.tsx',
  'src/features/chickens/AyamInfoPage.tsx',
  'src/features/tasks/TugasSayaPage.tsx',
  // The top bar's outbox chip and password prompt (loaded after the first paint by app/layout).
  'src/app/layout/OutboxChip.tsx',
] as const;

/** The URLs (same or any origin, with or without a query) of {@link OFFLINE_LIST_PATHS}: the service worker route of the kept lists. */
export function offlineListPattern(): RegExp {
  const alternatives = OFFLINE_LIST_PATHS.map((p) => p.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('|');
  return new RegExp(`^https?://[^/]+(?:${alternatives})(?:\\?.*)?$`);
}

interface ChunkInfo {
  imports: string[];
  dynamicImports: string[];
  css: string[];
}

/**
 * Reads the chunk graph of the build (generateBundle) and keeps in the precache manifest only the
 * chunks (and their CSS) of the entry and of {@link OFFLINE_SCREENS}, each with what it imports,
 * statically or lazily — plus every file that is not a hashed asset (index.html, icons).
 * Without it Workbox would precache every chunk of every screen, the spreadsheet and chart
 * libraries included, on the first visit over the farm's Wi-Fi.
 */
export function offlineScope(): { plugin: Plugin; transform: ManifestTransform } {
  const chunks = new Map<string, ChunkInfo>();
  /** The entry and the offline screens' chunks; `lazy`: follow lazy imports too (pages, not the entry or App, which import every page lazily). */
  const starts: Array<{ file: string; lazy: boolean }> = [];
  const plugin: Plugin = {
    name: 'kpm-offline-scope',
    apply: 'build',
    generateBundle(_options, bundle) {
      chunks.clear();
      starts.length = 0;
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const css = [...(out.viteMetadata?.importedCss ?? [])];
        chunks.set(out.fileName, { imports: out.imports, dynamicImports: out.dynamicImports, css });
        const src = out.facadeModuleId?.replace(/\\/g, '/') ?? '';
        const screen = OFFLINE_SCREENS.find((s) => src.endsWith(`/${s}`));
        if (out.isEntry || screen) starts.push({ file: out.fileName, lazy: !out.isEntry && screen !== 'src/app/App.tsx' });
      }
      if (starts.length !== OFFLINE_SCREENS.length + 1) this.error(`offline screens without a chunk of their own (found ${starts.map((s) => s.file).join(', ')})`);
    },
  };
  const transform: ManifestTransform = (entries) => {
    if (!chunks.size) return { manifest: entries, warnings: ['kpm-offline-scope: no chunk graph, every file precached'] };
    const keep = new Set<string>();
    const visit = (file: string, lazyToo: boolean) => {
      if (keep.has(file)) return;
      keep.add(file);
      const c = chunks.get(file);
      if (!c) return;
      c.css.forEach((f) => keep.add(f));
      c.imports.forEach((f) => visit(f, lazyToo));
      if (lazyToo) c.dynamicImports.forEach((f) => visit(f, true));
    };
    for (const s of starts) visit(s.file, s.lazy);
    const manifest = entries.filter((e) => !e.url.startsWith('assets/') || keep.has(e.url));
    return { manifest, warnings: [] };
  };
  return { plugin, transform };
}

/** Options of vite-plugin-pwa (generateSW), the precache limited by `transform` ({@link offlineScope}). */
export function pwaOptions(transform: ManifestTransform): Partial<VitePWAOptions> {
  return {
    registerType: 'prompt',
    // Registered by app/UpdatePrompt.tsx (virtual:pwa-register/react), not by an injected script.
    injectRegister: false,
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
    manifest: {
      id: '/',
      name: 'Kandang Petelur Modern',
      short_name: 'Kandang',
      description: 'Pencatatan pakan, produksi telur, populasi ayam dan tugas kandang ayam petelur.',
      lang: 'id',
      dir: 'ltr',
      start_url: '/menu',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      categories: ['business', 'productivity'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The build manifest (route budgets) is no file the browser asks for.
      globIgnores: ['.vite/**'],
      manifestTransforms: [transform],
      // Precached index.html is served only as the offline fallback of a navigation (below).
      navigateFallback: null,
      // …also for '/', which the precache would otherwise answer cache-first as 'index.html'.
      directoryIndex: 'no-directory-index',
      // The first worker takes the open page at once (its lists are kept from the first visit);
      // a later one waits for 'Muat ulang' (registerType 'prompt': no skipWaiting).
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // index.html: the network's (current build), else the precached copy — the one that
          // matches the precached chunks, so nothing is stored here (cacheWillUpdate: null).
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'kpm-pages',
            networkTimeoutSeconds: 5,
            plugins: [
              {
                cacheWillUpdate: async () => null,
                handlerDidError: async () => (await caches.match('/index.html', { ignoreSearch: true })) ?? Response.error(),
              },
            ],
          },
        },
        {
          // Hashed chunks not in the precache (screens an abk does not use): kept once fetched.
          urlPattern: /^https?:\/\/[^/]+\/assets\//,
          handler: 'CacheFirst',
          options: {
            cacheName: 'kpm-assets',
            expiration: { maxEntries: 120, maxAgeSeconds: 60 * 60 * 24 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: offlineListPattern(),
          method: 'GET',
          handler: 'NetworkFirst',
          options: {
            cacheName: OFFLINE_LIST_CACHE,
            networkTimeoutSeconds: 5,
            expiration: { maxAgeSeconds: 7 * 24 * 60 * 60, maxEntries: 200 },
            cacheableResponse: { statuses: [200] },
            plugins: [
              {
                // One entry per URL and farm: the same list of another tenant is another entry.
                cacheKeyWillBeUsed: async ({ request }) => {
                  const url = new URL(request.url);
                  url.searchParams.set('__tenant', request.headers.get('x-tenant-id') ?? '');
                  return url.href;
                },
              },
            ],
          },
        },
      ],
    },
  };
}
