/**
 * The next reference of the year ('DIET-2026-000123'): one atomic upsert of the year's counter row,
 * so simultaneous messages on any replica sharing the database each get their own number, as the
 * throttle's counters do (common/database-throttler-storage.ts). SQLite returns the new number
 * (RETURNING); MySQL hands it back through LAST_INSERT_ID(expr) in the OK packet, where 0 means the
 * insert path, the year's first number.
 */
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { contactReference } from '@diet/contracts/contact-tracking';
import { currentYear } from '@diet/contracts/limits';

const TABLE = 'contact_reference_counters';

@Injectable()
export class ContactReferences {
  constructor(private readonly dataSource: DataSource) {}

  /** `manager`: a transaction's, when the message is stored in one (the demo seed). */
  async next(now = new Date(), manager: EntityManager = this.dataSource.manager): Promise<string> {
    const year = currentYear(now);
    const number =
      this.dataSource.options.type === 'mysql'
        ? await this.nextMysql(manager, year)
        : await this.nextSqlite(manager, year);
    return contactReference(year, number);
  }

  /**
   * The reference the year's next message will get, without taking it: what a bot that filled the
   * honeypot is answered, so that it burns no number and the office's references have no gaps.
   */
  async peek(now = new Date()): Promise<string> {
    const year = currentYear(now);
    const [row] = (await this.dataSource.query(`SELECT last_number FROM ${TABLE} WHERE year = ?`, [year])) as {
      last_number: number | string;
    }[];
    return contactReference(year, Number(row?.last_number ?? 0) + 1);
  }

  private async nextMysql(manager: EntityManager, year: number): Promise<number> {
    const result = (await manager.query(
      `INSERT INTO ${TABLE} (year, last_number) VALUES (?, 1)
       ON DUPLICATE KEY UPDATE last_number = LAST_INSERT_ID(last_number + 1)`,
      [year],
    )) as { insertId: number | string };
    return Number(result.insertId) || 1;
  }

  private async nextSqlite(manager: EntityManager, year: number): Promise<number> {
    const [row] = (await manager.query(
      `INSERT INTO ${TABLE} (year, last_number) VALUES (?, 1)
       ON CONFLICT (year) DO UPDATE SET last_number = last_number + 1
       RETURNING last_number`,
      [year],
    )) as { last_number: number }[];
    return Number(row.last_number);
  }
}
