import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Global role of an account: the platform operator, or an ordinary user whose rights come from memberships. */
export type GlobalRole = 'superadmin' | 'user';

/** A login account. `email` holds the username or an email address (unique, case-insensitive). */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() email: string;
  @Column({ name: 'password_hash', select: false }) password_hash: string;
  @Column({ name: 'global_role', type: 'varchar', default: 'user' }) global_role: GlobalRole;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) created_at: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updated_at: Date;
}
