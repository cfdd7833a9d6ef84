import type { ReactNode } from 'react';
import { useOpenAdminSite } from '../../api/admin/create-admin-handoff';

interface OpenAdminSiteButtonProps {
  className?: string;
  children: ReactNode;
}

/**
 * Enters the admin site through a single-use hand-off code; if the code cannot be had (an older
 * session without the admin second code), the admin site's own sign-in opens instead.
 */
export function OpenAdminSiteButton({ className, children }: OpenAdminSiteButtonProps) {
  const openAdmin = useOpenAdminSite();
  return (
    <button
      type="button"
      className={className}
      disabled={openAdmin.isPending}
      onClick={() => openAdmin.mutate(undefined, { onError: () => window.location.assign('/admin/') })}
    >
      {children}
    </button>
  );
}
