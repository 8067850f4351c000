import { Module } from '@nestjs/common';
import { BreedStandardService } from './breed-standard.service';

/** The layer performance standard, for the dashboard and the demo farm. No routes. */
@Module({ providers: [BreedStandardService], exports: [BreedStandardService] })
export class BreedStandardModule {}
