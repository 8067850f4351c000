import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsOneOf } from '../../../common/validation/decorators';

export const MASS_UNITS = ['kg', 'g'] as const;
export const FI_UNITS = ['g/ekor', 'kg/ekor'] as const;

/** Display units of the dashboard (spec part 1 §3 'Unit settings'), per user per tenant. */
export class UnitSettingsDto {
  @ApiProperty({ description: 'Egg weight: kg or g', enum: MASS_UNITS, example: 'kg' }) telur_unit: 'kg' | 'g';
  @ApiProperty({ description: 'Average egg weight: g or kg', enum: MASS_UNITS, example: 'g' }) avg_butir_unit: 'kg' | 'g';
  @ApiProperty({ description: 'Feed: kg or g (also the input unit of /transaksipakan)', enum: MASS_UNITS, example: 'kg' }) pakan_unit: 'kg' | 'g';
  @ApiProperty({ description: 'Feed intake: g/ekor or kg/ekor', enum: FI_UNITS, example: 'g/ekor' }) fi_unit: 'g/ekor' | 'kg/ekor';
}

/** Body of PUT /api/dashboard/unit-settings: the units to change (fields left out keep their value). */
export class UnitSettingsBody {
  @ApiPropertyOptional({ enum: MASS_UNITS }) @IsOptional() @IsOneOf(MASS_UNITS, 'telur_unit harus kg atau g.') telur_unit?: 'kg' | 'g';
  @ApiPropertyOptional({ enum: MASS_UNITS }) @IsOptional() @IsOneOf(MASS_UNITS, 'avg_butir_unit harus g atau kg.') avg_butir_unit?: 'kg' | 'g';
  @ApiPropertyOptional({ enum: MASS_UNITS }) @IsOptional() @IsOneOf(MASS_UNITS, 'pakan_unit harus kg atau g.') pakan_unit?: 'kg' | 'g';
  @ApiPropertyOptional({ enum: FI_UNITS }) @IsOptional() @IsOneOf(FI_UNITS, 'fi_unit harus g/ekor atau kg/ekor.') fi_unit?: 'g/ekor' | 'kg/ekor';
}
