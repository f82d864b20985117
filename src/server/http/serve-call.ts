import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Call, ParsedInput, ReplyDataIn } from '#core/api/call';
import { successReply } from '#core/api/replies';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call this route serves (ADR 034); set only by `serveCall`, so a route without one is refused. */
    call?: Call;
  }
}

type HeadersOf<C extends Call> = C['input']['headers'] extends z.ZodType
  ? z.output<C['input']['headers']>
  : Record<string, string | string[] | undefined>;

/** The request a call's handler reads: its params, query and body as the call's schemas parsed them. */
export type CallRequest<C extends Call> = FastifyRequest<{
  Params: ParsedInput<C>['params'];
  Querystring: ParsedInput<C>['query'];
  Body: ParsedInput<C>['body'];
  Headers: HeadersOf<C>;
}>;

/**
 * A call's handler: answers the reply's `data` (sent as `{ success: true, data }` with the call's
 * status), or sends the answer itself on `reply` (a file, a 304, stored bytes) and returns it.
 */
export type CallHandler<C extends Call> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<ReplyDataIn<C> | FastifyReply> | ReplyDataIn<C> | FastifyReply;

export interface ServeOptions {
  /** Route settings beside access: a tighter rate limit, same-origin-only sign-in (ADR 022). */
  config?: Omit<FastifyContextConfig, 'access' | 'secondFactor' | 'call'>;
  bodyLimit?: number;
  /** Content types the body may come in besides JSON, for the document (a beacon's text/plain). */
  consumes?: string[];
}

const DONE = { success: true } as const;
const doneReply = z.object({ success: z.literal(true) });

/**
 * Registers `call` (ADR 034): its method, path and access from the one definition, its input and
 * reply schemas for validation and the OpenAPI document, and `handler` to answer it. The only way
 * an `/api/` route is added (`refuseUndefinedCalls`).
 */
export function serveCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: ServeOptions = {},
): void {
  const { route, input, reply: answer } = call;
  const response: Record<number, z.ZodType> = {};
  if (answer.kind === 'json') {
    const envelope = successReply(answer.data);
    const schema = answer.beside ? envelope.extend(answer.beside.shape) : envelope;
    for (const code of [answer.status, ...(answer.alsoStatuses ?? [])]) response[code] = schema;
  } else
    response[answer.status] = answer.kind === 'ok' ? doneReply : answer.kind === 'bare' ? answer.body : answer.schema;
  const status = answer.status;
  const wrapsData = answer.kind !== 'file';
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      summary: call.summary,
      ...(call.description ? { description: call.description } : {}),
      ...(input.params ? { params: input.params } : {}),
      ...(input.query ? { querystring: input.query } : {}),
      ...(input.body ? { body: input.body } : {}),
      ...(input.headers ? { headers: input.headers } : {}),
      response,
      ...(options.consumes ? { consumes: options.consumes } : {}),
    },
    config: { ...options.config, access: route.access, secondFactor: route.secondFactor ?? false, call },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await handler(request as CallRequest<C>, reply);
      return result === reply || reply.sent ? reply : envelope(reply, result);
    },
  });

  function envelope(reply: FastifyReply, result: unknown) {
    if (!wrapsData) throw new Error(`${route.method} ${route.path} answers a file: send it on the reply`);
    reply.status(status);
    return answer.kind === 'json' ? { success: true, data: result } : answer.kind === 'ok' ? DONE : result;
  }
}

/** Outside the API's calls: Swagger's own pages of the document. */
const NOT_CALLS = /^\/api\/docs(\/|$)/;

/**
 * Refuses at start-up any `/api/` route not registered by `serveCall`: every call is defined once in
 * `src/core/api` with its access, so none can be added public by forgetting (ADR 034).
 */
export function refuseUndefinedCalls(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || NOT_CALLS.test(route.url) || route.config?.call) return;
    const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
    throw new Error(
      `${methods} ${route.url} is not a call defined in src/core/api: register it with serveCall (ADR 034)`,
    );
  });
}
