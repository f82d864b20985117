import { z } from 'zod';
import { GRAINS } from '../surface/surface-options';

/**
 * OPS-13: a job's stages, in the order the floor works them. A job to collect is ready to
 * collect, then collected; one the workshop delivers goes out for delivery, then is
 * delivered (`stagesFor`).
 */
export const JOB_STAGES = [
  'accepted',
  'materials_ordered',
  'cutting',
  'glue_up',
  'finishing',
  'ready_to_collect',
  'out_for_delivery',
  'collected',
  'delivered',
] as const;
export type JobStage = (typeof JOB_STAGES)[number];

export const JOB_STAGE_LABELS: Record<JobStage, string> = {
  accepted: 'Accepted',
  materials_ordered: 'Materials ordered',
  cutting: 'Cutting',
  glue_up: 'Glue-up',
  finishing: 'Finishing',
  ready_to_collect: 'Ready to collect',
  out_for_delivery: 'Out for delivery',
  collected: 'Collected',
  delivered: 'Delivered',
};

export type JobDelivery = 'shipping' | 'collect';
const COLLECT_ONLY: readonly JobStage[] = ['ready_to_collect', 'collected'];
const DELIVER_ONLY: readonly JobStage[] = ['out_for_delivery', 'delivered'];

/** The stages a job passes through, chosen by the quote's delivery (OPS-13). */
export function stagesFor(delivery: JobDelivery): JobStage[] {
  const other = delivery === 'collect' ? DELIVER_ONLY : COLLECT_ONLY;
  return JOB_STAGES.filter((stage) => !other.includes(stage));
}

/** OPS-18: the stages the customer (or the partner) hears about, and only when staff say yes. */
export const ANNOUNCED_STAGES: readonly JobStage[] = ['ready_to_collect', 'out_for_delivery'];
/** The stages at which the work is done: a job there is no longer late, nor in the workshop's queue. */
export const DONE_STAGES: readonly JobStage[] = ['ready_to_collect', 'out_for_delivery', 'collected', 'delivered'];

/** The stages a move from `from` to `to` passes over, in the job's own order (none moving back or one step on). */
export function skippedStages(delivery: JobDelivery, from: JobStage, to: JobStage): JobStage[] {
  const stages = stagesFor(delivery);
  const start = stages.indexOf(from);
  const end = stages.indexOf(to);
  return start >= 0 && end > start + 1 ? stages.slice(start + 1, end) : [];
}

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-11-24');
const mm = z.number().int().min(1).max(20_000);

/** GET /api/admin/jobs's filters: the week a job is promised in (its Monday or any day of it), a species. */
export const jobsQuerySchema = z.object({
  week: isoDay.optional(),
  species: z
    .string()
    .regex(/^[a-z][a-z_]{0,59}$/, 'Use a species id such as maple')
    .optional(),
});
export type JobsQuery = z.infer<typeof jobsQuerySchema>;

export const jobRowSchema = z.object({
  id: z.number().int(),
  jobNumber: z.string(),
  quoteNumber: z.string(),
  stage: z.enum(JOB_STAGES),
  version: z.number().int(),
  promisedDate: isoDay,
  acceptedAt: z.string(),
  customerName: z.string(),
  partnerName: z.string().nullable(),
  /** The quote's delivery: which of the ready stages the job passes through. */
  delivery: z.enum(['shipping', 'collect']),
  /** The species the job is made of, e.g. `maple`. */
  species: z.array(z.string()),
  surfaceCount: z.number().int(),
  /**
   * ADR 050: what the job waits for before it may move on: its deposit (before cutting) or its
   * balance (when ready); null when nothing, or when its quote has no invoice.
   */
  waitingFor: z.enum(['deposit', 'balance']).nullable(),
});
export type JobRow = z.infer<typeof jobRowSchema>;

export const jobListSchema = z.object({ jobs: z.array(jobRowSchema) });
export type JobList = z.infer<typeof jobListSchema>;

export const jobPartSchema = z.object({
  name: z.string(),
  surfaceIndex: z.number().int(),
  kind: z.enum(['top', 'backsplash', 'waterfall']),
  finishedLengthMm: z.number().int(),
  finishedWidthMm: z.number().int(),
  thicknessMm: z.number().int(),
  woodSpecies: z.string(),
  /** The wood as the price book names it, e.g. "Kiaat - Edge Grain": what the cut list prints. */
  woodName: z.string(),
  grainStyle: z.enum(GRAINS),
  quantity: z.number().int(),
  /** The profile's id, e.g. `bullnose`; `edges` says it in words, side by side. */
  edgeProfile: z.string(),
  /** The finish's id, e.g. `satin`; `finishName` says it in words. */
  finish: z.string(),
  finishName: z.string(),
  /** The outline in words, e.g. "Round, 1200 mm across (radius 600 mm), cut from its square blank" (OPS-14). */
  shape: z.string(),
  /** Each cutout the quote charged, named in words, at its size (width along the top × length across it). */
  cutouts: z.array(z.object({ name: z.string(), widthMm: z.number(), lengthMm: z.number(), position: z.string() })),
  edges: z.array(z.object({ side: z.string(), profile: z.string() })),
  /** Brackets and other fittings, `count` for one of the part. */
  hardware: z.array(z.object({ name: z.string(), count: z.number().int() })),
  staveCount: z.number().int(),
  roughLengthMm: z.number().int(),
  roughWidthMm: z.number().int(),
  roughThicknessMm: z.number(),
  /**
   * Edge and end grain: the strips ripped and glued on edge (ADR 046). Absent on plans cut before grain was planned.
   */
  strips: z
    .object({
      count: z.number().int(),
      ripWidthMm: z.number(),
      glueUpWidthMm: z.number(),
      perBoardWidth: z.number().int(),
    })
    .optional(),
  /** End grain: the edge-grain panel's slices, turned up and glued again. */
  slices: z
    .object({ count: z.number().int(), thicknessMm: z.number(), panelLengthMm: z.number(), panelWidthMm: z.number() })
    .optional(),
  /** Longer than every board and not to be finger-jointed: "needs a board of at least X mm"; nothing of it is cut. */
  needsBoardMm: z.number().int().optional(),
});
export type JobPartView = z.infer<typeof jobPartSchema>;

export const plannedBoardSchema = z.object({
  species: z.string(),
  roughThicknessMm: z.number(),
  lengthMm: z.number().int(),
  widthMm: z.number().int(),
  source: z.enum(['new', 'offcut']),
  /** Each cut's length in mm, in the order they are cut. */
  cuts: z.array(z.number().int()),
  /** Which part each cut is for, by its index in `parts`; a finger-jointed piece says so. */
  cutParts: z.array(
    z.object({
      partIndex: z.number().int(),
      /** Which of the part's staves (or lengths for strips) it is, from 1; absent on plans stored without it. */
      stave: z.number().int().optional(),
      piece: z.number().int(),
      pieces: z.number().int(),
    }),
  ),
  leftoverMm: z.number().int(),
  keptOffcut: z.boolean(),
});
export type PlannedBoardView = z.infer<typeof plannedBoardSchema>;

export const boardPlanSchema = z.object({
  boards: z.array(plannedBoardSchema),
  yieldPercent: z.number(),
  lowerBoundBoards: z.number().int(),
  newBoards: z.number().int(),
});
export type BoardPlanView = z.infer<typeof boardPlanSchema>;

export const jobMoveSchema = z.object({
  from: z.enum(JOB_STAGES).nullable(),
  to: z.enum(JOB_STAGES),
  at: z.string(),
  by: z.string().nullable(),
});

export const jobDetailSchema = jobRowSchema.extend({
  parts: z.array(jobPartSchema),
  boardPlan: boardPlanSchema,
  moves: z.array(jobMoveSchema),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** PATCH /api/admin/jobs/{id}: the stage to move to and the version the mover saw. */
export const moveJobSchema = z.object({
  stage: z.enum(JOB_STAGES, 'Unknown stage'),
  version: z.number().int().min(1),
  /**
   * OPS-18: the staff's answer to "E-mail the customer now?" for a ready stage. Without a yes
   * nothing is sent; a later move with a yes sends it then, once.
   */
  emailCustomer: z.boolean().default(false),
  /**
   * ADR 050: an owner moves the job although its deposit or balance is not paid, saying why; the
   * reason goes to the security log. Refused (403) from staff who are not owners.
   */
  override: z
    .object({
      reason: z
        .string()
        .trim()
        .min(5, 'Say why in at least 5 characters')
        .max(500, 'Keep the reason under 500 characters'),
    })
    .optional(),
});

/** GET /api/admin/jobs/{id}/stage-email: the e-mail a move to `stage` would send, to show before asking. */
export const stageEmailQuerySchema = z.object({ stage: z.enum(JOB_STAGES, 'Unknown stage') });
export const stageEmailSchema = z.object({
  /** Null when the stage e-mails no one, or the e-mail was sent already. */
  email: z.object({ to: z.string(), subject: z.string(), text: z.string() }).nullable(),
  /** Why there is none, in words: "already sent on 2026-12-01", "no one hears of this stage". */
  reason: z.string().nullable(),
});
export type StageEmail = z.infer<typeof stageEmailSchema>;

export const stockLineSchema = z.object({
  species: z.string().regex(/^[a-z][a-z_]{0,59}$/, 'Use a species id such as maple'),
  roughThicknessMm: z.number().int().min(10).max(300),
  lengthMm: mm,
  widthMm: z.number().int().min(20).max(1000),
  offcutCount: z.number().int().min(0).max(1000).default(0),
  /** Kept from this job's boards when it was cut (OPS-16); the owner's own lines have none. */
  fromJobNumber: z
    .string()
    .regex(/^J-[0-9A-Za-z-]{1,40}$/, 'Use a job number such as J-2026-0001')
    .optional(),
});
/**
 * What the stock list was when it was read (a hash of the stored lines). A save names the revision
 * it replaces, so a list opened before a job was cut or another owner saved cannot undo that
 * change unseen: the save is refused (409) and the owner reloads (OPS-15, ADR 029).
 */
export const stockRevisionSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Reload the stock list: its revision is missing or malformed');
export const stockListSchema = z.object({ boards: z.array(stockLineSchema).max(500), revision: stockRevisionSchema });
export type StockList = z.infer<typeof stockListSchema>;

export const workshopSettingsSchema = z.object({
  kerfMm: z.number().int().min(0).max(20),
  trimAllowanceMm: z.number().int().min(0).max(500),
  keptOffcutMinMm: z.number().int().min(0).max(10_000),
  weeklyCapacityJobs: z.number().int().min(1).max(500),
  /** OPS-16: no piece of a finger-jointed stave is shorter; omitted, 600 mm. */
  minFingerJointPieceMm: z.number().int().min(300).max(3000).default(600),
  /** OPS-16: the species whose over-long staves may be finger-jointed; none unless an owner says so. */
  fingerJointSpecies: z
    .array(z.string().regex(/^[a-z][a-z_]{0,59}$/, 'Use a species id such as maple'))
    .max(100)
    .default([]),
});

export const buyingListQuerySchema = z.object({ week: isoDay });
export const buyingListSchema = z.object({
  weekStart: isoDay,
  jobNumbers: z.array(z.string()),
  lines: z.array(
    z.object({
      species: z.string(),
      roughThicknessMm: z.number(),
      lengthMm: z.number().int(),
      widthMm: z.number().int(),
      boards: z.number().int(),
      volumeM3: z.number(),
    }),
  ),
});
export type BuyingListView = z.infer<typeof buyingListSchema>;

/** What a partner sees of their clients' jobs: where each stands, nothing of the floor's plan. */
export const partnerJobListSchema = z.object({
  jobs: z.array(
    z.object({ jobNumber: z.string(), quoteNumber: z.string(), stage: z.enum(JOB_STAGES), promisedDate: isoDay }),
  ),
});
export type PartnerJobList = z.infer<typeof partnerJobListSchema>;
