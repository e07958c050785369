/**
 * The OpenAPI 3 document of the whole API, made from the same zod schemas the routes validate with
 * (@fastify/swagger + fastify-type-provider-zod's `jsonSchemaTransform`): the kernel's routes and
 * every plugin's, as registered. Browsable at `/api/docs` (@fastify/swagger-ui), JSON at
 * `/api/docs/json`. Must be registered before any route (it collects them with an onRoute hook).
 * Routes with `schema: { hide: true }` and the docs' own routes are left out.
 */
import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** Registers the document and its UI on the root instance. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Lemma API',
        description: 'The Lemma server API (§7): the kernel and every server plugin. Errors are `{ errorCode, message }` (§8).',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: createJsonSchemaTransform({
      skipList: [
        `${DOCS_PREFIX}/static/*`,
        `${DOCS_PREFIX}/json`,
        `${DOCS_PREFIX}/yaml`,
        `${DOCS_PREFIX}/`,
        DOCS_PREFIX,
        `${DOCS_PREFIX}/*`,
      ],
    }),
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}
