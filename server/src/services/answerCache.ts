import type { HotelChangeListener } from '../db/hotelChanges.ts';
import { EVERY_HOTEL } from '../db/hotelChanges.ts';
import { prepareJson, type PreparedJson } from './preparedJson.ts';

/**
 * The guest's hottest reads (the hotel guide, the products list: services/hotelAnswers.ts) kept in
 * memory per hotel: the data read once, and each variant of its answer (the products list's differ by
 * the time of day, services/productsList.ts) serialised, hashed and compressed once (preparedJson.ts).
 *
 * Kept until the data changes, as the database tells every server process (db/hotelChanges.ts: a
 * trigger on each table these answers read NOTIFYs on commit). A server's own commit is heard before
 * it returns; another server's within milliseconds. While changes cannot be heard (the listening
 * connection is down, or not yet up), nothing is kept or shared: every request reads the database, so
 * no answer is ever older than the listener's last word. Back to listening, the cache starts empty.
 */

/** At most this many hotels are kept (the demo hotel's guide is about 110 KB with its variants); the oldest goes first. */
export const ANSWER_CACHE_MAX_HOTELS = 200;
/** Variants kept per hotel and answer (the products list has one per part of the day between sale hours). */
export const ANSWER_CACHE_MAX_VARIANTS = 4;

interface Entry {
  data: unknown;
  /** Served only while fresh: read after the last change heard, while hearing. */
  fresh: boolean;
  variants: Map<string, PreparedJson>;
  /** The variants of the entry it replaced: reused (their compression and ETag) when a variant's JSON is unchanged. */
  previous: Map<string, PreparedJson> | undefined;
}

/** A hotel's data for one answer, and its prepared variants. */
export interface CachedAnswer<T> {
  data: T;
  /** The variant's prepared answer: kept with the data, else made from `render` (its JSON). */
  prepared(variant: string, render: () => string): PreparedJson;
}

export interface AnswerCache extends HotelChangeListener {
  /**
   * The hotel's data for `answer` (a name: 'guide', 'products'): kept while fresh, else read by `load`
   * (null: no such hotel, not kept). While hearing changes, concurrent reads share one load.
   */
  get<T>(hotelId: string, answer: string, load: () => Promise<T | null>): Promise<CachedAnswer<T> | null>;
  /**
   * Whether this prepared answer is still the one kept for its hotel, answer and variant, and fresh:
   * what a copy of it kept elsewhere (web/answerFront.ts) asks before it is sent again.
   */
  current(prepared: PreparedJson): boolean;
  /** Whether answers are kept now (changes are heard). */
  readonly live: boolean;
  /** Hotels with something kept. */
  readonly size: number;
  /** Loads under way. */
  readonly loading: number;
}

export interface AnswerCacheOptions {
  maxHotels?: number;
  maxVariants?: number;
}

export function createAnswerCache({
  maxHotels = ANSWER_CACHE_MAX_HOTELS,
  maxVariants = ANSWER_CACHE_MAX_VARIANTS,
}: AnswerCacheOptions = {}): AnswerCache {
  /** Per hotel (in the order of loading, oldest first), per answer. */
  const hotels = new Map<string, Map<string, Entry>>();
  const loads = new Map<string, { hotelId: string; loaded: Promise<Entry | null> }>();
  /** Per hotel, the changes heard: a load begun before one is not kept. */
  const epochs = new Map<string, number>();
  /** Changes to all: hearing lost or regained, every hotel changed. */
  let generation = 0;
  let live = false;
  /** Each prepared variant's entry and variant name, for `current`. */
  const owners = new WeakMap<PreparedJson, { hotelId: string; answer: string; entry: Entry; variant: string }>();

  const staleAll = () => {
    generation++;
    loads.clear();
    for (const answers of hotels.values()) for (const entry of answers.values()) entry.fresh = false;
  };

  const view = <T>(hotelId: string, answer: string, entry: Entry): CachedAnswer<T> => ({
    data: entry.data as T,
    prepared(variant, render) {
      const kept = entry.variants.get(variant);
      if (kept) return kept;
      const json = Buffer.from(render(), 'utf8');
      const before = entry.previous?.get(variant);
      const made = before?.identity.equals(json) ? before : prepareJson(json);
      entry.variants.set(variant, made);
      owners.set(made, { hotelId, answer, entry, variant });
      for (const oldest of entry.variants.keys()) {
        if (entry.variants.size <= maxVariants) break;
        entry.variants.delete(oldest);
      }
      return made;
    },
  });

  const keep = (hotelId: string, answer: string, entry: Entry) => {
    const answers = hotels.get(hotelId) ?? new Map<string, Entry>();
    // A stale read never replaces a fresh one kept meanwhile.
    if (!entry.fresh && answers.get(answer)?.fresh) return;
    answers.set(answer, entry);
    hotels.delete(hotelId); // re-inserted last: the Map's order is the order of loading
    hotels.set(hotelId, answers);
    for (const oldest of hotels.keys()) {
      if (hotels.size <= maxHotels) break;
      hotels.delete(oldest);
    }
  };

  const start = (hotelId: string, answer: string, load: () => Promise<unknown>) => {
    const epoch = epochs.get(hotelId) ?? 0;
    const began = generation;
    return (async (): Promise<Entry | null> => {
      const data = await load();
      const previous = hotels.get(hotelId)?.get(answer);
      if (data === null) {
        hotels.get(hotelId)?.delete(answer); // a hotel removed meanwhile
        return null;
      }
      const entry: Entry = {
        data,
        fresh: live && began === generation && epoch === (epochs.get(hotelId) ?? 0),
        variants: new Map(),
        previous: previous?.variants,
      };
      keep(hotelId, answer, entry);
      return entry;
    })();
  };

  return {
    async get<T>(hotelId: string, answer: string, load: () => Promise<T | null>) {
      const kept = hotels.get(hotelId)?.get(answer);
      if (live && kept?.fresh) return view<T>(hotelId, answer, kept);
      if (!live) {
        const entry = await start(hotelId, answer, load);
        return entry && view<T>(hotelId, answer, entry);
      }
      const key = `${hotelId}\u0000${answer}`;
      let pending = loads.get(key);
      if (!pending) {
        const loaded = start(hotelId, answer, load).finally(() => {
          if (loads.get(key)?.loaded === loaded) loads.delete(key);
        });
        pending = { hotelId, loaded };
        loads.set(key, pending);
      }
      const entry = await pending.loaded;
      return entry && view<T>(hotelId, answer, entry);
    },
    changed(hotelId) {
      if (hotelId === EVERY_HOTEL) return staleAll();
      epochs.set(hotelId, (epochs.get(hotelId) ?? 0) + 1);
      for (const entry of hotels.get(hotelId)?.values() ?? []) entry.fresh = false;
      for (const [key, pending] of loads) if (pending.hotelId === hotelId) loads.delete(key);
    },
    hearing(now) {
      live = now;
      staleAll();
    },
    current(prepared) {
      const owner = owners.get(prepared);
      if (!live || !owner?.entry.fresh) return false;
      // Still kept (not pushed out by newer hotels, whose changes it would no longer hear), as this variant.
      const { hotelId, answer, entry, variant } = owner;
      return hotels.get(hotelId)?.get(answer) === entry && entry.variants.get(variant) === prepared;
    },
    get live() {
      return live;
    },
    get size() {
      return hotels.size;
    },
    get loading() {
      return loads.size;
    },
  };
}
