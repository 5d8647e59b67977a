/**
 * Thrown by a loader that sends the visitor elsewhere instead of showing a page (the payment return of
 * §4.10): the server answers a 302 before any HTML, client navigation replaces the address.
 */
export class RouteRedirect extends Error {
  readonly location: string;

  constructor(location: string) {
    super(`Redirect to ${location}`);
    this.name = 'RouteRedirect';
    this.location = location;
  }
}

/** Leaves a loader for `location` (a path of this site). */
export function redirectTo(location: string): never {
  throw new RouteRedirect(location);
}
