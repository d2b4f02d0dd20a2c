// Renders the page with the request at hand (RequestContext: the providers read its cookies there, so the
// server's keys match the loaders'), and sends it once it is all ready (a small shop has no streaming).
import { renderToReadableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { RequestContext } from './requestContext';

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  const body = await renderToReadableStream(
    <RequestContext.Provider value={request}>
      <ServerRouter context={context} url={request.url} />
    </RequestContext.Provider>,
    { signal: request.signal, onError: (error: unknown) => console.error(error) },
  );
  await body.allReady;
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(body, { status, headers });
}
