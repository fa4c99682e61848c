/** Decorators that steer the global guard and the envelope. */
import { SetMetadata } from '@nestjs/common';
import type { Role } from '@diet/contracts/accounts';

export const PUBLIC_ROUTE = 'diet:public-route';
export const ADMIN_ONLY = 'diet:admin-only';
export const RAW_RESPONSE = 'diet:raw-response';
export const REQUIRED_ROLES = 'diet:required-roles';

/** An /api/admin route that needs no token (only the login). */
export const PublicRoute = () => SetMetadata(PUBLIC_ROUTE, true);
/** A route outside /api/admin that still needs the admin token (GET /api/contact). */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);
/** The handler's return value is sent as it is, without the success envelope. */
export const RawResponse = () => SetMetadata(RAW_RESPONSE, true);
/** Only signed-in people with one of these roles may use the handler; others get 403. */
export const RequireRole = (...roles: Role[]) => SetMetadata(REQUIRED_ROLES, roles);
