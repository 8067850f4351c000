import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Roles a user can hold in a tenant; `owner` counts as `admin`. */
export const TENANT_ROLES = ['owner', 'admin', 'abk', 'reseller', 'viewer'] as const;
export type TenantRole = (typeof TENANT_ROLES)[number];

/** A user's role in one tenant. */
@Entity('memberships')
export class Membership {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'tenant_id', type: 'uuid' }) tenant_id: string;
  @Column({ name: 'user_id', type: 'uuid' }) user_id: string;
  @Column({ type: 'varchar' }) role: TenantRole;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) created_at: Date;
}
