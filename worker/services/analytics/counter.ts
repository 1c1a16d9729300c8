import { DurableObject } from "cloudflare:workers";
import { addDays, dayOf, type LeadSource } from "../../../app/schemas/analytics";
import type { Hit, ViewFacts } from "./visit";

// The analytics counter: one shard of the page-view buffer (issue 33). The Worker sends each
// counted request to one of `COUNTER_SHARDS` of these (by the visitor's hash, so one visitor's
// day stays on one shard and distinct visitors add up across shards). A shard adds the view
// to its own SQLite storage at once (no D1 write per view) and an alarm flushes the day's
// rollups to D1. Flushes are idempotent: pending counts move to a numbered batch, and the D1
// transaction that adds a batch also records its id and adds nothing if the id is already
// there, so a flush cut off anywhere and retried never counts twice and never loses a view.
// The per-visitor records (who was seen on which page, the first page of each visit) stay in
// the shard, for lead attribution and distinct visitors, and are deleted after 48 hours.

/** How many shards views are spread over; a campaign burst is absorbed by all of them. */
export const COUNTER_SHARDS = 8;
/** How long counted views wait in a shard before they are flushed to D1. */
export const FLUSH_DELAY_MS = 30_000;
/** When a flush failed, the next try. */
export const RETRY_DELAY_MS = 60_000;
/** Rollup rows per D1 transaction (each one statement). */
const BATCH_ROWS = 90;

type Row = Record<string, SqlStorageValue>;

interface CounterEnv {
  DB: D1Database;
}

/** One rollup row waiting in a shard. */
interface PendingRow {
  day: string;
  dimension: string;
  key: string;
  views: number;
  visitors: number;
}

/** One counted request: its UTC day, the day's visitor hash (views only) and what it was. */
export interface CountedHit {
  day: string;
  visitor: string | null;
  hit: Hit;
}

/** How a flush ended: every batch in D1, or the error that stopped it (retried later). */
export type FlushOutcome = { ok: true } | { ok: false; error: string };

export interface CounterStatus {
  waiting: number;
  lastFlushAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS pending (
  day TEXT NOT NULL, dimension TEXT NOT NULL, key TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0, visitors INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, dimension, key)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS outbox (
  batch TEXT NOT NULL, day TEXT NOT NULL, dimension TEXT NOT NULL, key TEXT NOT NULL,
  views INTEGER NOT NULL, visitors INTEGER NOT NULL,
  PRIMARY KEY (batch, day, dimension, key)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS seen (
  day TEXT NOT NULL, visitor TEXT NOT NULL, dimension TEXT NOT NULL, key TEXT NOT NULL,
  PRIMARY KEY (day, visitor, dimension, key)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS visits (
  day TEXT NOT NULL, visitor TEXT NOT NULL, landing TEXT NOT NULL, referrer TEXT NOT NULL,
  utm_source TEXT NOT NULL, utm_medium TEXT NOT NULL, utm_campaign TEXT NOT NULL,
  PRIMARY KEY (day, visitor)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

/** The rollup keys a view adds to, with whether distinct visitors are counted under each. */
function viewKeys(view: ViewFacts, firstOfDay: boolean): [string, string][] {
  const keys: [string, string][] = [
    ["site", ""],
    ["page", view.path],
    ["country", view.country],
    ["device", view.device],
  ];
  const campaign = view.utmSource || view.utmMedium || view.utmCampaign;
  // A visit's source: a view from another site, a campaign's link, or the day's first view
  // with no referrer (direct). A click between our own pages starts no visit.
  if (view.referrer || campaign || (firstOfDay && !view.internal)) {
    keys.push(["referrer", view.referrer]);
  }
  if (campaign) {
    keys.push(["campaign", `${view.utmSource}\t${view.utmMedium}\t${view.utmCampaign}`]);
  }
  return keys;
}

/** One batch's counts by key, and what it has already looked up. */
class BatchCounts {
  private readonly counts = new Map<string, PendingRow>();
  private readonly sighted = new Set<string>();

  /** True the first time `key` comes up in this batch. */
  firstSight(key: string): boolean {
    if (this.sighted.has(key)) return false;
    this.sighted.add(key);
    return true;
  }

  add(day: string, dimension: string, key: string, visitors: number): void {
    const id = `${day}\n${dimension}\n${key}`;
    const row = this.counts.get(id);
    if (row) {
      row.views += 1;
      row.visitors += visitors;
    } else this.counts.set(id, { day, dimension, key, views: 1, visitors });
  }

  rows(): IterableIterator<PendingRow> {
    return this.counts.values();
  }
}

export class AnalyticsCounter extends DurableObject<CounterEnv> {
  private readonly sql: SqlStorage;
  /** When this instance knows the alarm is set for (saves a storage read per view). */
  private alarmAt: number | undefined;
  private flushing: Promise<FlushOutcome> | undefined;

  constructor(ctx: DurableObjectState, env: CounterEnv) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(SCHEMA);
  }

  /**
   * Counts a batch of requests (an isolate sends what it counted in a few milliseconds at
   * once), in one storage transaction: all of them or none. Counts of one key are added up
   * first, so a batch costs one write per key and per new visitor, not several per view.
   */
  async record(entries: readonly CountedHit[]): Promise<void> {
    const batch = new BatchCounts();
    this.ctx.storage.transactionSync(() => {
      for (const { day, visitor, hit } of entries) {
        if (hit.kind === "view" && visitor) this.addView(batch, day, visitor, hit.view);
        else if (hit.kind === "not_found") {
          batch.add(day, "not_found", hit.path, 0);
          batch.add(day, "not_found_referrer", `${hit.path}\t${hit.referrer}`, 0);
        } else if (hit.kind === "redirect") batch.add(day, "redirect", hit.path, 0);
        else if (hit.kind === "bot") {
          batch.add(day, "bot", hit.what, 0);
          // A crawler's missing address is listed with its bot hits (the 404 monitor).
          if (hit.path) batch.add(day, "not_found_bot", hit.path, 0);
        }
      }
      for (const row of batch.rows()) {
        this.add(row.day, row.dimension, row.key, row.views, row.visitors);
      }
    });
    await this.ensureAlarm(Date.now() + FLUSH_DELAY_MS);
  }

  private addView(batch: BatchCounts, day: string, visitor: string, view: ViewFacts): void {
    let first = false;
    if (batch.firstSight(`${day}\n${visitor}`)) {
      first =
        this.sql.exec(
          `INSERT OR IGNORE INTO visits (day, visitor, landing, referrer, utm_source, utm_medium,
             utm_campaign) VALUES (?, ?, ?, ?, ?, ?, ?)`,
          day,
          visitor,
          view.path,
          view.referrer,
          view.utmSource,
          view.utmMedium,
          view.utmCampaign,
        ).rowsWritten > 0;
    }
    for (const [dimension, key] of viewKeys(view, first)) {
      const isNew =
        batch.firstSight(`${day}\n${visitor}\n${dimension}\n${key}`) &&
        this.sql.exec(
          "INSERT OR IGNORE INTO seen (day, visitor, dimension, key) VALUES (?, ?, ?, ?)",
          day,
          visitor,
          dimension,
          key,
        ).rowsWritten > 0;
      batch.add(day, dimension, key, isNew ? 1 : 0);
    }
  }

  private add(day: string, dimension: string, key: string, views: number, visitors: number) {
    this.sql.exec(
      `INSERT INTO pending (day, dimension, key, views, visitors) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (day, dimension, key) DO UPDATE
       SET views = views + excluded.views, visitors = visitors + excluded.visitors`,
      day,
      dimension,
      key,
      views,
      visitors,
    );
  }

  /** The first page, referrer and campaign of a visitor's day, if this shard saw them. */
  async attribution(day: string, visitor: string): Promise<Omit<LeadSource, "page"> | null> {
    const row = this.sql
      .exec<Row>("SELECT * FROM visits WHERE day = ? AND visitor = ?", day, visitor)
      .toArray()[0];
    if (!row) return null;
    return {
      landingPage: String(row.landing),
      referrer: String(row.referrer),
      utmSource: String(row.utm_source),
      utmMedium: String(row.utm_medium),
      utmCampaign: String(row.utm_campaign),
    };
  }

  async status(): Promise<CounterStatus> {
    const meta = this.meta();
    const pending = this.sql
      .exec<{ n: number }>(
        `SELECT coalesce(sum(views), 0) AS n FROM (SELECT views FROM pending
         WHERE dimension IN ('site', 'not_found', 'redirect')
         UNION ALL SELECT views FROM outbox WHERE dimension IN ('site', 'not_found', 'redirect'))`,
      )
      .one().n;
    return {
      waiting: pending,
      lastFlushAt: meta.last_flush_at ?? null,
      lastError: meta.last_error ?? null,
      lastErrorAt: meta.last_error_at ?? null,
    };
  }

  /**
   * Flushes everything counted so far to D1 (one flush at a time). A failure is answered, not
   * thrown: it is recorded in the shard's state and the batches wait for the next try.
   */
  async flush(): Promise<FlushOutcome> {
    this.flushing ??= this.flushOnce().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  override async alarm(): Promise<void> {
    this.alarmAt = undefined;
    const outcome = await this.flush();
    if (!outcome.ok) {
      await this.ensureAlarm(Date.now() + RETRY_DELAY_MS);
      return;
    }
    this.forgetOldVisitors();
    const left = this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM seen").one().n;
    // Visitors' records are kept until the end of the next day: wake then to delete them.
    if (left > 0) {
      await this.ensureAlarm(Date.parse(`${addDays(dayOf(), 1)}T00:00:00Z`) + 86_400_000);
    }
  }

  /** Moves pending counts into numbered batches, then applies every batch not yet applied. */
  private async flushOnce(): Promise<FlushOutcome> {
    this.stageBatches();
    const batches = this.sql
      .exec<{ batch: string }>("SELECT DISTINCT batch FROM outbox ORDER BY batch")
      .toArray();
    for (const { batch } of batches) {
      try {
        await this.applyBatch(batch);
      } catch (error) {
        const message = String(error).slice(0, 500);
        this.setMeta({ last_error: message, last_error_at: new Date().toISOString() });
        return { ok: false, error: message };
      }
      this.sql.exec("DELETE FROM outbox WHERE batch = ?", batch);
      this.setMeta({
        last_flush_at: new Date().toISOString(),
        last_error: null,
        last_error_at: null,
      });
    }
    return { ok: true };
  }

  /** Pending counts → outbox batches of at most `BATCH_ROWS` rows, in one storage transaction. */
  stageBatches(): void {
    this.ctx.storage.transactionSync(() => {
      const rows = this.sql.exec<Row>("SELECT * FROM pending").toArray();
      let sequence = Number(this.meta().sequence ?? "0");
      for (let start = 0; start < rows.length; start += BATCH_ROWS) {
        sequence += 1;
        // Unique across shards and instances: the shard's id and its own counter.
        const batch = `${this.ctx.id.toString()}:${String(sequence).padStart(12, "0")}`;
        for (const row of rows.slice(start, start + BATCH_ROWS)) {
          this.sql.exec(
            "INSERT INTO outbox (batch, day, dimension, key, views, visitors) VALUES (?, ?, ?, ?, ?, ?)",
            batch,
            row.day,
            row.dimension,
            row.key,
            row.views,
            row.visitors,
          );
        }
      }
      this.sql.exec("DELETE FROM pending");
      this.setMeta({ sequence: String(sequence) });
    });
  }

  /**
   * Adds one batch to D1's rollups in one transaction that also records the batch's id. Every
   * statement adds only while that id is absent, so applying a batch twice adds it once.
   */
  async applyBatch(batch: string): Promise<void> {
    const rows = this.sql
      .exec<Row>("SELECT day, dimension, key, views, visitors FROM outbox WHERE batch = ?", batch)
      .toArray() as unknown as PendingRow[];
    const db = this.env.DB;
    const views = rows.filter((r) => r.dimension === "site").reduce((n, r) => n + r.views, 0);
    await db.batch([
      ...rows.map((row) =>
        db
          .prepare(
            `INSERT INTO analytics_rollups (day, dimension, key, views, visitors)
             SELECT ?1, ?2, ?3, ?4, ?5
             WHERE NOT EXISTS (SELECT 1 FROM analytics_flushes WHERE id = ?6)
             ON CONFLICT (day, dimension, key) DO UPDATE
             SET views = views + excluded.views, visitors = visitors + excluded.visitors`,
          )
          .bind(row.day, row.dimension, row.key, row.views, row.visitors, batch),
      ),
      db
        .prepare("INSERT OR IGNORE INTO analytics_flushes (id, applied_at, views) VALUES (?, ?, ?)")
        .bind(batch, new Date().toISOString(), views),
    ]);
  }

  /** Deletes visitors' records older than yesterday (so none lives past 48 hours). */
  private forgetOldVisitors(): void {
    const yesterday = addDays(dayOf(), -1);
    this.sql.exec("DELETE FROM seen WHERE day < ?", yesterday);
    this.sql.exec("DELETE FROM visits WHERE day < ?", yesterday);
  }

  private async ensureAlarm(at: number): Promise<void> {
    if (this.alarmAt !== undefined && this.alarmAt <= at) return;
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > at) await this.ctx.storage.setAlarm(at);
    this.alarmAt = current === null || current > at ? at : current;
  }

  private meta(): Record<string, string> {
    const rows = this.sql.exec<{ name: string; value: string }>("SELECT name, value FROM meta");
    return Object.fromEntries(rows.toArray().map((row) => [row.name, row.value]));
  }

  private setMeta(values: Record<string, string | null>): void {
    for (const [name, value] of Object.entries(values)) {
      if (value === null) this.sql.exec("DELETE FROM meta WHERE name = ?", name);
      else {
        this.sql.exec(
          "INSERT INTO meta (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
          name,
          value,
        );
      }
    }
  }
}
