import { AuditModule } from './modules/audit/audit.module';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ThrottlerModule } from '@nestjs/throttler';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AbkModule } from './modules/abk/abk.module';
import { MyInfoModule } from './modules/my-info/my-info.module';
import { ClsModule } from 'nestjs-cls';
import { AuthGuard } from './common/auth/auth.guard';
import { LoginDatabase } from './common/auth/login-database';
import { ReadDatabase } from './common/database/read-database';
import { HttpExceptionFilter } from './common/errors/http-exception.filter';
import { IdempotencyInterceptor } from './common/idempotency/idempotency.interceptor';
import { PostgresThrottlerStorage } from './common/limits/postgres-limits';
import { loggingModule, RequestFactsInterceptor } from './common/observability/logging';
import { ObservabilityModule } from './common/observability/observability.module';
import { TenantContext } from './common/tenancy/tenant-context';
import { DEFAULT_REQUEST_TIMEOUT_MS, TenantTransactionInterceptor } from './common/tenancy/tenant-transaction.interceptor';
import { AppSettings } from './config/settings';
import { AuthModule } from './modules/auth/auth.module';
import { LOGIN_TOO_MANY } from './modules/auth/login-throttle';
import { BalanceSheetModule } from './modules/balance-sheet/balance-sheet.module';
import { BreedStandardModule } from './modules/breed-standard/breed-standard.module';
import { ChartOfAccountsModule } from './modules/chart-of-accounts/chart-of-accounts.module';
import { ChickensModule } from './modules/chickens/chickens.module';
import { CoopModule } from './modules/coop/coop.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { EggProductionModule } from './modules/egg-production/egg-production.module';
import { StockItemsModule } from './modules/stock-items/stock-items.module';
import { AssetsModule } from './modules/assets/assets.module';
import { PayrollModule } from './modules/payroll/payroll.module';
import { SuppliersModule } from './modules/suppliers/suppliers.module';
import { TreatmentsModule } from './modules/health/treatments.module';
import { RationsModule } from './modules/rations/rations.module';
import { HealthModule } from './modules/health/health.module';
import { MeasurementsModule } from './modules/measurements/measurements.module';
import { FeedStockModule } from './modules/feed-stock/feed-stock.module';
import { FeedUsageModule } from './modules/feed-usage/feed-usage.module';
import { FinanceModule } from './modules/finance/finance.module';
import { ProbesModule } from './modules/probes/probes.module';
import { IntegrationModule } from './modules/integration/integration.module';
import { ProfitLossModule } from './modules/profit-loss/profit-loss.module';
import { CustomersModule } from './modules/customers/customers.module';
import { EggPreordersModule } from './modules/egg-preorders/egg-preorders.module';
import { EggSalesModule } from './modules/egg-sales/egg-sales.module';
import { ResellerSalesModule } from './modules/reseller-sales/reseller-sales.module';
import { ReceivablesModule } from './modules/receivables/receivables.module';
import { OpeningBalancesModule } from './modules/opening-balances/opening-balances.module';
import { InsightModule } from './modules/insight/insight.module';
import { OperationsModule } from './modules/operations/operations.module';
import { ReportsModule } from './modules/reports/reports.module';
import { TasksModule } from './modules/tasks/tasks.module';
import { TenantsModule } from './modules/tenants/tenants.module';
import { UsersModule } from './modules/users/users.module';

export const APP_SETTINGS = 'APP_SETTINGS';

/** Feature modules of the API. A new feature adds its module here. */
export const FEATURE_MODULES = [ProbesModule, AuthModule, UsersModule, TenantsModule, CoopModule, FeedUsageModule, EggProductionModule, ChickensModule, TasksModule, FeedStockModule, BreedStandardModule, DashboardModule, ReportsModule, FinanceModule, ChartOfAccountsModule, ProfitLossModule, BalanceSheetModule, CustomersModule, EggPreordersModule, EggSalesModule, ResellerSalesModule, MyInfoModule, AbkModule, IntegrationModule, AuditModule, ReceivablesModule, OpeningBalancesModule, InsightModule, OperationsModule, StockItemsModule, SuppliersModule, RationsModule, HealthModule, TreatmentsModule, MeasurementsModule, AssetsModule, PayrollModule];

/** Cross-cutting providers every feature can inject (tenant context, settings, the login role's and the replica's connections). */
@Global()
@Module({})
class CoreModule {
  static forRoot(settings: AppSettings): DynamicModule {
    return {
      module: CoreModule,
      providers: [{ provide: APP_SETTINGS, useValue: settings }, LoginDatabase, ReadDatabase, TenantContext],
      exports: [APP_SETTINGS, LoginDatabase, ReadDatabase, TenantContext],
    };
  }
}

@Module({})
export class AppModule {
  /** The whole API for the given settings (the database must already be migrated). */
  static forRoot(settings: AppSettings): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ClsModule.forRoot({ global: true, middleware: { mount: true } }),
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: settings.appDatabaseUrl,
          synchronize: false,
          migrationsRun: false,
          // A statement running past the request deadline is cancelled by the server (57014 → 503).
          extra: { max: 10, statement_timeout: settings.statementTimeoutMs ?? settings.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS },
        }),
        JwtModule.register({
          global: true,
          secret: settings.jwtSecret,
          signOptions: { algorithm: 'HS256', expiresIn: `${settings.jwtTtlHours}h` },
          verifyOptions: { algorithms: ['HS256'] },
        }),
        // Every login attempt counts per client address (the socket's, or per TRUST_PROXY); failed
        // attempts per account are counted by LoginThrottle (docs/adr/0007-sessions-and-login-throttling.md).
        // Both in PostgreSQL, shared by every instance (docs/adr/0034-several-instances-logs-metrics.md).
        ThrottlerModule.forRootAsync({
          inject: [getDataSourceToken()],
          useFactory: (dataSource: DataSource) => ({
            errorMessage: LOGIN_TOO_MANY,
            throttlers: [{ name: 'login-ip', ttl: 60_000, limit: settings.loginLimitPerIp }],
            storage: new PostgresThrottlerStorage(dataSource),
          }),
        }),
        loggingModule(settings),
        ObservabilityModule,
        CoreModule.forRoot(settings),
        ...FEATURE_MODULES,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AuthGuard },
        // Global interceptors run in this order, each inside the one before: the Idempotency-Key is
        // claimed and its answer stored inside the request transaction (docs/adr/0023-idempotency-keys.md).
        { provide: APP_INTERCEPTOR, useClass: RequestFactsInterceptor },
        { provide: APP_INTERCEPTOR, useClass: TenantTransactionInterceptor },
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
      ],
    };
  }
}
