/**
 * Stands in for axios's fetch adapter (`axios/lib/adapters/fetch.js`) in the client build and the
 * client tests (vite.config.ts, `axiosXhrOnly`): IApi sends with axios's XHR adapter
 * (core/services/api.ts), so the fetch adapter and the helpers only it uses (request/response
 * streams, multipart bodies, data: URLs; ~5 kB brotli on every first visit, issue #13) stay out.
 * axios marks its Node http adapter out of browser builds the same way (package.json `browser`
 * field → `helpers/null.js`): `adapter: 'fetch'` then fails with axios's own "not supported by the
 * environment" error instead of sending anything.
 */

/** axios asks `getFetch(config)` for the fetch adapter; `false` means "not available here". */
export const getFetch = (): false => false;

export default false;
