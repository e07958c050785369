/**
 * S3-compatible file storage (issue #12, `S3_BUCKET`): the same `Storage` interface as the files under DATA_DIR,
 * over any S3 API (AWS S3, MinIO, Cloudflare R2, Ceph...) with @aws-sdk/client-s3. Objects are named
 * `<plugin>/<key>`; `url(key)` stays `/api/files/<plugin>/<key>`, which answers with a redirect to a signed GET URL
 * (@aws-sdk/s3-request-presigner, valid S3_URL_TTL_SECONDS), so every instance serves every file and the bucket
 * stays private.
 * Sources: AWS SDK for JavaScript v3 developer guide (S3 client, presigned URLs).
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { AppError, type Storage, type StoredFile } from '@lemma/sdk/server';
import { isValidKey } from './storage';

/** Where the bucket is (the S3_* keys of docs/configuration.md). */
export interface S3Options {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  urlTtlSeconds: number;
}

/** The S3 backend: one client, a `Storage` per plugin space, and signed download URLs. */
export interface S3Backend {
  storage(space: string): Storage;
  /** A signed GET URL of `<space>/<key>`, valid `urlTtlSeconds`. */
  signedUrl(space: string, key: string): Promise<string>;
  close(): void;
}

const notFound = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404;
};

export function createS3Backend(o: S3Options): S3Backend {
  const client = new S3Client({
    region: o.region,
    forcePathStyle: o.forcePathStyle,
    ...(o.endpoint ? { endpoint: o.endpoint } : {}),
    ...(o.accessKeyId && o.secretAccessKey
      ? { credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } }
      : {}),
  });
  const objectKey = (space: string, key: string) => {
    if (!isValidKey(key)) throw new AppError('VALIDATION_ERROR', `Invalid storage key "${key.slice(0, 60)}"`);
    return `${space}/${key}`;
  };
  return {
    storage(space): Storage {
      const url = (key: string) => `/api/files/${space}/${objectKey(space, key).slice(space.length + 1)}`;
      return {
        url,
        async put(key, data, opts = {}): Promise<StoredFile> {
          const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data);
          const contentType =
            opts.contentType ?? (typeof data === 'string' ? 'text/plain; charset=utf-8' : 'application/octet-stream');
          await client.send(
            new PutObjectCommand({ Bucket: o.bucket, Key: objectKey(space, key), Body: bytes, ContentType: contentType }),
          );
          return { key, url: url(key), size: bytes.length, contentType };
        },
        async get(key) {
          try {
            const r = await client.send(new GetObjectCommand({ Bucket: o.bucket, Key: objectKey(space, key) }));
            const data = Buffer.from(await r.Body!.transformToByteArray());
            return { data, contentType: r.ContentType ?? 'application/octet-stream' };
          } catch (e) {
            if (notFound(e)) return null;
            throw e;
          }
        },
        async delete(key) {
          const Key = objectKey(space, key);
          const existed = await client.send(new HeadObjectCommand({ Bucket: o.bucket, Key })).then(
            () => true,
            (e: unknown) => {
              if (notFound(e)) return false;
              throw e;
            },
          );
          if (existed) await client.send(new DeleteObjectCommand({ Bucket: o.bucket, Key }));
          return existed;
        },
      };
    },
    signedUrl(space, key) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket: o.bucket, Key: objectKey(space, key) }), {
        expiresIn: o.urlTtlSeconds,
      });
    },
    close: () => client.destroy(),
  };
}
