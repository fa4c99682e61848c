/** The signed-in administrator as the guard attaches it to the request. */
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@diet/contracts/accounts';

export interface AdminPrincipal {
  id: string;
  email: string;
  name: string;
  role: Role;
  jti: string;
  /** Expiry of the token, seconds since the epoch. */
  exp: number;
  /** Whether the account has two-factor sign-in on (the security policy may require it). */
  twoFactor: boolean;
}

export interface RequestWithAdmin {
  admin?: AdminPrincipal;
}

export const CurrentAdmin = createParamDecorator((_: unknown, ctx: ExecutionContext): AdminPrincipal | undefined => {
  return ctx.switchToHttp().getRequest<RequestWithAdmin>().admin;
});
