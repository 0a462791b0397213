import {
  headingsPlugin,
  jsxPlugin,
  linkPlugin,
  listsPlugin,
  markdownShortcutPlugin,
  quotePlugin,
  tablePlugin,
  thematicBreakPlugin,
  addTopAreaChild$,
  realmPlugin,
  type JsxComponentDescriptor,
} from "@mdxeditor/editor"
import CalloutBlock from "./CalloutBlock"
import KeyFiguresBlock from "./KeyFiguresBlock"
import TokenBlock, { UnknownBlock } from "./TokenBlock"
import EditorToolbar from "./EditorToolbar"
import { listStartPlugin } from "./listStart"

// The site's own MDX components (src/components/mdx-components.tsx), each with its editor.
export const descriptors: JsxComponentDescriptor[] = [
  {
    name: "KeyFigures",
    kind: "flow",
    props: [{ name: "items", type: "expression" }],
    hasChildren: false,
    Editor: KeyFiguresBlock,
  },
  {
    name: "Callout",
    kind: "flow",
    props: [{ name: "title", type: "string" }],
    hasChildren: true,
    Editor: CalloutBlock,
  },
  { name: "CompanyName", kind: "text", props: [], Editor: TokenBlock },
  { name: "InfoEmail", kind: "text", props: [], Editor: TokenBlock },
  { name: "*", kind: "flow", props: [], Editor: UnknownBlock },
]

/**
 * What the articles and legal pages are written with, and nothing more: headings h2 to h4 (the
 * page's title is its h1), lists, quotes, links, rules, GFM tables and the site's components.
 * A construct outside these (code, images, raw HTML) makes the file open in the source view.
 */
export function editorPlugins({ toolbar = true } = {}) {
  return [
    headingsPlugin({ allowedHeadingLevels: [2, 3, 4] }),
    listsPlugin(),
    listStartPlugin(),
    quotePlugin(),
    linkPlugin(),
    tablePlugin(),
    thematicBreakPlugin(),
    jsxPlugin({ jsxComponentDescriptors: descriptors, allowFragment: false }),
    markdownShortcutPlugin(),
    ...(toolbar ? [namedToolbarPlugin()] : []),
  ]
}

// The library's toolbar plugin draws an unnamed toolbar; this one puts the panel's own, named one
// above the text.
const namedToolbarPlugin = realmPlugin({
  init(realm) {
    realm.pubIn({ [addTopAreaChild$]: EditorToolbar })
  },
})
