import { Body, Controller, Get, Header, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AdminSession, AdminUser } from '@diet/contracts/entities';
import { TOASTS } from '@diet/contracts/toasts';
import { TWO_FACTOR_MESSAGES, type SignInAnswer } from '@diet/contracts/two-factor';
import { WithMessage } from '../common/page-result';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Allow, PublicRoute } from '../common/route-metadata';
import { CurrentAdmin, type AdminPrincipal } from './admin-principal';
import { AuthService, toAdminUser } from './auth.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { LoginDto } from './dto/login.dto';
import { assertSameSiteRenewal, clearSessionCookie, sessionCookieOf, setSessionCookie } from './session-cookie';
import { TokenService } from './token.service';

/** Every signed-in person signs out, changes their password and reads who they are. */
@Allow('ownAccount')
@Controller('api/admin/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: TokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The answer carries the short access token; the session's refresh token goes in the HttpOnly cookie. */
  @PublicRoute()
  @Post('login')
  @HttpCode(200)
  async login(
    @Body() body: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<WithMessage<SignInAnswer>> {
    const { answer, refresh } = await this.auth.login(body.email, body.password, body.code, req.ip ?? 'unknown');
    if (refresh) setSessionCookie(res, req, this.config, refresh.token, refresh.expires);
    return new WithMessage(answer, 'codeRequired' in answer ? TWO_FACTOR_MESSAGES.codeNeeded : TOASTS.loginSuccess);
  }

  /**
   * A new access token for the cookie's session (no bearer needed: the old one may have run out).
   * The page's own call, not the person's: it does not keep an idle session alive.
   */
  @PublicRoute()
  @Post('refresh')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async refresh(@Req() req: Request): Promise<AdminSession> {
    assertSameSiteRenewal(req, this.config);
    const { token, user } = await this.tokens.renew(sessionCookieOf(req));
    return { token, user: toAdminUser(user) };
  }

  @Post('logout')
  @HttpCode(200)
  async logout(
    @CurrentAdmin() admin: AdminPrincipal,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<WithMessage<null>> {
    await this.tokens.revoke(admin);
    clearSessionCookie(res, req, this.config);
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
