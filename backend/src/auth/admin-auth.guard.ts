/**
 * The global guard: EVERY route under /api/admin (by registered route and by request path, case
 * insensitive) needs a valid admin token unless marked @PublicRoute(); routes elsewhere need one
 * when marked @AdminOnly(). Protecting by prefix means no future admin route can slip through.
 */
import { Injectable, Logger, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ADMIN_ONLY, PUBLIC_ROUTE } from '../common/route-metadata';
import type { RequestWithAdmin } from './admin-principal';
import { BEARER, TokenService } from './token.service';

export function isAdminPath(path: string | undefined): boolean {
  if (!path) return false;
  const p = path.toLowerCase().replace(/\/{2,}/g, '/');
  return p === '/api/admin' || p.startsWith('/api/admin/');
}

@Injectable()
export class AdminAuthGuard implements CanActivate {
  private readonly logger = new Logger('Access');

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request & RequestWithAdmin>();
    const targets = [context.getHandler(), context.getClass()];
    const adminOnly = this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) === true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets) === true;
    const routePath = (req.route as { path?: string } | undefined)?.path;
    const underAdmin = isAdminPath(routePath) || isAdminPath(req.path) || isAdminPath(req.originalUrl?.split('?')[0]);
    if (!adminOnly && (isPublic || !underAdmin)) return true;

    const header = req.headers.authorization;
    const token = typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
    try {
      req.admin = await this.tokens.verify(token);
    } catch (error) {
      // The path without its query and the reason; never the token itself.
      this.logger.warn(`Refused ${req.method} ${req.path} from ${req.ip ?? 'unknown'}: ${(error as Error).message}`);
      throw error;
    }
    return true;
  }
}
