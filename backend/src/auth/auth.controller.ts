import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { AdminUser } from '@diet/contracts/entities';
import { TOASTS } from '@diet/contracts/toasts';
import { TWO_FACTOR_MESSAGES, type SignInAnswer } from '@diet/contracts/two-factor';
import { WithMessage } from '../common/page-result';
import { Allow, PublicRoute } from '../common/route-metadata';
import { CurrentAdmin, type AdminPrincipal } from './admin-principal';
import { AuthService, toAdminUser } from './auth.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { LoginDto } from './dto/login.dto';
import { TokenService } from './token.service';

/** Every signed-in person signs out, changes their password and reads who they are. */
@Allow('ownAccount')
@Controller('api/admin/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: TokenService,
  ) {}

  @PublicRoute()
  @Post('login')
  @HttpCode(200)
  async login(@Body() body: LoginDto, @Req() req: Request): Promise<WithMessage<SignInAnswer>> {
    const answer = await this.auth.login(body.email, body.password, body.code, req.ip ?? 'unknown');
    return new WithMessage(answer, 'codeRequired' in answer ? TWO_FACTOR_MESSAGES.codeNeeded : TOASTS.loginSuccess);
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@CurrentAdmin() admin: AdminPrincipal): Promise<WithMessage<null>> {
    await this.tokens.revoke(admin);
    return new WithMessage(null, TOASTS.logoutSuccess);
  }

  /** Needs the current password; the calling session stays valid, every other token is revoked. */
  @Post('password')
  @HttpCode(200)
  async changePassword(
    @CurrentAdmin() admin: AdminPrincipal,
    @Body() body: ChangePasswordDto,
    @Req() req: Request,
  ): Promise<WithMessage<null>> {
    await this.auth.changePassword(admin, body.currentPassword, body.newPassword, req.ip ?? 'unknown');
    return new WithMessage(null, TOASTS.passwordChanged);
  }

  @Get('me')
  me(@CurrentAdmin() admin: AdminPrincipal): AdminUser {
    return toAdminUser(admin);
  }
}
