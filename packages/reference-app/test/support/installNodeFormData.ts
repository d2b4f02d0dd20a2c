// jsdom brings its own FormData, File and Blob; MSW turns a request into Node's `Request`, which reads
// only Node's, so a file sent through jsdom's would arrive as the text "[object File]". A browser has one
// kind of each: the tests use Node's everywhere, so an upload reaches the sandbox with its bytes.
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

/**
 * Replaces jsdom's `FormData`, `File` and `Blob` with Node's (once, for the whole run).
 *
 * @example
 * await installNodeFormData(); // in the tests' setup file
 */
export async function installNodeFormData(): Promise<void> {
  const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData())
    .constructor as typeof FormData;
  const JsdomFormData = globalThis.FormData;
  // `new FormData(form)` (a search box, a router's form) reads a jsdom form: jsdom's FormData reads it.
  class AppFormData extends NodeFormData {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      super();
      if (form) for (const [key, value] of new JsdomFormData(form, submitter)) this.append(key, value);
    }
  }
  Object.assign(globalThis, { FormData: AppFormData, File: NodeFile, Blob: NodeBlob });
}
