import { ApiProperty } from '@nestjs/swagger';

export const SETUP_STEPS = ['struktur', 'ayam', 'pelanggan', 'saldo_awal', 'pengguna'] as const;
export type SetupStepKey = (typeof SETUP_STEPS)[number];

/** One step of a new farm's checklist. */
export class SetupStepDto {
  @ApiProperty({ enum: SETUP_STEPS, description: 'Key of the step, in the order a farm does them' }) key: SetupStepKey;
  @ApiProperty({ description: 'Label shown (Indonesian)', example: 'Struktur kandang' }) label: string;
  @ApiProperty({ description: 'What to do, one sentence (Indonesian)' }) hint: string;
  @ApiProperty({ description: 'Screen that does the step', example: '/struktur-kandang' }) path: string;
  @ApiProperty({ description: 'True once the data shows the step done' }) done: boolean;
}

/** Answer of GET /api/insight/setup-checklist. */
export class SetupChecklistDto {
  @ApiProperty({ type: [SetupStepDto], description: 'The five steps, each after the steps it needs: struktur, ayam (in a tingkat), pelanggan, saldo_awal (receivables per customer), pengguna' }) steps: SetupStepDto[];
  @ApiProperty({ description: 'True when every step is done (the screen then shows no checklist)' }) complete: boolean;
  @ApiProperty({ description: 'True while the farm has no tingkat or no birds: the dashboard figures would all be zero, so the checklist takes their place' })
  empty_farm: boolean;
}
