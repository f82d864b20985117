import type { Tier } from '../pricing/price-book';

export const TIER_INFO: Record<Tier, { name: string; tagline: string }> = {
  essential: { name: 'Essential', tagline: 'Honest, hard-wearing woods for everyday surfaces' },
  signature: { name: 'Signature', tagline: 'Rich colour and figure that become the centre of a room' },
  heritage: { name: 'Heritage', tagline: 'Rare and indigenous timbers, made to be handed down' },
};
