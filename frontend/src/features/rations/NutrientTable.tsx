/**
 * The nutrients of a ration's mix beside the farm's target for its phase and the published
 * recommendations for that phase, each shown with its source (issue #37).
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { NUTRIENTS, nutrientValue, type NutrientKey } from '../../lib/nutrients';
import { againstTarget, type RationTarget } from './rations';

export interface NutrientTableProps {
  values: Record<NutrientKey, number | null>;
  missing: Record<NutrientKey, string[]>;
  /** The farm's target of the phase (with the recommendations), or undefined while loading. */
  target?: RationTarget;
}

/** Nutrients of the mix, the farm's target and the recommendations with their sources. */
export function NutrientTable({ values, missing, target }: NutrientTableProps) {
  return (
    <Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Nutrisi ransum dan target">
          <TableHead>
            <TableRow>
              <TableCell>Nutrisi</TableCell>
              <TableCell align="right">Ransum</TableCell>
              <TableCell align="right">Target kandang</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {NUTRIENTS.map((d) => {
              const t = target?.nutrients[d.key] ?? null;
              const state = againstTarget(values[d.key], t);
              return (
                <TableRow key={d.key}>
                  <TableCell>
                    {d.label} ({d.unit})
                    {missing[d.key].length > 0 && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        Belum bisa dihitung: {missing[d.key].join(', ')} tanpa nilai
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ color: state === 'low' ? 'warning.dark' : undefined, fontWeight: state === 'low' ? 600 : undefined }}>
                    {nutrientValue(d.key, values[d.key])}
                    {state === 'low' ? ' (di bawah target)' : ''}
                  </TableCell>
                  <TableCell align="right">{nutrientValue(d.key, t)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Target kandang: {target?.source ? `sumber ${target.source}` : 'belum diisi (isi dari panduan bibit atau pemasok pakan di Target gizi per fase)'}.
      </Typography>
      {target?.recommendations.map((r) => (
        <Typography key={r.text} variant="caption" color="text.secondary" component="p">
          Rekomendasi: {r.text} — sumber: {r.source}.
        </Typography>
      ))}
    </Box>
  );
}
