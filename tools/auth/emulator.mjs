// @ts-check
/**
 * The Firebase Auth emulator for local runs and tests: starts it (firebase-tools, a `demo-` project,
 * no account), switches it to production error behaviour, and seeds the clinic demo user.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const projectId = 'demo-northwind';
export const authEmulatorUrl = 'http://127.0.0.1:9099';
export const demoUser = { email: 'clinic@northwind-digital.example', password: 'Clinic-demo-2026' };

const root = fileURLToPath(new URL('../..', import.meta.url));
const firebaseBin = fileURLToPath(new URL('../../node_modules/.bin/firebase', import.meta.url));

/** @param {string} path @param {RequestInit} [init] */
async function call(path, init) {
  const response = await fetch(`${authEmulatorUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  });
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function isAuthEmulatorUp() {
  try {
    const response = await fetch(`${authEmulatorUrl}/`);
    return response.ok;
  } catch {
    return false;
  }
}

/** Production behaviour: wrong password and unknown user both answer `auth/invalid-credential`. */
export async function enableProductionErrors() {
  await call(`/emulator/v1/projects/${projectId}/config`, {
    method: 'PATCH',
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  });
}

/** Creates a user through the emulator's REST API (as the real sign-up endpoint would). */
export async function createUser(email = demoUser.email, password = demoUser.password) {
  return call('/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any', {
    method: 'POST',
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
}

export async function clearUsers() {
  await call(`/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
}

/**
 * Starts the emulator and resolves once it answers; `stop()` ends it.
 * @param {{ quiet?: boolean, timeoutMs?: number }} [options]
 */
export async function startAuthEmulator({ quiet = true, timeoutMs = 60_000 } = {}) {
  if (await isAuthEmulatorUp()) throw new Error(`Something already listens on ${authEmulatorUrl}; stop it first.`);
  const child = spawn(firebaseBin, ['emulators:start', '--only', 'auth', '--project', projectId], {
    cwd: root,
    env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0' },
    stdio: quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
  });
  // Never leave an emulator behind, whatever ends this process.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + timeoutMs;
  while (!(await isAuthEmulatorUp())) {
    if (child.exitCode !== null) throw new Error(`The Auth emulator exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('The Auth emulator did not start in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await enableProductionErrors();
  return {
    url: authEmulatorUrl,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null) {
        child.kill('SIGINT');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    },
  };
}
