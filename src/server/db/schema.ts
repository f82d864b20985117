import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types in one place (STYLE.md). Portable column choices, so one set of migrations
 * serves SQLite and PostgreSQL: timestamps are ISO-8601 UTC text (sortable), booleans are
 * 0/1 integers, structured values are JSON text.
 */
export interface Database {
  species: SpeciesTable;
  species_grains: SpeciesGrainTable;
  price_settings: PriceSettingTable;
  lead_captures: LeadCaptureTable;
  visitor_events: VisitorEventTable;
  leads: LeadTable;
  quotes: QuoteTable;
  quote_number_counters: QuoteNumberCounterTable;
  sketches: SketchTable;
  quote_sketches: QuoteSketchTable;
  outbox: OutboxTable;
}

export interface SpeciesTable {
  species_id: string;
  name: string;
  description: string;
  sort_order: number;
}

export interface SpeciesGrainTable {
  id: string;
  species_id: string;
  grain: 'face' | 'edge' | 'end';
  rate_cents_per_m3: number;
  density_kg_per_m3: number;
  available: number;
  image_url: string | null;
}

/** Finishes, cutouts and constants of the price book, keyed like `finish:matte`. */
export interface PriceSettingTable {
  key: string;
  value: number;
}

export interface LeadCaptureTable {
  id: Generated<number>;
  created_at: string;
  session_id: string | null;
  source: string;
  surface_type: string;
  wood_species: string | null;
  finish: string | null;
  layout: string | null;
  length_mm: number | null;
  width_mm: number | null;
  thickness_mm: number | null;
  quantity: number | null;
}

export interface VisitorEventTable {
  id: Generated<number>;
  occurred_at: string;
  session_id: string;
  /** A keyed hash of the session and user agent; never the raw IP address (POPIA). */
  visitor_key: string;
  type: string;
  page_path: string;
  referrer_host: string | null;
  device_type: 'desktop' | 'mobile' | 'tablet';
  time_on_page_s: number | null;
  value: number | null;
  data: string | null;
}

export interface LeadTable {
  id: Generated<number>;
  created_at: string;
  full_name: string;
  email: string;
  phone: string;
  company_name: string | null;
  client_type: string;
  source: string;
}

export interface QuoteTable {
  id: Generated<number>;
  quote_number: string;
  token: string;
  status: 'draft' | 'sent' | 'accepted' | 'expired';
  created_at: string;
  valid_until: string;
  accepted_at: string | null;
  lead_id: number;
  client_type: string;
  delivery: 'shipping' | 'collect';
  insurance: number;
  discount_basis_points: number;
  partner_id: number | null;
  /** The submitted surfaces, as validated. */
  surfaces_json: string;
  /** The priced result and the price book it was priced with (DECISIONS §5). */
  pricing_json: string;
  price_book_json: string;
  total_cents: number;
}

export interface QuoteNumberCounterTable {
  day: string;
  last_value: number;
}

export interface SketchTable {
  id: string;
  created_at: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  bytes: Uint8Array;
  /** Superseded by quote_sketches (migration 2026-11-23T0900); no longer written or read. */
  quote_id: number | null;
}

/** Which sketches went with which quote; a sketch can go with every quote that replaces one. */
export interface QuoteSketchTable {
  quote_id: number;
  sketch_id: string;
}

export interface OutboxTable {
  id: Generated<number>;
  created_at: string;
  kind: string;
  /** Idempotency key: one message per key, never sent twice. */
  dedupe_key: string;
  payload_json: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
}

export type SpeciesGrainRow = Selectable<SpeciesGrainTable>;
export type NewLeadCapture = Insertable<LeadCaptureTable>;
export type NewVisitorEvent = Insertable<VisitorEventTable>;
