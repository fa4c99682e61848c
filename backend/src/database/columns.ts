/**
 * Column decorators shared by the entities, so both engines store times the same way:
 * millisecond precision (a plain MySQL datetime drops milliseconds) and UTC.
 */
import { Column, CreateDateColumn, UpdateDateColumn, type ColumnOptions } from 'typeorm';

export const DATETIME: ColumnOptions = { type: 'datetime', precision: 3 };

export const CreatedAt = () => CreateDateColumn({ ...DATETIME } as never);
export const UpdatedAt = () => UpdateDateColumn({ ...DATETIME } as never);
export const DateTimeColumn = (options: ColumnOptions = {}) => Column({ ...DATETIME, ...options });

/** A calendar date (YYYY-MM-DD) kept as a string on both engines. */
export const CalendarDateColumn = (options: ColumnOptions = {}) => Column({ type: 'date', ...options });

/** Booleans: tinyint on MySQL, integer on SQLite; both come back as true/false. */
export const BoolColumn = (options: ColumnOptions = {}) => Column({ type: 'boolean', ...options });
