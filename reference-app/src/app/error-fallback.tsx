/** The message of §2.8 when the error page itself fails. */
export const ERROR_FALLBACK_MESSAGE = 'An error occurred while showing the error page';

/**
 * The last resort of §2.8 and §8: the error page itself failed (its code did not load, it threw),
 * so a plain message and a link home, with nothing that could fail in turn.
 */
export function ErrorFallback() {
  return (
    <div className="container error-page" role="alert">
      <p>{ERROR_FALLBACK_MESSAGE}</p>
      <p>
        <a href="/">На главную</a>
      </p>
    </div>
  );
}

/** {@link ErrorFallback} as the server sends it when rendering the error screen failed too. */
export const ERROR_FALLBACK_HTML = `<div class="container error-page" role="alert"><p>${ERROR_FALLBACK_MESSAGE}</p><p><a href="/">На главную</a></p></div>`;
