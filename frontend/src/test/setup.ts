import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import dayjs from 'dayjs';
import 'dayjs/locale/id';

dayjs.locale('id');

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
