/**
 * Struktur Kandang (/struktur-kandang, spec part 2): choose a lokasi and a
 * plant, see its jalur as cards with their bagian and tingkat, and add, edit
 * or delete any level.
 */
import { useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import { api, send } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { useToast } from '../../components/useToast';
import { CoopFormDialog, type CoopDialogState } from './CoopFormDialog';
import { ItemActions, JalurCard, type CoopActions } from './JalurCard';
import {
  COOP_LABELS,
  COOP_TYPES,
  EMPTY_FORM,
  coopRequestBody,
  deleteQuestion,
  plantStats,
  sortTiers,
  validateCoopForm,
  type CoopType,
  type CreatedLevel,
  type Id,
  type Lokasi,
} from './structure';

interface DeleteTarget {
  type: CoopType;
  id: Id;
  nama: string;
}

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

/** Adds a level (answering the level created) or saves an edited one (answering null). */
function saveLevel({ mode, type, id, values }: CoopDialogState): Promise<CreatedLevel | null> {
  const body = coopRequestBody(type, values);
  if (mode === 'edit' && id !== undefined) return send(api.PUT('/api/coop/{type}/{id}', { params: { path: { type, id } }, body })).then(() => null);
  return send(api.POST('/api/coop/{type}', { params: { path: { type } }, body }));
}

/** The /struktur-kandang route. */
export default function StrukturKandangPage({ title }: PageProps) {
  const { tenantId, resolving } = useTenantId();
  const { data, error, isLoading, mutate } = useApiQuery(tenantId ? '/api/coop/structure' : null, {});
  const structure: Lokasi[] = useMemo(() => sortTiers(data ?? []), [data]);
  const { toast, showToast } = useToast();

  const [lokasiSel, setLokasiSel] = useState('');
  const [plantSel, setPlantSel] = useState('');
  const lokasi = structure.find((l) => String(l.id) === lokasiSel) ?? structure[0];
  const plant = lokasi?.plants.find((p) => String(p.id) === plantSel) ?? lokasi?.plants[0];
  const jalurList = plant?.jalur ?? [];
  const stats = plantStats(plant);

  const [addAnchor, setAddAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<CoopDialogState | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const save = useApiMutation(saveLevel, {
    fallback: 'Gagal menyimpan',
    onSuccess: (created, saved) => {
      if (saved.type === 'lokasi' && created) {
        setLokasiSel(String(created.id));
        setPlantSel('');
      }
      if (saved.type === 'plant') {
        setLokasiSel(saved.values.lokasiId);
        if (created) setPlantSel(String(created.id));
      }
      setDialogOpen(false);
      showToast(created ? `${COOP_LABELS[saved.type]} berhasil ditambahkan.` : 'Perubahan disimpan.');
      return mutate();
    },
  });
  const remove = useApiMutation(
    ({ type, id }: DeleteTarget) => send(api.DELETE('/api/coop/{type}/{id}', { params: { path: { type, id } } })),
    {
      fallback: 'Gagal menghapus.',
      onSuccess: (_reply, removed) => {
        setConfirmOpen(false);
        setDialogOpen(false);
        showToast(`${COOP_LABELS[removed.type]} dihapus.`);
        return mutate();
      },
    },
  );

  const openDialog = (next: CoopDialogState) => {
    setDialog(next);
    setFormError(null);
    save.reset();
    setDialogOpen(true);
  };

  const openAdd = (type: CoopType, preset: Partial<CoopDialogState['values']> = {}) => {
    setAddAnchor(null);
    openDialog({
      mode: 'add',
      type,
      values: {
        ...EMPTY_FORM,
        lokasiId: lokasi ? String(lokasi.id) : '',
        plantId: plant ? String(plant.id) : '',
        ...preset,
      },
    });
  };

  const actions: CoopActions = {
    onAdd: (type, { jalur, bagian }) =>
      openAdd(type, { jalurId: String(jalur.id), bagianId: bagian ? String(bagian.id) : '' }),
    onEdit: (type, item, { jalur, bagian }) =>
      openDialog({
        mode: 'edit',
        type,
        id: item.id,
        values: {
          ...EMPTY_FORM,
          name: item.nama,
          lokasiId: lokasi ? String(lokasi.id) : '',
          plantId: plant ? String(plant.id) : '',
          jalurId: String(jalur?.id ?? ''),
          bagianId: String(bagian?.id ?? ''),
        },
      }),
    onDelete: (type, item) => {
      setTarget({ type, id: item.id, nama: item.nama });
      remove.reset();
      setConfirmOpen(true);
    },
  };

  const submit = () => {
    if (!dialog) return;
    const invalid = validateCoopForm(dialog.type, dialog.values);
    setFormError(invalid);
    if (!invalid) void save.trigger(dialog);
  };

  const deleteFromDialog = () => {
    if (dialog?.id !== undefined) actions.onDelete(dialog.type, { id: dialog.id, nama: dialog.values.name });
  };

  const canAdd: Record<CoopType, boolean> = {
    lokasi: true,
    plant: structure.length > 0,
    jalur: !!plant,
    bagian: jalurList.length > 0,
    tingkat: stats.bagian > 0,
  };

  const header = (
    <PageHeader
      title={title}
      subtitle="Atur lokasi, plant, jalur, bagian dan tingkat kandang."
      actions={
        tenantId && (
          <>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={(e) => setAddAnchor(e.currentTarget)}
              aria-haspopup="menu"
              aria-controls={addAnchor ? 'tambah-menu' : undefined}
              aria-expanded={!!addAnchor}
              disabled={!data}
            >
              Tambah
            </Button>
            <Menu id="tambah-menu" anchorEl={addAnchor} open={!!addAnchor} onClose={() => setAddAnchor(null)}>
              {COOP_TYPES.map((type) => (
                <MenuItem key={type} onClick={() => openAdd(type)} disabled={!canAdd[type]}>
                  {COOP_LABELS[type]}
                </MenuItem>
              ))}
            </Menu>
          </>
        )
      }
    />
  );

  if (resolving) return <PageLoading />;
  if (!tenantId) {
    return (
      <>
        {header}
        <Alert severity="warning">Tenant belum dipilih.</Alert>
      </>
    );
  }
  if (isLoading) {
    return (
      <>
        {header}
        <PageLoading label="Memuat struktur…" />
      </>
    );
  }
  if (error) {
    return (
      <>
        {header}
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void mutate()}>
              Coba lagi
            </Button>
          }
        >
          Gagal mengambil struktur
        </Alert>
      </>
    );
  }

  return (
    <>
      {header}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flex: 1 }}>
            <LevelSelect
              label="Lokasi"
              value={lokasi ? String(lokasi.id) : ''}
              options={structure}
              onChange={(id) => {
                setLokasiSel(id);
                setPlantSel('');
              }}
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
              onChange={setPlantSel}
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

      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', mb: 2 }}>
        <InfoOutlinedIcon fontSize="small" />
        <Typography variant="body2">
          Setiap kartu jalur menampilkan semua bagian beserta tingkatnya. Klik nama tingkat untuk mengubahnya.
        </Typography>
      </Stack>

      {jalurList.length === 0 ? (
        <EmptyState
          icon={<AccountTreeOutlinedIcon />}
          message="Struktur tidak ditemukan."
          hint="Gunakan tombol Tambah untuk menambahkan lokasi, plant dan jalur."
        />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            alignItems: 'start',
          }}
        >
          {jalurList.map((jalur) => (
            <JalurCard key={String(jalur.id)} jalur={jalur} actions={actions} />
          ))}
        </Box>
      )}

      <CoopFormDialog
        open={dialogOpen}
        state={dialog}
        structure={structure}
        jalurOptions={jalurList}
        busy={save.busy}
        error={formError ?? save.error}
        onChange={(values) => dialog && setDialog({ ...dialog, values })}
        onSubmit={submit}
        onClose={() => setDialogOpen(false)}
        onDelete={deleteFromDialog}
      />
      <ConfirmDialog
        open={confirmOpen}
        title={target ? `Hapus ${COOP_LABELS[target.type]}` : 'Hapus'}
        message={target ? deleteQuestion(target.type, target.nama) : ''}
        busy={remove.busy}
        error={remove.error}
        onConfirm={() => target && void remove.trigger(target)}
        onCancel={() => setConfirmOpen(false)}
      />
      {toast}
    </>
  );
}
