/**
 * The S3 storage backend against a small local S3-compatible fake (path-style PUT/GET/HEAD/DELETE object; no real
 * S3 is reachable here — the only mock), and the app serving a plugin's files from it through signed redirects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { startTestServer, type TestServer } from '@lemma/testing/server';
import { createS3Backend } from './s3';

const objects = new Map<string, { body: Buffer; type: string }>();
const requests: { method: string; url: string; signed: boolean }[] = [];
let fake: Server;
let endpoint = '';

beforeAll(async () => {
  fake = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://s3.test');
      const signed = /AWS4-HMAC-SHA256/.test(String(req.headers.authorization ?? '')) || url.searchParams.has('X-Amz-Signature');
      requests.push({ method: req.method!, url: req.url!, signed });
      if (!signed) return void res.writeHead(403).end();
      const key = decodeURIComponent(url.pathname);
      const o = objects.get(key);
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type'] ?? '') });
        return void res.writeHead(200, { etag: '"1"' }).end();
      }
      if (req.method === 'DELETE') return void (objects.delete(key), res.writeHead(204).end());
      if (!o) {
        res.writeHead(404, { 'content-type': 'application/xml' });
        return void res.end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
      }
      res.writeHead(200, { 'content-type': o.type, 'content-length': o.body.length });
      res.end(req.method === 'HEAD' ? undefined : o.body);
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', () => r()));
  endpoint = `http://127.0.0.1:${(fake.address() as { port: number }).port}`;
});
afterAll(() => void fake?.close());

const options = () => ({
  bucket: 'lemma-files',
  endpoint,
  region: 'us-east-1',
  accessKeyId: 'test-key',
  secretAccessKey: 'test-secret',
  forcePathStyle: true,
  urlTtlSeconds: 600,
});

describe('S3 storage', () => {
  it('puts, gets and deletes objects under <bucket>/<plugin>/<key>, with signed requests', async () => {
    const storage = createS3Backend(options()).storage('ask');
    const f = await storage.put('pictures/a.svg', '<svg/>', { contentType: 'image/svg+xml' });
    expect(f).toMatchObject({
      key: 'pictures/a.svg',
      url: '/api/files/ask/pictures/a.svg',
      size: 6,
      contentType: 'image/svg+xml',
    });
    expect(objects.get('/lemma-files/ask/pictures/a.svg')?.body.toString()).toBe('<svg/>');
    expect(await storage.get('pictures/a.svg')).toEqual({ data: Buffer.from('<svg/>'), contentType: 'image/svg+xml' });
    expect(await storage.get('pictures/none.svg')).toBeNull();
    expect(await storage.delete('pictures/a.svg')).toBe(true);
    expect(await storage.delete('pictures/a.svg')).toBe(false);
    expect(requests.every((r) => r.signed)).toBe(true);
  });

  it('refuses keys that climb out of the plugin space', async () => {
    const storage = createS3Backend(options()).storage('ask');
    await expect(storage.put('../billing/x', 'no')).rejects.toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    expect(() => storage.url('/etc/passwd')).toThrow();
  });

  describe('served by the app', () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer({
        S3_BUCKET: 'lemma-files',
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret',
      });
    });
    afterAll(async () => {
      await s?.close();
    });

    it("an answer's picture goes to the bucket, and /api/files redirects to a signed URL that serves it", async () => {
      const g = await s.guest();
      const r = await s.call('POST', '/api/session/input/save/2', { token: g.token, body: { content: 'solve x^2 - 4 = 0' } });
      await s.built.kernel.jobs.idle();
      const d = await s.call('GET', `/api/session/input/detail/id/${r.body.inputId}`, { token: g.token });
      await s.built.kernel.jobs.idle();
      const img = await s.call('POST', `/api/session/check/related-image/${d.body.output.id}`, { token: g.token });
      expect(img.body.relatedImageStatus).toBe('SUCCESS');
      const key = `/lemma-files/ask/${img.body.relatedImageUrl.replace('/api/files/ask/', '')}`;
      expect(objects.get(key)?.body.toString()).toMatch(/^<svg/);
      const res = await fetch(`${s.url}${img.body.relatedImageUrl}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      const signed = res.headers.get('location')!;
      expect(signed.startsWith(`${endpoint}${key}?`)).toBe(true);
      expect(new URL(signed).searchParams.get('X-Amz-Expires')).toBe('3600');
      expect((await (await fetch(signed)).text()).startsWith('<svg')).toBe(true);
    });
  });
});
