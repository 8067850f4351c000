/**
 * The route table of spec part 1 §2.2 as data. A feature plugs its screen in
 * by replacing `notYet` with its own lazy page; guards, titles and the shell
 * follow from this array.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteRoles } from './access';

/** Props every routed page receives. */
export interface PageProps {
  /** Screen title from the route table. */
  title: string;
}

export interface AppRoute {
  path: string;
  /** Screen title (also used for the browser tab). */
  title: string;
  roles: RouteRoles;
  page: LazyExoticComponent<ComponentType<PageProps>>;
}

const notYet = lazy(() => import('../components/NotAvailablePage'));
const menu = lazy(() => import('../features/menu/MenuPage'));
const coopStructure = lazy(() => import('../features/coop/StrukturKandangPage'));
const tugasSaya = lazy(() => import('../features/tasks/TugasSayaPage'));
const tugasInfo = lazy(() => import('../features/tasks/TugasInfoPage'));
const taskLibrary = lazy(() => import('../features/tasks/TaskLibraryPage'));
const scheduleNew = lazy(() => import('../features/tasks/ScheduleNewPage'));

/** Every protected route with its allowed roles (admin and superadmin pass all). */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/superadmin', title: 'Manajemen Tenant', roles: ['superadmin'], page: notYet },
  { path: '/dashboard', title: 'Ringkasan Kandang Hari Ini', roles: ['admin', 'abk'], page: lazy(() => import('../features/dashboard/DashboardPage')) },
  { path: '/menu', title: 'Menu Utama', roles: 'any', page: menu },
  { path: '/transaksipakan', title: 'Pemakaian Pakan', roles: 'any', page: lazy(() => import('../features/feed-usage/FeedUsagePage')) },
  { path: '/produksitelur', title: 'Produksi Telur', roles: 'any', page: lazy(() => import('../features/egg-production/EggProductionPage')) },
  { path: '/ayaminfo', title: 'Ayam Info', roles: 'any', page: lazy(() => import('../features/chickens/AyamInfoPage')) },
  { path: '/tasks/today', title: 'Tugas Saya', roles: 'any', page: tugasSaya },
  { path: '/tasks/tugasinfo', title: 'Tugas Info', roles: 'any', page: tugasInfo },
  { path: '/laporanpakan', title: 'Laporan Pakan', roles: ['admin', 'viewer'], page: lazy(() => import('../features/reports/FeedReportPage')) },
  { path: '/laporanproduksi', title: 'Laporan Produksi', roles: ['admin'], page: lazy(() => import('../features/reports/ProductionReportPage')) },
  { path: '/tasks/library', title: 'Nama Tugas', roles: ['admin'], page: taskLibrary },
  { path: '/tasks/schedules/new', title: 'Buat Jadwal Tugas', roles: ['admin'], page: scheduleNew },
  { path: '/transaksikeuangan', title: 'Transaksi Keuangan', roles: ['admin'], page: notYet },
  { path: '/penjualantelur', title: 'Penjualan Telur', roles: ['admin'], page: notYet },
  { path: '/transaksipakan-akuntansi', title: 'Transaksi Pakan (Akuntansi)', roles: ['admin'], page: lazy(() => import('../features/feed-stock/FeedStockPage')) },
  { path: '/laba-rugi', title: 'Laporan Laba Rugi', roles: ['admin'], page: notYet },
  { path: '/customers', title: 'Data Pelanggan', roles: ['admin'], page: notYet },
  { path: '/users', title: 'Data Users', roles: ['admin'], page: notYet },
  { path: '/struktur-kandang', title: 'Struktur Kandang', roles: ['admin'], page: coopStructure },
  { path: '/abk', title: 'Data ABK', roles: ['admin'], page: notYet },
  { path: '/kode-akun', title: 'Kode Akun', roles: ['admin'], page: notYet },
  { path: '/pemesanan-telur', title: 'Pemesanan Telur', roles: ['admin'], page: notYet },
  { path: '/transaksi-reseller', title: 'Transaksi Reseller', roles: ['admin', 'reseller'], page: notYet },
  { path: '/my-info', title: 'My Info', roles: ['admin', 'reseller', 'abk', 'viewer'], page: notYet },
];

/** The public login route. */
export const LoginPage = lazy(() => import('../features/auth/LoginPage'));
