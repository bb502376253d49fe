export * from './types';
export { AuthProvider, useAuth, type AuthState } from './AuthProvider';
export { createFirebaseBackedIdentity } from './lazyFirebaseIdentity';
