import { lazy } from 'react';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { FeatureManifest } from '../../app/manifest';

/**
 * Piutang (/piutang, issue #20): receivables ageing per customer; and a customer's statement
 * (kartu piutang, /piutang/:customerId), printable and sent through WhatsApp. Owner and admin.
 */
export const receivables: FeatureManifest = {
  name: 'receivables',
  routes: [
    {
      path: '/piutang',
      title: 'Piutang',
      subtitle: 'Umur piutang per pelanggan: nota penjualan yang belum lunas menurut jatuh temponya.',
      roles: ['admin'],
      page: lazy(() => import('./ReceivablesPage')),
      tile: { label: 'Piutang', description: 'Umur piutang per pelanggan', icon: RequestQuoteIcon },
    },
    {
      path: '/piutang/:customerId',
      title: 'Kartu Piutang',
      roles: ['admin'],
      page: lazy(() => import('./StatementPage')),
    },
  ],
};
