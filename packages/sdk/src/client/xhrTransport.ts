import type { Transport } from './operationTypes';

/** The answer's headers, as `fetch`'s `Headers`. */
function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    try {
      headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
    } catch {
      // A header `Headers` refuses is not needed to read the answer.
    }
  }
  return headers;
}

/**
 * A call's `transport` on `XMLHttpRequest`, which reports upload progress (`fetch` cannot): for uploads
 * in browsers. Answers a `Response` as `fetch` does; a failure to connect rejects with a `TypeError`, an
 * abort of the init's signal with its reason.
 *
 * @example
 * await uploadMedia(client, { body: { file }, transport: xhrTransport, onUploadProgress: (sent, total) => show(sent / total) });
 */
export const xhrTransport: Transport = (url, init, onUploadProgress) =>
  new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onUploadProgress?.(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, {
        status: xhr.status,
        headers: parseHeaders(xhr.getAllResponseHeaders()),
      });
      Object.defineProperty(response, 'url', { value: xhr.responseURL || url });
      resolve(response);
    });
    xhr.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    xhr.addEventListener('abort', () =>
      reject(init.signal?.reason ?? new DOMException('Aborted', 'AbortError')),
    );
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
  });
