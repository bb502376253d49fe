export * from './types';
export { AuthProvider, useAuth, useIdentity, type AuthState } from './AuthProvider';
export { createFirebaseBackedIdentity } from './lazyFirebaseIdentity';
