/**
 * One-time links of invitations and password resets. The token travels only in the mail; the
 * database keeps its SHA-256, so a copy of the database opens no account. Using a link is one
 * conditional UPDATE, so two replicas cannot both accept the same token.
 */
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { IsNull, Repository } from 'typeorm';
import { ACCOUNT_MESSAGES } from '@diet/contracts/accounts';
import { ApiError } from '../common/api-error';
import { AccountLinkEntity, type AccountLinkPurpose } from './account-link.entity';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class AccountLinksService {
  constructor(@InjectRepository(AccountLinkEntity) private readonly links: Repository<AccountLinkEntity>) {}

  /** Returns the token to mail; it is not kept. */
  async issue(userId: string, purpose: AccountLinkPurpose, lifetimeMs: number): Promise<string> {
    const token = randomBytes(32).toString('hex');
    const now = Date.now();
    await this.links.insert({
      userId,
      purpose,
      tokenHash: hashOf(token),
      createdAt: new Date(now),
      expiresAt: new Date(now + lifetimeMs),
    });
    return token;
  }

  /**
   * The open link of `token`, or a 400 that says what is wrong with it (not valid, used, expired):
   * the page a mailed link opens asks this first, so nobody types a password for a dead link.
   */
  async check(token: string, purpose: AccountLinkPurpose): Promise<AccountLinkEntity> {
    const link = await this.links.findOne({ where: { tokenHash: hashOf(token) } });
    if (!link || link.purpose !== purpose) throw ApiError.badRequest(ACCOUNT_MESSAGES.linkInvalid);
    if (link.usedAt) throw ApiError.badRequest(ACCOUNT_MESSAGES.linkUsed);
    if (link.expiresAt.getTime() <= Date.now()) throw ApiError.badRequest(ACCOUNT_MESSAGES.linkExpired);
    return link;
  }

  /** Marks the link used and returns its account id; 400 with a text that says what is wrong with it. */
  async consume(token: string, purpose: AccountLinkPurpose): Promise<string> {
    const link = await this.check(token, purpose);
    const claimed = await this.links.update({ id: link.id, usedAt: IsNull() }, { usedAt: new Date() });
    if (!claimed.affected) throw ApiError.badRequest(ACCOUNT_MESSAGES.linkUsed);
    // The other open links of the same kind lose their point once one is used.
    await this.links.update({ userId: link.userId, purpose, usedAt: IsNull() }, { usedAt: new Date() });
    return link.userId;
  }

  /** The id a live (unused, unexpired) token of `purpose` stands for, without using it up (a session's bearer); null otherwise. */
  async holder(token: string, purpose: AccountLinkPurpose): Promise<string | null> {
    const link = await this.links.findOne({ where: { tokenHash: hashOf(token), purpose } });
    return link && !link.usedAt && link.expiresAt.getTime() > Date.now() ? link.userId : null;
  }

  /** Ends the open links of one kind (a resent invitation replaces the earlier ones). */
  async retire(userId: string, purpose: AccountLinkPurpose): Promise<void> {
    await this.links.update({ userId, purpose, usedAt: IsNull() }, { usedAt: new Date() });
  }

  async dropAll(userId: string): Promise<void> {
    await this.links.delete({ userId });
  }
}
