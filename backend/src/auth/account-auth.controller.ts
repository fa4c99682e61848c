/** Invitations, password resets and one's own account, beside the sign-in (auth.controller.ts). */
import { Body, Controller, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ACCOUNT_TOASTS, type AdminAccount } from '@diet/contracts/accounts';
import { HTTP_ERRORS } from '@diet/contracts/messages';
import { ApiError } from '../common/api-error';
import { WithMessage } from '../common/page-result';
import { Allow, PublicRoute } from '../common/route-metadata';
import { CurrentAdmin, type AdminPrincipal } from './admin-principal';
import { AccountsService } from './accounts.service';
import { CheckLinkDto, ForgotPasswordDto, TokenPasswordDto, UpdateOwnAccountDto } from './dto/account.dto';
import { ResetRequestThrottle } from './reset-request-throttle';

@Allow('ownAccount')
@Controller('api/admin/auth')
export class AccountAuthController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly resetThrottle: ResetRequestThrottle,
  ) {}

  /** The page of a mailed link asks first whether the link still works (used, expired, not valid: 400 saying which). */
  @PublicRoute()
  @Post('check-link')
  @HttpCode(200)
  async checkLink(@Body() body: CheckLinkDto): Promise<{ valid: true }> {
    await this.accounts.checkLink(body.token, body.purpose);
    return { valid: true };
  }

  @PublicRoute()
  @Post('accept-invite')
  @HttpCode(200)
  async acceptInvite(@Body() body: TokenPasswordDto): Promise<WithMessage<null>> {
    await this.accounts.acceptInvite(body.token, body.password);
    return new WithMessage(null, ACCOUNT_TOASTS.passwordSet);
  }

  /**
   * A client past the limit gets 429. An address past it gets the usual answer but no more mails:
   * nobody can flood an inbox, and the answer still tells nothing about the account.
   */
  @PublicRoute()
  @Post('forgot-password')
  @HttpCode(200)
  async forgotPassword(@Body() body: ForgotPasswordDto, @Req() req: Request): Promise<WithMessage<null>> {
    if (!(await this.resetThrottle.allows('client', req.ip ?? 'unknown')))
      throw new ApiError(429, HTTP_ERRORS.tooManyRequests);
    if (await this.resetThrottle.allows('address', body.email)) this.accounts.requestReset(body.email);
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
  async rename(
    @CurrentAdmin() admin: AdminPrincipal,
    @Body() body: UpdateOwnAccountDto,
  ): Promise<WithMessage<AdminAccount>> {
    return new WithMessage(await this.accounts.rename(admin.id, body.name), ACCOUNT_TOASTS.accountUpdated);
  }
}
