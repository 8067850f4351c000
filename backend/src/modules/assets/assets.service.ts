import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { execute, IdRow, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { centsOf, formatCents, toCents } from '../../common/money';
import { MoneyAccount, moneyAccount } from '../../common/money-account';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { JournalInput, JournalService } from '../finance/journal.service';
import { AssetRowT, assetDto, assetRows, lockAssets } from './assets.rows';
import { AssetTerms, checkResidual, termsChanged } from './assets.rules';
import { ASSET_MSG, AssetBodyDto, AssetDto, MAX_ASSETS } from './dto/assets.dto';

const CountRow = row({ n: pg.int });

/** Cents of a validated body amount (the DTO has checked it: at most 2 decimals). */
const cents = (v: number): bigint => toCents(v)!;

/**
 * The register of fixed assets (issue #40 'Houses, cages and equipment'; docs/adr/0051-fixed-assets.md):
 * houses, battery cages, equipment and vehicles, each bought by cash or transfer and posted
 * Dr Aset Tetap / Cr Kas/Bank (journal AT-…). Depreciation and disposal: AssetDepreciationService.
 */
@Injectable()
export class AssetsService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly journals: JournalService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /** Every asset of the farm with its accumulated depreciation and book value, by purchase date (at most {@link MAX_ASSETS}). */
  async list(): Promise<AssetDto[]> {
    return (await assetRows(this.m, this.ctx.tenantId, null)).map(assetDto);
  }

  /** One asset; 404 'Aset tidak ditemukan.' for an unknown id or another farm's. */
  async get(id: number): Promise<AssetDto> {
    return assetDto(await this.stored(id));
  }

  /** The stored asset `id` (404 'Aset tidak ditemukan.'). */
  async stored(id: number): Promise<AssetRowT> {
    const [found] = await assetRows(this.m, this.ctx.tenantId, id);
    if (!found) throw new NotFoundException(ASSET_MSG.notFound);
    return found;
  }

  /**
   * Adds an asset: month close of its date first (422 'Periode sampai dd/mm/yyyy sudah ditutup.'),
   * residual below cost (400), the Kas/Bank account (404/422, common/money-account.ts), at most
   * {@link MAX_ASSETS} per farm (422); then the row and its journal AT-…: Dr Aset Tetap / Cr Kas
   * (cash) or Bank (transfer) or the chosen account, of the cost.
   */
  async create(dto: AssetBodyDto): Promise<AssetDto> {
    const t = this.ctx.tenantId;
    await this.journals.assertOpen(dto.date);
    const terms = this.terms(dto);
    checkResidual(terms.cost, terms.residual);
    const account = await moneyAccount(this.m, t, dto.method, dto.bank_account_id);
    await lockAssets(this.m, t);
    const count = await queryOne(this.m, CountRow, `select count(*)::int as n from fixed_assets where tenant_id = $1`, [t]);
    if ((count?.n ?? 0) >= MAX_ASSETS) throw new UnprocessableEntityException(`Paling banyak ${MAX_ASSETS} aset per peternakan.`);
    const [created] = await queryRows(
      this.m,
      IdRow,
      `insert into fixed_assets (tenant_id, name, grp, place, purchase_date, cost, residual_value, useful_life_months, method, bank_account_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id::int as id`,
      [t, dto.name, dto.group, dto.place || null, dto.date, formatCents(terms.cost), formatCents(terms.residual), terms.life, dto.method, account.account_id ?? null],
    );
    const posted = await this.journals.post(this.purchaseJournal(created.id, dto.name, terms, account));
    await execute(this.m, `update fixed_assets set journal_id = $3, journal_code = $4, original_journal_id = $3 where tenant_id = $1 and id = $2`, [t, created.id, posted.id, posted.code]);
    return this.get(created.id);
  }

  /**
   * Changes an asset. Name, group and place may always change. Date, cost, residual, life, method
   * and account only while it has no depreciation and is not disposed (422 'Aset sudah disusutkan;
   * hanya nama, kelompok dan lokasi yang dapat diubah.' / 'Aset sudah dilepas; tidak dapat diubah.');
   * when they change, the purchase journal is reversed (RV-…) and posted again as a correction
   * (KR-…), both dates checked against the month close first.
   */
  async update(id: number, dto: AssetBodyDto): Promise<AssetDto> {
    const t = this.ctx.tenantId;
    await lockAssets(this.m, t);
    const old = await this.stored(id);
    if (old.disposed_date) throw new UnprocessableEntityException('Aset sudah dilepas; tidak dapat diubah.');
    const terms = this.terms(dto);
    checkResidual(terms.cost, terms.residual);
    const account = await moneyAccount(this.m, t, dto.method, dto.bank_account_id);
    terms.bank_account_id = account.account_id ?? null;
    const before: AssetTerms = {
      date: old.date,
      cost: centsOf(old.cost),
      residual: centsOf(old.residual_value),
      life: old.useful_life_months,
      method: old.method,
      bank_account_id: old.bank_account_id,
    };
    const repost = termsChanged(before, terms);
    if (repost && old.depreciated_months > 0) throw new UnprocessableEntityException('Aset sudah disusutkan; hanya nama, kelompok dan lokasi yang dapat diubah.');
    if (repost) await this.journals.assertOpen(old.date, dto.date);
    await execute(
      this.m,
      `update fixed_assets set name = $3, grp = $4, place = $5, purchase_date = $6, cost = $7, residual_value = $8, useful_life_months = $9,
              method = $10, bank_account_id = $11, updated_at = now() where tenant_id = $1 and id = $2`,
      [t, id, dto.name, dto.group, dto.place || null, dto.date, formatCents(terms.cost), formatCents(terms.residual), terms.life, dto.method, terms.bank_account_id],
    );
    if (repost && old.journal_id && old.original_journal_id) {
      const reversal = await this.journals.reversalOf(old.journal_id, 'Pembalik: aset tetap diubah');
      const replacement: JournalInput = {
        ...this.purchaseJournal(id, dto.name, terms, account),
        memo: `Pembelian aset tetap ${dto.name}, perubahan ${old.journal_code ?? ''}`,
        kind: 'correction',
        corrects_id: old.original_journal_id,
      };
      const [, posted] = await this.journals.postMany([reversal, replacement]);
      await execute(this.m, `update fixed_assets set journal_id = $3, journal_code = $4 where tenant_id = $1 and id = $2`, [t, id, posted.id, posted.code]);
    }
    return this.get(id);
  }

  private terms(dto: AssetBodyDto): AssetTerms {
    return {
      date: dto.date,
      cost: cents(dto.cost),
      residual: cents(dto.residual_value ?? 0),
      life: dto.useful_life_months,
      method: dto.method,
      bank_account_id: dto.bank_account_id ?? null,
    };
  }

  /** The purchase journal of an asset: Dr Aset Tetap / Cr the money account, the cost. */
  private purchaseJournal(id: number, name: string, terms: AssetTerms, account: MoneyAccount): JournalInput {
    return {
      trx_date: terms.date,
      memo: `Pembelian aset tetap ${name}`,
      source_type: 'asset_buy',
      source_id: String(id),
      lines: [
        { account_key: 'aset_tetap', debit: terms.cost, note: name },
        { ...account, credit: terms.cost, note: terms.method === 'transfer' ? 'Transfer' : 'Tunai' },
      ],
    };
  }
}
