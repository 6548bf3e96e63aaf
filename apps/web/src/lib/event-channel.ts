/** Listeners for one kind of event: `on` adds one and answers how to take it off again, `emit` tells them all. */
export function eventChannel<T>() {
  const listeners = new Set<(event: T) => void>();
  return {
    on(listener: (event: T) => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(event: T): void {
      listeners.forEach((listener) => listener(event));
    },
  };
}
