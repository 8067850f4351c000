/**
 * The list of features: the one place that imports them. The route table,
 * the route guard, the main menu (tiles in this order) and the
 * sub-navigation are built from it (see app/routes.ts). Adding a screen: a
 * folder under src/features with its index.ts manifest, and one line here.
 */
import { auth } from '../features/auth';
import { balanceSheet } from '../features/balance-sheet';
import { chartOfAccounts } from '../features/chart-of-accounts';
import { chickens } from '../features/chickens';
import { coop } from '../features/coop';
import { customers } from '../features/customers';
import { dashboard } from '../features/dashboard';
import { eggPreorders } from '../features/egg-preorders';
import { eggProduction } from '../features/egg-production';
import { eggSales } from '../features/egg-sales';
import { abk } from '../features/abk';
import { audit } from '../features/audit';
import { feedStock } from '../features/feed-stock';
import { stockItems } from '../features/stock-items';
import { rations } from '../features/rations';
import { suppliers } from '../features/suppliers';
import { assets } from '../features/assets';
import { payroll } from '../features/payroll';
import { feedUsage } from '../features/feed-usage';
import { finance } from '../features/finance';
import { health, treatments } from '../features/health';
import { insight } from '../features/insight';
import { measurements } from '../features/measurements';
import { menu } from '../features/menu';
import { myInfo } from '../features/my-info';
import { openingBalances } from '../features/opening-balances';
import { profitLoss } from '../features/profit-loss';
import { receivables } from '../features/receivables';
import { reports } from '../features/reports';
import { resellerSales } from '../features/reseller-sales';
import { tasks } from '../features/tasks';
import { tenants } from '../features/tenants';
import { users } from '../features/users';
import type { FeatureManifest } from './manifest';

/** Every feature, in menu order (the tiles of /menu and the tabs of a sub-navigation follow it). */
export const FEATURES: readonly FeatureManifest[] = [
  auth,
  tenants,
  dashboard,
  menu,
  feedUsage,
  eggProduction,
  chickens,
  treatments,
  measurements,
  reports,
  insight,
  health,
  tasks,
  eggSales,
  eggPreorders,
  feedStock,
  stockItems,
  rations,
  suppliers,
  finance,
  chartOfAccounts,
  profitLoss,
  balanceSheet,
  openingBalances,
  assets,
  payroll,
  receivables,
  customers,
  users,
  abk,
  audit,
  coop,
  resellerSales,
  myInfo,
];
