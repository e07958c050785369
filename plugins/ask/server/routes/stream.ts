/**
 * `GET /session/input/stream/id/:id`: server-sent events of an answer in the making — `status`,
 * `step` (each solution step as it is written), `text` (LLM fragments), `output` (the saved answer,
 * last). A finished input sends its output at once. Events published while the current state is
 * read are held back, so the stream always starts with that state and never ends before it.
 */
import { eq } from 'drizzle-orm';
import { AppError, idParam, sessionInputs, type ServerApp } from '@lemma/sdk/server';
import { inputChannel, type AskDeps } from '../deps';

const isLast = (event: string, data: unknown) =>
  event === 'output' || (event === 'status' && (data as { status: string }).status === 'ERROR');

/**
 * Event streams one user may hold open at once on one instance (issue #13): a page follows a few answers at a time;
 * hundreds of open streams are a client gone wrong or an attack on the server's connections.
 */
export const MAX_STREAMS_PER_USER = 8;

export function registerStreamRoute(app: ServerApp, { db, guard, hub, sessions }: AskDeps): void {
  const open = new Map<number, number>();
  app.get('/session/input/stream/id/:id', { preHandler: guard.requireUser, schema: { params: idParam } }, async (req, reply) => {
    const userId = guard.user(req).userId;
    const { input } = await sessions.ownInput(userId, req.params.id);
    if ((open.get(userId) ?? 0) >= MAX_STREAMS_PER_USER)
      throw new AppError('RATE_LIMITED', `At most ${MAX_STREAMS_PER_USER} answers can be followed at once; close one first`);
    open.set(userId, (open.get(userId) ?? 0) + 1);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let closed = false;
    const send = (event: string, data: unknown) => {
      if (!closed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const finish = () => {
      if (closed) return;
      closed = true;
      const n = (open.get(userId) ?? 1) - 1;
      if (n > 0) open.set(userId, n);
      else open.delete(userId);
      unsubscribe();
      clearInterval(ping);
      res.end();
    };
    let held: [string, unknown][] | null = [];
    const unsubscribe = hub.subscribe(inputChannel(input.id), (event, data) => {
      if (held) return void held.push([event, data]);
      send(event, data);
      if (isLast(event, data)) finish();
    });
    const ping = setInterval(() => res.write(': ping\n\n'), 15_000);
    req.raw.on('close', finish);
    await unsubscribe.ready; // several instances (Redis): events from the others reach us from here on
    const [now] = await db.select().from(sessionInputs).where(eq(sessionInputs.id, input.id));
    send('status', { status: now!.status });
    if (now!.status !== 'PENDING' && now!.status !== 'GENERATING') {
      const out = await sessions.latestOutput(input.id);
      if (out) send('output', { status: now!.status, output: sessions.outputDto(out) });
      return finish();
    }
    const pending = held;
    held = null;
    for (const [event, data] of pending) {
      send(event, data);
      if (isLast(event, data)) return finish();
    }
  });
}
