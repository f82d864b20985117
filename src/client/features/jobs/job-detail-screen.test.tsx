import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSurface } from '#core/pricing/test-factories';
import { jobParts } from '#core/workshop/job-parts';
import type { JobDetail } from '#core/workshop/job-schemas';
import { boardPlanView, partViews } from '#core/workshop/job-view';
import { planJob } from '#core/workshop/plan-job';
import { DEFAULT_WORKSHOP_SETTINGS } from '#core/workshop/workshop-settings';
import { renderScreen, staffSession } from '#client/shared/testing/render-screen';
import { JobDetailScreen } from './job-detail-screen';

/** A job as GET /api/admin/jobs/{id} answers it, its wood named by a price book that renamed kiaat. */
function kiaatJob(): JobDetail {
  const parts = jobParts([
    makeSurface({
      surfaceType: 'desk_top',
      woodSpecies: 'kiaat_edge',
      hasCableHole: true,
      cableHolePosition: 'center',
    }),
  ]);
  const plan = planJob(parts, [], DEFAULT_WORKSHOP_SETTINGS);
  return {
    id: 5,
    jobNumber: 'J-0005',
    quoteNumber: 'Q-20260302-0005',
    stage: 'accepted',
    waitingFor: null,
    version: 1,
    promisedDate: '2026-04-01',
    acceptedAt: '2026-03-02T08:00:00.000Z',
    customerName: 'Bongani Board',
    partnerName: null,
    species: ['kiaat'],
    surfaceCount: 1,
    delivery: 'collect',
    parts: partViews(parts, plan, [{ speciesId: 'kiaat', name: 'Kiaat (Bloodwood)' }]),
    boardPlan: boardPlanView(plan),
    moves: [],
  };
}

describe("a job's screen (OPS-14)", () => {
  it('names the wood as the price book does and shows no code or requirement id', async () => {
    renderScreen(<JobDetailScreen />, {
      path: '/admin/jobs/5',
      route: '/admin/jobs/:id',
      answers: { 'GET /api/session': staffSession(), 'GET /api/admin/jobs/5': { data: kiaatJob() } },
    });
    const cutList = await screen.findByRole('table', { name: 'Cut list' });
    expect(within(cutList).getByText('Kiaat (Bloodwood) - Edge Grain')).toBeTruthy();
    expect(within(cutList).getByText(/Cable hole 60 × 60 mm/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Its invoices' }).getAttribute('href')).toBe(
      '/admin/invoices?search=Q-20260302-0005',
    );
    const text = document.body.textContent ?? '';
    expect(text.match(/\b[a-z]+_[a-z_]+\b/g) ?? []).toEqual([]);
    expect(text.match(/\b[A-Z]+-\d\d\b/g) ?? []).toEqual([]);
  });
});
