/**
 * Counts FAILED sign-ins per client address in a sliding window: after the limit the address gets
 * 429 until the window passes. Successful sign-ins are not counted, so an office that signs in
 * often is never locked out. The failures live in the database (login_failures), so the limit
 * holds across every API replica on that database; rows older than the window are pruned.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual, MoreThan } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LoginFailureEntity } from './login-failure.entity';

/** Longest client key stored (an IPv6 address with a zone fits). */
const KEY_LENGTH = 64;

@Injectable()
export class LoginAttemptsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  private repo() {
    return this.dataSource.getRepository(LoginFailureEntity);
  }

  private windowStart(now: number): Date {
    return new Date(now - this.config.throttle.ttlMs);
  }

  async isBlocked(key: string, now = Date.now()): Promise<boolean> {
    const recent = await this.repo().count({ where: { clientKey: key.slice(0, KEY_LENGTH), failedAt: MoreThan(this.windowStart(now)) } });
    return recent >= this.config.throttle.loginFailures;
  }

  async recordFailure(key: string, now = Date.now()): Promise<void> {
    await this.repo().insert({ clientKey: key.slice(0, KEY_LENGTH), failedAt: new Date(now) });
    // Failures outside the window count for nobody; dropping them bounds the table under a flood.
    await this.repo().delete({ failedAt: LessThanOrEqual(this.windowStart(now)) });
  }
}
