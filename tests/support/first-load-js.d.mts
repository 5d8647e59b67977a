// Types of first-load-js.mjs for the suites that import it (tests/budgets).

/** One built file: its manifest key, its file and its gzip size. */
export interface Chunk {
  key: string;
  file: string;
  kb: number;
}

/** A first load: what it is named by, its total gzip KB and its chunks, biggest first. */
export interface Figure {
  name: string;
  kb: number;
  chunks: Chunk[];
}

/** A route's first load; `own` is the part beyond the entry. */
export interface RouteFigure extends Figure {
  own: Figure;
}

/** Where the client build of the storefront is, from the repository root. */
export const CLIENT_DIR: string;

/** Entry and route figures of the client build under `clientDir`. */
export function firstLoadJs(clientDir: string): { entry: Figure; routes: RouteFigure[] };

/** `name 12.3 KB` for the `count` biggest chunks of a figure. */
export function biggestChunks(figure: Figure, count?: number): string;
