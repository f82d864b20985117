import type { Kysely, Transaction } from 'kysely';
import type { Grain } from '#core/surface/surface-options';
import type { Database } from '../db/schema';
import type { PhotoFile } from './process-wood-photo';
import type { WoodImageSize } from './wood-image-sizes';

export interface WoodPhoto {
  id: number;
  speciesId: string;
  grain: Grain;
  position: number;
  contentHash: string;
  createdAt: string;
}

type Db = Kysely<Database> | Transaction<Database>;

export async function listWoodPhotos(db: Db): Promise<WoodPhoto[]> {
  const rows = await db
    .selectFrom('wood_photos')
    .select(['id', 'species_id', 'grain', 'position', 'content_hash', 'created_at'])
    .orderBy('species_id')
    .orderBy('grain')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    speciesId: row.species_id,
    grain: row.grain,
    position: row.position,
    contentHash: row.content_hash,
    createdAt: row.created_at,
  }));
}

export async function insertWoodPhoto(
  trx: Transaction<Database>,
  photo: {
    speciesId: string;
    grain: Grain;
    contentHash: string;
    files: PhotoFile[];
    staffId: number | null;
    now: Date;
  },
): Promise<number> {
  const last = await trx
    .selectFrom('wood_photos')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('species_id', '=', photo.speciesId)
    .where('grain', '=', photo.grain)
    .executeTakeFirst();
  const row = await trx
    .insertInto('wood_photos')
    .values({
      species_id: photo.speciesId,
      grain: photo.grain,
      position: Number(last?.position ?? 0) + 1,
      content_hash: photo.contentHash,
      created_at: photo.now.toISOString(),
      created_by_staff_id: photo.staffId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await trx
    .insertInto('wood_photo_files')
    .values(photo.files.map((file) => ({ photo_id: id, size: file.size, mime_type: file.mimeType, bytes: file.bytes })))
    .execute();
  return id;
}

/** True when there was such a photo. */
export async function deleteWoodPhoto(trx: Transaction<Database>, id: number): Promise<boolean> {
  await trx.deleteFrom('wood_photo_files').where('photo_id', '=', id).execute();
  const result = await trx.deleteFrom('wood_photos').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** One size of a photo, only when the hash matches: an old URL never serves a newer photo. */
export async function readWoodPhotoFile(
  db: Db,
  query: { id: number; contentHash: string; size: WoodImageSize },
): Promise<{ mimeType: string; bytes: Buffer } | undefined> {
  const row = await db
    .selectFrom('wood_photo_files')
    .innerJoin('wood_photos', 'wood_photos.id', 'wood_photo_files.photo_id')
    .select(['wood_photo_files.mime_type', 'wood_photo_files.bytes'])
    .where('wood_photos.id', '=', query.id)
    .where('wood_photos.content_hash', '=', query.contentHash)
    .where('wood_photo_files.size', '=', query.size)
    .executeTakeFirst();
  return row && { mimeType: row.mime_type, bytes: Buffer.from(row.bytes) };
}
