/**
 * jsdom, plus Node's own fetch and the classes it checks its arguments against. RTK Query's
 * fetchBaseQuery builds a Request with an AbortSignal, so both must come from the same place.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    // Node's message ports keep the process alive; close every one at teardown so jest exits.
    const channels = (this.channels = []);
    class TrackedMessageChannel extends MessageChannel {
      constructor() {
        super();
        channels.push(this);
      }
    }
    // Browsers resolve '/api/...' against the page; Node's Request wants an absolute URL.
    class PageRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href).toString() : input, init);
      }
    }
    // Node's FormData (what fetch sends) that also reads a page's form, as a browser's does: React
    // builds one from a form submitted inside a transition (a navigation on submit).
    const PageFormOf = this.global.FormData;
    class PageFormData extends FormData {
      constructor(form, submitter) {
        super();
        if (form) for (const [name, value] of new PageFormOf(form, submitter)) this.append(name, value);
      }
    }
    Object.assign(this.global, {
      fetch,
      Request: PageRequest,
      Response,
      Headers,
      FormData: PageFormData,
      AbortController,
      AbortSignal,
      ReadableStream,
      TextEncoder,
      TextDecoder,
      structuredClone,
      // antd's components schedule work through it; jsdom has none.
      MessageChannel: TrackedMessageChannel,
      MessagePort,
    });
  }
}

JsdomWithFetchEnvironment.prototype.teardown = async function teardown() {
  for (const channel of this.channels) {
    channel.port1.close();
    channel.port2.close();
  }
  await TestEnvironment.prototype.teardown.call(this);
};

module.exports = JsdomWithFetchEnvironment;
