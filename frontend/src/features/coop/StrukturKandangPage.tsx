/**
 * Struktur Kandang (/struktur-kandang, spec part 2): choose a lokasi and a
 * plant, see its jalur as cards with their bagian and tingkat, and add, edit
 * or delete any level.
 *
 * Its parts: the choice of lokasi and plant ({@link useCoopSelection}, PlantPicker), the cards
 * (JalurGrid), Tambah (AddLevelMenu), and the modals with their requests ({@link useCoopEditor}).
 */
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { useToast } from '../../components/useToast';
import { AddLevelMenu } from './AddLevelMenu';
import { confirmOpen, formOpen } from './coopDialogs';
import { JalurGrid } from './JalurGrid';
import { PlantPicker } from './PlantPicker';
import { COOP_LABELS, deleteQuestion, sortTiers, type CoopType, type Lokasi } from './structure';
import { useCoopEditor } from './useCoopEditor';
import { useCoopSelection } from './useCoopSelection';
import { lazyDialog } from '../../components/lazyDialog';

/** Dialogs: loaded when first opened (components/lazyDialog). */
const CoopFormDialog = lazyDialog(() => import('./CoopFormDialog').then((m) => m.CoopFormDialog), (p) => p.open);
const AddTingkatsDialog = lazyDialog(() => import('./AddTingkatsDialog').then((m) => m.AddTingkatsDialog), (p) => p.open);

/** The /struktur-kandang route. */
export default function StrukturKandangPage({ title, subtitle }: PageProps) {
  const { tenantId, resolving } = useTenantId();
  const { data, error, isLoading, mutate } = useApiQuery(tenantId ? '/api/coop/structure' : null, {});
  const structure: Lokasi[] = useMemo(() => sortTiers(data ?? []), [data]);
  const { toast, showToast } = useToast();
  const selection = useCoopSelection(structure);
  const { plant, jalurList, stats } = selection;
  const editor = useCoopEditor({ selection, showToast, reload: () => mutate() });
  const { dialogs, remove } = editor;
  const target = dialogs.target;
  const [addingTingkats, setAddingTingkats] = useState(false);

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
      subtitle={subtitle}
      actions={
        tenantId && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<PlaylistAddIcon />} disabled={!data || !canAdd.tingkat} onClick={() => setAddingTingkats(true)}>
              Tambah N tingkat
            </Button>
            <AddLevelMenu canAdd={canAdd} disabled={!data} onAdd={(type) => editor.openAdd(type)} />
          </Stack>
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
      <PlantPicker structure={structure} selection={selection} actions={editor.actions} />

      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', mb: 2 }}>
        <InfoOutlinedIcon fontSize="small" />
        <Typography variant="body2">
          Setiap kartu jalur menampilkan semua bagian beserta tingkatnya. Klik nama tingkat untuk mengubahnya.
        </Typography>
      </Stack>

      <JalurGrid jalurList={jalurList} actions={editor.actions} />

      <CoopFormDialog
        open={formOpen(dialogs)}
        state={dialogs.form}
        structure={structure}
        jalurOptions={jalurList}
        onSaved={editor.saved}
        onClose={editor.closeForm}
        onDelete={editor.deleteFromForm}
      />
      <AddTingkatsDialog
        open={addingTingkats}
        jalurList={jalurList}
        onClose={() => setAddingTingkats(false)}
        onSaved={(message) => {
          setAddingTingkats(false);
          showToast(message);
          void mutate();
        }}
      />
      <ConfirmDialog
        open={confirmOpen(dialogs)}
        title={target ? `Hapus ${COOP_LABELS[target.type]}` : 'Hapus'}
        message={target ? deleteQuestion(target.type, target.nama) : ''}
        busy={remove.busy}
        error={remove.error}
        onConfirm={() => target && void remove.trigger(target)}
        onCancel={editor.cancelDelete}
      />
      {toast}
    </>
  );
}
