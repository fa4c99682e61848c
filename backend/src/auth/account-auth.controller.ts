/** Invitations, password resets and one's own account, beside the sign-in (auth.controller.ts). */
import { Body, Controller, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ACCOUNT_TOASTS, type AdminAccount } from '@diet/contracts/accounts';
import { WithMessage } from '../common/page-result';
import { Allow, PublicRoute } from '../common/route-metadata';
import { CurrentAdmin, type AdminPrincipal } from './admin-principal';
import { AccountsService } from './accounts.service';
import { ForgotPasswordDto, TokenPasswordDto, UpdateOwnAccountDto } from './dto/account.dto';

@Allow('ownAccount')
@Controller('api/admin/auth')
export class AccountAuthController {
  constructor(private readonly accounts: AccountsService) {}

  @PublicRoute()
  @Post('accept-invite')
  @HttpCode(200)
  async acceptInvite(@Body() body: TokenPasswordDto): Promise<WithMessage<null>> {
    await this.accounts.acceptInvite(body.token, body.password);
    return new WithMessage(null, ACCOUNT_TOASTS.passwordSet);
  }

  @PublicRoute()
  @Post('forgot-password')
  @HttpCode(200)
  forgotPassword(@Body() body: ForgotPasswordDto): WithMessage<null> {
    this.accounts.requestReset(body.email);
    return new WithMessage(null, ACCOUNT_TOASTS.resetLinkSent);
  }

  @PublicRoute()
  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(@Body() body: TokenPasswordDto): Promise<WithMessage<null>> {
    await this.accounts.resetPassword(body.token, body.password);
    return new WithMessage(null, ACCOUNT_TOASTS.passwordReset);
  }

  /** The signed-in person with status and creation date (GET /me gives the sign-in's four fields). */
  @Get('account')
  account(@CurrentAdmin() admin: AdminPrincipal): Promise<AdminAccount> {
    return this.accounts.account(admin.id);
  }

  @Patch('account')
  async rename(@CurrentAdmin() admin: AdminPrincipal, @Body() body: UpdateOwnAccountDto): Promise<WithMessage<AdminAccount>> {
    return new WithMessage(await this.accounts.rename(admin.id, body.name), ACCOUNT_TOASTS.accountUpdated);
  }
}
