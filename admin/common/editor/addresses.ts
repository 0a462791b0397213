import { isRichTextHref, isRichTextImage } from "../../../common/rich-text"

// The addresses rich text may hold are the cleaner's (common/rich-text.ts): a link to a page of
// this site ("/…"), an http(s), mailto: or tel: address; an image that is an upload or an https
// address. The editor asks the same questions where an address is typed or pasted, so nothing
// is accepted here that would vanish at save (javascript:, data:, "//host" posing as a path).

export const isLinkAddress = (value: string) => isRichTextHref(value.trim())

export const isImageAddress = (value: string) => isRichTextImage(value.trim())

/** What a typed address becomes: "www.example.com" is read as https, as a browser's bar would. */
export function normaliseAddress(value: string): string {
  const address = value.trim()
  return /^www\./i.test(address) ? `https://${address}` : address
}
