import type { WoodSpeciesRecord } from '#core/catalogue/catalogue-types';
import { GRAINS } from '#core/surface/surface-options';
import { woodSpeciesRecordsRoute } from '#core/api/catalogue-routes';
import { callApi } from '#client/shared/call-api';

/** The fields of a species record the grain dialog reads, each of the type it reads. */
export type GrainRecord = Pick<
  WoodSpeciesRecord,
  'speciesId' | 'grainStyle' | 'available' | 'imageUrl' | 'galleryUrls' | 'description'
>;

const isString = (value: unknown): value is string => typeof value === 'string';

function isGrainRecord(item: unknown): item is GrainRecord {
  if (typeof item !== 'object' || item === null) return false;
  const record = item as Record<string, unknown>;
  return (
    isString(record.speciesId) &&
    (GRAINS as readonly unknown[]).includes(record.grainStyle) &&
    typeof record.available === 'boolean' &&
    isString(record.imageUrl) &&
    Array.isArray(record.galleryUrls) &&
    record.galleryUrls.every(isString) &&
    isString(record.description)
  );
}

export class InvalidSpeciesData extends Error {
  constructor() {
    super('The wood species answer is not a list');
    this.name = 'InvalidSpeciesData';
  }
}

/**
 * CONF-27: the catalogue's answer checked item by item, without zod (the dialog is part of the
 * configurator, ADR 008): an answer that is not a list is invalid species data (an error, so the
 * dialog's list is empty and says why), and a malformed record is skipped, never shown.
 */
export function grainRecordsFrom(data: unknown): GrainRecord[] {
  if (!Array.isArray(data)) throw new InvalidSpeciesData();
  const records = data.filter(isGrainRecord);
  if (records.length < data.length)
    console.warn(`Skipped ${data.length - records.length} malformed wood species record(s)`);
  return records;
}

export async function fetchGrainRecords(): Promise<GrainRecord[]> {
  const data: unknown = await callApi(woodSpeciesRecordsRoute);
  return grainRecordsFrom(data);
}
