import type { Role } from '@diet/contracts/accounts';

/** The signed-in person as POST /api/admin/auth/login returns it; the role decides what the back office shows. */
export interface AdminUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export interface LoginResult {
  token: string;
  user: AdminUser;
}
