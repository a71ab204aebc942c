import { sql, type Kysely } from 'kysely';

/**
 * The guest's cached answers (services/answerCache.ts) learn of every change to what they hold from the
 * database itself: a trigger on each table the hotel guide and the products list read sends
 * `NOTIFY hotel_answers, '<hotelId>'` (TRUNCATE: `'*'`, every hotel). PostgreSQL delivers it when the
 * writing transaction commits, once per hotel per transaction, to every server listening
 * (db/hotelChanges.ts), and never for one rolled back; so no writer (the console, the integration API, an
 * order taking stock, `npm run hotel`, the seed, psql) can forget to say so.
 */
const HOTEL_ANSWER_TABLES = [
  'hotels',
  'hotel_plugins',
  'hotel_access_info',
  'hotel_pages',
  'product_categories',
  'product_tags',
  'products',
  'product_tag_links',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION hotel_answers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      changed jsonb;
      hotel text;
    BEGIN
      IF TG_LEVEL = 'STATEMENT' THEN
        PERFORM pg_notify('hotel_answers', '*');
        RETURN NULL;
      END IF;
      FOREACH changed IN ARRAY ARRAY[to_jsonb(OLD), to_jsonb(NEW)] LOOP
        CONTINUE WHEN changed IS NULL;
        hotel := CASE TG_TABLE_NAME
          WHEN 'hotels' THEN changed->>'id'
          WHEN 'product_tag_links' THEN (SELECT hotel_id FROM products WHERE id = (changed->>'product_id')::int)
          ELSE changed->>'hotel_id'
        END;
        IF hotel IS NOT NULL THEN
          PERFORM pg_notify('hotel_answers', hotel);
        END IF;
      END LOOP;
      RETURN NULL;
    END
    $$`.execute(db);
  for (const table of HOTEL_ANSWER_TABLES) {
    await sql`CREATE TRIGGER hotel_answers_changed AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION hotel_answers_changed()`.execute(db);
    await sql`CREATE TRIGGER hotel_answers_truncated AFTER TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION hotel_answers_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of HOTEL_ANSWER_TABLES) {
    await sql`DROP TRIGGER IF EXISTS hotel_answers_truncated ON ${sql.table(table)}`.execute(db);
    await sql`DROP TRIGGER IF EXISTS hotel_answers_changed ON ${sql.table(table)}`.execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS hotel_answers_changed()`.execute(db);
}
