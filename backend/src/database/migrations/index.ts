import { Foundation1763800000000 } from './1763800000000-Foundation';
import { DailyOperations1763800100000 } from './1763800100000-DailyOperations';
import { Tasks1763800200000 } from './1763800200000-Tasks';
import { FeedStockDashboard1763800300000 } from './1763800300000-FeedStockDashboard';
import { TingkatHarian1763800400000 } from './1763800400000-TingkatHarian';
import { FlockMonthBounds1763800500000 } from './1763800500000-FlockMonthBounds';
import { OneRebuildPerUpdate1763800600000 } from './1763800600000-OneRebuildPerUpdate';
import { Hardening1763800700000 } from './1763800700000-Hardening';
import { Finance1763800800000 } from './1763800800000-Finance';
import { EggSales1763800900000 } from './1763800900000-EggSales';
import { RowVersions1763801000000 } from './1763801000000-RowVersions';
import { People1763801100000 } from './1763801100000-People';
import { Platform1763801200000 } from './1763801200000-Platform';
import { Accounts1763801300000 } from './1763801300000-Accounts';
import { AuditTrail1763801400000 } from './1763801400000-AuditTrail';
import { Members1763801500000 } from './1763801500000-Members';
import { BookGuarantees1763801600000 } from './1763801600000-BookGuarantees';
import { SessionEndReason1763801700000 } from './1763801700000-SessionEndReason';
import { MonthClose1763801800000 } from './1763801800000-MonthClose';
import { SaleReturns1763801900000 } from './1763801900000-SaleReturns';
import { OpeningBalances1763802000000 } from './1763802000000-OpeningBalances';
import { IdempotencyKeys1763802100000 } from './1763802100000-IdempotencyKeys';
import { FlockBreed1763802200000 } from './1763802200000-FlockBreed';
import { InsightWarnings1763802400000 } from './1763802400000-InsightWarnings';
import { Backups1763802500000 } from './1763802500000-Backups';
import { SharedLimits1763802600000 } from './1763802600000-SharedLimits';
import { OwnerOnly1763802700000 } from './1763802700000-OwnerOnly';
import { SecretFreeIdempotency1763802730000 } from './1763802730000-SecretFreeIdempotency';
import { StockItems1763802800000 } from './1763802800000-StockItems';
import { Suppliers1763803000000 } from './1763803000000-Suppliers';
import { Rations1763803100000 } from './1763803100000-Rations';
import { FeedItemPerJalur1763803200000 } from './1763803200000-FeedItemPerJalur';
import { SupplierOpeningPayables1763803300000 } from './1763803300000-SupplierOpeningPayables';
import { FeedCostDays1763803400000 } from './1763803400000-FeedCostDays';
import { HealthPrograms1763803500000 } from './1763803500000-HealthPrograms';
import { Treatments1763803600000 } from './1763803600000-Treatments';
import { Measurements1763803700000 } from './1763803700000-Measurements';
import { FixedAssets1763803800000 } from './1763803800000-FixedAssets';
import { Payroll1763803900000 } from './1763803900000-Payroll';

/** Every migration, in order. Add new ones at the end (TypeORM runs them by timestamp). */
export const MIGRATIONS = [
  Foundation1763800000000,
  DailyOperations1763800100000,
  Tasks1763800200000,
  FeedStockDashboard1763800300000,
  TingkatHarian1763800400000,
  FlockMonthBounds1763800500000,
  OneRebuildPerUpdate1763800600000,
  Hardening1763800700000,
  Finance1763800800000,
  EggSales1763800900000,
  RowVersions1763801000000,
  People1763801100000,
  Platform1763801200000,
  Accounts1763801300000,
  AuditTrail1763801400000,
  Members1763801500000,
  BookGuarantees1763801600000,
  SessionEndReason1763801700000,
  MonthClose1763801800000,
  SaleReturns1763801900000,
  OpeningBalances1763802000000,
  IdempotencyKeys1763802100000,
  FlockBreed1763802200000,
  InsightWarnings1763802400000,
  Backups1763802500000,
  SharedLimits1763802600000,
  OwnerOnly1763802700000,
  SecretFreeIdempotency1763802730000,
  StockItems1763802800000,
  Suppliers1763803000000,
  Rations1763803100000,
  FeedItemPerJalur1763803200000,
  SupplierOpeningPayables1763803300000,
  FeedCostDays1763803400000,
  HealthPrograms1763803500000,
  Treatments1763803600000,
  Measurements1763803700000,
  FixedAssets1763803800000,
  Payroll1763803900000,
];
