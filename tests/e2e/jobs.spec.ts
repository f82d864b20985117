import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import type { JobDetail, JobList } from '#core/workshop/job-schemas';
import { G_SHAPE, G_SHAPE_PARTS, makeQuoteRequest } from '../integration/helpers/quote-factories';
import { acceptConsoleErrors, expect, test } from './fixtures';
import { signInAsStaff } from './helpers/accounts';
import { addToQuote, fillContactDetails, openConfigurator, pickWood } from './helpers/configurator';
import { axeViolations } from './helpers/axe';

/**
 * The job board (OPS-13…18) as the workshop uses it: a G-shape with waterfalls accepted by its
 * customer becomes a job; staff move it by keyboard (and by dragging) on a desktop and on a
 * phone, are told in words when someone moved it first, open it, and download its job sheet.
 */

test.use({ bypassCSP: true });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

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
  expect((await request.post(`/api/quotes/${token}/accept`)).status()).toBe(200);
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

test('the board at 1280 px: a job moves by keyboard and by dragging, a stale move is said in words, axe finds nothing', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.setViewportSize(DESKTOP);
  await openBoard(page);
  const job = await acceptedGShape(request, page, 'Bongani Board');
  await page.reload();
  const accepted = page.getByRole('region', { name: /^Accepted/ });
  await expect(accepted.getByRole('article', { name: `Job ${job.jobNumber}` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await moveOnByKeyboard(page, job.jobNumber);
  await expect(page.getByRole('status').filter({ hasText: `${job.jobNumber} moved to Materials ordered.` })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Materials ordered/ }).getByRole('article', { name: `Job ${job.jobNumber}` })).toBeVisible();

  await page.getByRole('article', { name: `Job ${job.jobNumber}` }).dragTo(page.getByRole('region', { name: /^Cutting/ }));
  await expect(page.getByRole('region', { name: /^Cutting/ }).getByRole('article', { name: `Job ${job.jobNumber}` })).toBeVisible();

  // Someone else moves it meanwhile; this screen still shows Cutting and its version.
  const current = ((await (await page.request.get(`/api/admin/jobs/${job.id}`)).json()) as { data: JobDetail }).data;
  expect((await page.request.patch(`/api/admin/jobs/${job.id}`, { data: { stage: 'glue_up', version: current.version } })).status()).toBe(200);
  await moveOnByKeyboard(page, job.jobNumber);
  await expect(page.getByRole('alert')).toContainText(`Someone else moved ${job.jobNumber} a moment ago, so it was not moved.`);
  await expect(page.getByRole('region', { name: /^Glue-up/ }).getByRole('article', { name: `Job ${job.jobNumber}` })).toBeVisible();
  expect(acceptConsoleErrors(consoleErrors, /409/)).toHaveLength(1);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('board-1280.png'), fullPage: true });
});

test('the board filters by the week a job is promised in and by species', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await openBoard(page);
  const oak = await acceptedGShape(request, page, 'Olwethu Oak');
  const maple = await acceptedGShape(request, page, 'Mandla Maple', 'maple_face');
  await page.reload();
  const card = (job: { jobNumber: string }) => page.getByRole('article', { name: `Job ${job.jobNumber}` });
  await expect(card(oak)).toBeVisible();
  await expect(card(maple)).toBeVisible();

  const species = page.getByRole('combobox', { name: 'Species' });
  await species.selectOption('maple');
  await expect(card(maple)).toBeVisible();
  await expect(card(oak)).toHaveCount(0);
  await species.selectOption('white_oak');
  await expect(card(oak)).toBeVisible();
  await expect(card(maple)).toHaveCount(0);

  const week = page.getByLabel('Promised in the week of');
  await species.selectOption('');
  await week.fill('2020-01-06');
  await week.blur();
  await expect(page.getByText('No job matches these filters.')).toBeVisible();
  await expect(card(oak)).toHaveCount(0);
  // Any day of the week finds the jobs promised in it.
  await week.fill(oak.promisedDate);
  await week.blur();
  await expect(card(oak)).toBeVisible();
  await species.selectOption('maple');
  await expect(card(oak)).toHaveCount(0);
  if (maple.promisedDate === oak.promisedDate) await expect(card(maple)).toBeVisible();

  await page.getByRole('button', { name: 'Show every job' }).click();
  await expect(card(oak)).toBeVisible();
  await expect(card(maple)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the board at 390 px is a list; a job moves by keyboard, opens, and its job sheet downloads with every part', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await openBoard(page);
  const job = await acceptedGShape(request, page, 'Phumzile Phone');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Jobs' }).getByRole('article', { name: `Job ${job.jobNumber}` })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Accepted/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);

  await moveOnByKeyboard(page, job.jobNumber);
  await expect(page.getByRole('status').filter({ hasText: `${job.jobNumber} moved to Materials ordered.` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Stage of ${job.jobNumber}` })).toHaveValue('materials_ordered');

  await page.getByRole('link', { name: job.jobNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Job ${job.jobNumber}` })).toBeVisible();
  const cutList = page.getByRole('table', { name: 'Cut list' });
  await expect(cutList).toContainText('Waterfall panel, right');
  await expect(page.getByRole('img', { name: /^Board 1: / }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Accepted → Materials ordered');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('job-390.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Job sheet (PDF)' }).click();
  const file = test.info().outputPath('job-sheet.pdf');
  await (await download).saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  for (const part of G_SHAPE_PARTS) expect(text).toContain(part);
  expect(text).toContain(`Job ${job.jobNumber}`);
});

test('the stock list, settings and buying list: an owner adds a board and sees what to buy for a week', async ({ page, request, consoleErrors }) => {
  await page.setViewportSize(DESKTOP);
  await openBoard(page);
  const job = await acceptedGShape(request, page, 'Wandile Workshop');
  const promised = ((await (await page.request.get(`/api/admin/jobs/${job.id}`)).json()) as { data: JobDetail }).data.promisedDate;
  await page.getByRole('link', { name: 'Stock and buying list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stock and buying list' })).toBeVisible();

  await page.getByLabel('Jobs promised in the week of').fill(promised);
  const buying = page.getByRole('table', { name: 'Buying list' });
  await expect(buying).toContainText('White Oak');
  await expect(page.getByText(new RegExp(`${job.jobNumber}.*\\(still to order\\)`))).toBeVisible();

  const stock = page.getByRole('region', { name: 'Stock list' });
  const lines = await stock.getByRole('combobox', { name: /^Species of line/ }).count();
  await stock.getByRole('button', { name: 'Add a line' }).click();
  const n = lines + 1;
  await stock.getByRole('combobox', { name: `Species of line ${n}` }).selectOption('white_oak');
  await stock.getByLabel(`Rough thickness of line ${n}`).fill('51');
  await stock.getByLabel(`Length of line ${n}`).fill('4200');
  await stock.getByLabel(`Width of line ${n}`).fill('180');
  await stock.getByRole('button', { name: 'Save the stock list' }).click();
  await expect(stock.getByText('Saved: every job not yet cut is planned on it now.')).toBeVisible();
  // The plan now cuts white oak from the 4,200 mm boards on the list.
  await expect(buying).toContainText('4200 × 180 × 51');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('workshop-1280.png'), fullPage: true });

  // The job's own screen plans on the new boards too.
  await page.goto(`/admin/jobs/${job.id}`);
  await expect(page.getByRole('img', { name: /^Board 1: / })).toBeVisible();
  await expect(page.getByText(/4200 × 180 mm, 51 mm rough/).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('job-1280.png'), fullPage: true });

  // Put the list back as it was, so other tests plan on what they expect.
  await page.goto('/admin/workshop');
  await stock.getByRole('button', { name: `Remove line ${n}` }).click();
  await stock.getByRole('button', { name: 'Save the stock list' }).click();
  await expect(stock.getByText('Saved: every job not yet cut is planned on it now.')).toBeVisible();

  // Another owner adds a line meanwhile: this screen's draft was made from the list before, so
  // its save is refused in words (their line is not lost) and the current list is one click away.
  await stock.getByRole('button', { name: 'Add a line' }).click();
  const current = ((await (await page.request.get('/api/admin/workshop/stock')).json()) as { data: { boards: unknown[]; revision: string } }).data;
  const theirs = { species: 'ash', roughThicknessMm: 55, lengthMm: 2400, widthMm: 150, offcutCount: 0 };
  expect((await page.request.put('/api/admin/workshop/stock', { data: { ...current, boards: [...current.boards, theirs] } })).status()).toBe(200);
  await stock.getByRole('button', { name: 'Save the stock list' }).click();
  await expect(stock.getByText(/The stock list changed since you opened it/)).toBeVisible();
  expect(acceptConsoleErrors(consoleErrors, /409/)).toHaveLength(1);
  await stock.getByRole('button', { name: 'Load the current list' }).click();
  await expect(stock.getByRole('combobox', { name: /^Species of line/ })).toHaveCount(lines + 1);
  await expect(stock.getByLabel('Length of line 1')).toHaveValue('2400');
  await page.screenshot({ path: test.info().outputPath('workshop-stock-reloaded-1280.png'), fullPage: true });
  // And back as it was.
  await stock.getByRole('button', { name: 'Remove line 1' }).click();
  await stock.getByRole('button', { name: 'Save the stock list' }).click();
  await expect(stock.getByText('Saved: every job not yet cut is planned on it now.')).toBeVisible();
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
    await expect(page.getByText(`${queue.minWeeks}–${queue.maxWeeks} weeks from quote confirmation and payment.`)).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

test("the configurator promises the queue's lead time, in its summary and its terms", async ({ page }) => {
  // The shared e2e server's queue is short (3–4 weeks, tested on the server with a long one);
  // here the configurator is shown a long queue's figure and must say it wherever it promises.
  await summaryWithLeadTimeOf(page, { minWeeks: 7, maxWeeks: 8 });
  await expect(page.getByText('7–8 weeks from quote confirmation and payment.')).toBeVisible();
  await page.getByRole('button', { name: 'terms and conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(terms.getByText('Lead time is 7–8 weeks from quote confirmation and payment.')).toBeVisible();
  await expect(terms.getByText(/3–4 weeks/)).toHaveCount(0);
  await page.keyboard.press('Escape');

  await queueMovesTo(page, { minWeeks: 9, maxWeeks: 10 });
});

test("after a save, a moved queue shows a new quote's lead time, and says the saved quote keeps its own", async ({ page }) => {
  // First the shared e2e server's own 3–4 weeks (so the save is taken), then a queue grown to 5–6 weeks.
  await summaryWithLeadTimeOf(page, { minWeeks: 3, maxWeeks: 4 });
  await fillContactDetails(page);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/quotes') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save & Get My Quote' }).click();
  const created = (await (await saved).json()) as { data: { quoteNumber: string; leadTime: { minWeeks: number; maxWeeks: number } } };
  expect(created.data.leadTime).toEqual({ minWeeks: 3, maxWeeks: 4 });
  await expect(page.getByRole('heading', { name: 'Your Quote' })).toBeVisible();
  await expect(page.getByTestId('saved-lead-time')).toHaveCount(0);

  await queueMovesTo(page, { minWeeks: 5, maxWeeks: 6 });
  await expect(page.getByTestId('saved-lead-time')).toHaveText(
    `Delivery times have changed since you saved. Your saved quote ${created.data.quoteNumber} keeps the lead time it promised: 3–4 weeks from quote confirmation and payment.`,
  );
  await page.getByTestId('saved-lead-time').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('saved-lead-time-1280.png'), fullPage: false });
});

test('a save from a page that shows a lead time the queue no longer gives is refused, and the page shows the current one', async ({ page, consoleErrors }) => {
  // The page fetched the lead time while the queue was long (7–8 weeks); the queue has since
  // cleared (the shared e2e server's is 3–4 weeks), and the page has not asked again. The first
  // answer is given in the page's own fetch, as above; later ones reach the server.
  await page.addInitScript(() => {
    const realFetch = window.fetch.bind(window);
    let answered = false;
    window.fetch = (input, init) => {
      if (answered || !String(input instanceof Request ? input.url : input).endsWith('/api/pricing/lead-time')) return realFetch(input, init);
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
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/quotes') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save & Get My Quote' }).click();
  expect((await refused).status()).toBe(409);
  await expect(page.getByText('Delivery Time Changed', { exact: true })).toBeVisible();
  await expect(page.getByText(/delivery time is now 3–4 weeks from quote confirmation and payment; it changed/).first()).toBeVisible();
  await expect(page.getByText('3–4 weeks from quote confirmation and payment.')).toBeVisible();
  await expect(page.getByText('7–8 weeks from quote confirmation and payment.')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your Quote' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('lead-time-changed-1280.png'), fullPage: false });
  acceptConsoleErrors(consoleErrors, /409/);

  // Saved again from what is on screen: stored, and it promises the 3–4 weeks shown.
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/quotes') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save & Get My Quote' }).click();
  const created = (await (await saved).json()) as { data: { leadTime: { minWeeks: number; maxWeeks: number } } };
  expect(created.data.leadTime).toEqual({ minWeeks: 3, maxWeeks: 4 });
  await expect(page.getByRole('heading', { name: 'Your Quote' })).toBeVisible();
});
