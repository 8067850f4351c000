/**
 * The top panel of Struktur Kandang: the Lokasi and Plant pickers, each with its edit and delete
 * buttons, and the counts of the chosen plant (Jalur, Bagian, Tingkat).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ItemActions, type CoopActions } from './JalurCard';
import type { CoopSelection } from './useCoopSelection';
import type { Id, Lokasi } from './structure';

function StatBox({ label, value }: { label: string; value: number }) {
  return (
    <Box
      sx={{ px: 2, py: 1, borderRadius: 2, bgcolor: 'background.default', minWidth: 88, textAlign: 'center' }}
      aria-label={`${label}: ${value}`}
    >
      <Typography variant="h6" component="p" sx={{ lineHeight: 1.2 }}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

function LevelSelect({
  label,
  value,
  options,
  onChange,
  actions,
}: {
  label: string;
  value: string;
  options: Array<{ id: Id; nama: string }>;
  onChange: (value: string) => void;
  actions: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flex: 1, minWidth: 200 }}>
      <TextField
        select
        size="small"
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={options.length === 0}
      >
        {options.map((o) => (
          <MenuItem key={String(o.id)} value={String(o.id)}>
            {o.nama}
          </MenuItem>
        ))}
      </TextField>
      {actions}
    </Stack>
  );
}

export interface PlantPickerProps {
  structure: Lokasi[];
  selection: CoopSelection;
  actions: CoopActions;
}

/** The pickers and counts. */
export function PlantPicker({ structure, selection, actions }: PlantPickerProps) {
  const { lokasi, plant, stats } = selection;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flex: 1 }}>
          <LevelSelect
            label="Lokasi"
            value={lokasi ? String(lokasi.id) : ''}
            options={structure}
            onChange={selection.selectLokasi}
            actions={
              <ItemActions
                label="lokasi"
                disabled={!lokasi}
                onEdit={() => lokasi && actions.onEdit('lokasi', lokasi, {})}
                onDelete={() => lokasi && actions.onDelete('lokasi', lokasi)}
              />
            }
          />
          <LevelSelect
            label="Plant"
            value={plant ? String(plant.id) : ''}
            options={lokasi?.plants ?? []}
            onChange={selection.selectPlant}
            actions={
              <ItemActions
                label="plant"
                disabled={!plant}
                onEdit={() => plant && actions.onEdit('plant', plant, {})}
                onDelete={() => plant && actions.onDelete('plant', plant)}
              />
            }
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ '& > *': { flex: { xs: 1, md: '0 0 auto' } } }}>
          <StatBox label="Jalur" value={stats.jalur} />
          <StatBox label="Bagian" value={stats.bagian} />
          <StatBox label="Tingkat" value={stats.tingkat} />
        </Stack>
      </Stack>
    </Paper>
  );
}
