/**
 * Touch screens and the smallest tap area (issue #36), for the theme (app/theme-touch.ts) and for
 * the few controls drawn without a themed MUI component (a task of the calendar).
 */

/**
 * The media query of a touch screen: narrower than MUI's md breakpoint (900 px), a phone or a tablet,
 * or any width whose main pointer is a finger (a tablet held landscape). A desktop with a mouse is not.
 */
export const TOUCH = '@media (pointer: coarse), (max-width: 899.95px)';

/** The smallest tap area, px. */
export const TAP = 44;

/**
 * An invisible ::after, centred on the element (which must be positioned, as MUI's ButtonBase is),
 * at least TAP × TAP: a tap on it lands on the element. Not for an element at the screen's edge, where
 * the area would widen the page.
 */
export const TAP_AREA = {
  '&::after': {
    content: '""',
    position: 'absolute',
    top: '50%',
    left: '50%',
    width: `max(100%, ${TAP}px)`,
    height: `max(100%, ${TAP}px)`,
    transform: 'translate(-50%, -50%)',
  },
} as const;
