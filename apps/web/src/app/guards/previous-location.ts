/**
 * The page the user is on, so a guard that refuses the next one can send them back to it
 * (spec §2: "back to the previous page"). Written by the session watcher as pages commit.
 */
let current: string | null = null;

export function rememberLocation(location: string): void {
  current = location;
}

export function forgetLocation(): void {
  current = null;
}

export function previousLocation(): string | null {
  return current;
}
