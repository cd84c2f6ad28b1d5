import { useState } from 'react';

/** A dialog or sheet whose code loads on its first opening. */
export interface DrawnOnOpen {
  open: boolean;
  /** Drawn from the first opening on, then kept: it closes with its transition, keeps what was typed. */
  drawn: boolean;
  show: () => void;
  hide: () => void;
}

/** Open or not, and drawn yet or not (render the lazy part only once `drawn`). */
export function useDrawnOnOpen(): DrawnOnOpen {
  const [open, setOpen] = useState(false);
  const [drawn, setDrawn] = useState(false);
  return {
    open,
    drawn,
    show: () => {
      setOpen(true);
      setDrawn(true);
    },
    hide: () => setOpen(false),
  };
}
