import zlib from 'node:zlib';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { offlineScope, pwaOptions } from './pwa.config.ts';

/** Modules of the `inputs` chunk (see `codeSplitting` below). */
const INPUTS = new RegExp(
  [
    String.raw`@mui[\\/]material[\\/](Select|NativeSelect|Modal|Snackbar|SnackbarContent|Popover|Dialog|DialogContent|DialogActions|DialogContentText|DialogTitle|ToggleButtonGroup|ToggleButton|MenuList|MenuItem|Menu|FilledInput|Unstable_TrapFocus|Table|TableCell|TableRow|TableBody|TableHead|TextField|Input|InputAdornment|FormHelperText|List|Backdrop|Fade|ClickAwayListener|Divider|ListItemText|ListItemIcon)[\\/]`,
    String.raw`@mui[\\/]utils[\\/](useRovingTabIndex|fastObjectShallowCompare|getValidReactChildren)[\\/]`,
    String.raw`src[\\/]components[\\/](NumberInput|useToast|ConfirmDialog|EmptyState|lazyDialog)\.tsx?$`,
  ].join('|'),
);

/**
 * Modules of the `dates` chunk: the app's date inputs, which load their field (a text box with a
 * dd/mm/yyyy mask, react-number-format) after the first paint; its calendar (MUI X) loads when first
 * opened. Kept out of `inputs` (which list screens and the dashboard load for their tables) so that
 * only the screens with a date input load them and, after them, the field.
 */
const DATES = /src[\\/]components[\\/](DateInput|DateRangeFilter|date-input-rules|DatePickerProvider)\.tsx?$/;

/**
 * The logged-in frame's session hook and the shared helper that imports it: kept out of `common` (see
 * `codeSplitting` below), which takes what its modules import.
 */
const FRAME = /src[\\/](lib[\\/]useSession|data[\\/]useBookLock)\.ts$/;

/**
 * The outbox, its IndexedDB table and Dexie: imported by every screen that writes through the outbox
 * (feed, eggs, chickens, tasks, weighing), and never before a title. In `common` the outbox would bring
 * the hint the top bar reads (and Dexie, ~30 KB) before every title.
 */
const OUTBOX = /src[\\/](data[\\/]outbox(-chip)?|lib[\\/]outbox-db)\.ts$|[\\/]node_modules[\\/]dexie[\\/]/;

/**
 * A checkbox's or switch's parts (FormControlLabel, SwitchBase): used by the dialogs of many screens but
 * by no list, report or chart screen; in `common` they came before the title of every screen.
 */
const TOGGLES = /@mui[\\/]material[\\/](FormControlLabel|internal[\\/]SwitchBase|internal[\\/]switchBaseClasses)/;

/** Modules of the `helpers` chunk (see `codeSplitting` below), but those of {@link NOT_HELPERS}. */
const HELPERS =
  /src[\\/](lib|components|api|data)[\\/]|node_modules[\\/](@mui[\\/](icons-material[\\/]|material[\\/](Link|Card|CardActionArea|CardContent|Grid|Tooltip|Popper|internal[\\/]svg-icons)[\\/]|system[\\/]Grid[\\/]|utils[\\/]visuallyHidden[\\/])|@popperjs[\\/])/;
/** Modules kept out of the `helpers` chunk: the logged-in frame's, the outbox's, the farm switch's (loaded by the few screens that switch), the new farm's checklist links (the screens of its five steps), the feed-item split, the supplier form, the ageing cards and the nutrient and ageing helpers (a few feed and money screens each), the parts loaded later by themselves, pages, views and dialogs. */
const NOT_HELPERS =
  /src[\\/](lib[\\/](useSession|outbox-hint|outbox-db|farms|roles)|data[\\/](logout|outbox|useOutbox|farm-switch|useFarms|setup-checklist)|components[\\/]NextSetupStep|components[\\/](FeedItemSplitTable|SupplierDialog|AgeingCards|MoneyAccountField|HeldEggsNotice)|lib[\\/](nutrients|ageing)|data[\\/]suppliers|components[\\/]useFarmSwitch|api[\\/]tenant|components[\\/](DailyPage|useDayEntry|DocumentActions|PhoneLink|useUnsavedGuard|PageLoading|PageHeader|PickersLocalization|DateInputField|DateCalendarPopover|DataGridView|table[\\/]))|(Page|View|Dialogs?)\.tsx$/;

// The manifest and the service worker of the installable app (pwa.config.ts, docs/adr/0024).
const scope = offlineScope();

export default defineConfig({
  plugins: [
    react(),
    scope.plugin,
    VitePWA(pwaOptions(scope.transform)),
    // Precompressed copies next to each text file of the build (`x.js.br`, `x.js.gz`): brotli quality 11
    // and gzip level 9, too slow to do per request; the backend serves them (common/http/delivery.ts,
    // docs/adr/0028-delivery-budgets-and-chunks.md). A copy not smaller than its file is not written.
    compression({
      algorithms: [
        ['brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }],
        ['gzip', { level: 9 }],
      ],
      include: /\.(js|mjs|css|html|svg|json|webmanifest)$/,
      exclude: /(^|[\\/])\.vite[\\/]/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
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
    // Fewer requests before a page's first paint (docs/adr/0028-delivery-budgets-and-chunks.md).
    // Rolldown's automatic splitting gives one chunk per set of importers: ~25 files before /login
    // painted, 60-85 before a form screen. Two groups:
    // - `initial`: every module the entry imports statically (React, MUI's core, the login screen)
    //   in one file with the entry;
    // - `common`: packages and shared app code (lib, data, components, api) imported by 8 or more of the
    //   app's chunks (MUI's inputs, menus, tables, dialogs and the app's form helpers), in one file
    //   that most screens need anyway.
    // The rest stays as rolldown splits it: a screen's own code, and what few screens share (the
    // MUI X grid, charts and pickers, the outbox, exceljs) in chunks of their own, loaded lazily.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 30 },
            // The form dialogs' code (react-hook-form and the dialog form helpers), loaded with the dialogs when
            // the browser is idle (components/lazyDialog), not with the pages: without this group it would join
            // `common`, which every page imports statically. Its dependencies stay where they are (MUI's Dialog is
            // also on pages, in ConfirmDialog), so the chunk holds only what the dialogs alone use.
            {
              name: 'forms',
              test: /node_modules[\\/]react-hook-form[\\/]|src[\\/]components[\\/](useDialogForm|FormDialog|FormFields)\.tsx?$/,
              minShareCount: 2,
              priority: 20,
              includeDependenciesRecursively: false,
            },
            // MUI's inputs, selects with their menus, dialogs, snackbars and tables, and the app's components
            // built on them: most form and list screens need them, the dashboard and the menu do not. Their
            // style classes and the small helpers they share with other parts stay in `common`.
            {
              name: 'inputs',
              test: (id: string) => INPUTS.test(id) && !/Classes\.mjs$/.test(id),
              minShareCount: 8,
              priority: 15,
              includeDependenciesRecursively: false,
            },
            // The app's date inputs ({@link DATES}): only the screens with a date input load them.
            { name: 'dates', test: DATES, minShareCount: 2, priority: 16, includeDependenciesRecursively: false },
            // The app's small helpers (lib, data, components, api) that two to seven chunks share — a screen's money,
            // phone and receipt helpers shared with its dialogs: one file instead of a file of under 1 KB each
            // (a business screen asked for about 10 of them before its page showed). Not in it: what the
            // logged-in frame uses (it would bring this file before every title) and what loads later by itself
            // (the outbox, the date pickers, the tables' views, the dialogs).
            {
              name: 'helpers',
              test: (id: string) => HELPERS.test(id) && !NOT_HELPERS.test(id),
              minShareCount: 2,
              priority: 5,
              includeDependenciesRecursively: false,
            },
            // Not the logged-in frame's session hook, nor the lock-date hook that imports it ({@link FRAME}): in `common`
            // they would bring that file before every title (the lock-date hook reached eight chunks with the Ransum screen).
            {
              name: 'common',
              test: (id: string) => /node_modules|src[\\/](lib|components|api|data)[\\/]/.test(id) && !FRAME.test(id) && !OUTBOX.test(id) && !TOGGLES.test(id),
              minShareCount: 8,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // A safety net many times a test's normal time (the slowest take a few seconds): a busy machine
    // makes a test slower, never red (docs/testing.md).
    testTimeout: 5 * 60_000,
  },
});
