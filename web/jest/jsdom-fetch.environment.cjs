const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom has no fetch and its own AbortSignal, Blob and streams, which Node's fetch rejects. Tests run against
 * MSW's Node interceptors, so the whole Fetch API family is taken from Node, from one realm.
 */
class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    Object.assign(g, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      Blob,
      File,
      AbortController,
      AbortSignal,
      ReadableStream,
      WritableStream,
      TransformStream,
      TextEncoder,
      TextDecoder,
      TextEncoderStream,
      TextDecoderStream,
      BroadcastChannel,
      structuredClone,
      URL,
      URLSearchParams,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
