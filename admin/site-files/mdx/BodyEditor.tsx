import * as React from "react"
import { Box } from "@mui/material"
import { useTranslate } from "react-admin"
import { MDXEditor, type MDXEditorMethods } from "@mdxeditor/editor"
import { editorPlugins } from "./plugins"
import { contentSx } from "./editorSx"
import { useTableNames } from "./useTableNames"

export interface BodyEditorProps {
  markdown: string
  // The body as the editor writes it, after an edit (not after its first reading).
  onChange(markdown: string): void
  // Why the editor cannot show the body; the caller then shows the source.
  onError(message: string): void
  toolbar?: boolean
}

// The WYSIWYG editor of an MDX body: the library's editor with the site's constructs only.
const BodyEditor = React.forwardRef<MDXEditorMethods, BodyEditorProps>(
  function BodyEditor({ markdown, onChange, onError, toolbar = true }, ref) {
    const plugins = React.useMemo(() => editorPlugins({ toolbar }), [toolbar])
    const box = React.useRef<HTMLDivElement | null>(null)
    // The library's menus (a table's column and row menus) open in a layer of their own, here
    // rather than at the end of the page, so that the panel's look (contentSx) reaches them.
    const [layer, setLayer] = React.useState<HTMLDivElement | null>(null)
    const first = React.useRef<string | null>(null)
    const edited = React.useRef(false)
    const translate = useTranslate()
    useTableNames(box, translate)
    const translation = React.useMemo(
      () => libraryWords(translate),
      [translate]
    )
    return (
      <Box
        ref={(element: HTMLDivElement | null) => {
          box.current = element
          setLayer(element)
        }}
        sx={[contentSx, { border: 1, borderColor: "divider", borderRadius: 1 }]}
      >
        <MDXEditor
          ref={ref}
          markdown={markdown}
          plugins={plugins}
          contentEditableClassName="mdx-root-content"
          onChange={(written, initialNormalize) => {
            // The editor also writes after reading (and after closing a text that ends with a
            // block with an empty paragraph); only a text that differs is an edit.
            if (initialNormalize) first.current ??= written
            else if (edited.current || written !== first.current) {
              edited.current = true
              onChange(written)
            }
          }}
          onError={({ error }) => onError(error)}
          // Lowercase tags are JSX in MDX; the library's HTML handling would change their meaning.
          suppressHtmlProcessing
          translation={translation}
          trim={false}
          overlayContainer={layer}
        />
      </Box>
    )
  }
)

export default BodyEditor

// The library names its parts with keys of its own ("table.deleteTable", with a default text in
// English and `{{name}}` for a value): those the panel words (admin.siteFiles.mdx.library) are
// the panel's, the rest keep the library's default.
function libraryWords(translate: ReturnType<typeof useTranslate>) {
  return (
    key: string,
    fallback: string,
    values: Record<string, unknown> = {}
  ) => {
    const ours = `admin.siteFiles.mdx.library.${key}`
    const said = translate(ours, { _: ours, ...values })
    if (said !== ours) return said
    return fallback.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole
    )
  }
}
