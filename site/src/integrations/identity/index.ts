export * from './types';
export { AuthProvider, useAuth, type AuthState } from './AuthProvider';
export { createIdentity } from './createIdentity';
export { createFirebaseBackedIdentity } from './lazyFirebaseIdentity';
