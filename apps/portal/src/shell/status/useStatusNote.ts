import { useState } from 'react';
import { takeCarriedNote, type StatusNote } from '../../platform/page/statusNote';

export type { StatusNote } from '../../platform/page/statusNote';

/**
 * A page's status line: the outcome of what the person just did there, starting with the one the
 * navigation here carried (`carryingNote`), shown by `PageStatusNote`.
 */
export function useStatusNote() {
  const [note, setNote] = useState<StatusNote | undefined>(takeCarriedNote);
  return {
    note,
    show: setNote,
    success: (message: string) => setNote({ message, tone: 'success' }),
    failure: (message: string) => setNote({ message, tone: 'error' }),
    clear: () => setNote(undefined),
  };
}
