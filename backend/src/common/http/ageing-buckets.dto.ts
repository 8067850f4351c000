import { money } from './api-money';

/** Amount per ageing bucket (common/ageing.ts): receivables and payables. */
export class AgeingBucketsDto {
  @money('Not yet past due at asof (due date on or after asof)') belum_jatuh_tempo: string;
  @money('1–30 days past the due date') hari_1_30: string;
  @money('31–60 days past the due date') hari_31_60: string;
  @money('61–90 days past the due date') hari_61_90: string;
  @money('More than 90 days past the due date') lebih_90: string;
}
