import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultContent, versionView, withNewSpecies } from '#core/price-book-admin/test-content';
import type { JobRow } from '#core/workshop/job-schemas';
import { renderScreen, staffSession, type Reply } from '#client/shared/testing/render-screen';
import { JobsScreen } from './jobs-screen';

const job = (overrides: Partial<JobRow> = {}): JobRow => ({
  id: 5,
  jobNumber: 'J-0005',
  quoteNumber: 'Q-20260302-0005',
  stage: 'accepted',
  version: 1,
  promisedDate: '2026-04-01',
  acceptedAt: '2026-03-02T08:00:00.000Z',
  customerName: 'Bongani Board',
  partnerName: null,
  species: ['white_oak'],
  surfaceCount: 1,
  delivery: 'collect',
  waitingFor: null,
  ...overrides,
});

/** The board as the server answers it: each job, filtered by species as the server does. */
function renderBoard(jobs: JobRow[], role: 'owner' | 'staff' = 'staff', refuseMove?: Reply) {
  let stored = jobs;
  return renderScreen(<JobsScreen />, {
    path: '/admin/jobs',
    answers: {
      'GET /api/session': staffSession({ role }),
      // The price book in force: the seeded species and one staff added since.
      'GET /api/admin/price-book': {
        data: versionView(withNewSpecies(defaultContent(), { speciesId: 'tamboti', name: 'Tamboti' })),
      },
      'GET /api/admin/jobs': (call) => {
        const query = new URL(call.url, 'http://x').searchParams;
        const species = query.get('species');
        const week = query.get('week');
        return {
          data: {
            jobs: stored.filter(
              (each) => (!species || each.species.includes(species)) && (!week || each.promisedDate === week),
            ),
          },
        };
      },
      'PATCH /api/admin/jobs/5': (call) => {
        if (refuseMove) return refuseMove;
        const { stage } = call.body as { stage: JobRow['stage'] };
        stored = stored.map((each) => (each.id === 5 ? { ...each, stage, version: each.version + 1 } : each));
        return { data: stored.find((each) => each.id === 5) };
      },
    },
  });
}

/** A phone's width: the board's media query does not match. */
const onAPhone = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );

describe('the job board (OPS-13)', () => {
  it('asks the server for a species and a week, says when no job matches, and shows every job again', async () => {
    const rendered = renderBoard([job(), job({ id: 6, jobNumber: 'J-0006', species: ['maple'] })]);
    expect(await screen.findByRole('article', { name: 'Job J-0006' })).toBeTruthy();
    await rendered.user.selectOptions(screen.getByRole('combobox', { name: 'Species' }), 'maple');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Job J-0005' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Job J-0006' })).toBeTruthy();
    expect(rendered.calls.at(-1)?.url).toBe('/api/admin/jobs?species=maple');

    // STAFF-19: a day is typed as en-ZA writes it; another way is refused in words.
    const week = screen.getByLabelText('Promised in the week of');
    await rendered.fill(week, '25/11/2026');
    await rendered.user.tab();
    expect(week.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Use a date such as 2026/11/25')).toBeTruthy();
    await rendered.fill(week, '2020/01/06');
    expect(await screen.findByText('No job matches these filters.')).toBeTruthy();
    expect(rendered.calls.at(-1)?.url).toBe('/api/admin/jobs?week=2020-01-06&species=maple');

    await rendered.user.click(screen.getByRole('button', { name: 'Show every job' }));
    expect(await screen.findByRole('article', { name: 'Job J-0005' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Job J-0006' })).toBeTruthy();
  });

  it('filters by the species of the price book in force, one staff added since included, each by its name', async () => {
    const rendered = renderBoard([job(), job({ id: 6, jobNumber: 'J-0006', species: ['tamboti'] })]);
    const card = await screen.findByRole('article', { name: 'Job J-0006' });
    expect(await within(card).findByText('1 surface · Tamboti')).toBeTruthy();
    const filter = screen.getByRole('combobox', { name: 'Species' });
    const names = within(filter)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['every species', ...defaultContent().species.map((species) => species.name), 'Tamboti']);
    await rendered.user.selectOptions(filter, 'Tamboti');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Job J-0005' })).toBeNull());
    expect(rendered.calls.at(-1)?.url).toBe('/api/admin/jobs?species=tamboti');
  });

  it('is a list on a phone, where a job moves on with its stage select and the move is said', async () => {
    onAPhone();
    const rendered = renderBoard([job()]);
    const list = await screen.findByRole('list', { name: 'Jobs' });
    expect(within(list).getByRole('article', { name: 'Job J-0005' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Job board' })).toBeNull();
    await rendered.user.selectOptions(screen.getByRole('combobox', { name: 'Stage of J-0005' }), 'materials_ordered');
    expect((await screen.findByText('J-0005 moved to Materials ordered.')).closest('[role="status"]')).toBeTruthy();
    expect(rendered.callsTo('PATCH /api/admin/jobs/5')[0]?.body).toEqual({
      stage: 'materials_ordered',
      version: 1,
      emailCustomer: false,
    });
    await waitFor(() =>
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Stage of J-0005' }).value).toBe(
        'materials_ordered',
      ),
    );
  });

  it('says what a job waits for, and offers an owner the move with a reason (ADR 050)', async () => {
    onAPhone();
    const rendered = renderBoard(
      [
        job({ waitingFor: 'deposit' }),
        job({ id: 6, jobNumber: 'J-0006', stage: 'ready_to_collect', waitingFor: 'balance' }),
      ],
      'owner',
    );
    const card = await screen.findByRole('article', { name: 'Job J-0005' });
    expect(within(card).getByText('Waiting for deposit')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Job J-0006' })).getByText('Waiting for balance')).toBeTruthy();

    await rendered.user.selectOptions(within(card).getByRole('combobox', { name: 'Stage of J-0005' }), 'cutting');
    const dialog = await screen.findByRole('alertdialog', { name: 'Move J-0005 to Cutting?' });
    expect(within(dialog).getByText('Waiting for deposit.')).toBeTruthy();
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Move anyway' }));
    expect(within(dialog).getByText('Say why in at least 5 characters.')).toBeTruthy();
    expect(rendered.callsTo('PATCH /api/admin/jobs/5')).toHaveLength(0);
    await rendered.fill(
      within(dialog).getByLabelText('Reason to move it before it is paid'),
      'Paid in cash, receipt 118',
    );
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Move anyway' }));
    await waitFor(() => expect(rendered.callsTo('PATCH /api/admin/jobs/5')).toHaveLength(1));
    expect(rendered.callsTo('PATCH /api/admin/jobs/5')[0]?.body).toEqual({
      stage: 'cutting',
      version: 1,
      emailCustomer: false,
      override: { reason: 'Paid in cash, receipt 118' },
    });
  });

  it('tells staff who are not owners that only an owner moves a job before it is paid', async () => {
    onAPhone();
    const rendered = renderBoard([job({ waitingFor: 'deposit' })]);
    const card = await screen.findByRole('article', { name: 'Job J-0005' });
    await rendered.user.selectOptions(within(card).getByRole('combobox', { name: 'Stage of J-0005' }), 'cutting');
    const dialog = await screen.findByRole('alertdialog', { name: 'Move J-0005 to Cutting?' });
    expect(within(dialog).getByText('It moves once it is paid; only an owner can move it before.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Reason to move it before it is paid')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeTruthy();
  });

  it("shows the server's words when it holds a move for the money, not a reload message", async () => {
    onAPhone();
    const message =
      'The deposit of R 12,345.00 on INV-000012 is not paid yet: R 2,000.00 is owed. J-0005 stays where it is until it is paid.';
    const rendered = renderBoard([job({ waitingFor: 'deposit' })], 'staff', {
      status: 409,
      code: 'conflict',
      message,
      current: { waitingFor: 'deposit' },
    });
    const card = await screen.findByRole('article', { name: 'Job J-0005' });
    await rendered.user.selectOptions(within(card).getByRole('combobox', { name: 'Stage of J-0005' }), 'cutting');
    await rendered.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Move' }));
    expect((await screen.findByText(message)).closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByText(/Someone else moved/)).toBeNull();
  });
});
