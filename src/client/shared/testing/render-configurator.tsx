import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
  type RenderResult,
} from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import { formatRand } from '#core/money';
import { decodeSurfaceLink } from '#core/surface/surface-link';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { startInProcessServer, type InProcessServer } from '#tests/component/in-process-server';

/**
 * The configurator rendered as a customer meets it, for component tests: the real screens on
 * happy-dom, with every call to `/api/` answered by the real server app in this process (one
 * migrated SQLite file per test file, over Fastify's `inject`), so a price on screen is the
 * server's price and a saved quote is really saved.
 *
 * `withConfiguratorServer()` in a test file's body starts the app; `renderConfigurator()` in a
 * test renders a fresh page: the modules (and their in-memory stores) loaded anew, storage
 * cleared unless `keepStorage`, as a new visit is.
 */
export interface ConfiguratorServer {
  app: InProcessServer['app'];
  database: InProcessServer['database'];
  /** Every call the page made, oldest first: method, path and parsed JSON body. */
  calls: { method: string; url: string; body: unknown }[];
  /**
   * The session cookie every call carries, as a signed-in browser sends it (a partner's `signInPartner`); none by
   * default.
   */
  cookie?: string;
  /** Answers the next call to a path matching `pattern` with `answer` instead of the app (once, or every time). */
  /** The server's line total for one surface, as the customer's quote will carry it ('R 12,345.67'). */
  lineTotal: (surface: SurfaceConfiguration) => Promise<string>;
  intercept: (
    pattern: RegExp,
    answer: (request: { url: string; body: unknown; pass: () => Promise<Response> }) => Promise<Response> | Response,
    times?: number,
  ) => void;
}

interface Interception {
  pattern: RegExp;
  answer: Parameters<ConfiguratorServer['intercept']>[1];
  left: number;
}

// The screens load their dialogs and step 2 lazily, and a loaded machine takes a while to import them.
configure({ asyncUtilTimeout: 10_000 });

export function withConfiguratorServer(): ConfiguratorServer {
  let running: InProcessServer | undefined;
  const interceptions: Interception[] = [];
  const server = {
    calls: [],
    intercept: (pattern: RegExp, answer: Interception['answer'], times = 1) =>
      void interceptions.push({ pattern, answer, left: times }),
  } as unknown as ConfiguratorServer;

  // A test renders the whole page and imports its lazy parts anew: seconds, not milliseconds, on a busy 2-core machine.
  vi.setConfig({ testTimeout: 60_000 });
  beforeAll(async () => {
    running = await startInProcessServer();
    server.app = running.app;
    server.database = running.database;
    // Importing and migrating the server takes seconds on a busy machine, once per file.
  }, 120_000);
  afterAll(() => running?.stop());
  beforeEach(() => {
    server.calls.length = 0;
    interceptions.length = 0;
    delete server.cookie;
    const pass = async (url: string, init?: RequestInit): Promise<Response> => {
      if (init?.body instanceof FormData) return passForm(url, init.body);
      const reply = await server.app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url,
        // As a browser sends it: a JSON type only with a body (Fastify refuses an empty JSON body).
        headers: {
          ...(typeof init?.body === 'string' ? { 'content-type': 'application/json' } : {}),
          ...(init?.headers as Record<string, string> | undefined),
          ...(server.cookie ? { cookie: server.cookie } : {}),
        },
        ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(reply.headers))
        if (typeof value === 'string') headers.set(name, value);
      const empty = reply.statusCode === 204 || reply.statusCode === 304;
      return new Response(empty ? null : new Uint8Array(reply.rawPayload), { status: reply.statusCode, headers });
    };
    /** An upload: the form written out as multipart, as the browser would send it. */
    const passForm = async (url: string, form: FormData): Promise<Response> => {
      const boundary = `----component-test-${Date.now()}`;
      const parts: Buffer[] = [];
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') {
          parts.push(
            Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
          );
          continue;
        }
        const head = `Content-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`;
        parts.push(
          Buffer.from(`--${boundary}\r\n${head}`),
          Buffer.from(await value.arrayBuffer()),
          Buffer.from('\r\n'),
        );
      }
      parts.push(Buffer.from(`--${boundary}--\r\n`));
      const reply = await server.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat(parts),
      });
      return new Response(reply.body, {
        status: reply.statusCode,
        headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') },
      });
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const url = href.replace(/^https?:\/\/[^/]+/, '');
        const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
        server.calls.push({ method: init?.method ?? 'GET', url, body });
        const interception = interceptions.find((candidate) => candidate.left > 0 && candidate.pattern.test(url));
        if (interception) {
          interception.left -= 1;
          return interception.answer({ url, body, pass: () => pass(url, init) });
        }
        return pass(url, init);
      }),
    );
    // The development log of each call (OPS-03) and the tracker's beacons stay out of the output.
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: vi.fn(() => true) });
  });
  server.lineTotal = async (surface) => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/pricing/quote',
      payload: { surfaces: [surface], delivery: 'collect', insurance: false },
    });
    const cents = reply.json<{ data: { lines: { lineTotalCents: number }[] } }>().data.lines[0]?.lineTotalCents;
    if (cents === undefined) throw new Error(`The server priced no line: ${reply.body}`);
    return formatRand(cents);
  };
  return server;
}

export interface RenderedConfigurator extends RenderResult {
  user: UserEvent;
}

/** A fresh visit to `path` (the configurator at /configurator unless told). */
export async function renderConfigurator({
  path: address = '/configurator',
  keepStorage = false,
} = {}): Promise<RenderedConfigurator> {
  // A page open before this one (an earlier visit in the same test) is closed, as a reload closes it.
  cleanup();
  // What the page added to <body> itself (the tooltip bubble, the toasts' region) goes with it.
  document.body.replaceChildren();
  if (!keepStorage) window.localStorage.clear();
  window.history.replaceState(null, '', address);
  vi.resetModules();
  const { ConfiguratorApp } = await import('#client/app/configurator-app');
  const user = userEvent.setup();
  const result = render(<ConfiguratorApp />);
  await screen.findByRole('heading', { level: 1 });
  return { ...result, user };
}

/**
 * A fresh visit to any other address of the app (the quote page, the route table): the routed app, as main.tsx loads
 * it.
 */
export async function renderApp(address: string): Promise<RenderedConfigurator> {
  cleanup();
  document.body.replaceChildren();
  window.localStorage.clear();
  window.history.replaceState(null, '', address);
  vi.resetModules();
  const { App } = await import('#client/app/app');
  const user = userEvent.setup();
  return { ...render(<App />), user };
}

/** The page opened on step 1 with its catalogue loaded: the price and the woods are there. */
export async function renderConfiguratorReady(
  options?: Parameters<typeof renderConfigurator>[0],
): Promise<RenderedConfigurator> {
  const rendered = await renderConfigurator(options);
  await screen.findByRole('heading', { level: 1, name: 'Configure Your Surface' });
  await screen.findByRole('button', { name: woodName('Pine') }, { timeout: 5000 });
  return rendered;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A species card's name: 'Kiaat from R 7,220.00/m² … choose grain orientation'. */
export const woodName = (species: string): RegExp =>
  new RegExp(`(^|\\s)${escapeRegExp(species)} from .*choose grain orientation`);

/**
 * Picks a card in a radio group by the start of its label ('L-Shape', '44 mm'). Found when it is
 * there: a section a change brings follows that change's own section (ADR 048).
 */
export async function choose(user: UserEvent, group: string | RegExp, label: string): Promise<void> {
  const radio = within(await screen.findByRole('radiogroup', { name: group })).getByRole('radio', {
    name: new RegExp(`^${escapeRegExp(label)}`),
  });
  await user.click(radio);
  expect(radio.getAttribute('aria-checked')).toBe('true');
}

/** Opens a wood's grain dialog and selects a grain with its button. */
export async function pickWood(user: UserEvent, species: string, grain: 'Face' | 'Edge' | 'End'): Promise<void> {
  await user.click(screen.getByRole('button', { name: woodName(species) }));
  const dialog = await screen.findByRole('dialog', { name: `${species} Wood` });
  await user.click(await within(dialog).findByRole('button', { name: `Select ${grain} Grain` }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: `${species} Wood` })).toBeNull());
  await screen.findByText(`${species}, ${grain.toLowerCase()} grain`);
}

export async function fillNumber(user: UserEvent, label: string, value: number | string): Promise<void> {
  const input = await screen.findByLabelText<HTMLInputElement>(label, { exact: true });
  // All at once, as Playwright's fill: typed key by key, '200' would pass through a valid '20',
  // and cleared first, an empty custom thickness would be the 32 mm preset.
  await user.click(input);
  fireEvent.change(input, { target: { value: String(value) } });
  expect(input.value).toBe(String(value));
}

/** The configuration the app holds, read back through its own share link. */
export async function configurationOnScreen(user: UserEvent): Promise<SurfaceConfiguration> {
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  const field = await screen.findByLabelText<HTMLInputElement>(/Copy this link|Copied to your clipboard/);
  const decoded = decodeSurfaceLink(new URL(field.value).searchParams.get('c'));
  if (!decoded.ok) throw new Error(`The share link did not decode: ${decoded.message}`);
  return decoded.surface;
}

/** Lets the page's pending effects and timers settle (a debounced price, a lazily loaded part). */
export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}
