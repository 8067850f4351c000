import Box from '@mui/material/Box';

/** The egg logo used in the navigation bar and on the login panel. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <rect width="64" height="64" rx="16" fill="#ffffff" fillOpacity="0.16" />
      <ellipse cx="32" cy="35" rx="15" ry="19" fill="#fdf6e3" />
      <ellipse cx="32" cy="40" rx="7" ry="7" fill="#f2a516" />
    </Box>
  );
}
