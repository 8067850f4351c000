/**
 * MUI theme: Indonesian locale (idID), farm colours (green and egg-yolk
 * amber), calm surfaces and touch-friendly controls (theme-touch.ts: 44 px tap areas on touch
 * screens).
 */
import { alpha, createTheme } from '@mui/material/styles';
import { idID } from '@mui/material/locale';
import type {} from '@mui/x-charts/themeAugmentation';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { CHARTS_LOCALE_ID, PICKERS_LOCALE_ID } from '../lib/mui-x-locale';
import { touchComponents } from './theme-touch';

const green = '#2f6b3a';
const yolk = '#f2a516';
/** Corner radius of cards, fields and list items, px. */
const RADIUS = 10;

export const theme = createTheme(
  {
    palette: {
      primary: { main: green, light: '#4f8f5a', dark: '#1f4d28', contrastText: '#ffffff' },
      secondary: { main: yolk, contrastText: '#2b2100' },
      // Text colours at least 4.5:1 on white and on the page background (WCAG AA, issue #11):
      // MUI's orange #ed6c02 is 3.1:1, its info blue 3.9:1.
      warning: { main: '#a34800', light: '#ed6c02', dark: '#7a3600', contrastText: '#ffffff' },
      info: { main: '#01579b', light: '#0288d1', dark: '#013f70', contrastText: '#ffffff' },
      background: { default: '#f4f6f1', paper: '#ffffff' },
      text: { primary: '#1d2a1f', secondary: '#5b6b5e' },
      divider: '#e2e7de',
    },
    shape: { borderRadius: RADIUS },
    typography: {
      fontFamily: '"Inter", "Segoe UI", "Roboto", "Helvetica Neue", Arial, sans-serif',
      h4: { fontWeight: 700, letterSpacing: '-0.01em' },
      h5: { fontWeight: 700, letterSpacing: '-0.01em' },
      h6: { fontWeight: 650 },
      subtitle1: { fontWeight: 600 },
      button: { fontWeight: 600, textTransform: 'none' },
    },
    components: {
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'primary' },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderColor: '#e2e7de' } },
      },
      MuiPaper: {
        styleOverrides: { outlined: { borderColor: '#e2e7de' } },
      },
      MuiTextField: {
        defaultProps: { fullWidth: true },
      },
      // Subtitles are text, not headings (MUI maps them to h6, which breaks the heading order for
      // screen readers); a subtitle that is a heading says so with component="h2".
      MuiTypography: {
        defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } },
      },
      // Help under a disabled field stays readable (4.5:1), as MUI's disabled grey is not.
      MuiFormHelperText: {
        styleOverrides: { root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }) },
      },
      MuiChip: {
        styleOverrides: { root: { fontWeight: 600 } },
      },
      MuiTooltip: {
        defaultProps: { arrow: true },
      },
      // Indonesian texts of the pickers and charts (MUI X ships no idID for them).
      MuiLocalizationProvider: {
        defaultProps: { localeText: PICKERS_LOCALE_ID },
      },
      MuiChartsLocalizationProvider: {
        defaultProps: { localeText: CHARTS_LOCALE_ID },
      },
      MuiDialogTitle: {
        styleOverrides: { root: { fontWeight: 700 } },
      },
      // An object, not a function of the theme, so that the touch sizes of theme-touch.ts merge into it.
      MuiListItemButton: {
        styleOverrides: {
          root: { borderRadius: RADIUS, '&.Mui-selected': { backgroundColor: alpha(green, 0.1) } },
        },
      },
    },
  },
  idID,
  // Tap areas of at least 44 × 44 px on phones and tablets (merged into the components above).
  { components: touchComponents },
);
