import { appendFileSync, readFileSync, rmSync } from "node:fs";
import { Agent } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { formRequests, INBOX_AUTH, type InboxServer, send, startInbox, tempSite } from "../support/inbox-harness.ts";

/**
 * Crashing server/inbox.mjs: `kill -9` in the middle of a burst of valid submissions (32 at a
 * time, every form and protocol), three times over on the same file, restarting after each. Every
 * line of the file must parse, every submission that was acknowledged (its 200 or 303 received)
 * must be in it exactly once, and the restarted server must keep appending on a fresh line.
 */

const site = tempSite("blu-inbox-crash-");
const running: InboxServer[] = [];
afterAll(async () => {
  for (const s of running) await s.stop().catch(() => {});
  rmSync(site.root, { recursive: true, force: true });
});

async function start(): Promise<InboxServer> {
  const s = await startInbox(site.dist, site.file, {}, { process: true });
  running.push(s);
  return s;
}

const lines = () => readFileSync(site.file, "utf8").split("\n").filter(Boolean);

/**
 * Sends valid submissions from `workers` loops until the server dies; returns the markers of the
 * acknowledged ones. Kills the server with SIGKILL once `killAfter` are acknowledged.
 */
async function burstAndKill(server: InboxServer, round: number, killAfter: number): Promise<Set<string>> {
  const acked = new Set<string>();
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  let n = 0;
  let dead = false;
  const exited = new Promise<void>((r) => server.child!.once("exit", () => r()));
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (!dead) {
        const i = n++;
        const marker = `crash-${round}-${i}`;
        const all = formRequests(marker, server.base);
        const r = all[i % all.length]!;
        try {
          const res = await send(server.base, r.method, r.path, r.headers, r.body, { agent });
          if (res.status === r.status) acked.add(marker);
          else throw new Error(`${r.name}: ${res.status} ${res.text}`);
        } catch (e) {
          if (!dead) throw e;
          return;
        }
        if (acked.size >= killAfter && !dead) {
          dead = true;
          server.child!.kill("SIGKILL");
        }
      }
    }).map((p) =>
      p.catch((e: NodeJS.ErrnoException) => {
        // A request cut off by the kill (reset, refused, socket hang up) is simply not acknowledged.
        if (!dead || !/ECONNRESET|ECONNREFUSED|socket hang up|EPIPE/.test(`${e.code} ${e.message}`)) throw e;
      }),
    ),
  );
  await exited;
  agent.destroy();
  return acked;
}

describe("inbox: kill -9 during a burst", () => {
  it("loses no acknowledged submission and leaves every line parseable, three times over", async () => {
    const everAcked = new Set<string>();
    for (let round = 0; round < 3; round++) {
      const server = await start();
      const acked = await burstAndKill(server, round, 100 + round * 50);
      for (const m of acked) everAcked.add(m);
      const parsed = lines().map((l, i) => {
        try {
          return JSON.parse(l) as { fields: Record<string, string> };
        } catch {
          throw new Error(`round ${round}: line ${i + 1} does not parse: ${l.slice(0, 120)}`);
        }
      });
      const stored = parsed.map((e) =>
        Object.values(e.fields)
          .find((v) => /^crash-\d+-\d+@example\.com$/.test(v))
          ?.replace("@example.com", ""),
      );
      const missing = [...everAcked].filter((m) => !stored.includes(m));
      expect(missing, `round ${round}: acknowledged but not stored`).toEqual([]);
      const counts = new Map<string, number>();
      for (const m of stored) if (m) counts.set(m, (counts.get(m) ?? 0) + 1);
      expect(
        [...counts].filter(([, c]) => c > 1),
        `round ${round}: stored twice`,
      ).toEqual([]);
      process.stdout.write(
        `inbox crash round ${round}: ${acked.size} acknowledged before the kill, ${[...counts.keys()].filter((m) => m.startsWith(`crash-${round}-`)).length} stored\n`,
      );
    }
    // A torn last line (what a crash mid-write leaves) is skipped, and the restarted server
    // appends on a new line.
    appendFileSync(site.file, '{"receivedAt":"2026-01-01T00:00:00.000Z","kind":"subscribe","fields":{"EMAIL":"torn');
    const server = await start();
    const r = formRequests("after-crash", server.base)[0]!;
    expect((await send(server.base, r.method, r.path, r.headers, r.body)).status).toBe(r.status);
    const all = lines();
    expect(all.at(-2)).toMatch(/"torn$/);
    expect(JSON.parse(all.at(-1)!).fields.email).toBe("after-crash@example.com");
    const inbox = JSON.parse((await send(server.base, "GET", "/inbox.json?limit=5", INBOX_AUTH)).text);
    expect(inbox.submissions[0].fields.email).toBe("after-crash@example.com");
    expect(inbox.damaged).toHaveLength(1);
    expect(inbox.damagedTotal).toBe(1);
    await server.stop();
  }, 60_000);
});
