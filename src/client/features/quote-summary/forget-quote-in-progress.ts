import { savedSurfacesStore } from '#client/shared/saved-surfaces/saved-surfaces-store';
import { clientPriceStore } from './client-price-store';
import { leadInfoStore } from './lead-info-store';
import { forgetClientType } from './quote-preferences-store';
import { sketchStore } from './sketch-store';
import { storedQuoteStore } from './stored-quote-store';

/**
 * A partner who signs out leaves nothing of their client's quote on the device, which may be
 * shared: the surfaces, the client's contact details, the sketches and the stored quote
 * (it stays on the partner's dashboard), the client price chosen for it and the client's type.
 * The delivery choice is no one's data.
 */
export function forgetQuoteInProgress(): void {
  storedQuoteStore.set(null);
  leadInfoStore.set(null);
  sketchStore.set([]);
  savedSurfacesStore.set([]);
  clientPriceStore.set(null);
  forgetClientType();
}
