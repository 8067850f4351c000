/** How a farm role is named on the screens (users list, invitations, the farm picker, My Info). */
export const ROLE_LABELS: Record<string, string> = { owner: 'Owner', admin: 'Admin', abk: 'ABK', reseller: 'Reseller', viewer: 'Viewer' };

/** The shown name of `role`; an unknown role as it is. */
export const roleLabel = (role: string | null | undefined): string => (role ? (ROLE_LABELS[role] ?? role) : '-');
