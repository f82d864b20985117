import { z } from 'zod';
import { CLIENT_TYPES, DELIVERY_METHODS, type ClientType, type DeliveryMethod } from '../../../core/surface/surface-options';
import { createStoredValue } from '../../shared/stored-value';

/** The quote's delivery, insurance and client type, kept so a reload keeps them. */
export interface QuotePreferences {
  delivery: DeliveryMethod;
  insurance: boolean;
  clientType: ClientType;
}

const preferencesSchema = z.object({
  delivery: z.enum(DELIVERY_METHODS),
  insurance: z.boolean(),
  clientType: z.enum(CLIENT_TYPES),
});

/** QUOTE-08, QUOTE-06: nationwide shipping and homeowner are the defaults; insurance is opt-in. */
const DEFAULT_PREFERENCES: QuotePreferences = { delivery: 'shipping', insurance: false, clientType: 'homeowner' };

export const quotePreferencesStore = createStoredValue<QuotePreferences>({
  key: 'grainline.quotePreferences',
  read: (json) => preferencesSchema.safeParse(json).data,
  fallback: DEFAULT_PREFERENCES,
});

/** QUOTE-08: insurance is offered only with shipping, so choosing collection turns it off. */
export function chooseDelivery(delivery: DeliveryMethod): void {
  const current = quotePreferencesStore.get();
  quotePreferencesStore.set({ ...current, delivery, insurance: delivery === 'shipping' && current.insurance });
}

export function chooseInsurance(insurance: boolean): void {
  const current = quotePreferencesStore.get();
  quotePreferencesStore.set({ ...current, insurance: current.delivery === 'shipping' && insurance });
}

export function chooseClientType(clientType: ClientType): void {
  quotePreferencesStore.set({ ...quotePreferencesStore.get(), clientType });
}
