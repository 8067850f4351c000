/**
 * Struktur Kandang (/struktur-kandang, spec part 2): choose a lokasi and a
 * plant, see its jalur as cards with their bagian and tingkat, and add, edit
 * or delete any level.
 *
 * Its parts: the choice of lokasi and plant ({@link useCoopSelection}, PlantPicker), the cards
 * (JalurGrid), Tambah (AddLevelMenu), and the modals with their requests ({@link useCoopEditor}).
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { NextSetupStep } from '../../components/NextSetupStep';
import { useToast } from '../../components/useToast';
import { AddLevelMenu } from './AddLevelMenu';
import { confirmOpen, formOpen } from './coopDialogs';
import { JalurGrid } from './JalurGrid';
import { PlantPicker } from './PlantPicker';
import { COOP_LABELS, deleteQuestion, sortTiers, type CoopType, type Lokasi } from './structure';
import { useCoopEditor } from './useCoopEditor';
import { SETUP_TEXT, type CoopSetupResult } from './coopSetup';
import { useCoopSelection } from './useCoopSelection';
import { lazyDialog } from '../../components/lazyDialog';

/** Dialogs: loaded when first opened (components/lazyDialog). */
const CoopFormDialog = lazyDialog(() => import('./CoopFormDialog').then((m) => m.CoopFormDialog), (p) => p.open);
const AddTingkatsDialog = lazyDialog(() => import('./AddTingkatsDialog').then((m) => m.AddTingkatsDialog), (p) => p.open);
const CoopSetupDialog = lazyDialog(() => import('./CoopSetup').then((m) => m.CoopSetupDialog), (p) => p.open);
/** The set-up a farm without structure is offered first (loaded only then). */
const CoopSetupCard = lazy(() => import('./CoopSetup').then((m) => ({ default: m.CoopSetupCard })));

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
  const [settingUp, setSettingUp] = useState(false);
  /** After a set-up: its plant shown, the dialog closed, a toast, the tree reloaded. */
  const setUp = (result: CoopSetupResult) => {
    selection.show(result.lokasi_id, result.plant_id);
    setSettingUp(false);
    showToast(SETUP_TEXT.saved(result));
    return mutate();
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
      subtitle={subtitle}
      actions={
        tenantId && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {structure.length > 0 && (
              <Button variant="outlined" startIcon={<AccountTreeIcon />} aria-haspopup="dialog" onClick={() => setSettingUp(true)}>
                {SETUP_TEXT.addTitle}
              </Button>
            )}
            <Button aria-haspopup="dialog" variant="outlined" startIcon={<PlaylistAddIcon />} disabled={!data || !canAdd.tingkat} onClick={() => setAddingTingkats(true)}>
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
      <NextSetupStep after="struktur" watch={data} />
      {structure.length === 0 ? (
        <Suspense fallback={<PageLoading label="Memuat formulir…" />}>
          <CoopSetupCard structure={structure} onSaved={setUp} />
        </Suspense>
      ) : (
        <>
          <PlantPicker structure={structure} selection={selection} actions={editor.actions} />

          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', mb: 2 }}>
            <InfoOutlinedIcon fontSize="small" />
            <Typography variant="body2">
              Setiap kartu jalur menampilkan semua bagian beserta tingkatnya. Klik nama tingkat untuk mengubahnya.
            </Typography>
          </Stack>

          <JalurGrid jalurList={jalurList} actions={editor.actions} />
        </>
      )}

      <CoopFormDialog
        open={formOpen(dialogs)}
        state={dialogs.form}
        structure={structure}
        jalurOptions={jalurList}
        onSaved={editor.saved}
        onClose={editor.closeForm}
        onDelete={editor.deleteFromForm}
      />
      <CoopSetupDialog open={settingUp} plant={plant} structure={structure} onSaved={setUp} onClose={() => setSettingUp(false)} />
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
