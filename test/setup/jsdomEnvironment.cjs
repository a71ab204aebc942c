// jsdom lacks what react-router 7 and RTK Query need (TextEncoder, fetch, Request, Response,
// Headers). Give the test window Node's own implementations; Request also accepts URLs relative
// to the page, as a browser's does.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    const page = () => g.location.href;
    class PageRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page()).href : input, init);
      }
    }
    Object.assign(g, {
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
      AbortController,
      AbortSignal,
      Headers,
      Response,
      Request: PageRequest,
      fetch: (input, init) => fetch(typeof input === 'string' ? new URL(input, page()).href : input, init),
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
