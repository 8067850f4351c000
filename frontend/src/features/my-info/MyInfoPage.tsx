/**
 * My Info (/my-info, spec part 2): a read-only Akun card, the Info Reseller or
 * Info ABK card by the extra kind, and the Change Password form.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
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
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { formatDate } from '../../lib/format';
import { MY_INFO_TEXT, abkData, changePassword, emptyPasswordForm, resellerData, validatePasswordForm, type PasswordForm } from './my-info';

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

/** The /my-info route. */
export default function MyInfoPage({ title }: PageProps) {
  const info = useApiQuery('/api/my/info', {});
  const data = info.data;
  const abk = abkData(data);
  const reseller = resellerData(data);
  return (
    <Box>
      <PageHeader title={title} subtitle="Akun Anda dan penggantian password." />
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
              ['Status', reseller?.status],
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
              ['Status', abk ? (abk.aktif ? 'aktif' : 'nonaktif') : null],
            ]}
          />
        )}
        <PasswordCard />
      </Stack>
    </Box>
  );
}
