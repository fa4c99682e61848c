/**
 * Issues, checks, renews and revokes admin JWTs. Revoked ids live in the database (shared by
 * replicas). A sign-in is a session (its id, `jti`, in admin_sessions) of JWT_EXPIRES_IN (8 hours)
 * with two tokens (issue 35 item 4, docs/decisions.md): a short access token (ACCESS_TOKEN_SECONDS)
 * that the page keeps and sends as `Authorization: Bearer`, and a refresh token of the whole session
 * that only the HttpOnly cookie carries. Renewing re-signs the same session id with the sign-in's
 * `iat`, so sign-out, a password change, enabling 2FA, a disabled account and the idle limit end a
 * session exactly as they end its tokens.
 */
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { LessThan, Repository } from 'typeorm';
import { ACCESS } from '@diet/contracts/messages';
import { ApiError } from '../common/api-error';
import { APP_CONFIG, sessionSeconds, type AppConfig } from '../config/app-config';
import { AdminUserEntity } from './admin-user.entity';
import type { AdminPrincipal } from './admin-principal';
import { AdminSessionsService } from './admin-sessions.service';
import { RevokedTokenEntity } from './revoked-token.entity';

interface TokenPayload {
  sub: string;
  email: string;
  name: string;
  jti: string;
  iat: number;
  exp: number;
  /** The session's end (seconds): an access token's `exp` is sooner. Tokens from before have none. */
  send?: number;
  /** 'refresh' on the cookie's token, which no admin route takes as a bearer. */
  typ?: 'refresh';
}

/** A sign-in's two tokens: the access token of the answer and the refresh token of the cookie. */
export interface IssuedTokens {
  token: string;
  refreshToken: string;
  /** The session's end, for the cookie's own lifetime. */
  sessionEnd: Date;
}

@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @InjectRepository(RevokedTokenEntity) private readonly revoked: Repository<RevokedTokenEntity>,
    @InjectRepository(AdminUserEntity) private readonly users: Repository<AdminUserEntity>,
    private readonly sessions: AdminSessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issue(user: AdminUserEntity): Promise<IssuedTokens> {
    // iat has whole seconds: a token issued in the second after a password change must not fall
    // before tokensValidAfter (which the change sets to the start of the next second).
    const now = Math.floor(Date.now() / 1000);
    const validFrom = user.tokensValidAfter ? Math.ceil(user.tokensValidAfter.getTime() / 1000) : 0;
    const iat = Math.max(now, validFrom);
    const jti = randomUUID();
    const sessionEnd = iat + sessionSeconds(this.config);
    await this.sessions.open(jti, sessionEnd);
    const refreshToken = await this.jwt.signAsync(
      { sub: user.id, iat, exp: sessionEnd, typ: 'refresh' },
      { jwtid: jti },
    );
    return {
      token: await this.accessToken(user, jti, iat, sessionEnd),
      refreshToken,
      sessionEnd: new Date(sessionEnd * 1000),
    };
  }

  /** An access token of the session: a few minutes, never past the session's end. */
  private accessToken(user: AdminUserEntity, jti: string, iat: number, sessionEnd: number): Promise<string> {
    const exp = Math.min(Math.floor(Date.now() / 1000) + this.config.accessTokenSeconds, sessionEnd);
    return this.jwt.signAsync(
      { sub: user.id, email: user.email, name: user.name, iat, exp, send: sessionEnd },
      { jwtid: jti },
    );
  }

  /**
   * A new access token for the session of a refresh token (the cookie's), when the session is
   * still open; 401 otherwise. A renewal is the page's, not the person's: it does not count as a use.
   */
  async renew(refreshToken: string | undefined): Promise<{ token: string; user: AdminUserEntity }> {
    const payload = await this.decoded(refreshToken);
    if (payload.typ !== 'refresh') throw new ApiError(401, ACCESS.mustBeLoggedIn);
    const user = await this.openSession(payload, payload.exp, false);
    return { token: await this.accessToken(user, payload.jti, payload.iat, payload.exp), user };
  }

  private async decoded(token: string | undefined): Promise<TokenPayload> {
    if (!token) throw new ApiError(401, ACCESS.mustBeLoggedIn);
    let payload: TokenPayload;
    try {
      payload = await this.jwt.verifyAsync<TokenPayload>(token, { algorithms: ['HS256'] });
    } catch (error) {
      const expired = (error as Error).name === 'TokenExpiredError';
      throw new ApiError(401, expired ? ACCESS.sessionExpired : ACCESS.mustBeLoggedIn);
    }
    if (!payload.jti || !payload.sub) throw new ApiError(401, ACCESS.mustBeLoggedIn);
    return payload;
  }

  /**
   * Refuses every token of `userId` issued until now except `keptJti` (a password change keeps
   * the session that made it). Stored on the user, so every replica honours it.
   */
  async revokeAllExcept(userId: string, keptJti: string | null): Promise<void> {
    // Always past every token issued so far: one issued after an earlier change in this same second
    // carries that change's boundary as its iat (issue above), so the boundary must move beyond it.
    const user = await this.users.findOne({ where: { id: userId }, select: { id: true, tokensValidAfter: true } });
    const earlier = user?.tokensValidAfter ? Math.ceil(user.tokensValidAfter.getTime() / 1000) : 0;
    const boundary = Math.max(Math.floor(Date.now() / 1000), earlier) + 1;
    await this.users.update({ id: userId }, { tokensValidAfter: new Date(boundary * 1000), keptTokenId: keptJti });
  }

  /**
   * Checks a bearer token; throws 401 with the texts of SPEC.md section 6. A call that does not
   * count as a use (the back office's timed re-reads) leaves the session's idle time running.
   */
  async verify(token: string | undefined, { countsAsUse = true } = {}): Promise<AdminPrincipal> {
    const payload = await this.decoded(token);
    if (payload.typ === 'refresh') throw new ApiError(401, ACCESS.mustBeLoggedIn);
    const sessionEnd = payload.send ?? payload.exp;
    const user = await this.openSession(payload, sessionEnd, countsAsUse);
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      jti: payload.jti,
      exp: sessionEnd,
      twoFactor: user.totpEnabledAt !== null,
    };
  }

  /** The account of a token's session, when the session is still open; 401 otherwise. */
  private async openSession(payload: TokenPayload, sessionEnd: number, countsAsUse: boolean): Promise<AdminUserEntity> {
    if (await this.revoked.exists({ where: { jti: payload.jti } })) throw new ApiError(401, ACCESS.sessionExpired);
    const user = await this.users.findOne({ where: { id: payload.sub } });
    if (!user) throw new ApiError(401, ACCESS.mustBeLoggedIn);
    // Read from the database on every request, so disabling ends the sessions on every replica.
    if (user.disabled) throw new ApiError(401, ACCESS.sessionExpired);
    const revokedByPasswordChange =
      user.tokensValidAfter !== null &&
      (payload.iat ?? 0) * 1000 < user.tokensValidAfter.getTime() &&
      payload.jti !== user.keptTokenId;
    if (revokedByPasswordChange) throw new ApiError(401, ACCESS.sessionExpired);
    if (!(await this.sessions.use(payload.jti, sessionEnd, countsAsUse))) {
      // Revoked too, so that a longer idle limit set later does not bring it back.
      await this.revokeId(payload.jti, sessionEnd);
      throw new ApiError(401, ACCESS.sessionExpired);
    }
    return user;
  }

  async revoke(principal: AdminPrincipal): Promise<void> {
    await this.revokeId(principal.jti, principal.exp);
    await this.sessions.close(principal.jti);
  }

  private async revokeId(jti: string, exp: number): Promise<void> {
    await this.revoked.upsert({ jti, expiresAt: new Date(exp * 1000) }, ['jti']);
    // Entries past their expiry protect nothing any more.
    await this.revoked.delete({ expiresAt: LessThan(new Date()) });
  }
}

export const BEARER = /^Bearer\s+(\S+)\s*$/i;
