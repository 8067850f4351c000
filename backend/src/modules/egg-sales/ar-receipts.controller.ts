import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { ArReceiptsService } from './ar-receipts.service';
import { ReceiptCreateDto, ReceiptDto } from './dto/ar-receipts.dto';

/** Terima Pembayaran (part 2 §7 'POST /api/ar-receipts'): admin only (DESIGN §3). */
@ApiTags('egg-sales')
@ApiBearerAuth()
@Controller('ar-receipts')
export class ArReceiptsController {
  constructor(private readonly receipts: ArReceiptsService) {}

  @Post()
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({
    summary:
      "Receives money (and/or grants a settlement discount) on piutang sales of one customer, or refunds money paid (is_refund). Posts Dr Kas/Bank (received − bank fee), Dr Biaya Admin Bank (fee), Dr Potongan Penjualan (discount) / Cr Piutang Usaha (received + discount); a refund: Dr Piutang Usaha, Dr Biaya Admin Bank (fee) / Cr Kas/Bank (refund + fee). 400 'Refund tidak boleh digabung dengan diskon. Kosongkan Diskon.', 'Isi nilai pembayaran atau diskon.', 'Pilih metode bayar.'; 422 'Nilai refund melebihi total yang sudah dibayar.' (refund above what was paid, checked first), 'Tidak ada kelebihan bayar untuk direfund.' (a refund on a sale that owes something or nothing — paid ≤ total − returns − discount: record a return first, POST /api/egg-sales/{id}/returns), 'Nilai refund melebihi kelebihan bayar nota ini (Rp …).' (above the credit = paid + discount + returns − total), 'Nilai melebihi sisa nota.', 'Nota sudah lunas.', 'Nota ini tidak terkait customer.'; 404 unknown sale or customer. Month close: 422 'Periode sampai dd/mm/yyyy sudah ditutup.' for a receipt_date on or before the farm's lock date (GET /api/finance/lock); nothing is written.",
  })
  @ApiOkResponse({ type: ReceiptDto })
  create(@Body() body: ReceiptCreateDto) {
    return this.receipts.create(body);
  }
}
