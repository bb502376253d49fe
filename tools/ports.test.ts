import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localHost, localPorts } from './ports.mjs';

const firebaseJson = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
  emulators: { auth: { host: string; port: number } };
};

describe('the local ports', () => {
  it("firebase.json's Auth emulator (for firebase-tools run by hand) listens where everything else looks for it", () => {
    expect(firebaseJson.emulators.auth).toEqual({ host: localHost, port: localPorts.authEmulator });
  });
});
