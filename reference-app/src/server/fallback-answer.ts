import { ERROR_FALLBACK_HTML } from '../app/error-fallback';

/**
 * The answer when even the error screen could not be made (§2.8): a whole document with the
 * fallback message and a link home, under `status`, with no script and nothing of the failure.
 */
export function fallbackAnswer(status: number, method = 'GET'): Response {
  const html = `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${status}</title>
<meta name="robots" content="noindex, nofollow">
</head>
<body>
${ERROR_FALLBACK_HTML}
</body>
</html>`;
  return new Response(method === 'HEAD' ? null : html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'",
    },
  });
}
