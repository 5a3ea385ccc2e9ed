/**
 * Who the dev server answers (docs/architecture.md, "Who the dev server answers"): the origins a
 * page of `npm run dev` may be opened at, derived from the environment once at start.
 *
 * - always `http://127.0.0.1:<port>` and `http://localhost:<port>`;
 * - in a GitHub codespace (`CODESPACES=true` or `CODESPACE_NAME` set), exactly its forwarded
 *   origin `https://$CODESPACE_NAME-<port>.$GITHUB_CODESPACES_PORT_FORWARDING_DOMAIN`, and
 *   `https://localhost:<port>`: the forward replaces an `Origin` that names the forwarded address
 *   itself with the local server's (`http://localhost:<port>` or `https://localhost:<port>`, as
 *   reported), and leaves any other `Origin` as the browser sent it;
 * - the origins `DEV_ORIGINS` lists, comma-separated, for any other proxy in front of the server
 *   (`DEV_ORIGINS=https://edit.example.org,https://b.example`).
 *
 * Vite's `server.allowedHosts` gets the host names beyond loopback (vite.config.ts), and the page
 * editor's endpoints accept a request only with one of these hosts and, when the browser sends
 * one, one of these origins (editor/server/api.ts, `refused`). Nothing else is read: no wildcard,
 * no other codespace, no other port or scheme.
 */

/** The environment variable that lists the origins of other proxies. */
export const DEV_ORIGINS_VAR = "DEV_ORIGINS";

/** A variable of the environment that cannot make an origin; the message says which and why. */
export class DevOriginsError extends Error {
  override readonly name = "DevOriginsError";
}

/** What the dev server answers as. */
export interface DevOrigins {
  /** Every accepted origin, `scheme://host[:port]` as browsers send it in `Origin`, the local ones first. */
  readonly origins: readonly string[];
  /**
   * Every accepted `Host` header: each origin's host as browsers send it (no port when it is the
   * scheme's default), and the same with the default port written out, as some proxies send it.
   */
  readonly hosts: readonly string[];
  /** The host names beyond loopback (no port): what Vite's `server.allowedHosts` must list. */
  readonly forwardedHostnames: readonly string[];
  /** The codespace's forwarded origin, or null outside a codespace. */
  readonly codespace: string | null;
}

/** A DNS label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/** Whether `name` is a host name of DNS labels (`app.github.dev`). */
const isHostname = (name: string) => name.length <= 253 && name.split(".").every((label) => LABEL.test(label));

/**
 * The codespace's forwarded origin for `port`, or null outside a codespace.
 * @throws DevOriginsError in a codespace whose CODESPACE_NAME or
 *   GITHUB_CODESPACES_PORT_FORWARDING_DOMAIN is missing or is not a host name's part.
 */
export function codespaceOrigin(port: number, env: NodeJS.ProcessEnv = process.env): string | null {
  const name = env.CODESPACE_NAME ?? "";
  if (env.CODESPACES !== "true" && name === "") return null;
  const domain = env.GITHUB_CODESPACES_PORT_FORWARDING_DOMAIN ?? "";
  if (!LABEL.test(`${name}-${port}`))
    throw new DevOriginsError(`CODESPACE_NAME ${JSON.stringify(name)}: in a codespace it must be the codespace's name (letters, digits, hyphens)`);
  if (!isHostname(domain))
    throw new DevOriginsError(
      `GITHUB_CODESPACES_PORT_FORWARDING_DOMAIN ${JSON.stringify(domain)}: in a codespace it must be the forwarding domain (app.github.dev, say)`,
    );
  return `https://${name}-${port}.${domain}`.toLowerCase();
}

/**
 * The origins a `DEV_ORIGINS` value lists, in its order, each as browsers write it (lower case,
 * no default port). Entries are separated by commas; spaces around them and empty entries are
 * ignored.
 * @throws DevOriginsError naming the first entry that is not an http or https origin
 *   (`scheme://host[:port]`, nothing after it, no user name, no wildcard).
 */
export function parseDevOrigins(value: string): string[] {
  const out: string[] = [];
  for (const entry of value.split(",").map((e) => e.trim())) {
    if (entry === "") continue;
    const why = (reason: string) => new DevOriginsError(`${DEV_ORIGINS_VAR}: ${JSON.stringify(entry)} ${reason}`);
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw why("is not an origin: write scheme://host[:port], as https://edit.example.org");
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") throw why("is not an http or https origin");
    if (url.username !== "" || url.password !== "") throw why("holds a user name or password: write scheme://host[:port] only");
    if (!isHostname(url.hostname)) throw why("has no valid host name (a wildcard, say): list each origin in full");
    // Nothing after the origin (one "/" aside): a path, a query or a fragment never matches an Origin header.
    if (!/^[a-z]+:\/\/[^/?#]+\/?$/i.test(entry)) throw why(`is not an origin (nothing may follow the host and port): did you mean ${url.origin}?`);
    if (!out.includes(url.origin)) out.push(url.origin);
  }
  return out;
}

/** The `Host` headers that name `origin`'s host: as browsers send it, and with the scheme's default port written out. */
function hostsOf(origin: string): string[] {
  const url = new URL(origin);
  if (url.port !== "") return [url.host];
  return [url.host, `${url.hostname}:${url.protocol === "https:" ? 443 : 80}`];
}

/**
 * The origins and hosts the dev server on `port` answers as, from `env` (see the module's
 * comment for the rules).
 * @throws DevOriginsError when a codespace's variables or `DEV_ORIGINS` cannot make an origin
 *   (the dev server must not start then: vite.config.ts calls this when it loads).
 */
export function devOrigins(port: number, env: NodeJS.ProcessEnv = process.env): DevOrigins {
  const local = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
  const codespace = codespaceOrigin(port, env);
  // In a codespace, the Origin as the forward rewrites the forwarded page's own (see the module's comment).
  const rewritten = codespace ? [codespace, `https://localhost:${port}`] : [];
  const forwarded = [...rewritten, ...parseDevOrigins(env[DEV_ORIGINS_VAR] ?? "")].filter((o) => !local.includes(o));
  const origins = [...local, ...new Set(forwarded)];
  const forwardedHostnames = [...new Set(forwarded.map((o) => new URL(o).hostname))].filter((h) => h !== "127.0.0.1" && h !== "localhost");
  return { origins, hosts: [...new Set(origins.flatMap(hostsOf))], forwardedHostnames, codespace };
}

/**
 * Why a request's `Host` and `Origin` headers are refused (a reason for the log), or null when
 * both are the dev server's own: the host one of `allowed.hosts` (compared without regard to
 * case), the origin, when the browser sent one, one of `allowed.origins` exactly.
 */
export function originRefused(host: string | undefined, origin: string | undefined, allowed: Pick<DevOrigins, "hosts" | "origins">): string | null {
  const given = (host ?? "").toLowerCase();
  if (!allowed.hosts.includes(given)) return `host ${host ?? ""}`;
  if (origin !== undefined && !allowed.origins.includes(origin)) return `origin ${origin}`;
  return null;
}

/** The dev server's port when neither `DEV_PORT` nor `PORT` names one (the port .devcontainer/devcontainer.json forwards). */
export const DEFAULT_DEV_PORT = 5173;

/** The dev server's port: `DEV_PORT`, else `PORT`, else {@link DEFAULT_DEV_PORT}. */
export const DEV_PORT = Number(process.env.DEV_PORT ?? process.env.PORT ?? DEFAULT_DEV_PORT);

/**
 * Vite's `server` options that follow from {@link devOrigins} for the dev server on `port`:
 *
 * - `allowedHosts`: the forwarded host names (a codespace's, DEV_ORIGINS'), never `true`: Vite
 *   answers any other `Host` 403 (DNS rebinding), its HMR socket included; loopback names
 *   Vite allows by itself.
 * - `cors: false`: no CORS headers, so no other origin reads anything the server answers.
 * - `strictPort` in a codespace: its forwarded origin names the port, so on another one the
 *   editor would refuse its own page.
 *
 * HMR needs nothing: with no `server.ws.clientPort`, Vite's client opens its socket on the page's
 * own scheme, host and port (wss on 443 behind a codespace's https forward, ws on 5173 at
 * http://localhost:5173), so one server works through both; a fixed client port would break the
 * other way in.
 * @throws DevOriginsError as {@link devOrigins} does: the dev server does not start.
 */
export function devServerOptions(port: number, env: NodeJS.ProcessEnv = process.env): { allowedHosts: string[]; cors: false; strictPort: boolean } {
  const answers = devOrigins(port, env);
  return { allowedHosts: [...answers.forwardedHostnames], cors: false, strictPort: answers.codespace !== null };
}
