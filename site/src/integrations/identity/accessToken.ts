/**
 * The ID token a sign-in leaves in local storage (`login.accessTokenKey`), as the spec asks. Storage
 * may be blocked: then there is no token, and keeping or forgetting one does nothing.
 */
import { login } from '../../content/login';

export function storedAccessToken(): string | null {
  try {
    return window.localStorage.getItem(login.accessTokenKey);
  } catch {
    return null;
  }
}

export const hasStoredAccessToken = (): boolean => storedAccessToken() !== null;

export function keepAccessToken(token: string): void {
  window.localStorage.setItem(login.accessTokenKey, token);
}

export function forgetAccessToken(): void {
  try {
    window.localStorage.removeItem(login.accessTokenKey);
  } catch {
    // Storage blocked: there is no token to remove.
  }
}
