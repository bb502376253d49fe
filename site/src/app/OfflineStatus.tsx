import { ConnectionStatus } from '@agency/design-system';
import { offline } from '../content/offline';
import { offlineStatusParts } from '../connection/offlineState';

/**
 * Says so while the visitor reads a saved page or has no connection (see `../connection/offlineState`). The
 * HTML holds the empty live region and, in a `<template>`, the note it shows: the page's loader puts
 * the note in and takes it out, with no framework, so the status works offline before any island has
 * loaded.
 */
export function OfflineStatus() {
  return (
    <>
      <ConnectionStatus visible={false} {...{ [offlineStatusParts.region]: '' }}>
        {offline.status.state}
      </ConnectionStatus>
      <template {...{ [offlineStatusParts.note]: '' }}>
        <ConnectionStatus detail={offline.status.detail}>{offline.status.state}</ConnectionStatus>
      </template>
    </>
  );
}
