import { Extension, mergeAttributes, Node, type Extensions } from "@tiptap/core"
import StarterKit from "@tiptap/starter-kit"
import {
  Table,
  TableCell,
  TableHeader,
  TableRow,
} from "@tiptap/extension-table"
import { isImageAddress, isLinkAddress } from "./addresses"
import { RetypedText } from "./retyped-text"

/** What the editor's own keys ask of the screen around it (the link dialog, the toolbar). */
export interface EditorKeys {
  openLink: () => void
  focusToolbar: () => void
}

/**
 * The editor's schema: exactly the elements of common/rich-text.ts (RICH_TEXT_TAGS) and nothing
 * else, so no key, toolbar button or paste can make what the server would throw away. StarterKit
 * brings underline, strike, code and h1–h6 too; those are switched off here.
 */
export function richTextExtensions(keys: EditorKeys): Extensions {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      heading: { levels: [2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        // The stored link has only its address (the cleaner keeps href and nothing else).
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => isLinkAddress(url),
        shouldAutoLink: (url) => isLinkAddress(url),
      },
    }),
    // Cells keep no widths: the site's table styles size them.
    Table.configure({ resizable: false, renderWrapper: false }),
    TableRow,
    TableHeader,
    TableCell,
    Figure,
    RetypedText,
    Extension.create({
      name: "panelKeys",
      addKeyboardShortcuts: () => ({
        "Mod-k": () => {
          keys.openLink()
          return true
        },
        "Alt-F10": () => {
          keys.focusToolbar()
          return true
        },
      }),
    }),
  ]
}

/** An image chosen for the text: its address, its alt text ("" when decorative), its caption. */
export interface FigureAttributes {
  src: string
  alt: string
  caption?: string | null
}

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    figure: {
      /** Puts an image, with its alt text and caption, at the cursor. */
      insertFigure: (attributes: FigureAttributes) => ReturnType
    }
  }
}

/**
 * An image with its alt text and caption: `<figure><img src alt><figcaption>` (the caption only
 * when there is one). One block, replaced as a whole from the picker, so the alt text always
 * travels with its image. A bare `<img>` (from a paste or older HTML) becomes one too; an image
 * the site would not show (a file on someone's disk, a data: address) is left out.
 */
export const Figure = Node.create({
  name: "figure",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes: () => ({
    src: { default: "" },
    alt: { default: "" },
    caption: { default: null },
  }),
  parseHTML: () => [
    {
      tag: "figure",
      getAttrs: (element) => {
        const img = (element as HTMLElement).querySelector("img")
        const src = img?.getAttribute("src") ?? ""
        if (!isImageAddress(src)) return false
        const caption = (element as HTMLElement)
          .querySelector("figcaption")
          ?.textContent?.trim()
        return {
          src,
          alt: img?.getAttribute("alt") ?? "",
          caption: caption || null,
        }
      },
    },
    {
      tag: "img[src]",
      getAttrs: (element) => {
        const src = (element as HTMLElement).getAttribute("src") ?? ""
        if (!isImageAddress(src)) return false
        return { src, alt: (element as HTMLElement).getAttribute("alt") ?? "" }
      },
    },
  ],
  renderHTML: ({ node }) => {
    const img = [
      "img",
      mergeAttributes({ src: node.attrs.src, alt: node.attrs.alt ?? "" }),
    ]
    return node.attrs.caption
      ? ["figure", img, ["figcaption", node.attrs.caption]]
      : ["figure", img]
  },
  addCommands: () => ({
    insertFigure:
      (attributes) =>
      ({ commands }) =>
        commands.insertContent({
          type: "figure",
          attrs: { ...attributes, caption: attributes.caption || null },
        }),
  }),
})
