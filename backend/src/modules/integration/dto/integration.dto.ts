import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Answer of POST /api/superadmin/gorichi/test-simple (spec part 2 §7 'Tenants'). */
export class TestPushResultDto {
  @ApiProperty({ description: 'True when the integration answered 2xx' }) ok: boolean;
  @ApiProperty({ description: 'HTTP status of the integration; 0 when no answer came (not configured, unreachable, timeout after 10 s)' }) status: number;
  @ApiProperty({ type: String, nullable: true, description: 'URL the document was sent to (GORICHI_URL without any user:password@ in it); null when not configured' }) target: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Idempotency-Key header sent (a uuid); null when nothing was sent' }) idem_key: string | null;
  @ApiProperty({
    nullable: true,
    description: "The integration's answer: its JSON, else its text (at most 2000 characters); only the first 64 KB are read; null when nothing was sent",
    oneOf: [{ type: 'object', additionalProperties: true }, { type: 'string' }],
  })
  response: unknown;
  @ApiPropertyOptional({ description: "Why nothing was sent or no answer came (e.g. 'Integrasi akuntansi belum dikonfigurasi …')" }) message?: string;
}
