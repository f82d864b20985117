import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '#core/api/call';
import { idParams } from '#core/api/id-params';
import { file, json } from '#core/api/replies';
import { defineRoute } from '#core/api/route';
import { installErrorHandler } from './error-handler';
import { refuseUndefinedCalls, serveCall } from './serve-call';
import { zodSerializerCompiler, zodValidatorCompiler } from './zod-compilers';

const addNoteCall = defineCall({
  route: defineRoute({ method: 'POST', path: '/api/things/:id/notes', access: 'staff', secondFactor: true }),
  summary: 'Adds a note to a thing',
  input: { params: idParams(), body: z.object({ text: z.string().min(1) }) },
  reply: json(z.object({ thingId: z.number(), text: z.string() }), 201),
});

const thingFileCall = defineCall({
  route: defineRoute({ method: 'GET', path: '/api/things/:id/file', access: 'public' }),
  summary: 'A thing as text',
  input: { params: idParams() },
  reply: file(['text/plain'], 'The thing'),
});

function zodApp() {
  const app = Fastify();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler({ checkResponses: true }));
  installErrorHandler(app);
  return app;
}

async function appServing(register: (app: FastifyInstance) => void) {
  const app = zodApp();
  register(app);
  await app.ready();
  return app;
}

describe('serveCall', () => {
  it('registers the route of the definition with its access, and sends the data in the envelope with its status', async () => {
    const app = await appServing((app) => {
      serveCall(app, addNoteCall, async (request) => ({ thingId: request.params.id, text: request.body.text }));
    });
    const response = await app.inject({ method: 'POST', url: '/api/things/7/notes', payload: { text: 'oiled' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, data: { thingId: 7, text: 'oiled' } });
  });

  it('puts the access and second factor of the route in the route config, where access control reads them', async () => {
    const configs: unknown[] = [];
    const app = zodApp();
    app.addHook('onRoute', (route) => void configs.push(route.config));
    serveCall(app, addNoteCall, async () => ({ thingId: 1, text: 'x' }));
    await app.ready();
    expect(configs[0]).toMatchObject({ access: 'staff', secondFactor: true, call: addNoteCall });
  });

  it('validates the input with the call’s schemas: a malformed id is a 404, a bad body a 400', async () => {
    const app = await appServing((app) => serveCall(app, addNoteCall, async () => ({ thingId: 1, text: 'x' })));
    expect(
      (await app.inject({ method: 'POST', url: '/api/things/abc/notes', payload: { text: 'x' } })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/things/1/notes', payload: { text: '' } })).statusCode).toBe(
      400,
    );
  });

  it('answers a handler that has its answer at once, without a promise, the same way', async () => {
    const app = await appServing((app) => {
      serveCall(app, addNoteCall, (request) => {
        if (request.body.text === 'fail') throw new Error('the engine refused');
        return { thingId: request.params.id, text: request.body.text };
      });
      serveCall(app, thingFileCall, (_request, reply) => reply.type('text/plain').send('sent at once'));
    });
    const response = await app.inject({ method: 'POST', url: '/api/things/7/notes', payload: { text: 'oiled' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, data: { thingId: 7, text: 'oiled' } });
    const failed = await app.inject({ method: 'POST', url: '/api/things/7/notes', payload: { text: 'fail' } });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ success: false });
    expect((await app.inject({ method: 'GET', url: '/api/things/1/file' })).body).toBe('sent at once');
  });

  it('lets a file call send its own answer', async () => {
    const app = await appServing((app) =>
      serveCall(app, thingFileCall, async (request, reply) =>
        reply.type('text/plain').send(`thing ${request.params.id}`),
      ),
    );
    const response = await app.inject({ method: 'GET', url: '/api/things/3/file' });
    expect(response.body).toBe('thing 3');
    expect(response.headers['content-type']).toContain('text/plain');
  });
});

describe('refuseUndefinedCalls', () => {
  it('refuses an /api/ route that no call defines, and accepts a served call and pages outside the API', async () => {
    const app = zodApp();
    refuseUndefinedCalls(app);
    serveCall(app, thingFileCall, async (_request, reply) => reply.send('x'));
    app.get('/healthz', async () => 'ok');
    expect(() => app.get('/api/forgotten', async () => 'open to anyone')).toThrow(
      /GET \/api\/forgotten is not a call defined in src\/core\/api/,
    );
    await app.ready();
  });
});
