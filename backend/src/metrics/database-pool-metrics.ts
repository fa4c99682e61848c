/**
 * Gauges of the MySQL connection pool (mysql2), read at each scrape. SQLite has one connection and
 * no pool, so it has none of these.
 */
import { Gauge, type Registry } from 'prom-client';
import type { DataSource } from 'typeorm';

/** mysql2's Pool: its counts are not public, so these read the fields its own code keeps them in. */
interface Mysql2Pool {
  config?: { connectionLimit?: number };
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
}

export function watchMysqlPool(dataSource: DataSource, registers: Registry[]): void {
  if (dataSource.options.type !== 'mysql') return;
  const pool = () => (dataSource.driver as unknown as { pool?: Mysql2Pool }).pool;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Open connections of the database pool, by state (idle or in use).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const p = pool();
      const all = p?._allConnections?.length ?? 0;
      const idle = p?._freeConnections?.length ?? 0;
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'in_use' }, all - idle);
    },
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'The most connections the database pool opens.',
    registers,
    collect() {
      this.set(pool()?.config?.connectionLimit ?? 0);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a free connection of the database pool.',
    registers,
    collect() {
      this.set(pool()?._connectionQueue?.length ?? 0);
    },
  });
}
