/**
 * Daily unique visitors: one row per (day, visitor key). The key is a keyed hash of the address
 * and browser of the day, so no address is stored and keys cannot be linked across days.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHmac } from 'node:crypto';
import { Repository } from 'typeorm';
import { isDuplicateKey } from '../common/db-errors';
import { instituteToday } from '../common/institute-date';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { VisitEntity } from './visit.entity';

@Injectable()
export class AnalyticsService {
  constructor(
    @InjectRepository(VisitEntity) private readonly visits: Repository<VisitEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  visitorKey(day: string, address: string, userAgent: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`${day}|${address}|${userAgent}`).digest('hex');
  }

  async track(address: string, userAgent: string, now = new Date()): Promise<void> {
    const day = instituteToday(now);
    try {
      await this.visits.insert({ day, visitorHash: this.visitorKey(day, address, userAgent) });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  countOn(day: string): Promise<number> {
    return this.visits.count({ where: { day } });
  }

  /** Visitors since counting began: the sum of each day's unique visitors. */
  total(): Promise<number> {
    return this.visits.count();
  }
}
