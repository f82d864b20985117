import type { Grain } from '../surface/surface-options';

/** A wood's detail profile, shown in the grain dialog's collapsible sections (SPEC §2). */
export interface WoodProfile {
  speciesId: string;
  scientificName: string;
  origin: string;
  /** Janka hardness with its unit, e.g. '6,450 N (Janka)'. */
  hardness: string;
  grainPattern: string;
  colour: string;
  workability: string;
  durability: string;
  sustainability: string;
  /** A short overview paragraph for 'Species Overview'. */
  overview: string;
  grains: Partial<Record<Grain, { characteristics: string; applications: string[] }>>;
  careTips: string[];
  technicalData: { label: string; value: string }[];
}
