import { createContext, useContext } from 'react';
import type { StaffUser } from '../../../shared/admin/staff.schema';

export interface SessionValue {
  user: StaffUser;
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);

/** The signed-in admin; only screens behind the session gate call this. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside the signed-in admin shell');
  return value;
}
