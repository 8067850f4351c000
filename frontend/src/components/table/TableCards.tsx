import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GridRowId, GridValidRowModel } from '@mui/x-data-grid';
import { cellClassOf, cellContent, isActions, isNumber, type DataColumn } from './columns';

export interface TableCardsProps<R extends GridValidRowModel> {
  /** Name of the list (the table's label). */
  label: string;
  /** The visible columns, in table order. */
  columns: readonly DataColumn<R>[];
  /** The rows of the page shown. */
  rows: readonly R[];
  idOf: (row: R) => GridRowId;
  /** Class of a row's card (the table's `getRowClassName`). */
  classOf?: (row: R, index: number) => string | undefined;
  /** A tap or Enter on the card (not on a button or link in it). */
  onActivate?: (row: R, event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => void;
  /** What an empty list says. */
  empty: ReactNode;
  /** A last card with the totals: its heading and one line per column. */
  totals?: { label: string; values: Partial<Record<string, ReactNode>> };
}

/** A card's lines, 'header: value': the header left, the value right; numbers never wrap. */
const LINES_SX = {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: 1.5,
  rowGap: 0.5,
  m: 0,
  fontSize: 14,
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0, textAlign: 'right', overflowWrap: 'anywhere', display: 'flex', justifyContent: 'flex-end', alignItems: 'center' },
  '& dd.number': { whiteSpace: 'nowrap', overflowWrap: 'normal', fontVariantNumeric: 'tabular-nums' },
} as const;

/** The actions at the bottom of a card: a wrapping row of buttons 44 px high. */
const ACTIONS_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: 1,
  mt: 1,
  pt: 1,
  borderTop: 1,
  borderColor: 'divider',
  '& .MuiStack-root': { flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5 },
  '& .MuiButton-root': { minHeight: 44 },
  '& .MuiIconButton-root': { minWidth: 44, minHeight: 44 },
} as const;

const INTERACTIVE = 'button, a, input, select, textarea, [role="button"], [role="switch"], [role="menuitem"]';

/** Whether a click or key started on a control inside the card (that control acts, not the card). */
const fromControl = (e: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
  const target = e.target as HTMLElement;
  return target !== e.currentTarget && target.closest(INTERACTIVE) !== null && e.currentTarget.contains(target.closest(INTERACTIVE));
};

const nothing = (v: ReactNode) => v === null || v === undefined || v === '' || v === false;

/**
 * One card per row, for a phone (components/DataTable below 600 px): the title column as the
 * heading, every other column as a 'header: value' line (the same renderCell/valueFormatter as the
 * table; an empty value leaves its line out), the actions column as a row of buttons at the bottom.
 */
export function TableCards<R extends GridValidRowModel>({ label, columns, rows, idOf, classOf, onActivate, empty, totals }: TableCardsProps<R>) {
  const actions = columns.find(isActions);
  const title = columns.find((c) => c.card === 'title') ?? columns.find((c) => !isActions(c) && c.card !== 'hide');
  const lines = columns.filter((c) => c !== title && c !== actions && c.card !== 'hide');
  if (rows.length === 0) {
    return (
      <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }} role="status">
        {empty}
      </Typography>
    );
  }
  return (
    <Box role="list" aria-label={label} sx={{ display: 'grid', gap: 1, p: 1 }}>
      {rows.map((row, i) => {
        const id = idOf(row);
        const activate = onActivate
          ? {
              tabIndex: 0,
              onClick: (e: MouseEvent<HTMLElement>) => !fromControl(e) && onActivate(row, e),
              onKeyDown: (e: KeyboardEvent<HTMLElement>) => e.key === 'Enter' && e.target === e.currentTarget && onActivate(row, e),
            }
          : {};
        return (
          <Paper key={id} role="listitem" variant="outlined" className={classOf?.(row, i)} {...activate} sx={{ p: 1.5, cursor: onActivate ? 'pointer' : undefined }}>
            {title && (
              <Box data-field={title.field} className={cellClassOf(title, row, id)} sx={{ fontWeight: 600, mb: 0.5, overflowWrap: 'anywhere' }}>
                {cellContent(title, row, id)}
              </Box>
            )}
            <Box component="dl" sx={LINES_SX}>
              {lines.map((c) => {
                const content = cellContent(c, row, id);
                if (nothing(content)) return null;
                return (
                  <Box key={c.field} sx={{ display: 'contents' }}>
                    <dt>{c.headerName ?? c.field}</dt>
                    <dd data-field={c.field} className={[isNumber(c) ? 'number' : '', cellClassOf(c, row, id) ?? ''].join(' ').trim() || undefined}>
                      {content}
                    </dd>
                  </Box>
                );
              })}
            </Box>
            {actions && (
              <Box data-field={actions.field} sx={ACTIONS_SX}>
                {cellContent(actions, row, id)}
              </Box>
            )}
          </Paper>
        );
      })}
      {totals && (
        <Paper role="listitem" variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover' }}>
          <Box sx={{ fontWeight: 700, mb: 0.5 }}>{totals.label}</Box>
          <Box component="dl" sx={{ ...LINES_SX, '& dd': { ...LINES_SX['& dd'], fontWeight: 700 } }}>
            {columns
              .filter((c) => !nothing(totals.values[c.field]))
              .map((c) => (
                <Box key={c.field} sx={{ display: 'contents' }}>
                  <dt>{c.headerName ?? c.field}</dt>
                  <dd data-field={c.field} className="number">
                    {totals.values[c.field]}
                  </dd>
                </Box>
              ))}
          </Box>
        </Paper>
      )}
    </Box>
  );
}
