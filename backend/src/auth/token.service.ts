/** Issues, checks and revokes admin JWTs. Revoked ids live in the database (shared by replicas). */
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { LessThan, Repository } from 'typeorm';
import { ACCESS } from '@diet/contracts/messages';
import { ApiError } from '../common/api-error';
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
}

@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @InjectRepository(RevokedTokenEntity) private readonly revoked: Repository<RevokedTokenEntity>,
    @InjectRepository(AdminUserEntity) private readonly users: Repository<AdminUserEntity>,
    private readonly sessions: AdminSessionsService,
  ) {}

  async issue(user: AdminUserEntity): Promise<string> {
    // iat has whole seconds: a token issued in the second after a password change must not fall
    // before tokensValidAfter (which the change sets to the start of the next second).
    const now = Math.floor(Date.now() / 1000);
    const validFrom = user.tokensValidAfter ? Math.ceil(user.tokensValidAfter.getTime() / 1000) : 0;
    const iat = Math.max(now, validFrom);
    const jti = randomUUID();
    const token = await this.jwt.signAsync({ sub: user.id, email: user.email, name: user.name, iat }, { jwtid: jti });
    await this.sessions.open(jti, this.jwt.decode<TokenPayload>(token).exp);
    return token;
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
    if (!token) throw new ApiError(401, ACCESS.mustBeLoggedIn);
    let payload: TokenPayload;
    try {
      payload = await this.jwt.verifyAsync<TokenPayload>(token, { algorithms: ['HS256'] });
    } catch (error) {
      const expired = (error as Error).name === 'TokenExpiredError';
      throw new ApiError(401, expired ? ACCESS.sessionExpired : ACCESS.mustBeLoggedIn);
    }
    if (!payload.jti || !payload.sub) throw new ApiError(401, ACCESS.mustBeLoggedIn);
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
    if (!(await this.sessions.use(payload.jti, payload.exp, countsAsUse))) {
      // Revoked too, so that a longer idle limit set later does not bring it back.
      await this.revokeId(payload.jti, payload.exp);
      throw new ApiError(401, ACCESS.sessionExpired);
    }
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      jti: payload.jti,
      exp: payload.exp,
      twoFactor: user.totpEnabledAt !== null,
    };
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
