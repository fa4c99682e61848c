/** Decorators that steer the global guard and the envelope. */
import { applyDecorators, SetMetadata } from '@nestjs/common';
import type { Permission } from '@diet/contracts/permissions';

export const PUBLIC_ROUTE = 'diet:public-route';
export const ADMIN_ONLY = 'diet:admin-only';
export const RAW_RESPONSE = 'diet:raw-response';
export const REQUIRED_PERMISSION = 'diet:required-permission';
export const THROTTLED_READ = 'diet:throttled-read';

/** An /api/admin route that needs no token (only the login). */
export const PublicRoute = () => SetMetadata(PUBLIC_ROUTE, true);
/** The handler's return value is sent as it is, without the success envelope. */
export const RawResponse = () => SetMetadata(RAW_RESPONSE, true);
/**
 * The permission (libs/contracts permissions.ts) a route that needs the token asks for: people whose
 * role lacks it get 403. Every such route declares one; the guard refuses a route that does not.
 */
export const Allow = (permission: Permission) => SetMetadata(REQUIRED_PERMISSION, permission);

/** A route outside /api/admin that still needs the admin token (GET /api/contact), and its permission. */
export const AdminOnly = (permission: Permission) => applyDecorators(SetMetadata(ADMIN_ONLY, true), Allow(permission));

/** A public GET throttled per address like a public POST: one that writes (the visit counter) or whose answers are worth guessing at (certificate codes). */
export const ThrottledRead = () => SetMetadata(THROTTLED_READ, true);
