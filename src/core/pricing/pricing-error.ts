/** Why the engine could not price something; the server answers these with 400. */
export class PricingError extends Error {
  constructor(
    readonly code: 'unknown_species' | 'unavailable_species' | 'invalid_discount' | 'invalid_markup',
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'PricingError';
  }
}
