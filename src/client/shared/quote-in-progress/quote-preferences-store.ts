import { z } from 'zod';
import { CLIENT_TYPES, DELIVERY_METHODS, type ClientType, type DeliveryMethod } from '#core/surface/surface-options';
import { createStoredValue } from '#client/shared/stored-value';

/** The quote's delivery, insurance and client type, kept so a reload keeps them. */
export interface QuotePreferences {
  delivery: DeliveryMethod;
  insurance: boolean;
  clientType: ClientType;
  /** The client type was chosen rather than defaulted: a partner must choose it (QUOTE-06). */
  clientTypeChosen: boolean;
}

const preferencesSchema = z.object({
  delivery: z.enum(DELIVERY_METHODS),
  insurance: z.boolean(),
  clientType: z.enum(CLIENT_TYPES),
  clientTypeChosen: z.boolean().default(false),
});

/** QUOTE-08, QUOTE-06: nationwide shipping and homeowner are the defaults; insurance is opt-in. */
const DEFAULT_PREFERENCES: QuotePreferences = {
  delivery: 'shipping',
  insurance: false,
  clientType: 'homeowner',
  clientTypeChosen: false,
};

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
  quotePreferencesStore.set({ ...quotePreferencesStore.get(), clientType, clientTypeChosen: true });
}

/** The next quote's client type is asked afresh (a partner signing out, their next client). */
export function forgetClientType(): void {
  quotePreferencesStore.set({ ...quotePreferencesStore.get(), clientType: 'homeowner', clientTypeChosen: false });
}
