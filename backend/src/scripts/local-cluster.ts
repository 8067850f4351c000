import { ChildProcess, spawn } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { REPO_ROOT } from '../config/settings';
import { freePort } from '../database/bootstrap';

/** The built server (`backend/dist/main.js` of `npm run build`, from src/ and dist/ alike), as `npm start` runs it. */
export const SERVER_MAIN = path.resolve(__dirname, '..', '..', 'dist', 'main.js');

/** A server process of this machine: its port, process and the lines it wrote (stdout, stderr). */
export interface LocalInstance {
  name: string;
  port: number;
  proc: ChildProcess;
  out: string[];
}

/** Polls `ok` every 200 ms until it is true; throws after `ms`. */
export async function waitFor(what: string | (() => string), ok: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await ok().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
}

/** True when GET `url` answers 200. */
const answers200 = async (url: string) => (await fetch(url)).status === 200;

/**
 * Starts the built server ({@link SERVER_MAIN}) on a free loopback port with `env` added to this
 * process's environment, collecting what it writes. Does not wait: see {@link waitReady}.
 * `argv`: another built script that ends by starting the server (`dist/scripts/backup.js restore …`).
 * `port`: that port instead of a free one (an instance started again behind the same proxy line).
 */
export async function startInstance(name: string, env: NodeJS.ProcessEnv, argv: string[] = [SERVER_MAIN], port?: number): Promise<LocalInstance> {
  if (!fs.existsSync(argv[0])) throw new Error(`${argv[0]} is missing: run npm run build first`);
  port ??= await freePort();
  const proc = spawn(process.execPath, argv, { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  const out: string[] = [];
  let rest = '';
  proc.stdout!.on('data', (d: Buffer) => {
    const lines = (rest + d.toString('utf8')).split('\n');
    rest = lines.pop()!;
    out.push(...lines);
  });
  proc.stderr!.on('data', (d: Buffer) => out.push(d.toString('utf8')));
  return { name, port, proc, out };
}

/** Waits until the instance answers GET /api/health/ready with 200 (migrations run, database up). */
export function waitReady(s: LocalInstance, ms = 90_000): Promise<void> {
  return waitFor(() => `instance ${s.name} ready:\n${s.out.slice(-20).join('\n')}`, () => answers200(`http://127.0.0.1:${s.port}/api/health/ready`), ms);
}

/** Path of the distribution's haproxy, or null when it is not installed. */
export function haproxyPath(): string | null {
  return ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => fs.existsSync(p)) ?? null;
}

/** The shipped HAProxy configuration (docker-compose.yml's profile "scale"), which {@link startHaproxy} runs. */
export const SHIPPED_HAPROXY_CFG = path.join(REPO_ROOT, 'deploy', 'haproxy.cfg');

/**
 * The shipped config `shipped` (text of deploy/haproxy.cfg) for instances on this machine: the
 * `resolvers` section and the `resolvers`/`init-addr` options of `default-server` (Docker's DNS)
 * are dropped, `bind :8080` becomes `bind 127.0.0.1:<port>`, the `server`/`server-template` lines
 * become one `server <name> 127.0.0.1:<port>` per instance, and the answering instance's name is
 * added as the `X-Instance` answer header. Every other line (timeouts, retries, checks, balance)
 * stays as shipped. Throws when the file no longer has one of the parts replaced.
 */
export function localHaproxyConfig(shipped: string, port: number, instances: { name: string; port: number }[]): string {
  const out: string[] = [];
  let section = '';
  const found = { bind: 0, defaultServer: 0, servers: 0 };
  for (const line of shipped.split('\n')) {
    if (/^\S/.test(line) && !line.startsWith('#')) section = line.split(/\s+/)[0];
    if (section === 'resolvers') continue;
    if (/^\s+bind\s+:8080\s*$/.test(line)) {
      found.bind++;
      out.push(`  bind 127.0.0.1:${port}`);
    } else if (/^\s+default-server\s/.test(line)) {
      found.defaultServer++;
      out.push(line.replace(/\s+resolvers\s+\S+/, '').replace(/\s+init-addr\s+\S+/, ''));
    } else if (/^\s+(server|server-template)\s/.test(line)) {
      if (found.servers++ === 0) {
        out.push('  http-response set-header X-Instance %[srv_name]');
        for (const s of instances) out.push(`  server ${s.name} 127.0.0.1:${s.port}`);
      }
    } else out.push(line);
  }
  if (!found.bind || found.defaultServer !== 1 || !found.servers) throw new Error(`${SHIPPED_HAPROXY_CFG}: no "bind :8080", one "default-server" and "server" lines to replace`);
  return out.join('\n');
}

/**
 * Starts HAProxy on a free loopback port in front of `instances` with the shipped
 * deploy/haproxy.cfg ({@link localHaproxyConfig}: round robin, the client's address in
 * X-Forwarded-For, an instance in rotation only while /api/health/ready answers 200, retries of
 * idempotent requests on another instance), plus the answering instance's name in the
 * `X-Instance` answer header. The config is written to `<dir>/haproxy.cfg`. Resolves once every
 * instance has answered through it.
 */
export async function startHaproxy(dir: string, instances: LocalInstance[]): Promise<{ port: number; proc: ChildProcess }> {
  const bin = haproxyPath();
  if (!bin) throw new Error('haproxy is not installed (apt-get install -y haproxy; .ci/run does it)');
  const port = await freePort();
  const cfg = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(cfg, localHaproxyConfig(fs.readFileSync(SHIPPED_HAPROXY_CFG, 'utf8'), port, instances));
  const proc = spawn(bin, ['-db', '-f', cfg], { stdio: 'ignore' });
  await waitFor('haproxy with every instance', async () => {
    const seen = new Set<string | null>();
    for (let i = 0; i < instances.length * 2; i++) seen.add((await fetch(`http://127.0.0.1:${port}/api/health/live`)).headers.get('x-instance'));
    return instances.every((s) => seen.has(s.name));
  });
  return { port, proc };
}

/** Sends SIGTERM to each running process and waits for it to exit. */
export async function stopAll(procs: (ChildProcess | undefined)[]): Promise<void> {
  const running = procs.filter((p): p is ChildProcess => !!p && p.exitCode === null && p.signalCode === null);
  await Promise.all(running.map((p) => new Promise((r) => p.once('exit', r).kill('SIGTERM'))));
}
