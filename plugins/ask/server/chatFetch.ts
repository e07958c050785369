/**
 * The POST both LLM callers make to an OpenAI-compatible `/chat/completions` endpoint.
 *
 * Node's fetch (undici) keeps sockets alive between requests; a server closes an idle one after its own keep-alive
 * timeout (Node's http server: 5 s, many proxies: 60 s). When that close crosses our next request, the request fails
 * with ECONNRESET / "other side closed" before the server ever read it — undici does not retry a POST by itself
 * (https://undici.nodejs.org/#/docs/api/RetryHandler: only idempotent methods are retried). Such a request never
 * reached the model, so sending it once more on a fresh socket is safe; every other failure (timeout, HTTP error,
 * refused connection) is left to the caller.
 */

/** Error codes that mean "the reused socket was already closed by the server", not "the server is down". */
const STALE_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

/** Whether a fetch rejection is a stale keep-alive socket (the request was not read by the server). */
export function isStaleSocket(err: unknown): boolean {
  const cause = (err as { cause?: { code?: unknown } } | undefined)?.cause;
  return typeof cause?.code === 'string' && STALE_SOCKET_CODES.has(cause.code);
}

/**
 * POSTs `body` as JSON to `<baseUrl>/chat/completions`.
 * @param baseUrl the API root, e.g. `http://127.0.0.1:11434/v1` (a trailing slash is ignored)
 * @param apiKey sent as `Authorization: Bearer …` when set
 * @param signal aborts the request (the callers' timeouts)
 * @returns the Response, whatever its status
 * @throws what fetch throws (network error, abort) — after one more try when the first failure was a stale socket
 */
export async function postChatCompletion(
  baseUrl: string,
  apiKey: string | undefined,
  body: unknown,
  signal: AbortSignal,
): Promise<Response> {
  const send = () =>
    fetch(`${baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify(body),
      signal,
    });
  try {
    return await send();
  } catch (err) {
    if (signal.aborted || !isStaleSocket(err)) throw err;
    return send();
  }
}
