import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { PathId } from '../../common/validation/id-param';
import { AvailableResellerDto, AvailableResellersQuery, CustomerBodyDto, CustomerDto, CustomerListQuery } from './dto/customers.dto';
import { CustomersService } from './customers.service';

/** Data Pelanggan (part 2 §7 'Customers'): admin only (DESIGN §3). */
@ApiTags('customers')
@ApiBearerAuth()
@Controller('customers')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({
    summary:
      'Customers, resellers first (linked to a user whose role here is reseller), then by name. ?status=active gives the sale picker list (only active customers).',
  })
  @ApiOkResponse({ type: [CustomerDto] })
  list(@Query() q: CustomerListQuery) {
    return this.customers.list({ status: q.status });
  }

  @Get('helpers/available-resellers')
  @Roles('admin')
  @ApiOperation({
    summary:
      'Reseller users of this tenant that are not linked to a customer yet, plus the one linked to ?customer_id (the customer being edited), by username.',
  })
  @ApiOkResponse({ type: [AvailableResellerDto] })
  availableResellers(@Query() q: AvailableResellersQuery) {
    return this.customers.availableResellers(q.customer_id);
  }

  @Get(':id')
  @Roles('admin')
  @ApiOperation({ summary: "One customer. 404 'Pelanggan tidak ditemukan.' (also for another tenant's id)." })
  @ApiOkResponse({ type: CustomerDto })
  get(@PathId() id: number) {
    return this.customers.get(id);
  }

  @Post()
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({
    summary:
      "Adds a customer (status active unless given); the phone is normalised to the 62 prefix. 400 'Nama pelanggan wajib.' / bad phone; 422 user not a reseller here; 409 reseller already linked.",
  })
  @ApiOkResponse({ type: CustomerDto })
  create(@Body() body: CustomerBodyDto) {
    return this.customers.create(body);
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Changes a customer: fields left out keep their value, null clears an optional field (user_id null unlinks the reseller). Same messages as POST; 404 unknown id.' })
  @ApiOkResponse({ type: CustomerDto })
  update(@PathId() id: number, @Body() body: CustomerBodyDto) {
    return this.customers.update(id, body);
  }
}
