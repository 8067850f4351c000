/**
 * The backup line of the superadmin's screen (issue #25): the newest backup, or its failure; and a
 * warning when the backups are on the database's disk (issue #35).
 */
import Alert from '@mui/material/Alert';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { TENANT_TEXT, backupLine } from './tenants';

/**
 * GET /api/superadmin/backups as one line: green with the newest backup, red when it failed; under
 * it a warning 'Folder cadangan ada di disk yang sama dengan database…' when `same_disk_as_data`.
 */
export function BackupStatusLine() {
  const status = useApiQuery('/api/superadmin/backups', {});
  if (status.error) return <Alert severity="warning">{errorText(status.error, TENANT_TEXT.backups)}</Alert>;
  if (!status.data) return null;
  const line = backupLine(status.data);
  return (
    <>
      <Alert severity={line.severity} data-testid="backup-status">
        {line.text}
      </Alert>
      {status.data.same_disk_as_data && (
        <Alert severity="warning" data-testid="backup-same-disk">
          {TENANT_TEXT.sameDisk}
        </Alert>
      )}
    </>
  );
}
