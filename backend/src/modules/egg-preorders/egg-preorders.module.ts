import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { EggPreordersController } from './egg-preorders.controller';
import { EggPreordersService } from './egg-preorders.service';

/** Egg pre-orders. Exports EggPreordersService for sales (execution, reserved kg). */
@Module({ imports: [CustomersModule], controllers: [EggPreordersController], providers: [EggPreordersService], exports: [EggPreordersService] })
export class EggPreordersModule {}
