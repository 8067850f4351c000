import type { Schemas } from '../../api/client';
import type { Asset } from './assets';

/** An asset as the API sends it; the backend e2e spec's cage after 5 months (500,000 a month). */
export const asset = (over: Partial<Asset> = {}): Asset =>
  ({
    id: 1,
    name: 'Kandang baterai jalur 1',
    group: 'kandang_baterai',
    place: 'Bagian A jalur 1',
    date: '2025-01-15',
    cost: '30000000.00',
    residual_value: '0.00',
    useful_life_months: 60,
    monthly_depreciation: '500000.00',
    method: 'transfer',
    bank_account_id: null,
    journal_code: 'AT-2501-0001',
    depreciated_months: 5,
    last_period: '2025-05',
    accumulated_depreciation: '2500000.00',
    book_value: '27500000.00',
    status: 'aktif',
    disposed_date: null,
    disposal_price: null,
    disposal_gain: null,
    disposal_journal_code: null,
    ...over,
  }) satisfies Schemas['AssetDto'];

