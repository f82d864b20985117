import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { DayTotals } from '#core/analytics/summarize-day';
import type { SuspectBeacon } from '#core/tracking/page-token';
import type { HeatmapCellCount } from '#core/heatmaps/summarize-heatmap-day';
import type { JobStage } from '#core/workshop/job-schemas';

/**
 * Table types in one place (CONTRIBUTING.md, "Adding a migration"). Portable column choices, so one set of migrations
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
  proof_of_work_spent: ProofOfWorkSpentTable;
  staff_users: StaffUserTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  partners: PartnerTable;
  partner_logos: PartnerLogoTable;
  partner_setup_tokens: PartnerSetupTokenTable;
  sessions: SessionTable;
  sign_in_throttle: SignInThrottleTable;
  quote_idempotency_keys: QuoteIdempotencyKeyTable;
  rate_limit_hits: RateLimitHitTable;
  quote_pdfs: QuotePdfTable;
  server_secrets: ServerSecretTable;
  quote_events: QuoteEventTable;
  analytics_days: AnalyticsDayTable;
  analytics_day_counts: AnalyticsDayCountTable;
  price_book_versions: PriceBookVersionTable;
  quote_history: QuoteHistoryTable;
  daily_reports: DailyReportTable;
  privacy_erasures: PrivacyErasureTable;
  wood_photos: WoodPhotoTable;
  wood_photo_files: WoodPhotoFileTable;
  heatmap_clicks: HeatmapClickTable;
  heatmap_scrolls: HeatmapScrollTable;
  heatmap_day_cells: HeatmapDayCellTable;
  analytics_day_traffic: AnalyticsDayTrafficTable;
  jobs: JobTable;
  job_stage_moves: JobStageMoveTable;
  job_stock_cuts: JobStockCutTable;
  security_events: SecurityEventTable;
  workshop_stock: WorkshopStockTable;
  workshop_settings: WorkshopSettingTable;
  owner_settings: OwnerSettingsTable;
  invoice_number_counters: InvoiceNumberCounterTable;
  invoices: InvoiceTable;
  invoice_payments: InvoicePaymentTable;
  bank_statement_mappings: BankStatementMappingTable;
  bank_statements: BankStatementTable;
  bank_statement_lines: BankStatementLineTable;
  invoice_reminders: InvoiceReminderTable;
}

export interface SpeciesTable {
  species_id: string;
  name: string;
  description: string;
  sort_order: number;
  /** 1 once retired: hidden from the picker, still named on old quotes. */
  retired: Generated<number>;
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
  /** The Africa/Johannesburg day of occurred_at, YYYY-MM-DD (ANALYTICS-05). */
  day: string | null;
  /** ISO 3166 country code, looked up before the address is thrown away. */
  country: string | null;
  browser: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  surface_type: string | null;
  wood_species: string | null;
  /** Why the beacon is not a served page's (ADR 041): left out of every figure; null for a plausible one. */
  suspect: ColumnType<SuspectBeacon | null, SuspectBeacon | null | undefined, SuspectBeacon | null>;
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
  /** The priced result and the price book it was priced with (QUOTE-11). */
  pricing_json: string;
  price_book_json: string;
  /** The trade total: what the workshop charges (PARTNER-21 to PARTNER-24); its revenue figures use it. */
  total_cents: number;
  /** The client price the partner chose (PARTNER-21 to PARTNER-24); `list` for a customer's own quote. */
  client_price_mode: Generated<'list' | 'markup' | 'pass_through'>;
  /** 1750 = 17.5 %; 0 outside `markup`. */
  client_markup_basis_points: Generated<number>;
  /** What the client is quoted; null never after migration 2026-11-25T1000. */
  client_total_cents: number | null;
  /** Staff's record of how it ended (STAFF-08, ANALYTICS-09), respected by the acceptance figures. */
  outcome: 'won' | 'lost' | null;
  outcome_note: string | null;
  outcome_at: string | null;
  /** The lead time promised when the quote was made (OPS-19); null on quotes before it: QUOTE-09's 3–4 weeks. */
  lead_min_weeks: number | null;
  lead_max_weeks: number | null;
  /**
   * A StoredQuoteAdvice (ADR 023): the region chosen and the species figures in force; null before migration
   * 2026-11-26T0100.
   */
  advice_json: string | null;
  /**
   * The billing address and VAT number the customer gave on accepting (ADR 047); null until given, and after erasure.
   */
  billing_address: string | null;
  billing_vat_number: string | null;
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
  /** A keyed hash of the uploading client's address (upload quota), never the address. */
  client_key: string | null;
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
  /** The lower-cased address a customer message goes to, for the per-recipient daily cap. */
  recipient: string | null;
  /** The server instance holding a `sending` claim (ADR 004); null when none or before it was recorded. */
  claimed_by: string | null;
  /** ADR 040: 0 the workshop's mail, 1 mail an anonymous visitor caused; the lower lane goes out first. */
  lane: Generated<number>;
}

/** ADR 040: a proof-of-work challenge whose solution was accepted, kept until it expires so it is accepted once. */
export interface ProofOfWorkSpentTable {
  challenge: string;
  expires_at: string;
}

/** POST /api/quotes' Idempotency-Key (hashed) and the quote it made, for a day. */
export interface QuoteIdempotencyKeyTable {
  key_hash: string;
  /** The request it came with: the same key with another body is refused. */
  request_hash: string;
  quote_id: number;
  created_at: string;
}

/** Fixed-window request counts shared by every server on one PostgreSQL. */
export interface RateLimitHitTable {
  /** The limit's name and a keyed hash of the client address. */
  key: string;
  window_ends_at: number;
  hits: number;
}

/** A quote's PDF, rendered once per version of what it shows. */
export interface QuotePdfTable {
  quote_id: number;
  version: string;
  file_name: string;
  bytes: Uint8Array;
  created_at: string;
}

/** Server-side lead and quote events (ANALYTICS-05): a quote saved (with its lead), sent, accepted. */
export interface QuoteEventTable {
  id: Generated<number>;
  occurred_at: string;
  day: string;
  type: 'quote_saved' | 'quote_sent' | 'quote_accepted';
  quote_id: number;
  client_type: string;
  total_cents: number;
}

/**
 * One Johannesburg day's figures, rolled up from the raw events; the dashboards read only these.
 * The figures' columns are core's `DAY_TOTAL_COLUMNS`.
 */
export interface AnalyticsDayTable extends DayTotals {
  day: string;
  updated_at: string;
}

/** A day's visitors and events by one dimension (country, source, page, wood, …). */
/** What a day's figures leave out (ADR 021): events refused past the daily limits, and suspect visitors. */
export interface AnalyticsDayTrafficTable {
  day: string;
  /** Added to by every server's ingest (bigint: read through Number(), a string on PostgreSQL). */
  events_over_visitor_limit: number;
  events_over_budget: number;
  /** Replaced by each roll-up of the day. */
  suspect_visitors: number;
  suspect_events: number;
}

export interface AnalyticsDayCountTable {
  day: string;
  dimension: string;
  key: string;
  visitors: number;
  events: number;
  seconds: number;
}

export interface StaffUserTable {
  id: Generated<number>;
  /** Lower-case. */
  email: string;
  name: string;
  role: 'owner' | 'staff';
  /** argon2id PHC string; never the password. */
  password_hash: string;
  created_at: string;
  disabled_at: string | null;
  daily_report_opt_in: Generated<number>;
  /** The TOTP secret, base32 (STAFF-16); in use only once `totp_enabled_at` is set. */
  totp_secret: string | null;
  totp_enabled_at: string | null;
  /** The last TOTP time step a code was accepted for: no code is accepted twice. */
  totp_last_step: number | string | null;
}

export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  staff_user_id: number;
  /** SHA-256 of the normalised code; never the code. */
  code_hash: string;
  used_at: string | null;
}

/** One row per application and, once set up, per partner account (ADR 007). */
export interface PartnerTable {
  id: Generated<number>;
  status: 'pending' | 'approved' | 'rejected' | 'suspended';
  business_name: string;
  business_type: 'contractor' | 'reseller';
  contact_name: string;
  /** Lower-case. */
  contact_email: string;
  contact_phone: string;
  business_address: string;
  vat_number: string | null;
  website: string | null;
  note: string | null;
  /** 1500 = 15 %. */
  discount_basis_points: number;
  /** The client price new quotes start with (PARTNER-21 to PARTNER-24). */
  client_price_mode: Generated<'list' | 'markup' | 'pass_through'>;
  client_markup_basis_points: Generated<number>;
  /** Lower-case; null until the partner completes setup. */
  username: string | null;
  password_hash: string | null;
  created_at: string;
  decided_at: string | null;
  decided_by_staff_id: number | null;
  rejection_reason: string | null;
  account_created_at: string | null;
  suspended_at: string | null;
}

export interface PartnerLogoTable {
  partner_id: number;
  /** Re-encoded PNG, metadata stripped, at most 600 px wide. */
  bytes: Uint8Array;
  mime_type: string;
  width: number;
  height: number;
  updated_at: string;
}

export interface PartnerSetupTokenTable {
  /** SHA-256 (hex) of the token in the e-mailed link; the token itself is never stored. */
  token_hash: string;
  partner_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SessionTable {
  /** SHA-256 (hex) of the cookie's token; the token itself is never stored. */
  id: string;
  kind: 'staff' | 'partner';
  staff_user_id: number | null;
  partner_id: number | null;
  created_at: string;
  last_seen_at: string;
  idle_expires_at: string;
  absolute_expires_at: string;
}

export interface SignInThrottleTable {
  /** A keyed hash of an account name or a client address; never either in clear. */
  key: string;
  window_started_at: string;
  /** Attempts reserved in the window: each is counted before its password is verified (ADR 022). */
  failures: number;
  /** Past the limit, no attempt is verified before this time (ADR 022). */
  blocked_until: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Random keys shared by every server on one database (a keyed hash must agree across them). */
export interface ServerSecretTable {
  name: string;
  /** base64 */
  value: string;
  created_at: string;
}

/** One saved version of the price book and what changed from the one before (PRICE-33). */
export interface PriceBookVersionTable {
  version: number;
  created_at: string;
  staff_user_id: number | null;
  /** Who saved it, as named then; null for the seed. */
  staff_name: string | null;
  reason: string | null;
  restored_from: number | null;
  /** A PriceBookContent: the species and the engine's PriceBook. */
  content_json: string;
  /** PriceBookChange[] against the version before. */
  changes_json: string;
}

/** A quote's history for staff: created, sent, accepted, won or lost. */
export interface QuoteHistoryTable {
  id: Generated<number>;
  quote_id: number;
  occurred_at: string;
  kind: 'created' | 'sent' | 'accepted' | 'won' | 'lost';
  staff_user_id: number | null;
  staff_name: string | null;
  note: string | null;
}

/** A daily report: claimed (a unique claim key) before it is composed and queued (ANALYTICS-22). */
export interface DailyReportTable {
  id: Generated<number>;
  /** `scheduled:YYYY-MM-DD` (one per report day, ever) or `test:<random>`. */
  claim_key: string;
  /** The Johannesburg day the report is about. */
  day: string;
  kind: 'scheduled' | 'test';
  claimed_at: string;
  /** Which server process claimed it (host and pid), for the logs. */
  claimed_by: string;
  requested_by_staff_id: number | null;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  recipients: Generated<number>;
  queued_at: string | null;
}

/** The log of POPIA erasures: who, when and which records, never the erased data (STAFF-10). */
export interface PrivacyErasureTable {
  id: Generated<number>;
  erased_at: string;
  staff_user_id: number;
  records_json: string;
}

/** ANALYTICS-20: one click for the heatmaps, kept ANALYTICS_RETENTION_DAYS (ADR 021). */
export interface HeatmapClickTable {
  id: Generated<number>;
  occurred_at: string;
  day: string;
  /** The configurator step (`data-hm-view`). */
  view: string;
  width_bucket: 'phone' | 'tablet' | 'desktop';
  /** The `data-hm` name, '' for a page-level click. */
  element: string;
  /** Hundredths of the element (or of the page width). */
  x: number;
  /** Hundredths of the element's height, or document pixels on the 16 px grid for the page. */
  y: number;
  /** 1 on the click that made a rage burst (three within a second). */
  rage: Generated<number>;
}

/** ANALYTICS-20: how far down one page view got, in hundredths of the page, kept ANALYTICS_RETENTION_DAYS (ADR 021). */
export interface HeatmapScrollTable {
  id: Generated<number>;
  occurred_at: string;
  day: string;
  view: string;
  width_bucket: 'phone' | 'tablet' | 'desktop';
  depth: number;
}

/** A day's heatmap counts per cell (core/heatmaps/summarize-heatmap-day.ts says what each kind's cells mean). */
export type HeatmapDayCellTable = HeatmapCellCount & { day: string };

export type SpeciesGrainRow = Selectable<SpeciesGrainTable>;
export type NewLeadCapture = Insertable<LeadCaptureTable>;
export type NewVisitorEvent = Insertable<VisitorEventTable>;
export type NewHeatmapClick = Insertable<HeatmapClickTable>;
export type NewHeatmapScroll = Insertable<HeatmapScrollTable>;
export type NewQuoteEvent = Insertable<QuoteEventTable>;

/** ADR 012: a staff photo of a species and grain; the first by position is its card image. */
export interface WoodPhotoTable {
  id: Generated<number>;
  species_id: string;
  grain: 'face' | 'edge' | 'end';
  position: number;
  /** Hash of the uploaded bytes: part of every URL, so a new photo is never a stale cached one. */
  content_hash: string;
  created_at: string;
  created_by_staff_id: number | null;
}

/** One re-encoded size of a photo (card, thumbnail, gallery: WebP; pdf: JPEG). */
export interface WoodPhotoFileTable {
  photo_id: number;
  size: string;
  mime_type: string;
  bytes: Uint8Array;
}

/** A workshop job (OPS-13): one per accepted or won quote; `version` makes stage moves optimistic. */
export interface JobTable {
  id: Generated<number>;
  job_number: string;
  quote_id: number;
  stage: JobStage;
  version: Generated<number>;
  accepted_at: string;
  /** YYYY-MM-DD in the workshop's time zone. */
  promised_date: string;
  updated_at: string;
}

export interface JobStageMoveTable {
  id: Generated<number>;
  job_id: number;
  /** Null for the move that created the job. */
  from_stage: string | null;
  to_stage: string;
  moved_at: string;
  staff_user_id: number | null;
  staff_name: string | null;
}

/** The owner's stock list (OPS-15); `offcut_count` > 0 marks kept offcuts (OPS-16). */
export interface WorkshopStockTable {
  id: Generated<number>;
  species: string;
  rough_thickness_mm: number;
  length_mm: number;
  width_mm: number;
  offcut_count: Generated<number>;
  /** The job whose kept leftover this offcut line is (OPS-16); null for lines the owner entered. */
  from_job_number: string | null;
}

/** OPS-16: a job's boards cut, once, with the board plan as cut (ADR 029). */
export interface JobStockCutTable {
  job_id: number;
  cut_at: string;
  plan_json: string;
}

export interface WorkshopSettingTable {
  key: string;
  value: number;
}

/** The business's own details (ADR 047): one row, id 1; text is blank until set. */
export interface OwnerSettingsTable {
  id: number;
  registered_name: string;
  trading_name: string;
  vat_number: string;
  address: string;
  bank_account_holder: string;
  bank_name: string;
  bank_branch_code: string;
  bank_account_number: string;
  bank_account_type: 'cheque' | 'savings' | 'transmission';
  deposit_share_basis_points: number;
  payment_terms: string;
  updated_at: string | null;
}

/** The security log (STAFF-14, ADR 022): who did what and when; the client only as a keyed hash. */
export interface SecurityEventTable {
  id: Generated<number>;
  occurred_at: string;
  /** One of SECURITY_EVENT_KINDS. */
  kind: string;
  /** 'staff' | 'partner' | 'visitor' (not signed in) | 'system' (the command line). */
  actor_kind: string;
  actor_id: number | null;
  /** Who, as named then. */
  actor_name: string | null;
  /** What it was done to: an account, a price-book version, a file. Never an erased person. */
  subject: string | null;
  detail: string | null;
  /** The client's keyed hash (the one limits count by), never its address. */
  client_hash: string | null;
}

/** ADR 047: the last number taken in each series; the row is locked while an invoice is issued. */
export interface InvoiceNumberCounterTable {
  series: 'INV' | 'CN';
  last_value: number;
}

/** A tax invoice or credit note as issued (ADR 047): what it printed is stored with it. */
export interface InvoiceTable {
  id: Generated<number>;
  /** INV-000001 or CN-000001: gap-free in each series. */
  number: string;
  kind: 'deposit' | 'final' | 'credit_note';
  /** `deposit:<quote id>`, `final:<quote id>`, `credit:<invoice id>`: the same issue twice finds the first. */
  issue_key: string;
  quote_id: number;
  /** The invoice a credit note cancels. */
  credits_invoice_id: number | null;
  issued_at: string;
  /** YYYY-MM-DD in the workshop's time zone: the date the invoice prints. */
  issued_on: string;
  /** The supplier's details as printed (an InvoiceSupplier). */
  supplier_json: string;
  recipient_name: string;
  recipient_address: string;
  recipient_vat_number: string;
  recipient_email: string;
  /** Set when the invoice is to a partner's business (trade price). */
  partner_id: number | null;
  description: string;
  quantity: number;
  total_cents: number;
  vat_cents: number;
  exclusive_cents: number;
  /** A credit note's reason. */
  reason: string | null;
  /** ADR 051: the recipient was erased; their name, address and VAT number go on this day (YYYY-MM-DD). */
  recipient_kept_until: string | null;
}

export interface InvoicePaymentTable {
  id: Generated<number>;
  invoice_id: number;
  amount_cents: number;
  paid_on: string;
  method: string;
  reference: string;
  recorded_at: string;
  staff_user_id: number | null;
  staff_name: string | null;
  /** The statement line it came from (`statementLineIdentities`): unique, so no line is applied twice. */
  statement_line_identity?: string | null;
}

/** ADR 047: a payment reminder queued for an invoice; (invoice, sequence) is unique, so each goes once. */
export interface InvoiceReminderTable {
  id: Generated<number>;
  invoice_id: number;
  /** 1 for an invoice's first reminder, 2 for its second, … */
  sequence: number;
  queued_at: string;
  /** The outbox row that carries it. */
  outbox_id: number | null;
}

/** A bank's CSV column mapping, chosen once and saved by the bank's name (ADR 047). */
export interface BankStatementMappingTable {
  id: Generated<number>;
  bank_name: string;
  mapping_json: string;
  saved_at: string;
}

/** An uploaded bank statement: the file's name and hash, when and by whom. */
export interface BankStatementTable {
  id: Generated<number>;
  file_name: string;
  file_sha256: string;
  mapping_id: number | null;
  imported_at: string;
  staff_user_id: number | null;
  staff_name: string | null;
}

/** One line of an imported statement and what became of it. */
export interface BankStatementLineTable {
  id: Generated<number>;
  statement_id: number;
  /** Its place in the file, from 0. */
  position: number;
  identity: string;
  posted_on: string;
  amount_cents: number;
  description: string;
  reference: string;
  status: 'applied' | 'suggested' | 'left';
  /** The invoice it paid (applied) or may pay (suggested). */
  invoice_id: number | null;
  /** A `SuggestionReason` or `LeftReason` code. */
  reason: string | null;
}
