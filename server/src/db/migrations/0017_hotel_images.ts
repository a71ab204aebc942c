import { sql, type Kysely } from 'kysely';

/**
 * The pictures managers upload in the console (issue 32): kept in the database, so every app server
 * of the installation serves them and a backup holds them. An image is named by its content (the
 * first 32 hex digits of its SHA-256), so its address never changes meaning and is cached for good.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE hotel_images (
    hotel_id text NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
    name text NOT NULL,
    bytes bytea NOT NULL,
    width integer NOT NULL,
    height integer NOT NULL,
    uploaded_by integer REFERENCES staff (id) ON DELETE SET NULL,
    uploaded_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (hotel_id, name)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS hotel_images`.execute(db);
}
