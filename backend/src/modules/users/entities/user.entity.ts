/**
 * Not an entity (the project has none: docs/adr/0006-database-access.md). Kept only as a path that
 * common/auth/claims.ts and modules/auth/auth.service.ts still import, until they import
 * common/tenancy/roles.ts directly; then delete this folder.
 */
export type { GlobalRole } from '../../../common/tenancy/roles';
