import type { Express } from 'express';
import http from 'node:http';

/**
 * Options for `http.createServer` that build every request and response with Express's own
 * prototypes (`app.request`, `app.response`) from the start.
 *
 * Express otherwise swaps the prototype of each request and response as it enters the app
 * (`Object.setPrototypeOf` in `app.handle`; expressjs/express#5998), and V8 copes badly with
 * that: those objects outlived young-generation collections and were promoted, so every request
 * left garbage in the old generation, scavenges took 2-5 ms instead of under 1 ms and full
 * collections came every second or two (measured with --trace-gc-nvp; a bare Express app shows
 * the same). With the prototype already right, Express's own call changes nothing.
 *
 * The constructors run Node's own on `this` (http.IncomingMessage and http.ServerResponse are
 * plain constructor functions in Node 20). `Reflect.construct` with a different `new.target`
 * was tried and measured no better than the prototype swap.
 */
export function expressPrototypes(app: Express): Pick<http.ServerOptions, 'IncomingMessage' | 'ServerResponse'> {
  function AppRequest(this: http.IncomingMessage, ...args: ConstructorParameters<typeof http.IncomingMessage>) {
    http.IncomingMessage.apply(this, args);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: http.ServerResponse, ...args: ConstructorParameters<typeof http.ServerResponse>) {
    http.ServerResponse.apply(this, args);
  }
  AppResponse.prototype = app.response;
  return {
    IncomingMessage: AppRequest as unknown as typeof http.IncomingMessage,
    ServerResponse: AppResponse as unknown as typeof http.ServerResponse,
  };
}
