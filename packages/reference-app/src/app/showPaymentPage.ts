// The in-browser sandbox's card provider page. MSW's service worker answers fetches, not navigations, so
// opening `/sandbox/pay/<reference>` on the app's origin loads the app's index.html: boot then fetches
// the page through the worker and shows it in place of the app, and its Approve / Decline buttons post
// through the worker too and follow the answer's redirect.

/** Whether this page load is the sandbox provider's payment page. */
export const isSandboxPaymentPage = (pathname: string): boolean => pathname.startsWith('/sandbox/pay/');

/**
 * Replaces the document's content with the provider's page served by the sandbox worker, and makes its
 * form post through the worker (`Accept: application/json` answers `{ location }`) before following it.
 *
 * @example
 * if (isSandboxPaymentPage(location.pathname)) return showPaymentPage(document);
 */
export async function showPaymentPage(doc: Document): Promise<void> {
  const url = doc.location.pathname + doc.location.search;
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  doc.title = page.title;
  doc.documentElement.lang = page.documentElement.lang || 'en';
  for (const style of page.head.querySelectorAll('style')) doc.head.append(doc.importNode(style, true));
  doc.body.replaceChildren(...[...page.body.childNodes].map((node) => doc.importNode(node, true)));

  doc.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter;
    const body = new URLSearchParams();
    for (const [key, value] of new FormData(form)) body.append(key, String(value));
    if (submitter instanceof HTMLButtonElement && submitter.name) body.set(submitter.name, submitter.value);
    const buttons = [...form.querySelectorAll('button')];
    for (const button of buttons) button.disabled = true;
    void post(url, body).then(
      (location) => doc.location.assign(location),
      (error: unknown) => {
        for (const button of buttons) button.disabled = false;
        const alert = doc.createElement('p');
        alert.setAttribute('role', 'alert');
        alert.textContent = `The payment page did not answer (${error instanceof Error ? error.message : String(error)}). Try again.`;
        form.append(alert);
      },
    );
  });
}

async function post(url: string, body: URLSearchParams): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const answer = (await response.json().catch(() => ({}))) as { location?: string; message?: string };
  if (!response.ok || !answer.location) throw new Error(answer.message ?? `status ${response.status}`);
  return answer.location;
}
