/**
 * Daily unique visitors: one row per (day, visitor key). The key is a keyed hash of the day and
 * the address, so no address is stored and keys cannot be linked across days. The User-Agent is
 * left out: any client can send a new one with each request, and each would count anew
 * (ARCHITECTURE 12.4: a visitor counts once a day whatever its User-Agent).
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHmac } from 'node:crypto';
import { LessThan, MoreThanOrEqual, Repository } from 'typeorm';
import { isDuplicateKey } from '../common/db-errors';
import { instituteDayOffset, instituteToday } from '../common/institute-date';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { VisitEntity } from './visit.entity';

@Injectable()
export class AnalyticsService {
  constructor(
    @InjectRepository(VisitEntity) private readonly visits: Repository<VisitEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  visitorKey(day: string, address: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`${day}|${address}`).digest('hex');
  }

  async track(address: string, now = new Date()): Promise<void> {
    const day = instituteToday(now);
    try {
      await this.visits.insert({ day, visitorHash: this.visitorKey(day, address) });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  countOn(day: string): Promise<number> {
    return this.visits.count({ where: { day } });
  }

  /**
   * Visitors since counting began: the sum of each day's unique visitors. Days before yesterday
   * no longer change, so they are counted once a day; yesterday (a visit of 23:59 may still be
   * committing) and today are counted on each call, a range of the (day, visitor) index, not the
   * whole table on every page view.
   */
  async total(now = new Date()): Promise<number> {
    const yesterday = instituteDayOffset(-1, now);
    if (this.settled?.before !== yesterday) {
      const count = await this.visits.count({ where: { day: LessThan(yesterday) } });
      this.settled = { before: yesterday, count };
    }
    return this.settled.count + (await this.visits.count({ where: { day: MoreThanOrEqual(yesterday) } }));
  }

  /** The count of the days before `before`, which no new visit can join. */
  private settled: { before: string; count: number } | undefined;
}
