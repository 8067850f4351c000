import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Lokasi: a farm site, the top of the coop hierarchy. */
@Entity('lokasi')
export class Lokasi {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'tenant_id', type: 'uuid' }) tenant_id: string;
  @Column() nama: string;
}

/** Plant: a building at a lokasi. */
@Entity('plant')
export class Plant {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'tenant_id', type: 'uuid' }) tenant_id: string;
  @Column({ name: 'lokasi_id' }) lokasi_id: number;
  @Column() nama: string;
}

/** Jalur: a lane of cages in a plant. */
@Entity('jalur')
export class Jalur {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'tenant_id', type: 'uuid' }) tenant_id: string;
  @Column({ name: 'plant_id' }) plant_id: number;
  @Column() nama: string;
}

/** Bagian: a section of a jalur (e.g. kanan, kiri, karantina); eggs are entered per bagian. */
@Entity('bagian')
export class Bagian {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'tenant_id', type: 'uuid' }) tenant_id: string;
  @Column({ name: 'jalur_id' }) jalur_id: number;
  @Column() nama: string;
}

/** Tingkat: a tier of a bagian (T1, T2, …); birds live and feed is entered per tingkat. */
@Entity('tingkat')
export class Tingkat {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'tenant_id', type: 'uuid' }) tenant_id: string;
  @Column({ name: 'bagian_id' }) bagian_id: number;
  @Column() nama: string;
}
