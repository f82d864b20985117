import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '#client/shared/query-client';
import { replaceResources } from '#client/shared/resource-store';
import { Toaster } from '#client/shared/toast/toaster';

/** One call the screen made: its method, path with query, and the JSON body it sent (if any). */
export interface SentCall {
  method: string;
  url: string;
  body: unknown;
}

/** The server's answer to one call: its `data` (200), or a status with our error envelope. */
export type Reply =
  | { data: unknown }
  | { status: number; code?: string; message?: string; fields?: Record<string, string>; current?: unknown }
  | Response;

/** Answers by `'METHOD /path'` (no query): a fixed reply, or one made from the call (it may wait). */
export type Answers = Record<string, Reply | ((call: SentCall) => Reply | Promise<Reply>)>;

export interface RenderedScreen extends RenderResult {
  user: UserEvent;
  /** Replaces a field's text at once, as Playwright's fill does (typing key by key is slow on a busy machine). */
  fill: (field: HTMLElement, text: string) => Promise<void>;
  /** Every call made so far, in order. */
  calls: SentCall[];
  /** The calls made to `'METHOD /path'`. */
  callsTo: (key: string) => SentCall[];
  /** The router, to read where the screen sent the visitor. */
  router: ReturnType<typeof createMemoryRouter>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function toResponse(reply: Reply): Response {
  if (reply instanceof Response) return reply;
  if ('data' in reply) return json(200, { success: true, data: reply.data });
  const { status, code = 'error', message = `Failed with ${status}`, fields, current } = reply;
  return json(status, {
    success: false,
    error: { code, message, ...(fields ? { fields } : {}), ...(current === undefined ? {} : { current }) },
  });
}

async function bodyOf(init: RequestInit | undefined): Promise<unknown> {
  const body = init?.body;
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * A screen rendered as the app renders it (ADR 044), for a component test: its own query client,
 * the toast region, a router at `path` (matched by `route`, e.g. '/admin/quotes/:id'), and a `fetch`
 * that answers each call from `answers`. A call with no answer is a 404 the test can see in
 * `calls`; the session is "signed out" unless answered. The page-wide resource store starts empty.
 */
export function renderScreen(
  screen: ReactElement,
  options: { path?: string; route?: string; answers?: Answers } = {},
): RenderedScreen {
  const { path = '/', route = path.split('?')[0] ?? '/', answers = {} } = options;
  const calls: SentCall[] = [];
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const call: SentCall = { method: init?.method ?? 'GET', url, body: await bodyOf(init) };
      calls.push(call);
      const answer = answers[`${call.method} ${url.split('?')[0] ?? url}`];
      if (answer === undefined)
        return toResponse({ status: 404, code: 'not_found', message: `No answer for ${call.method} ${url}` });
      return toResponse(typeof answer === 'function' ? await answer(call) : answer);
    }),
  );
  replaceResources({});
  const router = createMemoryRouter(
    [
      { path: route, element: screen },
      { path: '*', element: <p>Left for another screen</p> },
    ],
    { initialEntries: [path] },
  );
  const rendered = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  const user = userEvent.setup({ delay: null });
  return {
    ...rendered,
    user,
    fill: async (field, text) => {
      await user.clear(field);
      if (text !== '') await user.paste(text);
    },
    calls,
    callsTo: (key) => calls.filter((call) => `${call.method} ${call.url.split('?')[0] ?? call.url}` === key),
    router,
  };
}

/** A staff member's session, as GET /api/session answers it. */
export const staffSession = (overrides: { name?: string; role?: 'owner' | 'staff'; email?: string } = {}) => ({
  data: {
    kind: 'staff',
    staff: {
      id: 1,
      name: 'Owner Person',
      email: 'owner@grainline.example',
      role: 'owner',
      secondFactor: false,
      secondFactorRequired: false,
      ...overrides,
    },
  },
});
