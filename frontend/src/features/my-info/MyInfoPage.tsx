/**
 * My Info (/my-info, spec part 2): a read-only Akun card, the Info Reseller or
 * Info ABK card by the extra kind, the Change Password form, 'Terima undangan'
 * (a code, prefilled from ?undangan=), 'Kandang saya' (every farm of the account, with 'Pindah',
 * issue #36) and 'Keluar dari kandang ini' (issue #19).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorText } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import type { PageProps } from '../../app/manifest';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { useFarmSwitch } from '../../components/useFarmSwitch';
import { formatDate } from '../../lib/format';
import {
  MY_INFO_TEXT,
  abkData,
  acceptInvitation,
  changePassword,
  emptyPasswordForm,
  invitationCodeFrom,
  leaveFarm,
  resellerData,
  validatePasswordForm,
  type AcceptedInvitation,
  type MyInfo,
  type PasswordForm,
} from './my-info';
import { activeLabel } from '../../lib/status';
import { FarmsCard } from './FarmsCard';

function InfoCard({ title, rows }: { title: string; rows: Array<[string, ReactNode]> }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value || '-'}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function PasswordCard() {
  const [form, setForm] = useState<PasswordForm>(emptyPasswordForm);
  const [inputError, setInputError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const save = useApiMutation(changePassword, {
    fallback: MY_INFO_TEXT.save,
    onSuccess: () => {
      setForm(emptyPasswordForm());
      setDone(true);
    },
  });
  const set = (key: keyof PasswordForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    const invalid = validatePasswordForm(form);
    setInputError(invalid);
    if (!invalid) void save.trigger(form);
  };
  const error = inputError ?? save.error;
  return (
    <Card variant="outlined" component="section" aria-label="Ganti Password">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Ganti Password
        </Typography>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ maxWidth: 360 }}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {done && <Alert severity="success">{MY_INFO_TEXT.saved}</Alert>}
          <TextField label="Password lama" type="password" size="small" required autoComplete="current-password" value={form.current_password} onChange={set('current_password')} />
          <TextField label="Password baru" type="password" size="small" required autoComplete="new-password" value={form.new_password} onChange={set('new_password')} />
          <TextField
            label="Konfirmasi password baru"
            type="password"
            size="small"
            required
            autoComplete="new-password"
            value={form.confirm_password}
            onChange={set('confirm_password')}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={save.busy}>
              Simpan Password
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function InvitationCard() {
  const { search } = useLocation();
  const [code, setCode] = useState(() => invitationCodeFrom(search));
  const [inputError, setInputError] = useState<string | null>(null);
  const [joined, setJoined] = useState<AcceptedInvitation | null>(null);
  const accept = useApiMutation(acceptInvitation, { fallback: MY_INFO_TEXT.accept, onSuccess: (answer) => setJoined(answer) });
  // Opening the joined farm is a farm switch (entries of this farm on the tablet are asked about first).
  const open = useFarmSwitch({ path: '/my-info' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const invalid = code.trim() ? null : MY_INFO_TEXT.codeRequired;
    setInputError(invalid);
    if (!invalid) void accept.trigger(code);
  };
  const error = inputError ?? accept.error;
  return (
    <Card variant="outlined" component="section" aria-label="Terima undangan">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Terima undangan
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Masukkan kode undangan dari admin kandang lain untuk bergabung dengan akun ini.
        </Typography>
        {joined ? (
          <Stack spacing={2} sx={{ maxWidth: 480 }}>
            <Alert severity="success">
              Anda bergabung dengan {joined.tenant.nama} ({joined.tenant.kode}) sebagai {joined.role}.
            </Alert>
            {open.error && (
              <Alert severity="error" role="alert">
                {open.error}
              </Alert>
            )}
            <Box>
              <Button variant="contained" disabled={open.pending !== undefined} onClick={() => open.request(joined.tenant.id)}>
                Buka {joined.tenant.nama}
              </Button>
            </Box>
            {open.dialog}
          </Stack>
        ) : (
          <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ maxWidth: 360 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField label="Kode undangan" size="small" required value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" />
            <Box>
              <Button type="submit" variant="contained" disabled={accept.busy}>
                Terima undangan
              </Button>
            </Box>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function LeaveCard({ info }: { info: MyInfo }) {
  const [asking, setAsking] = useState(false);
  const leave = useApiMutation(leaveFarm, { fallback: MY_INFO_TEXT.leave });
  if (!info.tenant || !info.membership) return null;
  const canLeave = info.membership.can_leave;
  return (
    <Card variant="outlined" component="section" aria-label="Keluar dari kandang ini">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Keluar dari kandang ini
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {canLeave
            ? `Akun Anda tidak lagi dapat membuka ${info.tenant.nama}. Akun dan kandang Anda yang lain tetap ada.`
            : 'Anda owner terakhir kandang ini: angkat owner lain terlebih dahulu sebelum keluar.'}
        </Typography>
        <Button variant="outlined" color="error" disabled={!canLeave} onClick={() => setAsking(true)}>
          Keluar dari kandang ini
        </Button>
      </CardContent>
      <ConfirmDialog
        open={asking}
        title="Keluar dari kandang"
        message={`Keluar dari ${info.tenant.nama} (${info.tenant.kode})? Untuk kembali, Anda memerlukan undangan baru dari admin kandang ini.`}
        confirmLabel="Keluar"
        busy={leave.busy}
        error={leave.error}
        onConfirm={() => void leave.trigger(undefined)}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}

/** The /my-info route. */
export default function MyInfoPage({ title, subtitle }: PageProps) {
  const info = useApiQuery('/api/my/info', {});
  const data = info.data;
  const abk = abkData(data);
  const reseller = resellerData(data);
  return (
    <Box>
      <PageHeader title={title} subtitle={subtitle} />
      <Stack spacing={2}>
        {info.error && <Alert severity="error">{errorText(info.error, MY_INFO_TEXT.load)}</Alert>}
        {info.isLoading && <PageLoading />}
        {data && (
          <InfoCard
            title="Akun"
            rows={[
              ['Username', data.user.email],
              ['Role', data.membership?.impersonation ? `${data.user.role} (mode impersonasi)` : data.user.role],
              ['Kandang', data.tenant ? `${data.tenant.nama} (${data.tenant.kode})` : '-'],
              ['Dibuat', formatDate(data.user.created_at)],
            ]}
          />
        )}
        {data?.extra?.kind === 'reseller' && (
          <InfoCard
            title="Info Reseller"
            rows={[
              ['Nama', reseller?.name],
              ['No. HP', reseller?.phone],
              ['Alamat', reseller?.address],
              ['Status', reseller ? activeLabel(reseller.status) : null],
            ]}
          />
        )}
        {data?.extra?.kind === 'abk' && (
          <InfoCard
            title="Info ABK"
            rows={[
              ['Nama panggilan', abk?.nama_panggilan],
              ['Nama asli', abk?.nama_asli],
              ['No. HP', abk?.no_hp],
              ['Alamat', abk?.alamat],
              ['No. KTP', abk?.no_ktp],
              ['Mulai kerja', abk ? formatDate(abk.tanggal_mulai_kerja) : null],
              ['Status', abk ? activeLabel(abk.aktif) : null],
            ]}
          />
        )}
        <FarmsCard />
        <PasswordCard />
        <InvitationCard />
        {data && <LeaveCard info={data} />}
      </Stack>
    </Box>
  );
}
