import {
  CSRF_HEADER,
  errorFromResponse,
  fetchCsrfToken,
  getCsrfToken,
  setCsrfToken,
} from '#src/lib/api-client.ts';

/**
 * A JSON POST whose upload can be watched: fetch reports no upload progress, so this one goes
 * through XMLHttpRequest, with what the API client adds to every mutating call (credentials,
 * the anti-forgery header, a fresh token from the response, the error shape of spec §8).
 * `onProgress` gets the share of the body sent, 0 to 1.
 */
export async function postWithProgress<T>(
  path: string,
  body: unknown,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  const token = getCsrfToken() ?? (await fetchCsrfToken());
  const payload = JSON.stringify(body);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/json');
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    });
    xhr.upload.addEventListener('load', () => onProgress?.(1));
    xhr.addEventListener('load', () => {
      const fresh = xhr.getResponseHeader(CSRF_HEADER);
      if (fresh) setCsrfToken(fresh);
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status > 599) {
        reject(new TypeError('Network request failed'));
        return;
      }
      if (xhr.status >= 300) {
        // the same error (and toast text) as a refused fetch through the API client
        void errorFromResponse(
          new Response(text || null, { status: xhr.status, statusText: xhr.statusText }),
        ).then(reject);
        return;
      }
      try {
        // the server serialises through the contract's schema (as api-client.ts relies on)
        resolve((text ? JSON.parse(text) : undefined) as T);
      } catch (err) {
        reject(err instanceof Error ? err : new Error('The answer could not be read.'));
      }
    });
    // like fetch: a request that never got an answer is a TypeError (failure.ts says so)
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    xhr.addEventListener('abort', () => reject(new TypeError('Network request aborted')));
    xhr.addEventListener('timeout', () => reject(new TypeError('Network request timed out')));
    xhr.send(payload);
  });
}
