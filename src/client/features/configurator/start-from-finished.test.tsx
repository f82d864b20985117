import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSurface } from '#core/pricing/test-factories';
import { savedSurfacesStore } from '#client/shared/saved-surfaces/saved-surfaces-store';
import { leadInfoStore } from '#client/shared/quote-in-progress/lead-info-store';
import {
  finishAcceptedQuote,
  finishedQuoteStore,
  startNextQuote,
} from '#client/shared/quote-in-progress/start-new-quote';
import { storedQuoteStore } from '#client/shared/quote-in-progress/stored-quote-store';
import StartFromFinished from './start-from-finished';
import StartOver from './start-over';

const LINDIWE = { fullName: 'Lindiwe Dube', email: 'lindiwe.dube@example.co.za', phone: '082 555 0142' };
const worktop = () => ({ ...makeSurface({ surfaceType: 'countertop' }), id: 'worktop-1' });

/** The device after a quote was saved: its surfaces, the stored quote and the contact details. */
function savedQuote(token = 'a'.repeat(43)) {
  savedSurfacesStore.set([worktop()]);
  storedQuoteStore.set({
    quoteNumber: 'Q-20261206-0001',
    token,
    totalCents: 100,
    validUntil: '2027-01-05T00:00:00.000Z',
    fingerprint: 'f',
  });
  leadInfoStore.set(LINDIWE);
}

describe('a new quote starts clean (CONF-43)', () => {
  beforeEach(() => {
    localStorage.clear();
    for (const store of [savedSurfacesStore, storedQuoteStore, leadInfoStore, finishedQuoteStore])
      store.set(store.initial() as never);
  });

  it('after an acceptance the basket is empty, and Start from Q-… copies the accepted surfaces back on purpose', async () => {
    savedQuote();
    finishAcceptedQuote('a'.repeat(43));
    expect(savedSurfacesStore.get()).toEqual([]);
    expect(storedQuoteStore.get()).toBeNull();
    // A customer's own contact details are theirs, not the quote's.
    expect(leadInfoStore.get()).toEqual(LINDIWE);

    const onStarted = vi.fn();
    render(<StartFromFinished onStarted={onStarted} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start from Q-20261206-0001' }));
    expect(savedSurfacesStore.get()).toHaveLength(1);
    expect(savedSurfacesStore.get()[0]?.id).not.toBe('worktop-1');
    expect(onStarted).toHaveBeenCalled();
  });

  it('a partner’s New Quote after a saved quote clears the client’s details too; unsaved work is left alone', () => {
    savedSurfacesStore.set([worktop()]);
    startNextQuote({ forPartner: true });
    expect(savedSurfacesStore.get()).toHaveLength(1);
    savedQuote();
    startNextQuote({ forPartner: true });
    expect([savedSurfacesStore.get(), leadInfoStore.get()]).toEqual([[], null]);
  });

  it('a partner’s Start over says it clears the client’s details, and does', async () => {
    savedQuote();
    render(<StartOver forPartner onStartOver={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByText(/your client’s details/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, start over' }));
    expect([savedSurfacesStore.get(), storedQuoteStore.get(), leadInfoStore.get()]).toEqual([[], null, null]);
    expect(finishedQuoteStore.get()?.quoteNumber).toBe('Q-20261206-0001');
  });
});
