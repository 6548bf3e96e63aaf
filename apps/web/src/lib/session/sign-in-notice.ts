/**
 * One message for the sign-in page to show once ('Session expired', 'No auth tokens
 * found'). Kept in sessionStorage so it survives the reload that may follow a sign-out.
 */
const NOTICE_KEY = 'harvest:sign-in-notice';

export function setSignInNotice(message: string): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, message);
  } catch {
    // Without storage the page simply shows no notice.
  }
}

export function peekSignInNotice(): string | null {
  try {
    return sessionStorage.getItem(NOTICE_KEY);
  } catch {
    return null;
  }
}

export function clearSignInNotice(): void {
  try {
    sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    // Nothing to clear.
  }
}
