import jsQR from 'jsqr';
import sharp from 'sharp';

/**
 * What a real decoder reads from a picture of a QR code: jsQR, in plain JavaScript, so the tests
 * need no system tool to read a code back (sharp turns any image into the pixels it wants).
 */
export async function readQrCode(image: string | Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}
