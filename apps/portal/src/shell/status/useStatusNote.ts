import { useState } from 'react';

/** A one-line outcome of what the person just did (saved, moved, refused), shown by StatusMessage. */
export interface StatusNote {
  readonly message: string;
  readonly tone: 'success' | 'error';
}

/** The current outcome note of a page and its setters. */
export function useStatusNote() {
  const [note, setNote] = useState<StatusNote | undefined>(undefined);
  return {
    note,
    success: (message: string) => setNote({ message, tone: 'success' }),
    failure: (message: string) => setNote({ message, tone: 'error' }),
    clear: () => setNote(undefined),
  };
}
