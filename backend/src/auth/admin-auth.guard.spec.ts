import { Controller, Get, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCOUNT_MESSAGES, type Role } from '@diet/contracts/accounts';
import { Allow } from '../common/route-metadata';
import { AdminAuthGuard } from './admin-auth.guard';
import type { SecurityPolicyService } from './security-policy.service';
import type { TokenService } from './token.service';

@Controller('api/admin/things')
class ThingsController {
  @Get()
  @Allow('contentDelete')
  declared(): void {}

  @Get('forgotten')
  undeclared(): void {}
}

function contextFor(handler: () => void): ExecutionContext {
  const req = {
    path: '/api/admin/things',
    originalUrl: '/api/admin/things',
    method: 'GET',
    route: { path: '/api/admin/things' },
    headers: { authorization: 'Bearer t' },
  };
  return {
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => ThingsController,
    switchToHttp: () => ({ getRequest: () => req }),
  } as unknown as ExecutionContext;
}

const guardFor = (role: Role) =>
  new AdminAuthGuard(
    new Reflector(),
    {
      verify: async () => ({ id: 'u', email: 'e', name: 'n', role, jti: 'j', exp: 0, twoFactor: true }),
    } as unknown as TokenService,
    { requiresTwoFactor: async () => false } as unknown as SecurityPolicyService,
  );

describe('the admin guard and permissions', () => {
  it("lets a role through when it holds the route's permission, and refuses it with 403 otherwise", async () => {
    await expect(guardFor('editor').canActivate(contextFor(ThingsController.prototype.declared))).resolves.toBe(true);
    await expect(
      guardFor('contributor').canActivate(contextFor(ThingsController.prototype.declared)),
    ).rejects.toMatchObject({ status: 403, message: ACCOUNT_MESSAGES.forbidden });
  });

  it('refuses everyone, administrators too, on an admin route that declares no permission', async () => {
    await expect(
      guardFor('administrator').canActivate(contextFor(ThingsController.prototype.undeclared)),
    ).rejects.toMatchObject({ status: 403 });
  });
});
