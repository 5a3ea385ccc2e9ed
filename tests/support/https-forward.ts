/**
 * A stand-in for a codespace's port forward, for the end-to-end suite of the dev server behind
 * one (tests/e2e/dev/codespace.spec.ts): an https server on 127.0.0.1, with a throwaway
 * self-signed certificate made by `openssl`, that passes every request and every WebSocket
 * upgrade on to a local port, `Host` unchanged. Like GitHub's forward, it replaces an `Origin`
 * that names the forwarded address itself with the local server's (when told which), and leaves
 * any other as the browser sent it.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:https";
import { type AddressInfo, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A running forward. */
export interface HttpsForward {
  /** The port it listens on, on 127.0.0.1. */
  readonly port: number;
  /** Stops it (open connections are cut). */
  close(): Promise<void>;
}

/** A key and a self-signed certificate for `host`, valid one day, made with openssl in a folder removed afterwards. */
function selfSigned(host: string): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "blu-tls-"));
  try {
    const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
    execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", `/CN=${host}`], {
      stdio: "ignore",
    });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts a forward from https://127.0.0.1:<a free port> to http://127.0.0.1:`target`, its
 * certificate made out to `host` (browsers must be told to accept it). With `localOrigin`
 * (`https://localhost:5173`, say), an `Origin: https://<host>` is passed on as that.
 * @throws Error when openssl is missing or the server cannot listen.
 */
export async function startHttpsForward(target: number, host: string, localOrigin?: string): Promise<HttpsForward> {
  const server = createServer(selfSigned(host), (req, res) => {
    const headers = { ...req.headers };
    if (localOrigin && headers.origin === `https://${host}`) headers.origin = localOrigin;
    const upstream = request({ host: "127.0.0.1", port: target, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  // A WebSocket upgrade (Vite's HMR socket): the request as it came, then the bytes both ways.
  server.on("upgrade", (req, socket, head) => {
    const upstream = connect(target, "127.0.0.1", () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    const cut = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on("error", cut);
    socket.on("error", cut);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
