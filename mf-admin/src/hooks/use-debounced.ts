import { useEffect, useState } from 'react';

/** What is typed into a search box reaches the URL (and the server) once typing pauses. */
export function useDebounced(value: string, delay = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
