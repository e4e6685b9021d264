import { useState } from 'react';

/** One-open-at-a-time accordion state: toggling the open item closes it, toggling another opens that one. */
export function useAccordion(initial: number | null = 0): [number | null, (index: number) => void] {
  const [open, setOpen] = useState<number | null>(initial);
  return [open, (index) => setOpen((current) => (current === index ? null : index))];
}
