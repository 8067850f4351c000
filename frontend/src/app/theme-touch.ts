/**
 * Touch targets of at least 44 × 44 px (WCAG 2.5.5; issue #36) for every action on a phone or a
 * tablet: screens narrower than MUI's md breakpoint (900 px) and any screen whose main pointer is a
 * finger (`pointer: coarse`: a tablet held landscape). A desktop with a mouse keeps MUI's density.
 *
 * Controls whose look allows it grow to 44 px (buttons, icon buttons, checkboxes, menu and list
 * items, table sort headers). Where a bigger box would spoil a dense line (a chip, a link), the box
 * stays and an invisible ::after centred on it (TAP_AREA) widens the area a tap lands on.
 * e2e/touch-screens.spec.ts measures every action of every screen.
 */
import type { Components, Theme } from '@mui/material/styles';
import { TAP, TAP_AREA, TOUCH } from '../lib/touch';

/** At least TAP × TAP on a touch screen. */
const touchBox = { [TOUCH]: { minWidth: TAP, minHeight: TAP } };

/** The theme's component overrides for touch screens, merged into app/theme.ts. */
export const touchComponents: Components<Theme> = {
  MuiButton: { styleOverrides: { root: { [TOUCH]: { minHeight: TAP } } } },
  MuiIconButton: { styleOverrides: { root: touchBox } },
  MuiCheckbox: { styleOverrides: { root: touchBox } },
  MuiRadio: { styleOverrides: { root: touchBox } },
  MuiToggleButton: { styleOverrides: { root: { [TOUCH]: { minHeight: TAP } } } },
  MuiListItemButton: { styleOverrides: { root: { [TOUCH]: { minHeight: TAP } } } },
  MuiMenuItem: { styleOverrides: { root: { [TOUCH]: { minHeight: TAP } } } },
  MuiPaginationItem: { styleOverrides: { root: touchBox } },
  MuiChip: { styleOverrides: { root: { [TOUCH]: { '&.MuiChip-clickable': TAP_AREA } } } },
  // A link alone (a code in a table row, 'Lihat semua'); a link inside running text is the exception of WCAG 2.5.8.
  // A link drawn as a button (a code in a card's line) grows, as an area around it would be covered
  // by the card's next line.
  MuiLink: { styleOverrides: { root: { [TOUCH]: { position: 'relative', ...TAP_AREA, '&.MuiLink-button': { minWidth: TAP, minHeight: TAP } } } } },
  // A real box: an area drawn around the label would be cut by the table's sideways-scrolling region
  // at its top and first column, and would overlap the next narrow column's.
  MuiTableSortLabel: { styleOverrides: { root: touchBox } },
  // A tap toggles a switch through its input, which fills the thumb's button (38 × 38, or 24 × 24
  // small) across the switch's box (58 × 38, or 40 × 24), and the box clips anything drawn around
  // it. On a touch screen the box is 44 px high (the small one 44 × 44) and the thumb's button 44 ×
  // 44, the track (14 or 10 px high) and the thumb (20 or 16 px) centred in it, the thumb 3 px left
  // of the track's start as MUI draws it.
  MuiSwitch: {
    styleOverrides: {
      root: {
        [TOUCH]: {
          height: TAP,
          paddingTop: 15,
          paddingBottom: 15,
          '& .MuiSwitch-switchBase': { padding: 12, left: -3 },
          '&.MuiSwitch-sizeSmall': { width: TAP, height: TAP, padding: '17px 9px', '& .MuiSwitch-switchBase': { padding: 14, left: -8 } },
        },
      },
    },
  },
};
