import { useEffect } from 'react';
import { quietOfflineStatus } from './offlineState';

/** While `saying` is true, this part of the page says the visitor is offline: the page's status keeps quiet. */
export function useSaysOffline(saying: boolean): void {
  useEffect(() => (saying ? quietOfflineStatus() : undefined), [saying]);
}
