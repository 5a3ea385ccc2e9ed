import { connect } from "node:net";

/** What came back on a raw connection: the bytes, and whether the wait timed out. */
export interface RawAnswer {
  readonly text: string;
  readonly timedOut: boolean;
  /** Status of the first response ("HTTP/1.1 400 …"), or 0 when there was none. */
  readonly status: number;
}

/**
 * Sends raw bytes to 127.0.0.1:`port` with node:net (for request lines and headers node:http
 * would refuse to send), half-closes unless `keepOpen`, and collects everything until the server
 * closes the connection or `timeoutMs` passes.
 */
export function rawRequest(port: number, bytes: string | Buffer, { timeoutMs = 5000, keepOpen = false } = {}): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (timedOut: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString("latin1");
      const m = /^HTTP\/1\.[01] (\d{3}) /.exec(text);
      resolve({ text, timedOut, status: m ? Number(m[1]) : 0 });
    };
    const timer = setTimeout(() => finish(true), timeoutMs);
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("close", () => finish(false));
    socket.on("error", () => finish(false));
    socket.on("connect", () => {
      socket.write(bytes);
      if (!keepOpen) socket.end();
    });
  });
}
