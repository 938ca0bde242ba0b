import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

export interface ExpressServer {
  server: Server;
  /** Sends every request to `app`; its requests and responses are made as the app's own from then on. */
  serve(app: Express): void;
}

type PlainConstructor = (this: object, ...args: unknown[]) => void;

/**
 * An HTTP server whose requests and responses are created with the Express app's prototypes.
 *
 * Express gives each request and response its app's prototypes (`Object.setPrototypeOf`)
 * before the first middleware runs. V8 then gives both objects new hidden classes, and Node's
 * own code that runs for every response (headers, writes, the end) meets objects of shapes it
 * was not optimised for: that swap alone cost more than sending a cached page, which once made
 * the site send cached pages outside Express, in a second request pipeline. Made with those
 * prototypes from the start, the swap changes nothing (V8 returns at once when the prototype
 * is already the one asked for), and every page goes through the one middleware chain.
 *
 * Node creates both with `new` from the constructors passed here. Node's are plain functions,
 * so ours call them on an object that already has the app's prototype; were they ever classes,
 * the server falls back to Node's own and Express swaps the prototypes as before.
 */
export function createExpressServer(): ExpressServer {
  if (isClass(IncomingMessage) || isClass(ServerResponse)) {
    const server = createServer();
    return { server, serve: (app) => void server.on('request', app) };
  }
  const incomingMessage = IncomingMessage as unknown as PlainConstructor;
  const serverResponse = ServerResponse as unknown as PlainConstructor;
  function AppRequest(this: object, socket: Socket) {
    incomingMessage.call(this, socket);
  }
  function AppResponse(this: object, req: IncomingMessage, options?: object) {
    serverResponse.call(this, req, options);
  }
  // Until an app is served (Vite's websocket upgrades in development come earlier), Node's own.
  AppRequest.prototype = IncomingMessage.prototype;
  AppResponse.prototype = ServerResponse.prototype;
  const server = createServer({
    IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
    ServerResponse: AppResponse as unknown as typeof ServerResponse,
  });
  return {
    server,
    serve(app) {
      AppRequest.prototype = app.request;
      AppResponse.prototype = app.response;
      server.on('request', app);
    },
  };
}

function isClass(constructor: unknown): boolean {
  return /^class\b/.test(Function.prototype.toString.call(constructor));
}
