import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Box, Button, Collapse, Dialog, DialogContent, DialogTitle, MenuItem, Tab, Tabs, TextField, Tooltip } from '@mui/material';
import { useState } from 'react';
import { jsdomComputedStyle } from './fast-visibility';

/** Every element whose display, visibility or pointer-events differs between the shortcut and jsdom's own computation. */
function differences(): string[] {
  const full = jsdomComputedStyle!;
  const out: string[] = [];
  for (const el of document.querySelectorAll('*')) {
    for (const [p, css] of [['display', 'display'], ['visibility', 'visibility'], ['pointerEvents', 'pointer-events']] as const) {
      const fast = getComputedStyle(el)[p];
      const own = full(el)[p];
      if (fast !== own || getComputedStyle(el).getPropertyValue(css) !== own) out.push(`${el.tagName}.${el.className} ${p}: ${fast} ≠ ${own}`);
    }
  }
  return out;
}

function Screen() {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState(0);
  return (
    <Box>
      <style>{`.kp-a { visibility: hidden } .kp-a .kp-b { visibility: visible } #kp-c { display: none }
        div#kp-d.kp-d { display: flex } .kp-d { display: block !important } @media (min-width: 1px) { .kp-e { display: grid } }
        .kp-f { visibility: inherit } .kp-g { display: unset } .kp-h { display: -webkit-box; pointer-events: none }`}</style>
      <div className="kp-a">
        <span>hidden</span>
        <span className="kp-b">shown</span>
        <span className="kp-f">inherits hidden</span>
      </div>
      <div id="kp-c">none</div>
      <div id="kp-d" className="kp-d">important wins over specificity</div>
      <div className="kp-e" style={{ display: 'inline-block' }}>inline wins</div>
      <div className="kp-g">global keyword</div>
      <div className="kp-h">
        <span>no pointer events, inherited</span>
      </div>
      <Button disabled>Nonaktif</Button>
      <p hidden>hidden attribute</p>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>responsive</Box>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)}>
        <Tab label="Satu" />
        <Tab label="Dua" />
      </Tabs>
      <Collapse in={tab === 1}>
        <p>collapsed</p>
      </Collapse>
      <TextField select label="Pilih" value="a" slotProps={{ select: { native: false } }}>
        <MenuItem value="a">A</MenuItem>
        <MenuItem value="b">B</MenuItem>
      </TextField>
      <Tooltip title="Petunjuk">
        <Button onClick={() => setOpen(true)}>Buka</Button>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Dialog</DialogTitle>
        <DialogContent>isi</DialogContent>
      </Dialog>
    </Box>
  );
}

describe('getComputedStyle display, visibility and pointer-events (test shortcut)', () => {
  it('answers what jsdom answers for every element of a screen, before and after it changes', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    expect(differences()).toEqual([]);
    // The stylesheet's cases are answered as the cascade says (checked against jsdom above, and by hand here).
    expect(getComputedStyle(screen.getByText('shown')).visibility).toBe('visible');
    expect(getComputedStyle(screen.getByText('inherits hidden')).visibility).toBe('hidden');
    expect(getComputedStyle(screen.getByText('important wins over specificity')).display).toBe('block');
    expect(getComputedStyle(screen.getByText('inline wins')).display).toBe('inline-block');
    expect(getComputedStyle(screen.getByText('no pointer events, inherited')).pointerEvents).toBe('none');
    expect(screen.queryByRole('button', { name: 'Petunjuk' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Dua' }));
    await user.click(screen.getByRole('button', { name: 'Petunjuk' }));
    expect(await screen.findByRole('dialog', { name: 'Dialog' })).toBeVisible();
    expect(differences()).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('combobox', { name: 'Pilih' }));
    expect(await screen.findByRole('option', { name: 'B' })).toBeVisible();
    expect(differences()).toEqual([]);
  });
});
