// @ts-check
/**
 * The Firebase Auth emulator for local runs and tests: its address, the demo project and user, and
 * its REST calls (production error behaviour, seeding users). `tools/firebase/emulators.mjs` starts it.
 */

import { localAuthEmulatorOrigin } from '../ports.mjs';

export const projectId = 'demo-northwind';
export const authEmulatorUrl = localAuthEmulatorOrigin;
export const demoUser = { email: 'clinic@northwind-digital.example', password: 'Clinic-demo-2026' };

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
