// Types for the two undici modules the transport loads directly instead of undici's index (see
// transport.ts). They are the same implementations the index re-exports.
declare module 'undici/lib/api/api-request.js' {
  import type { Dispatcher } from 'undici';

  /** undici's `Dispatcher.prototype.request`, called with the dispatcher as `this`. */
  function request(
    this: Dispatcher,
    options: Dispatcher.RequestOptions,
  ): Promise<Dispatcher.ResponseData>;
  export = request;
}

declare module 'undici/lib/dispatcher/env-http-proxy-agent.js' {
  import { EnvHttpProxyAgent } from 'undici';
  export = EnvHttpProxyAgent;
}
