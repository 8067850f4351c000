import '@testing-library/jest-dom/vitest';
// The outbox (lib/outbox-db) keeps its entries in IndexedDB, as in the browser.
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { db } from '../lib/outbox-db';
import { preloadDateInput } from '../components/DateInput';
import { cleanup, configure } from '@testing-library/react';
import dayjs from 'dayjs';
import { speedUpComputedStyle } from './fast-computed-style';
import { speedUpVisibility } from './fast-visibility';
import 'dayjs/locale/id';

dayjs.locale('id');
speedUpComputedStyle(document);
speedUpVisibility(window);

// The date input's field loads at the first touch of a date input in the browser; here it is there from the start.
await preloadDateInput();

// MUI screens render slowly in jsdom on a busy machine: findBy/waitFor poll up to 60 s (a safety net
// many times their normal wait; one that holds returns at once, docs/testing.md).
configure({ asyncUtilTimeout: 60_000 });

afterEach(async () => {
  cleanup();
  await db.outbox.clear();
  localStorage.clear();
  sessionStorage.clear();
});
