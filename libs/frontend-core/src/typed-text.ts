import type { CSSProperties } from 'react';

/**
 * For what staff type, shown on the back office's cards (names, IDs, titles, descriptions): it
 * breaks anywhere when it must, so a pasted link or an ID without spaces stays inside its card
 * instead of widening a phone's screen.
 */
export const TYPED_TEXT: CSSProperties = { overflowWrap: 'anywhere', minWidth: 0 };
