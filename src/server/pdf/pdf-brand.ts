import sharp from 'sharp';
import type { BusinessDetails, QuoteView } from '#core/quotes/quote-view';
import type { PdfLog } from './pdf-log';

export interface PdfBrand {
  /** The name in the header band: the partner's on a white-label quote (PARTNER-20). */
  name: string;
  isPartner: boolean;
  /** The lines at the band's right: the workshop's e-mail and phone, or the partner's own contacts. */
  contacts: string[];
  logo?: { png: Buffer; aspect: number };
}

/** Logos are scaled to this height before embedding: sharp enough at 17 mm, small in the file. */
const LOGO_HEIGHT_PX = 240;

/**
 * pdfkit embeds only JPEG and PNG, and partners upload what they have (PARTNER-07: logo
 * optional, images only), so every logo is converted to PNG first. A logo that cannot be
 * read leaves the name alone in the band rather than failing the quote.
 */
export async function loadBrand(quote: QuoteView, business: BusinessDetails, log: PdfLog): Promise<PdfBrand> {
  if (!quote.partner) return { name: business.name, isPartner: false, contacts: [business.email, business.phone] };
  const { contact } = quote.partner;
  // PARTNER-20: the partner's own contact details at the top, never the workshop's (white label).
  const contacts = contact ? [contact.name, contact.email, contact.phone] : [];
  const brand: PdfBrand = { name: quote.partner.businessName, isPartner: true, contacts };
  if (!quote.partner.logo) return brand;
  try {
    const { data, info } = await sharp(quote.partner.logo.bytes)
      .resize({ height: LOGO_HEIGHT_PX, withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { ...brand, logo: { png: data, aspect: info.width / info.height } };
  } catch (error) {
    log.warn({ image: 'partner logo', err: error }, 'Failed to load image: the name stands alone in the band');
    return brand;
  }
}
