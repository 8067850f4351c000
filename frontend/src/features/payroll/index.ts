import { lazy } from 'react';
import PaymentsIcon from '@mui/icons-material/Payments';
import type { FeatureManifest } from '../../app/manifest';

/** Gaji ABK (/gaji, issue #40 'Wages'): wage slips per ABK, paying owed wages, and the payslip (/gaji/:slipId) to print or send. Admin writes; viewer reads. */
export const payroll: FeatureManifest = {
  name: 'payroll',
  routes: [
    {
      path: '/gaji',
      title: 'Gaji ABK',
      subtitle: 'Slip gaji per ABK: gaji kotor, potongan, gaji bersih dan pembayarannya.',
      roles: ['admin', 'viewer'],
      page: lazy(() => import('./PayrollPage')),
      tile: { label: 'Gaji ABK', description: 'Slip gaji dan pembayaran', icon: PaymentsIcon, limitedRoles: ['viewer'] },
    },
    {
      path: '/gaji/:slipId',
      title: 'Slip Gaji',
      roles: ['admin', 'viewer'],
      page: lazy(() => import('./PayslipPage')),
    },
  ],
};
