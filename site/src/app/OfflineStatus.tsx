import { ConnectionStatus } from '@agency/design-system';
import { offline } from '../content/offline';
import { useOfflineStatus } from '../ui/offlineStatus';

/** Says so while the visitor reads a saved page or has no connection (see `useOfflineStatus`). */
export function OfflineStatus() {
  return (
    <ConnectionStatus visible={useOfflineStatus()} detail={offline.status.detail}>
      {offline.status.state}
    </ConnectionStatus>
  );
}
