/**
 * MUI theme: Indonesian locale (idID), farm colours (green and egg-yolk
 * amber), calm surfaces and touch-friendly controls.
 */
import { alpha, createTheme } from '@mui/material/styles';
import { idID } from '@mui/material/locale';

const green = '#2f6b3a';
const yolk = '#f2a516';

export const theme = createTheme(
  {
    palette: {
      primary: { main: green, light: '#4f8f5a', dark: '#1f4d28', contrastText: '#ffffff' },
      secondary: { main: yolk, contrastText: '#2b2100' },
      background: { default: '#f4f6f1', paper: '#ffffff' },
      text: { primary: '#1d2a1f', secondary: '#5b6b5e' },
      divider: '#e2e7de',
    },
    shape: { borderRadius: 10 },
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
      MuiChip: {
        styleOverrides: { root: { fontWeight: 600 } },
      },
      MuiTooltip: {
        defaultProps: { arrow: true },
      },
      MuiDialogTitle: {
        styleOverrides: { root: { fontWeight: 700 } },
      },
      MuiListItemButton: {
        styleOverrides: {
          root: ({ theme: t }) => ({
            borderRadius: t.shape.borderRadius,
            '&.Mui-selected': { backgroundColor: alpha(t.palette.primary.main, 0.1) },
          }),
        },
      },
    },
  },
  idID,
);
