// The service worker's global scope and events, typed here: the project compiles with the DOM library, not WebWorker.
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
export interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(r: Promise<Response> | Response): void;
}
interface MessageEvt extends ExtendableEvent {
  data: unknown;
}
export interface Scope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", fn: (e: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", fn: (e: FetchEvent) => void): void;
  addEventListener(type: "message", fn: (e: MessageEvt) => void): void;
}
