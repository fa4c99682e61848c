/** The signed-in administrator as POST /api/admin/auth/login returns it. */
export interface AdminUser {
  id: string;
  email: string;
  name: string;
}

export interface LoginResult {
  token: string;
  user: AdminUser;
}
