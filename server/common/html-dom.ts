import type { DOMPurify } from "dompurify"

// A DOM on the server, for cleaning and reading HTML an editor wrote: DOMPurify over one jsdom
// window, as the build uses. jsdom takes seconds to load, so it is loaded the first time HTML is
// cleaned (a rich-text field saved, a newsletter previewed or sent), not when the server starts.

export interface HtmlDom {
  purify: DOMPurify
  document: Document
}

let loaded: Promise<HtmlDom> | undefined

export function htmlDom(): Promise<HtmlDom> {
  loaded ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import("jsdom"),
      import("dompurify"),
    ])
    const { window } = new JSDOM("")
    return {
      purify: createDOMPurify(window as never),
      document: window.document as unknown as Document,
    }
  })()
  return loaded
}
