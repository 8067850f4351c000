import { vi } from 'vitest';

/**
 * Makes the test's screen a phone (every `max-width` media query matches, so MUI's
 * `breakpoints.down('sm')` is true) or a desktop (no media query matches). Undo with
 * `vi.unstubAllGlobals()`.
 */
export function screenOf(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
