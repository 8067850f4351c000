import { Injectable } from '@nestjs/common';
import { execute, IdRow, pg, queryRows, row } from '../../common/database/rows';
import { today } from '../../common/dates/farm-day';
import { centsOf, formatCents, rupiahText, toCents } from '../../common/money';
import { moneyAccount } from '../../common/money-account';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { JournalService } from '../finance/journal.service';
import { assetDto, assetRows, lockAssets } from './assets.rows';
import { checkDisposal, depreciationDate, depreciationOf, disposalResult, displayPeriod, lifeMonth } from './assets.rules';
import { AssetsService } from './assets.service';
import { AssetDto, DepreciationResultDto, DisposeBodyDto } from './dto/assets.dto';

/** An asset that may be depreciated in a period: owned then, not yet depreciated for it. */
const DueRow = row({ id: pg.int, date: pg.date, cost: pg.numeric, residual_value: pg.numeric, useful_life_months: pg.int });
/** An earlier run of the period. */
const RunRow = row({ journal_code: pg.text.nullable() });

/**
 * Monthly straight-line depreciation ('Susutkan bulan ini') and disposal of fixed assets (issue
 * #40 'Houses, cages and equipment'; docs/adr/0051-fixed-assets.md).
 */
@Injectable()
export class AssetDepreciationService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly journals: JournalService,
    private readonly assets: AssetsService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /**
   * Depreciates every asset for `period` (YYYY-MM) that was bought in or before it, is still owned
   * in it (not disposed in or before it), is within its useful life and has no depreciation for the
   * period yet: month k of its life takes assets.rules depreciationOf (the last month the rounding
   * rest), one journal SU-… Dr Beban Penyusutan / Cr Akumulasi Penyusutan of the sum, dated the
   * period's last day (today for the current month). Idempotent: a second call for the period posts
   * nothing and says so. 422 'Periode MM/YYYY belum dimulai.' for a later month; 422 'Periode sampai
   * dd/mm/yyyy sudah ditutup.' when the date is closed (nothing written).
   */
  async depreciate(period: string): Promise<DepreciationResultDto> {
    const t = this.ctx.tenantId;
    const date = depreciationDate(period, today());
    await this.journals.assertOpen(date);
    await lockAssets(this.m, t);
    const due = await queryRows(
      this.m,
      DueRow,
      `select a.id::int as id, to_char(a.purchase_date, 'YYYY-MM-DD') as date, a.cost::text as cost, a.residual_value::text as residual_value, a.useful_life_months
         from fixed_assets a
        where a.tenant_id = $1 and a.purchase_date <= $3::date
          and (a.disposed_date is null or a.disposed_date >= ($2 || '-01')::date + interval '1 month')
          and not exists (select 1 from asset_depreciation_lines l where l.tenant_id = $1 and l.asset_id = a.id and l.period = $2)
        order by a.id`,
      [t, period, date],
    );
    const lines = due
      .map((a) => ({ id: a.id, amount: depreciationOf(centsOf(a.cost), centsOf(a.residual_value), a.useful_life_months, lifeMonth(a.date, period)) }))
      .filter((l) => l.amount > 0n);
    const shown = displayPeriod(period);
    if (!lines.length) {
      const runs = await queryRows(this.m, RunRow, `select journal_code from asset_depreciation_runs where tenant_id = $1 and period = $2 order by id`, [t, period]);
      const message = runs.length
        ? `Penyusutan ${shown} sudah diposting (${runs.map((r) => r.journal_code ?? '').join(', ')}); tidak ada yang diposting lagi.`
        : `Tidak ada aset yang disusutkan untuk ${shown}.`;
      return { period, posted: false, journal_code: null, date: null, assets: 0, total: '0.00', message };
    }
    const total = lines.reduce((s, l) => s + l.amount, 0n);
    const [run] = await queryRows(
      this.m,
      IdRow,
      `insert into asset_depreciation_runs (tenant_id, period, run_date, total) values ($1, $2, $3, $4) returning id::int as id`,
      [t, period, date, formatCents(total)],
    );
    await execute(
      this.m,
      `insert into asset_depreciation_lines (tenant_id, run_id, period, asset_id, amount)
       select $1, $2, $3, x.asset_id, x.amount from unnest($4::bigint[], $5::numeric[]) as x(asset_id, amount)`,
      [t, run.id, period, lines.map((l) => l.id), lines.map((l) => formatCents(l.amount))],
    );
    const posted = await this.journals.post({
      trx_date: date,
      memo: `Penyusutan aset tetap ${shown} (${lines.length} aset)`,
      source_type: 'asset_depreciation',
      source_id: String(run.id),
      lines: [
        { account_key: 'beban_penyusutan', debit: total, note: `Penyusutan ${shown}` },
        { account_key: 'akumulasi_penyusutan', credit: total, note: `Penyusutan ${shown}` },
      ],
    });
    await execute(this.m, `update asset_depreciation_runs set journal_id = $3, journal_code = $4 where tenant_id = $1 and id = $2`, [t, run.id, posted.id, posted.code]);
    return {
      period,
      posted: true,
      journal_code: posted.code,
      date,
      assets: lines.length,
      total: formatCents(total),
      message: `Penyusutan ${shown} diposting: ${lines.length} aset, ${rupiahText(total)} (${posted.code}).`,
    };
  }

  /**
   * Disposes an asset (sold or scrapped) on `date` for `price`: 404 'Aset tidak ditemukan.'; month
   * close (422); assets.rules checkDisposal (422 already disposed, before the purchase, or before
   * the last depreciated month); the Kas/Bank account (404/422). One journal LA-…: Dr Kas/Bank the
   * price, Dr Akumulasi Penyusutan what was depreciated, Cr Aset Tetap the cost, and the difference
   * (price − book value) Cr Laba Pelepasan Aset or Dr Rugi Pelepasan Aset.
   */
  async dispose(id: number, dto: DisposeBodyDto): Promise<AssetDto> {
    const t = this.ctx.tenantId;
    await lockAssets(this.m, t);
    const asset = await this.assets.stored(id);
    await this.journals.assertOpen(dto.date);
    checkDisposal({ date: dto.date, purchaseDate: asset.date, disposed: asset.disposed_date !== null, lastPeriod: asset.last_period });
    const account = await moneyAccount(this.m, t, dto.method, dto.bank_account_id);
    const price = toCents(dto.price)!;
    const cost = centsOf(asset.cost);
    const accumulated = centsOf(asset.accumulated);
    const { gain } = disposalResult({ cost, accumulated, price });
    const posted = await this.journals.post({
      trx_date: dto.date,
      memo: `Pelepasan aset tetap ${asset.name}`,
      source_type: 'asset_disposal',
      source_id: String(id),
      lines: [
        { ...account, debit: price, note: dto.method === 'transfer' ? 'Transfer' : 'Tunai' },
        { account_key: 'akumulasi_penyusutan', debit: accumulated, note: asset.name },
        { account_key: 'rugi_pelepasan_aset', debit: gain < 0n ? -gain : 0n, note: asset.name },
        { account_key: 'aset_tetap', credit: cost, note: asset.name },
        { account_key: 'laba_pelepasan_aset', credit: gain > 0n ? gain : 0n, note: asset.name },
      ],
    });
    await execute(
      this.m,
      `update fixed_assets set disposed_date = $3, disposal_price = $4, disposal_method = $5, disposal_bank_account_id = $6, disposal_journal_code = $7, updated_at = now()
        where tenant_id = $1 and id = $2`,
      [t, id, dto.date, formatCents(price), dto.method, account.account_id ?? null, posted.code],
    );
    const [after] = await assetRows(this.m, t, id);
    return assetDto(after);
  }
}
