/**
 * `GET /session/input/stream/id/:id`: server-sent events of an answer in the making — `status`,
 * `step` (each solution step as it is written), `text` (LLM fragments), `output` (the saved answer,
 * last). A finished input sends its output at once. Events published while the current state is
 * read are held back, so the stream always starts with that state and never ends before it.
 */
import { eq } from 'drizzle-orm';
import { idParam, sessionInputs, type ServerApp } from '@lemma/sdk/server';
import { inputChannel, type AskDeps } from '../deps';

const isLast = (event: string, data: unknown) =>
  event === 'output' || (event === 'status' && (data as { status: string }).status === 'ERROR');

export function registerStreamRoute(app: ServerApp, { db, guard, hub, sessions }: AskDeps): void {
  app.get('/session/input/stream/id/:id', { preHandler: guard.requireUser, schema: { params: idParam } }, async (req, reply) => {
    const { input } = await sessions.ownInput(guard.user(req).userId, req.params.id);
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
