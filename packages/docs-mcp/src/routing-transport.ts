import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, JSONRPCRequest } from '@modelcontextprotocol/sdk/types.js';

/*
 * One long-lived transport for the one MCP server the HTTP endpoint keeps: each HTTP request hands its
 * JSON-RPC requests in and waits for their answers. Ids are renamed on the way in and restored on the way
 * out, so two clients that both send `id: 1` at once never meet. Stateless: the server's notifications and
 * its own requests to a client have no stream to travel on and are dropped.
 */
export class RoutingTransport implements Transport {
  onmessage?: Transport['onmessage'];
  onclose?: Transport['onclose'];
  onerror?: Transport['onerror'];
  private next = 0;
  private readonly waiting = new Map<
    string,
    { id: JSONRPCRequest['id']; done: (answer: JSONRPCMessage) => void }
  >();

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.onclose?.();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (!('id' in message) || !('result' in message || 'error' in message)) return;
    const key = String(message.id);
    const waiter = this.waiting.get(key);
    if (!waiter) return;
    this.waiting.delete(key);
    waiter.done({ ...message, id: waiter.id } as JSONRPCMessage);
  }

  /** Hands a request to the server and resolves with its answer, under the client's own id. */
  request(message: JSONRPCRequest): Promise<JSONRPCMessage> {
    const key = `http-${this.next++}`;
    return new Promise((done) => {
      this.waiting.set(key, { id: message.id, done });
      this.onmessage?.({ ...message, id: key });
    });
  }

  /** A notification from a client (`notifications/initialized`); nothing answers it. */
  notify(message: JSONRPCMessage): void {
    this.onmessage?.(message);
  }
}
