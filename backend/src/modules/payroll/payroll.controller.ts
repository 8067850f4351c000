import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { PathId } from '../../common/validation/id-param';
import { MAX_SLIPS, PAYROLL_MSG, PayrollBodyDto, PayrollPayDto, PayrollQuery, PayrollSlipDto } from './dto/payroll.dto';
import { PayrollService } from './payroll.service';

const NOT_FOUND = `404 '${PAYROLL_MSG.notFound}' for an unknown id or another farm's.`;
const CLOSED = "422 'Periode sampai dd/mm/yyyy sudah ditutup.' (month close)";
const MONEY_ACCOUNT = "404 'Akun kas/bank tidak ditemukan.'; 422 'Akun … bukan akun Bank.' / '… bukan akun Kas.' / '… nonaktif.'";

/** Wages per ABK (issue #40 'Wages'): admin writes, admin and viewer read; abk and reseller 403. */
@ApiTags('payroll')
@ApiBearerAuth()
@Controller('payroll')
export class PayrollController {
  constructor(private readonly payroll: PayrollService) {}

  @Get()
  @Roles('admin', 'viewer')
  @ApiOperation({ summary: `Wage slips of ?period (YYYY-MM), or the latest ${MAX_SLIPS}: gross, deductions, net, method, status, journal codes. 400 '${PAYROLL_MSG.period}'.` })
  @ApiOkResponse({ type: [PayrollSlipDto] })
  list(@Query() q: PayrollQuery) {
    return this.payroll.list(q.period);
  }

  @Get(':id')
  @Roles('admin', 'viewer')
  @ApiOperation({ summary: `One wage slip (the payslip to print or send). ${NOT_FOUND}` })
  @ApiOkResponse({ type: PayrollSlipDto })
  get(@PathId() id: number) {
    return this.payroll.get(id);
  }

  @Post()
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({
    summary: `Records a wage slip of an ABK: journal GJ-… Dr Beban Gaji gross / Cr Kas (cash), Bank (transfer) or the chosen account, or Hutang Gaji (hutang) the net / Cr Pendapatan Lain the deductions. 400 a field's message ('${PAYROLL_MSG.period}', '${PAYROLL_MSG.abk}', '${PAYROLL_MSG.gross}', '${PAYROLL_MSG.deductionsAbove}', '${PAYROLL_MSG.method}', '${PAYROLL_MSG.noAccount}'); 404 '${PAYROLL_MSG.abkNotFound}'; ${MONEY_ACCOUNT}; ${CLOSED}.`,
  })
  @ApiCreatedResponse({ type: PayrollSlipDto })
  create(@Body() body: PayrollBodyDto) {
    return this.payroll.create(body);
  }

  @Post(':id/pay')
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({
    summary: `Pays an owed slip (method hutang) in full: journal BG-… Dr Hutang Gaji / Cr Kas or Bank the net. 400 '${PAYROLL_MSG.payMethod}', a bad date; 422 'Slip gaji ini tidak tercatat sebagai hutang.', 'Slip gaji ini sudah dibayar.', 'Tanggal bayar tidak boleh sebelum tanggal slip (dd/mm/yyyy).'; ${MONEY_ACCOUNT}; ${CLOSED}; ${NOT_FOUND}`,
  })
  @ApiCreatedResponse({ type: PayrollSlipDto })
  pay(@PathId() id: number, @Body() body: PayrollPayDto) {
    return this.payroll.pay(id, body);
  }
}
