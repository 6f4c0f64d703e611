import { appliedMigrations, type Database, type Driver } from '../db/database';

// The ministry's health (GET /health): it reads the database, so a ministry whose database is gone
// answers 500 instead of "ok".

export interface Health {
  status: 'ok';
  database: Driver;
  /** How many migrations the database has applied. */
  migrations: number;
}

export async function health(db: Database, driver: Driver): Promise<Health> {
  return { status: 'ok', database: driver, migrations: await appliedMigrations(db) };
}
