import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import dayjs from 'dayjs';
import 'dayjs/locale/id';

dayjs.locale('id');

// MUI screens render slowly in jsdom on a busy machine: give findBy/waitFor 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
