/**
 * Props that make a box scrolling sideways (a table wider than a phone) reachable by keyboard
 * (WCAG 2.1.1): focusable, so that the arrow keys scroll it, and a named region, so that a screen
 * reader says what the focus entered. Spread them on the scroll container (`TableContainer`, a
 * `Box` with `overflowX: 'auto'`): `<TableContainer {...scrollRegion('Laba rugi per kode akun')}>`.
 */
export function scrollRegion(label: string): { role: 'region'; tabIndex: 0; 'aria-label': string } {
  return { role: 'region', tabIndex: 0, 'aria-label': label };
}
