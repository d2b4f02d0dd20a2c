// `npx marketplace-sandbox`: the built CLI (dist/cli.js, as package users run it), spawned on free ports.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const CLI = new URL('../dist/cli.js', import.meta.url).pathname;
const running: ChildProcess[] = [];
let dir: string;

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run pnpm --filter @marketplace/sandbox build`);
  dir = mkdtempSync(join(tmpdir(), 'sandbox-cli-'));
});
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGTERM');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI to its end (for options that exit). */
function runToEnd(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { ...process.env, SANDBOX_PORT: '' } });
    running.push(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Starts the CLI on a free port and waits until it serves. */
function start(
  args: string[] = [],
): Promise<{ origin: string; stderr: () => string; stop(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, '--port', '0', ...args]);
    running.push(child);
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const origin = /Marketplace sandbox on (http:\/\/\S+)/.exec(stdout)?.[1];
      if (origin)
        resolve({
          origin,
          stderr: () => stderr,
          stop: () =>
            new Promise((done) => {
              child.once('close', () => done());
              child.kill('SIGTERM');
            }),
        });
    });
    child.on('close', (code) => reject(new Error(`the CLI exited (${code}): ${stderr}`)));
  });
}

const json = async (response: Response) => (await response.json()) as { data: never; message: string };
const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('marketplace-sandbox', () => {
  it('prints its options with --help, and starts nothing', async () => {
    const { code, stdout, stderr } = await runToEnd(['--help']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    for (const flag of ['--port', '--host', '--seed', '--now', '--data', '--app-url', '--help']) {
      expect(stdout).toContain(flag);
    }
    expect(stdout).not.toContain('Marketplace sandbox on');
  });

  it('refuses an unknown option or a bad value with the usage, exit code 2', async () => {
    const unknown = await runToEnd(['--prot', '4100']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/--prot/);
    const badDate = await runToEnd(['--now', 'yesterday']);
    expect(badDate.code).toBe(2);
    expect(badDate.stderr).toContain('--now must be an ISO date');
  });

  it('says in one line that a taken port is taken, naming --port', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const { code, stderr } = await runToEnd(['--port', String(port)]);
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([expect.stringContaining(`Port ${port}`)]);
      expect(stderr).toContain('--port');
      expect(stderr).not.toMatch(/EADDRINUSE|\n\s+at /);
    } finally {
      blocker.close();
    }
  });

  it('fixes the clock with --now, as createSandbox({ now }) does', async () => {
    const server = await start(['--now', '2026-11-01T09:00:00Z']);
    const login = await json(
      await post(`${server.origin}/api/v1/auth/customer/login`, {
        email: 'customer@demo.test',
        password: 'demo1234',
      }),
    );
    const verify = await json(
      await fetch(`${server.origin}/api/v1/auth/verify-token`, {
        headers: { authorization: `Bearer ${(login.data as { token: string }).token}` },
      }),
    );
    // Sessions are said to last seven days from the login, on the fixed clock.
    expect((verify.data as { expiresAt: string }).expiresAt).toBe('2026-11-08T09:00:00.000Z');
  });

  it('puts --app-url in front of the links in the outbox', async () => {
    const server = await start(['--app-url', 'https://shop.example.test']);
    const email = 'kemi.bello@example.com';
    const signup = await post(`${server.origin}/api/v1/auth/customer/signup`, {
      firstName: 'Kemi',
      lastName: 'Bello',
      email,
      password: 'Surulere-2026',
    });
    expect(signup.status).toBe(201);
    const outbox = await json(await fetch(`${server.origin}/sandbox/emails?to=${email}`));
    const [latest] = outbox.data as { link: string; token: string }[];
    expect(latest?.link).toBe(`https://shop.example.test/customer/confirm/${latest?.token}`);
  });

  it('keeps the state across restarts with --data, written atomically', async () => {
    const file = join(dir, 'state.json');
    const partner = {
      name: 'Swift Riders',
      email: 'ops@swiftriders.ng',
      phoneNumber: '08031234567',
      password: 'secret123',
    };
    const first = await start(['--data', file]);
    expect((await post(`${first.origin}/api/v1/partner/partner/signup`, partner)).status).toBe(201);
    await first.stop();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: 1, seed: 1 });
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    const second = await start(['--data', file]);
    const login = await post(`${second.origin}/api/v1/auth/partner/login`, {
      email: partner.email,
      password: partner.password,
    });
    expect(login.status).toBe(200);
    expect(second.stderr()).toBe('');
  });

  it('reports a corrupt --data file and starts from the seed data', async () => {
    const file = join(dir, 'corrupt.json');
    writeFileSync(file, '{"version":1,"seed":1,"tables":');
    const server = await start(['--data', file]);
    await expect.poll(() => server.stderr()).toContain(file);
    expect(server.stderr()).toContain('not valid JSON');
    const login = await post(`${server.origin}/api/v1/auth/customer/login`, {
      email: 'customer@demo.test',
      password: 'demo1234',
    });
    expect(login.status).toBe(200);
  });
});
