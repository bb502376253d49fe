import { offlineShown, offlineStatusParts, onOfflineChange } from '../connection/offlineState';

/**
 * Shows the page's offline status while `offlineShown()` says so: the note from its `<template>` goes
 * into the empty live region (announced once), and comes out when the connection returns.
 */
export function followOfflineStatus(): void {
  const region = document.querySelector(`[${offlineStatusParts.region}]`);
  const template = document.querySelector<HTMLTemplateElement>(`template[${offlineStatusParts.note}]`);
  const note = template?.content.firstElementChild?.firstElementChild;
  if (!region || !note) return;
  const update = () => {
    const shown = offlineShown();
    if (shown === region.hasChildNodes()) return;
    if (shown) region.replaceChildren(note.cloneNode(true));
    else region.replaceChildren();
  };
  onOfflineChange(update);
  update();
}
