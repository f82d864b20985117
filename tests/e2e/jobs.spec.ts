import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import type { JobDetail, JobList } from '#core/workshop/job-schemas';
import { ACCEPT_BILLING, G_SHAPE, G_SHAPE_PARTS, makeQuoteRequest } from '../integration/helpers/quote-factories';
import { acceptConsoleErrors, expect, test } from './fixtures';
import { signInAsStaff } from './helpers/accounts';
import { payQuoteInvoices } from './helpers/invoices';
import { addToQuote, fillContactDetails, openConfigurator, pickWood } from './helpers/configurator';

/**
 * The job board (OPS-13…18) as the workshop uses it: a G-shape with waterfalls accepted by its
 * customer becomes a job; staff move it by keyboard and by dragging, are told in words when
 * someone moved it first, open it, and download its job sheet. The board's filters, its list on
 * a phone and the stock list are proved beside their screens (src/client/features/jobs/*.test.tsx).
 */

const DESKTOP = { width: 1280, height: 800 };

/** A customer's G-shape, accepted: its job, as staff see it. */
async function acceptedGShape(
  request: APIRequestContext,
  page: Page,
  fullName: string,
  woodSpecies: string = G_SHAPE.woodSpecies,
): Promise<{ id: number; jobNumber: string; promisedDate: string }> {
  const created = await request.post('/api/quotes', {
    data: makeQuoteRequest({
      surfaces: [{ ...G_SHAPE, woodSpecies }],
      delivery: 'collect',
      leadInfo: { fullName, email: 'jobs.e2e@example.co.za', phone: '082 555 0177' },
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { token, quoteNumber } = ((await created.json()) as { data: { token: string; quoteNumber: string } }).data;
  expect((await request.post(`/api/quotes/${token}/accept`, { data: ACCEPT_BILLING })).status()).toBe(200);
  await payQuoteInvoices(page.request, quoteNumber);
  const jobs = ((await (await page.request.get('/api/admin/jobs')).json()) as { data: JobList }).data.jobs;
  const job = jobs.find((j) => j.quoteNumber === quoteNumber);
  if (!job) throw new Error(`no job for ${quoteNumber}`);
  return job;
}

async function openBoard(page: Page): Promise<void> {
  await page.goto('/admin/jobs');
  await expect(page).toHaveURL(/\/staff\/login/);
  await signInAsStaff(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
}

/** Moves a job one stage on by keyboard: focus its stage select and press the down arrow. */
async function moveOnByKeyboard(page: Page, jobNumber: string): Promise<void> {
  const select = page.getByRole('combobox', { name: `Stage of ${jobNumber}` });
  await select.focus();
  await page.keyboard.press('ArrowDown');
}

test('OPS-13: a job moves by keyboard and by dragging, a stale move is said in words, and it opens with its job sheet', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.setViewportSize(DESKTOP);
  await openBoard(page);
  const job = await acceptedGShape(request, page, 'Bongani Board');
  await page.reload();
  const card = page.getByRole('article', { name: `Job ${job.jobNumber}` });
  await expect(
    page.getByRole('region', { name: /^Accepted/ }).getByRole('article', { name: `Job ${job.jobNumber}` }),
  ).toBeVisible();

  await moveOnByKeyboard(page, job.jobNumber);
  await expect(
    page.getByRole('status').filter({ hasText: `${job.jobNumber} moved to Materials ordered.` }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: /^Materials ordered/ }).getByRole('article', { name: `Job ${job.jobNumber}` }),
  ).toBeVisible();
  await card.dragTo(page.getByRole('region', { name: /^Cutting/ }));
  await expect(
    page.getByRole('region', { name: /^Cutting/ }).getByRole('article', { name: `Job ${job.jobNumber}` }),
  ).toBeVisible();

  // Someone else moves it meanwhile; this screen still shows Cutting and its version.
  const current = ((await (await page.request.get(`/api/admin/jobs/${job.id}`)).json()) as { data: JobDetail }).data;
  expect(
    (
      await page.request.patch(`/api/admin/jobs/${job.id}`, { data: { stage: 'glue_up', version: current.version } })
    ).status(),
  ).toBe(200);
  await moveOnByKeyboard(page, job.jobNumber);
  await expect(page.getByRole('alert')).toContainText(
    `Someone else moved ${job.jobNumber} a moment ago, so it was not moved.`,
  );
  await expect(
    page.getByRole('region', { name: /^Glue-up/ }).getByRole('article', { name: `Job ${job.jobNumber}` }),
  ).toBeVisible();
  expect(acceptConsoleErrors(consoleErrors, /409/)).toHaveLength(1);

  await page.getByRole('link', { name: job.jobNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Job ${job.jobNumber}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cut list' })).toContainText('Waterfall panel, right');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Accepted → Materials ordered');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Job sheet (PDF)' }).click();
  const file = test.info().outputPath('job-sheet.pdf');
  await (await download).saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  for (const part of G_SHAPE_PARTS) expect(text).toContain(part);
  expect(text).toContain(`Job ${job.jobNumber}`);
});

/**
 * The quote summary of one Kiaat surface, on a page whose lead-time calls are answered with
 * `queue` (and whatever `queueMovesTo` makes it) in the page's own fetch rather than by routing:
 * routing sends every request of the page through the test runner, which a loaded machine can
 * slow past a wait.
 */
async function summaryWithLeadTimeOf(page: Page, queue: { minWeeks: number; maxWeeks: number }) {
  await page.addInitScript((initial) => {
    const realFetch = window.fetch.bind(window);
    const current = { ...initial };
    Object.assign(window, { e2eQueue: current });
    window.fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('/api/pricing/lead-time')
        ? Promise.resolve(Response.json({ success: true, data: { ...current } }))
        : realFetch(input, init);
  }, queue);
  await page.setViewportSize(DESKTOP);
  await openConfigurator(page);
  await pickWood(page, 'Kiaat', 'Edge');
  await addToQuote(page);
}

/** The queue grows while the page is open: coming back to the page shows what a quote saved now promises. */
async function queueMovesTo(page: Page, queue: { minWeeks: number; maxWeeks: number }) {
  await page.evaluate((next) => Object.assign((window as unknown as { e2eQueue: object }).e2eQueue, next), queue);
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(
      page.getByText(`${queue.minWeeks}–${queue.maxWeeks} weeks from quote confirmation and payment.`),
    ).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

test("the configurator promises the queue's lead time in its summary and terms; after a save, a moved queue shows a new quote's and the saved quote keeps its own", async ({
  page,
}) => {
  // The shared e2e server's queue is short (3–4 weeks, tested on the server with a long one);
  // here the configurator is shown a long queue's figure and must say it wherever it promises.
  await summaryWithLeadTimeOf(page, { minWeeks: 7, maxWeeks: 8 });
  await expect(page.getByText('7–8 weeks from quote confirmation and payment.')).toBeVisible();
  await page.getByRole('button', { name: 'terms and conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(terms.getByText('Lead time is 7–8 weeks from quote confirmation and payment.')).toBeVisible();
  await expect(terms.getByText(/3–4 weeks/)).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The queue clears to the server's own 3–4 weeks, so the save is taken; then it grows to 5–6.
  await queueMovesTo(page, { minWeeks: 3, maxWeeks: 4 });
  await fillContactDetails(page);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/quotes') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save & Get My Quote' }).click();
  const created = (await (await saved).json()) as {
    data: { quoteNumber: string; leadTime: { minWeeks: number; maxWeeks: number } };
  };
  expect(created.data.leadTime).toEqual({ minWeeks: 3, maxWeeks: 4 });
  await expect(page.getByRole('heading', { name: 'Your Quote' })).toBeVisible();
  await expect(page.getByTestId('saved-lead-time')).toHaveCount(0);

  await queueMovesTo(page, { minWeeks: 5, maxWeeks: 6 });
  await expect(page.getByTestId('saved-lead-time')).toHaveText(
    `Delivery times have changed since you saved. Your saved quote ${created.data.quoteNumber} keeps the lead time it promised: 3–4 weeks from quote confirmation and payment.`,
  );
});

test('a save from a page that shows a lead time the queue no longer gives is refused, and the page shows the current one', async ({
  page,
  consoleErrors,
}) => {
  // The page fetched the lead time while the queue was long (7–8 weeks); the queue has since
  // cleared (the shared e2e server's is 3–4 weeks), and the page has not asked again. The first
  // answer is given in the page's own fetch, as above; later ones reach the server.
  await page.addInitScript(() => {
    const realFetch = window.fetch.bind(window);
    let answered = false;
    window.fetch = (input, init) => {
      if (answered || !String(input instanceof Request ? input.url : input).endsWith('/api/pricing/lead-time'))
        return realFetch(input, init);
      answered = true;
      return Promise.resolve(Response.json({ success: true, data: { minWeeks: 7, maxWeeks: 8 } }));
    };
  });
  await page.setViewportSize(DESKTOP);
  await openConfigurator(page);
  await pickWood(page, 'Kiaat', 'Edge');
  await addToQuote(page);
  await expect(page.getByText('7–8 weeks from quote confirmation and payment.')).toBeVisible();
  await fillContactDetails(page);
  const refused = page.waitForResponse(
    (response) => response.url().endsWith('/api/quotes') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save & Get My Quote' }).click();
  expect((await refused).status()).toBe(409);
  await expect(page.getByText('Delivery Time Changed', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/delivery time is now 3–4 weeks from quote confirmation and payment; it changed/).first(),
  ).toBeVisible();
  await expect(page.getByText('3–4 weeks from quote confirmation and payment.')).toBeVisible();
  await expect(page.getByText('7–8 weeks from quote confirmation and payment.')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your Quote' })).toHaveCount(0);
  acceptConsoleErrors(consoleErrors, /409/);

  // Saved again from what is on screen: stored, and it promises the 3–4 weeks shown.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/quotes') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save & Get My Quote' }).click();
  const created = (await (await saved).json()) as { data: { leadTime: { minWeeks: number; maxWeeks: number } } };
  expect(created.data.leadTime).toEqual({ minWeeks: 3, maxWeeks: 4 });
  await expect(page.getByRole('heading', { name: 'Your Quote' })).toBeVisible();
});
