/**
 * The global guard: EVERY route under /api/admin (by registered route and by request path, case
 * insensitive) needs a valid admin token unless marked @PublicRoute(); routes elsewhere need one
 * when marked @AdminOnly(). Protecting by prefix means no future admin route can slip through.
 * Then the caller's role must hold the route's @Allow() permission; a route without one is refused
 * to everyone (closed, not open) and logged, so a forgotten declaration cannot grant access.
 */
import { Injectable, Logger, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ACCOUNT_MESSAGES } from '@diet/contracts/accounts';
import { BACKGROUND_CALL_HEADER } from '@diet/contracts/api';
import { can, type Permission } from '@diet/contracts/permissions';
import { TWO_FACTOR_MESSAGES } from '@diet/contracts/two-factor';
import { ApiError } from '../common/api-error';
import { ADMIN_ONLY, PUBLIC_ROUTE, REQUIRED_PERMISSION } from '../common/route-metadata';
import type { RequestWithAdmin } from './admin-principal';
import { SecurityPolicyService } from './security-policy.service';
import { BEARER, TokenService } from './token.service';

/** What an account that must still set up two-factor sign-in may reach (ARCHITECTURE.md 12.7). */
export function reachableBeforeTwoFactorSetup(path: string): boolean {
  const p = path
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/$/, '');
  return p.startsWith('/api/admin/auth/2fa/') || p === '/api/admin/auth/me' || p === '/api/admin/auth/logout';
}

export function isAdminPath(path: string | undefined): boolean {
  if (!path) return false;
  const p = path.toLowerCase().replace(/\/{2,}/g, '/');
  return p === '/api/admin' || p.startsWith('/api/admin/');
}

/**
 * Whether a handler needs the admin token, given the paths it is reached by: the guard's one rule,
 * also read by the API description (docs/openapi-document.ts) to mark the routes it protects.
 */
export function tokenRequired(
  reflector: Reflector,
  targets: Parameters<Reflector['getAllAndOverride']>[1],
  ...paths: (string | undefined)[]
): boolean {
  const adminOnly = reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) === true;
  const isPublic = reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets) === true;
  return adminOnly || (!isPublic && paths.some(isAdminPath));
}

/** The @Allow() permission of a handler (or its controller); also read by the API description. */
export function permissionOf(
  reflector: Reflector,
  targets: Parameters<Reflector['getAllAndOverride']>[1],
): Permission | undefined {
  return reflector.getAllAndOverride<Permission | undefined>(REQUIRED_PERMISSION, targets);
}

@Injectable()
export class AdminAuthGuard implements CanActivate {
  private readonly logger = new Logger('Access');

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly policy: SecurityPolicyService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request & RequestWithAdmin>();
    const routePath = (req.route as { path?: string } | undefined)?.path;
    if (
      !tokenRequired(
        this.reflector,
        [context.getHandler(), context.getClass()],
        routePath,
        req.path,
        req.originalUrl?.split('?')[0],
      )
    )
      return true;

    const header = req.headers.authorization;
    const token = typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
    try {
      const background = req.headers[BACKGROUND_CALL_HEADER.toLowerCase()] === '1';
      req.admin = await this.tokens.verify(token, { countsAsUse: !background });
    } catch (error) {
      // The path without its query and the reason; never the token itself.
      this.logger.warn(`Refused ${req.method} ${req.path} from ${req.ip ?? 'unknown'}: ${(error as Error).message}`);
      throw error;
    }
    // Read on every request, like the account: a policy change holds at once on every replica.
    if (
      !req.admin.twoFactor &&
      !reachableBeforeTwoFactorSetup(req.path) &&
      (await this.policy.requiresTwoFactor(req.admin.role))
    ) {
      throw new ApiError(403, TWO_FACTOR_MESSAGES.setupFirst);
    }
    const permission = permissionOf(this.reflector, [context.getHandler(), context.getClass()]);
    if (!permission) this.logger.error(`${req.method} ${routePath ?? req.path} declares no permission: refused`);
    if (!permission || !can(req.admin.role, permission)) throw new ApiError(403, ACCOUNT_MESSAGES.forbidden);
    return true;
  }
}
