/** Active/inactive as the screens say it (issue #23: no English such as 'active' on a screen). */

/**
 * 'Aktif' or 'Nonaktif' for a status sent by the server: 'active' or `true` is 'Aktif', 'inactive'
 * or `false` is 'Nonaktif'; '-' when there is none. Any other status is shown as sent.
 */
export function activeLabel(status: string | boolean | null | undefined): string {
  if (status === null || status === undefined || status === '') return '-';
  if (status === true || status === 'active') return 'Aktif';
  if (status === false || status === 'inactive') return 'Nonaktif';
  return status;
}
