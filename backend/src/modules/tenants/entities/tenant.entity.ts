import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A farm (kandang): the unit of tenancy. */
@Entity('tenants')
export class Tenant {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() kode: string;
  @Column() nama: string;
  @Column({ name: 'is_active', default: true }) is_active: boolean;
  @Column({ name: 'contact_person', type: 'varchar', nullable: true }) contact_person: string | null;
  @Column({ type: 'varchar', nullable: true }) phone: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) created_at: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updated_at: Date;
}
