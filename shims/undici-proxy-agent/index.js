// @actions/http-client imports only ProxyAgent from undici, for OIDC tokens through a proxy, which
// this action never asks for. Importing undici's index would initialise all of undici (fetch,
// HTTP/2, WebSocket, caches: ~50 ms of every cold start), so http-client gets this module instead:
// the same ProxyAgent class, from the project's own undici, loaded without the index.
module.exports.ProxyAgent = require('undici/lib/dispatcher/proxy-agent.js');
