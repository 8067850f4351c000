import dayjs from 'dayjs';
import { Client } from 'pg';
import { TenantContext } from '../src/common/tenancy/tenant-context';
import { AccountParentDto, AccountRowDto } from '../src/modules/chart-of-accounts/dto/chart-of-accounts.dto';
import { JournalHeaderDto } from '../src/modules/finance/dto/finance.dto';
import { ProfitLossDto } from '../src/modules/profit-loss/dto/profit-loss.dto';
import { createTestApp, prepareTestDatabase, TestApp } from './utils/create-test-app';
import { createCoop, createTenant, inTenant, TestTenant } from './utils/factories';
import { bodyOf, errorOf, messageOf } from './utils/http';
import { Account, financeHelpers, Role } from './utils/finance';

/**
 * Finance, the accounts and the guards (spec part 2 'Kode Akun', 'Transaksi Keuangan', §3, §7;
 * DESIGN §5 'Finance'): the chart of accounts and its API, the journal API's refusals, the
 * database's guards of the books as the runtime role kpm_app, and who may use the finance API.
 * The journals of the small farm, the feed stock in the books and the reports: finance-books.
 */
describe('Finance: accounts, guards and access', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let urls: { ownerUrl: string; appUrl: string };
  let tingkatId: number;
  let acc: Record<string, Account>;
  let accB: Record<string, Account>;

  const { req, journal, line, accountsOf, journalsOf, asApp } = financeHelpers(() => ({ t, a, tingkatId, urls }));

  beforeAll(async () => {
    t = await createTestApp();
    urls = await prepareTestDatabase();
    a = await createTenant(t, 'Keuangan A');
    b = await createTenant(t, 'Keuangan B');
    tingkatId = (await createCoop(t, a.id)).tingkatIds[0];
    acc = await accountsOf(a);
    accB = await accountsOf(b);
  });
  afterAll(() => t.close());

  describe('default chart of accounts', () => {
    it('comes with every new tenant: codes 1- … 6-, system keys, 5- as expense', async () => {
      expect(Object.values(acc).map((x) => [x.code, x.name, x.type, x.system_key])).toEqual([
        ['1-100', 'Kas', 'asset', 'kas'],
        ['1-200', 'Bank', 'asset', 'bank'],
        ['1-300', 'Piutang Usaha', 'asset', 'piutang'],
        ['1-400', 'Persediaan Pakan', 'asset', 'persediaan_pakan'],
        ['1-410', 'Persediaan OVK', 'asset', 'persediaan_ovk'],
        ['1-500', 'Persediaan Telur', 'asset', 'persediaan_telur'],
        ['1-700', 'Aset Tetap', 'asset', 'aset_tetap'],
        ['1-790', 'Akumulasi Penyusutan', 'asset', 'akumulasi_penyusutan'],
        ['2-100', 'Hutang Usaha', 'liability', 'hutang'],
        ['2-300', 'Hutang Gaji', 'liability', 'hutang_gaji'],
        ['3-100', 'Modal', 'equity', 'modal'],
        ['3-900', 'Saldo Awal Ekuitas', 'equity', 'saldo_awal_ekuitas'],
        ['4-100', 'Penjualan Telur', 'income', 'penjualan_telur'],
        ['4-150', 'Retur Penjualan Telur', 'income', 'retur_penjualan_telur'],
        ['4-200', 'Penjualan Pakan', 'income', 'penjualan_pakan'],
        ['4-900', 'Pendapatan Lain', 'income', 'pendapatan_lain'],
        ['4-910', 'Laba Pelepasan Aset', 'income', 'laba_pelepasan_aset'],
        ['5-100', 'Beban Pakan', 'expense', 'beban_pakan'],
        ['5-200', 'HPP Pakan Dijual', 'expense', 'hpp_pakan'],
        ['6-100', 'Beban Operasional', 'expense', 'beban_operasional'],
        ['6-200', 'Beban Gaji', 'expense', 'beban_gaji'],
        ['6-300', 'Biaya Admin Bank', 'expense', 'biaya_admin_bank'],
        ['6-400', 'Potongan Penjualan', 'expense', 'potongan_penjualan'],
        ['6-500', 'Beban Listrik dan Air', 'expense', null],
        ['6-600', 'Beban Vaksin dan Obat', 'expense', 'beban_ovk'],
        ['6-800', 'Beban Penyusutan', 'expense', 'beban_penyusutan'],
        ['6-810', 'Rugi Pelepasan Aset', 'expense', 'rugi_pelepasan_aset'],
      ]);
      // Tenant B has its own accounts (other ids).
      expect(accB['1-100'].id).not.toBe(acc['1-100'].id);
    });

    it('is made by one SQL function, idempotent, that adds only what is missing and keeps the caller’s tenant setting', async () => {
      // The owner role (migrations) removes an unused default account of B; the function brings it back.
      const owner = new Client({ connectionString: urls.ownerUrl });
      await owner.connect();
      try {
        await owner.query('begin');
        await owner.query(`select set_config('app.tenant_id', $1, true)`, [b.id]);
        await owner.query(`delete from accounts where tenant_id = $1 and code = '6-600'`, [b.id]);
        await owner.query('commit');
      } finally {
        await owner.end();
      }
      await asApp(async (c) => {
        await c.query('begin');
        await c.query(`select set_config('app.tenant_id', $1, true)`, [a.id]);
        expect((await c.query<{ n: number }>('select finance_default_accounts($1) as n', [b.id])).rows[0].n).toBe(1);
        expect((await c.query<{ n: number }>('select finance_default_accounts($1) as n', [b.id])).rows[0].n).toBe(0);
        expect((await c.query<{ n: number }>('select finance_default_accounts($1) as n', [a.id])).rows[0].n).toBe(0);
        expect((await c.query<{ t: string }>(`select current_setting('app.tenant_id') as t`)).rows[0].t).toBe(a.id);
        await c.query('commit');
      });
      accB = await accountsOf(b);
      expect(accB['6-600'].name).toBe('Beban Vaksin dan Obat');
    });
  });

  describe('chart of accounts API (/api/finance-accounts)', () => {
    it('lists with parent code and name, filtered by text, type and status', async () => {
      const kecil = await req('post', '/api/finance-accounts').send({ code: '1-110', name: 'Kas Kecil', type: 'asset', parent_id: acc['1-100'].id, is_active: 'yes' }).expect(201);
      expect(kecil.body).toMatchObject({ code: '1-110', name: 'Kas Kecil', type: 'asset', parent_id: acc['1-100'].id, parent_code: '1-100', parent_name: 'Kas', is_active: true, system_key: null, is_system: false, has_postings: false });
      await req('post', '/api/finance-accounts').send({ code: '6-700', name: 'Beban Lama', type: 'expense', parent_id: null, is_active: 0 }).expect(201);
      const all = bodyOf<AccountRowDto[]>(await req('get', '/api/finance-accounts').expect(200));
      expect(all).toHaveLength(29);
      const search = bodyOf<AccountRowDto[]>(await req('get', '/api/finance-accounts').query({ q: 'kas' }).expect(200));
      expect(search.map((r) => r.code)).toEqual(['1-100', '1-110']);
      expect(bodyOf<AccountRowDto[]>(await req('get', '/api/finance-accounts').query({ q: '6-7' }).expect(200)).map((r) => r.code)).toEqual(['6-700']);
      const income = bodyOf<AccountRowDto[]>(await req('get', '/api/finance-accounts').query({ type: 'income', status: 'active' }).expect(200));
      expect(income.map((r) => r.code)).toEqual(['4-100', '4-150', '4-200', '4-900', '4-910']);
      const inactive = bodyOf<AccountRowDto[]>(await req('get', '/api/finance-accounts').query({ status: 'inactive' }).expect(200));
      expect(inactive.map((r) => r.code)).toEqual(['6-700']);
      // %, _ are searched as text.
      expect(bodyOf<AccountRowDto[]>(await req('get', '/api/finance-accounts').query({ q: '%' }).expect(200))).toEqual([]);
      await req('get', '/api/finance-accounts').query({ status: 'semua' }).expect(400);
      expect(messageOf(await req('get', '/api/finance-accounts').query({ type: 'aset' }).expect(400))).toBe(
        'Tipe akun harus salah satu dari: asset, liability, equity, income, expense.',
      );
      acc = await accountsOf(a);
    });

    it('offers parents of one type, without the edited account and its sub-accounts', async () => {
      const assets = bodyOf<AccountParentDto[]>(await req('get', '/api/finance-accounts/parents').query({ type: 'asset' }).expect(200));
      expect(assets.map((r) => r.code)).toEqual(['1-100', '1-110', '1-200', '1-300', '1-400', '1-410', '1-500', '1-700', '1-790']);
      const editKas = bodyOf<AccountParentDto[]>(await req('get', '/api/finance-accounts/parents').query({ type: 'asset', exclude_id: acc['1-100'].id }).expect(200));
      expect(editKas.map((r) => r.code)).toEqual(['1-200', '1-300', '1-400', '1-410', '1-500', '1-700', '1-790']);
      // Inactive accounts are not offered.
      const expense = bodyOf<AccountParentDto[]>(await req('get', '/api/finance-accounts/parents').query({ type: 'expense' }).expect(200));
      expect(expense.map((r) => r.code)).not.toContain('6-700');
    });

    it('answers the spec message and 400/404/409 for bad input, and never 500', async () => {
      const post = (body: object) => req('post', '/api/finance-accounts').send(body);
      const missing: Array<[object, string]> = [
        [{ name: 'X', type: 'asset' }, 'code'],
        [{ code: '1-900', type: 'asset' }, 'name'],
        [{ code: '1-900', name: 'X' }, 'type'],
        [{ code: '  ', name: 'X', type: 'asset' }, 'code'],
        [{ code: '1-900', name: 'X', type: '' }, 'type'],
      ];
      for (const [body, field] of missing) {
        expect(errorOf(await post(body).expect(400))).toEqual({ success: false, message: 'Kode, nama, dan tipe wajib diisi', field });
      }
      expect(messageOf(await post({ code: '6-900', name: 'Salah', type: 'asset' }).expect(400))).toBe(
        'Kode akun bertipe asset harus diawali 1- (1 asset, 2 liability, 3 equity, 4 income, 5–6 expense).',
      );
      expect(messageOf(await post({ code: '1-900', name: 'Salah', type: 'expense' }).expect(400))).toBe(
        'Kode akun bertipe expense harus diawali 5- atau 6- (1 asset, 2 liability, 3 equity, 4 income, 5–6 expense).',
      );
      expect(messageOf(await post({ code: '7-100', name: 'X', type: 'asset' }).expect(400))).toContain('Format kode akun');
      expect(messageOf(await post({ code: '1100', name: 'X', type: 'asset' }).expect(400))).toContain('Format kode akun');
      expect(messageOf(await post({ code: '1-100', name: 'Kas lagi', type: 'asset' }).expect(409))).toBe('Kode akun 1-100 sudah dipakai.');
      expect(messageOf(await post({ code: '1-900', name: 'X', type: 'asset', parent_id: acc['6-100'].id }).expect(400))).toBe(
        'Akun induk harus bertipe sama (asset); 6-100 bertipe expense.',
      );
      expect(messageOf(await post({ code: '1-900', name: 'X', type: 'asset', parent_id: accB['1-100'].id }).expect(404))).toBe('Akun induk tidak ditemukan.');
      expect(messageOf(await post({ code: '1-900', name: 'X', type: 'asset', parent_id: 'abc' }).expect(400))).toBe('parent_id harus bilangan bulat atau null.');
      expect(messageOf(await post({ code: '1-900', name: 'X', type: 'asset', is_active: 'mungkin' }).expect(400))).toBe('is_active harus true atau false.');
      expect(messageOf(await post({ code: '1-900', name: 'X', type: 'asset', extra: 1 }).expect(400))).toBe('Field extra tidak dikenal.');
      await req('put', '/api/finance-accounts/abc').send({ code: '1-900', name: 'X', type: 'asset' }).expect(400);
      await req('put', '/api/finance-accounts/99999999999').send({ code: '1-900', name: 'X', type: 'asset' }).expect(400);
    });

    it('updates name, code, parent and status; refuses cycles, system-account changes and type changes after postings', async () => {
      const put = (account: Account, body: object) => req('put', `/api/finance-accounts/${account.id}`).send({ code: account.code, name: account.name, type: account.type, ...body });
      // Rename and recode Kas: postings find it by system key, not by code or name.
      const kas = await put(acc['1-100'], { code: '1-101', name: 'Kas Besar' }).expect(200);
      expect(kas.body).toMatchObject({ code: '1-101', name: 'Kas Besar', system_key: 'kas', is_active: true, parent_id: null });
      // The sub-account follows its parent's new code.
      const kecil = bodyOf<AccountRowDto[]>(await req('get', '/api/finance-accounts').query({ q: 'Kas Kecil' }).expect(200))[0];
      expect(kecil).toMatchObject({ parent_code: '1-101', parent_name: 'Kas Besar' });
      // Kas cannot become a sub-account of its own sub-account, nor its own parent.
      expect(messageOf(await put({ ...acc['1-100'], code: '1-101', name: 'Kas Besar' }, { parent_id: kecil.id }).expect(400))).toBe(
        'Akun induk tidak boleh akun itu sendiri atau salah satu sub-akunnya.',
      );
      await put({ ...acc['1-100'], code: '1-101', name: 'Kas Besar' }, { parent_id: acc['1-100'].id }).expect(400);
      expect(messageOf(await put({ ...acc['1-100'], code: '1-101' }, { is_active: false }).expect(422))).toBe('Akun sistem 1-101 tidak dapat dinonaktifkan.');
      expect(messageOf(await put(acc['6-100'], { type: 'asset', code: '1-600' }).expect(422))).toBe('Tipe akun sistem 6-100 tidak dapat diubah.');
      // Back to 1-100 'Kas' for the rest of the file.
      await put({ ...acc['1-100'], code: '1-101' }, { code: '1-100', name: 'Kas' }).expect(200);
      // A plain account: deactivate and reactivate with 1/0, change its type while it has no postings.
      const listrik = acc['6-500'];
      expect(bodyOf<AccountRowDto>(await put(listrik, { is_active: '0' }).expect(200)).is_active).toBe(false);
      expect(bodyOf<AccountRowDto>(await put(listrik, { is_active: 1 }).expect(200)).is_active).toBe(true);
      const lama = bodyOf<AccountRowDto[]>(await req('get', '/api/finance-accounts').query({ q: '6-700' }).expect(200))[0];
      const moved = await put(lama, { type: 'liability', code: '2-700', name: 'Hutang Lain' }).expect(200);
      expect(moved.body).toMatchObject({ code: '2-700', type: 'liability', is_active: false });
      // Once posted to, the type is fixed (also by the database).
      await journal({ trx_date: '2024-11-30', memo: 'Tes tipe', lines: [line(acc['6-500'], 1000), line(acc['1-100'], 0, 1000)] }).expect(201);
      expect(messageOf(await put(listrik, { type: 'liability', code: '2-500' }).expect(422))).toBe('Tipe akun tidak dapat diubah karena sudah ada transaksi.');
      expect(bodyOf<AccountRowDto[]>(await req('get', '/api/finance-accounts').query({ q: '6-500' }).expect(200))[0].has_postings).toBe(true);
      await req('put', `/api/finance-accounts/${accB['1-200'].id}`).send({ code: '1-200', name: 'Curang', type: 'asset' }).expect(404);
      acc = await accountsOf(a);
    });
  });

  describe('journal API (/api/finance/journals)', () => {
    it('refuses bad journals with the spec message or a message naming the problem', async () => {
      const unbalanced = 'Jurnal belum seimbang / baris belum valid';
      const kas = acc['1-100'];
      const listrik = acc['6-500'];
      const cases: Array<[object, number, string]> = [
        [{ trx_date: '2025-01-15', lines: [line(listrik, 100), line(kas, 0, 99.99)] }, 400, unbalanced],
        [{ trx_date: '2025-01-15', lines: [line(listrik, 100)] }, 400, unbalanced],
        [{ trx_date: '2025-01-15', lines: [line(listrik, 100), line(kas, 0, 0)] }, 400, unbalanced],
        [{ trx_date: '2025-01-15', lines: [line(listrik, 100, 100), line(kas, 0, 100)] }, 400, unbalanced],
        [{ trx_date: '2025-01-15', lines: [] }, 400, unbalanced],
        [{ trx_date: '2025-01-15' }, 400, unbalanced],
        [{ trx_date: '2025-01-15', lines: 'x' }, 400, unbalanced],
        [{ lines: [line(listrik, 100), line(kas, 0, 100)] }, 400, 'Tanggal wajib diisi'],
        [{ trx_date: '2025-02-30', lines: [line(listrik, 100), line(kas, 0, 100)] }, 400, 'Tanggal wajib diisi'],
        [{ trx_date: dayjs().add(1, 'day').format('YYYY-MM-DD'), lines: [line(listrik, 100), line(kas, 0, 100)] }, 400, 'Tanggal tidak boleh melewati hari ini.'],
        [{ trx_date: '2025-01-15', memo: 'x'.repeat(301), lines: [line(listrik, 100), line(kas, 0, 100)] }, 400, 'memo maksimal 300 karakter.'],
        [{ trx_date: '2025-01-15', lines: [line(listrik, 100), 'baris'] }, 400, 'lines.1 tidak valid.'],
        [{ trx_date: '2025-01-15', lines: [{ ...line(listrik, 100), account_id: '5' }, line(kas, 0, 100)] }, 400, 'Akun wajib dipilih pada setiap baris.'],
        [{ trx_date: '2025-01-15', lines: [line(listrik, -100), line(kas, 0, -100)] }, 400, 'lines.0.debit harus angka ≥ 0 dengan paling banyak 2 desimal.'],
        [{ trx_date: '2025-01-15', lines: [line(listrik, 100.005), line(kas, 0, 100.005)] }, 400, 'lines.0.debit harus angka ≥ 0 dengan paling banyak 2 desimal.'],
        [{ trx_date: '2025-01-15', lines: [line(listrik, 'seratus'), line(kas, 0, 100)] }, 400, 'lines.0.debit harus angka ≥ 0 dengan paling banyak 2 desimal.'],
        [{ trx_date: '2025-01-15', lines: [{ debit: 100 }, line(kas, 0, 100)] }, 400, 'Akun wajib dipilih pada setiap baris.'],
        [{ trx_date: '2025-01-15', lines: [line(accB['6-500'], 100), line(kas, 0, 100)] }, 404, 'Akun tidak ditemukan.'],
        [{ trx_date: '2025-01-15', lines: [line(acc['2-700'], 100), line(kas, 0, 100)] }, 422, 'Akun 2-700 Hutang Lain nonaktif.'],
        [
          { trx_date: '2025-01-15', lines: [line(acc['1-400'], 100), line(kas, 0, 100)] },
          422,
          'Akun 1-400 Persediaan Pakan hanya diisi dari Transaksi Pakan (Akuntansi), agar nilainya sama dengan nilai stok pakan.',
        ],
      ];
      for (const [body, status, message] of cases) {
        const res = await journal(body);
        expect({ body, status: res.status, message: messageOf(res) }).toEqual({ body, status, message });
      }
      // Nothing was written by any of them (the one dated 2024-11-30 is the type test's).
      expect(await journalsOf('2025-01-01', '2025-01-31')).toEqual([]);
    });
  });

  describe('the database guards the books (as the runtime role kpm_app)', () => {
    // A posted January journal for the guards and the access checks to aim at: modal 50,000,000 to the bank.
    beforeAll(async () => {
      await journal({ trx_date: '2025-01-02', memo: 'Modal disetor ke bank', lines: [line(acc['1-200'], 50_000_000), line(acc['3-100'], 0, 50_000_000)] }).expect(201);
    });

    it('refuses an unbalanced journal at commit, a line with both sides, and any UPDATE or DELETE of posted rows', async () => {
      const posted = (await journalsOf('2025-01-01', '2025-01-31'))[0];
      await asApp(async (c) => {
        expect((await c.query<{ u: string }>('select current_user as u')).rows[0].u).toBe('kpm_app');
        const begin = async () => {
          await c.query('begin');
          await c.query(`select set_config('app.tenant_id', $1, true)`, [a.id]);
        };
        const insertJournal = async (code: string) =>
          (await c.query<{ id: number }>(`insert into journals (tenant_id, code, trx_date, source_type) values ($1, $2, '2023-06-05', 'manual') returning id`, [a.id, code])).rows[0].id;
        const insertLine = (j: number, n: number, account: number, debit: number, credit: number) =>
          c.query(`insert into journal_lines (tenant_id, journal_id, trx_date, line_no, account_id, debit, credit) values ($1, $2, '2023-06-05', $3, $4, $5, $6)`, [a.id, j, n, account, debit, credit]);

        // Unbalanced: accepted statement by statement, refused at COMMIT.
        await begin();
        const j1 = await insertJournal('TES-1');
        await insertLine(j1, 1, acc['6-100'].id, 100, 0);
        await insertLine(j1, 2, acc['1-100'].id, 0, 99);
        await expect(c.query('commit')).rejects.toThrow(/tidak seimbang/);
        // A journal with a single line (even "balanced" at 0 it needs two).
        await begin();
        const j2 = await insertJournal('TES-2');
        await insertLine(j2, 1, acc['6-100'].id, 100, 0);
        await expect(c.query('commit')).rejects.toThrow(/tidak seimbang/);
        // A journal without lines.
        await begin();
        await insertJournal('TES-3');
        await expect(c.query('commit')).rejects.toThrow(/minimal dua baris/);
        // Exactly one side per line.
        await begin();
        const j4 = await insertJournal('TES-4');
        await expect(insertLine(j4, 1, acc['6-100'].id, 100, 100)).rejects.toThrow(/check constraint/);
        await c.query('rollback');
        await begin();
        const j5 = await insertJournal('TES-5');
        await expect(insertLine(j5, 1, acc['6-100'].id, 0, 0)).rejects.toThrow(/check constraint/);
        await c.query('rollback');
        // A balanced journal commits (on accounts and a date no other check of this file reads); nothing above was kept.
        await begin();
        const j6 = await insertJournal('TES-6');
        await insertLine(j6, 1, acc['1-500'].id, 5, 0);
        await insertLine(j6, 2, acc['6-600'].id, 0, 5);
        await c.query('commit');
        expect((await c.query<{ n: number }>(`select count(*)::int as n from journals where code like 'TES-%'`)).rows[0].n).toBe(0); // no tenant set outside a transaction
        // Posted rows cannot change.
        await begin();
        await expect(c.query(`update journal_lines set debit = debit + 1 where journal_id = $1`, [posted.id])).rejects.toThrow(/tidak dapat diubah atau dihapus/);
        await c.query('rollback');
        await begin();
        await expect(c.query(`delete from journal_lines where journal_id = $1`, [posted.id])).rejects.toThrow(/tidak dapat diubah atau dihapus/);
        await c.query('rollback');
        await begin();
        await expect(c.query(`update journals set memo = 'ubah' where id = $1`, [posted.id])).rejects.toThrow(/tidak dapat diubah atau dihapus/);
        await c.query('rollback');
        await begin();
        await expect(c.query(`delete from journals where id = $1`, [j6])).rejects.toThrow(/tidak dapat diubah atau dihapus/);
        await c.query('rollback');
        // The system account guard holds below the API too.
        await begin();
        await expect(c.query(`update accounts set is_active = false where id = $1`, [acc['1-200'].id])).rejects.toThrow(/Akun sistem/);
        await c.query('rollback');
        // Tenant B's rows are invisible and cannot be written from tenant A.
        await begin();
        await expect(c.query(`insert into journals (tenant_id, code, trx_date, source_type) values ($1, 'X', '2025-01-05', 'manual')`, [b.id])).rejects.toThrow(/row-level security/);
        await c.query('rollback');
      });
      // The journal committed directly is there (it balances) and has its code.
      const tes = (await journalsOf('2023-06-05', '2023-06-05')).find((j) => j.code === 'TES-6');
      expect(tes).toMatchObject({ total_debit: '5.00', total_credit: '5.00', balanced: true });
    });
  });

  describe('access', () => {
    it('is admin only (owner counts as admin); other roles get 403', async () => {
      const j = (await journalsOf('2025-01-01', '2025-01-31'))[0];
      const routes: Array<['get' | 'post' | 'put', string, object?]> = [
        ['get', '/api/finance/accounts'],
        ['get', '/api/finance/journals'],
        ['get', `/api/finance/journals/${j.id}`],
        ['post', '/api/finance/journals', {}],
        ['post', `/api/finance/journals/${j.id}/reverse`, {}],
        ['get', '/api/finance/ledger?account_code=1-100'],
        ['get', '/api/finance/summary'],
        ['get', '/api/finance-accounts'],
        ['get', '/api/finance-accounts/parents'],
        ['post', '/api/finance-accounts', {}],
        ['put', `/api/finance-accounts/${acc['6-600'].id}`, {}],
        ['get', '/api/laba-rugi'],
      ];
      for (const [method, path, body] of routes) {
        for (const role of ['abk', 'viewer', 'reseller'] as Role[]) {
          const res = await req(method, path, role).send(body);
          expect({ path, role, status: res.status }).toEqual({ path, role, status: 403 });
        }
        await t.http()[method](path).send(body).expect(401);
      }
      await req('get', '/api/finance/journals', 'owner').expect(200);
      await req('get', '/api/laba-rugi', 'owner').expect(200);
    });

    it("answers 404 for another tenant's journal and account ids, and shows none of its rows", async () => {
      const j = (await journalsOf('2025-01-01', '2025-01-31'))[0];
      await req('get', `/api/finance/journals/${j.id}`, 'admin', b).expect(404);
      await req('post', `/api/finance/journals/${j.id}/reverse`, 'admin', b).send({}).expect(404);
      await req('put', `/api/finance-accounts/${acc['6-600'].id}`, 'admin', b).send({ code: '6-600', name: 'Ambil', type: 'expense' }).expect(404);
      expect(bodyOf<JournalHeaderDto[]>(await req('get', '/api/finance/journals', 'admin', b).query({ from: '2024-01-01', to: '2026-12-31' }).expect(200))).toEqual([]);
      const plB = bodyOf<ProfitLossDto>(await req('get', '/api/laba-rugi', 'admin', b).query({ start: '2025-01-01', end: '2025-01-31' }).expect(200));
      expect(plB.totals.total_expense).toBe('0.00');
      // A's header cannot be used with B's token.
      await t.http().get('/api/finance/journals').set({ ...b.as('admin'), 'x-tenant-id': a.id }).expect(403);
      // Rows of A stay A's even through the service in B's context.
      const seen = await inTenant(t, b.id, () => t.app.get(TenantContext).manager.query<Array<{ n: number }>>(`select count(*)::int as n from journals`));
      expect(seen[0].n).toBe(0);
    });
  });
});
