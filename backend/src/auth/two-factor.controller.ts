import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { TWO_FACTOR_TOASTS, type TwoFactorRecoveryCodes, type TwoFactorSetup } from '@diet/contracts/two-factor';
import { WithMessage } from '../common/page-result';
import { Allow } from '../common/route-metadata';
import { CurrentAdmin, type AdminPrincipal } from './admin-principal';
import { TwoFactorCodeDto, TwoFactorDisableDto, TwoFactorSetupDto } from './dto/two-factor.dto';
import { TwoFactorService } from './two-factor.service';

/** One's own second factor under 'My account', and an administrator's reset of someone else's. */
@Controller('api/admin')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Allow('ownAccount')
  @Post('auth/2fa/setup')
  @HttpCode(200)
  setup(@CurrentAdmin() admin: AdminPrincipal, @Body() _body: TwoFactorSetupDto): Promise<TwoFactorSetup> {
    return this.twoFactor.setup(admin);
  }

  @Allow('ownAccount')
  @Post('auth/2fa/enable')
  @HttpCode(200)
  async enable(
    @CurrentAdmin() admin: AdminPrincipal,
    @Body() body: TwoFactorCodeDto,
    @Req() req: Request,
  ): Promise<WithMessage<TwoFactorRecoveryCodes>> {
    return new WithMessage(
      await this.twoFactor.enable(admin, body.code, body.currentPassword, req.ip ?? 'unknown'),
      TWO_FACTOR_TOASTS.enabled,
    );
  }

  @Allow('ownAccount')
  @Post('auth/2fa/disable')
  @HttpCode(200)
  async disable(
    @CurrentAdmin() admin: AdminPrincipal,
    @Body() body: TwoFactorDisableDto,
    @Req() req: Request,
  ): Promise<WithMessage<null>> {
    await this.twoFactor.disable(admin, body.currentPassword, req.ip ?? 'unknown');
    return new WithMessage(null, TWO_FACTOR_TOASTS.disabled);
  }

  @Allow('accounts')
  @Post('users/:id/2fa/reset')
  @HttpCode(200)
  async reset(@Param('id') id: string): Promise<WithMessage<null>> {
    await this.twoFactor.reset(id);
    return new WithMessage(null, TWO_FACTOR_TOASTS.reset);
  }
}
