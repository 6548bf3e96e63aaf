/**
 * Sends what a batching client gathered every `intervalMs`, and once more with keepalive as the
 * page is hidden or left, so the last entries survive a closed tab. Answers the clean-up.
 */
export function scheduleFlushes(
  flush: (options: { keepalive: boolean }) => Promise<void>,
  intervalMs: number,
  target: Window = window,
): () => void {
  const timer = setInterval(() => void flush({ keepalive: false }), intervalMs);
  const onPageHide = () => void flush({ keepalive: true });
  const onHidden = () => {
    if (target.document.visibilityState === 'hidden') void flush({ keepalive: true });
  };
  target.addEventListener('pagehide', onPageHide);
  target.document.addEventListener('visibilitychange', onHidden);
  return () => {
    clearInterval(timer);
    target.removeEventListener('pagehide', onPageHide);
    target.document.removeEventListener('visibilitychange', onHidden);
  };
}
