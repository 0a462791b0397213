import * as React from "react"
import {
  Alert,
  Box,
  FormControl,
  FormHelperText,
  FormLabel,
} from "@mui/material"
import { EditorContent, useEditor, type Editor } from "@tiptap/react"
import DOMPurify from "dompurify"
import {
  FieldTitle,
  InputHelperText,
  maxLength,
  useInput,
  useResourceContext,
  useTranslate,
  type InputProps,
} from "react-admin"
import { cleanRichText } from "../../../common/rich-text"
import { createSchema, type ResourceName } from "../../../schemas/content"
import EditorToolbar from "./EditorToolbar"
import { richTextExtensions, type EditorKeys } from "./extensions"
import LinkDialog from "./LinkDialog"
import { cleanPastedHtml, MAX_PASTE_CHARACTERS } from "./paste"
import { PickImage } from "./pick-image"
import { richTextSx } from "./richTextSx"

/** The longest HTML a field takes, from its schema (60,000 characters for the HTML fields). */
export function htmlLimit(resource: string, source: string): number {
  try {
    const field = createSchema(resource as ResourceName).properties[source]
    return (field as { maxLength?: number })?.maxLength ?? 60_000
  } catch {
    return 60_000
  }
}

/**
 * The HTML the editor holds, as the server will store it: cleaned by the one cleaner, which also
 * drops the empty paragraphs the editor keeps to type in (so an empty editor holds "", and a
 * required field is still required).
 */
export const storedHtml = (editor: Editor) =>
  cleanRichText(DOMPurify, editor.getHTML())

/**
 * A rich-text field of a form: a TipTap editor whose schema holds exactly the site's rich-text
 * elements, its toolbar, the link and image dialogs, and pastes from Word, Google Docs and web
 * pages cleaned on the way in. The form's value is the editor's HTML cleaned as the server
 * cleans it, so what is shown here is what is stored and what the site shows.
 */
export default function RichTextEditor(props: InputProps) {
  const translate = useTranslate()
  const resource = useResourceContext(props) ?? ""
  const limit = htmlLimit(resource, props.source)
  const validate = React.useMemo(
    () => [
      ...(Array.isArray(props.validate)
        ? props.validate
        : props.validate
          ? [props.validate]
          : []),
      maxLength(limit),
    ],
    [props.validate, limit]
  )
  const { id, field, fieldState, isRequired } = useInput({
    ...props,
    validate,
    defaultValue: "",
  })
  const labelId = `${id}-label`
  const helperId = `${id}-helper`
  const [linkOpen, setLinkOpen] = React.useState(false)
  const [imageOpen, setImageOpen] = React.useState(false)
  const [refusal, setRefusal] = React.useState<string | null>(null)
  const toolbar = React.useRef<HTMLDivElement>(null)
  const latest = React.useRef({ field, limit, translate })
  latest.current = { field, limit, translate }
  // What the editor last gave the form, so the form's value is put back into the editor only
  // when it changed from elsewhere (a reset, a restored revision), not on every keystroke.
  const emitted = React.useRef<string>(field.value ?? "")
  const keys = React.useMemo<EditorKeys>(
    () => ({
      openLink: () => setLinkOpen(true),
      focusToolbar: () =>
        toolbar.current
          ?.querySelector<HTMLElement>('button[tabindex="0"]')
          ?.focus(),
    }),
    []
  )
  const extensions = React.useMemo(() => richTextExtensions(keys), [keys])
  const editor = useEditor({
    extensions,
    content: field.value ?? "",
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        "aria-describedby": helperId,
      },
      transformPastedHTML: cleanPaste,
      handleDOMEvents: {
        paste: (_view, event) => {
          const refused = pasteRefusal(
            event,
            String(latest.current.field.value ?? "").length,
            latest.current.limit
          )
          setRefusal(refused && latest.current.translate(refused))
          if (refused) event.preventDefault()
          return Boolean(refused)
        },
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = storedHtml(current)
      emitted.current = html
      latest.current.field.onChange(html)
    },
    onBlur: () => latest.current.field.onBlur(),
  })
  React.useEffect(() => {
    const value = field.value ?? ""
    if (!editor || editor.isDestroyed || value === emitted.current) return
    emitted.current = value
    editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, field.value])

  const linkAt = () =>
    (editor?.getAttributes("link").href as string | undefined) ?? ""
  const chooseLink = (href: string, title: string | null) => {
    setLinkOpen(false)
    if (!editor) return
    const chain = editor.chain().focus().extendMarkRange("link")
    if (!href) chain.unsetLink().run()
    else if (editor.state.selection.empty && !editor.isActive("link"))
      chain
        .insertContent({
          type: "text",
          text: title ?? href,
          marks: [{ type: "link", attrs: { href } }],
        })
        .run()
    else chain.setLink({ href }).run()
  }

  return (
    <FormControl fullWidth error={fieldState.invalid} sx={{ my: 1 }}>
      <FormLabel id={labelId} component="div" sx={{ mb: 0.5 }}>
        <FieldTitle
          label={props.label}
          source={props.source}
          resource={resource}
          isRequired={isRequired}
        />
      </FormLabel>
      {editor && (
        <EditorToolbar
          ref={toolbar}
          editor={editor}
          controls={id}
          onLink={() => setLinkOpen(true)}
          onImage={() => setImageOpen(true)}
        />
      )}
      <Box sx={richTextSx}>
        <EditorContent editor={editor} />
      </Box>
      {refusal && (
        <Alert
          severity="warning"
          onClose={() => setRefusal(null)}
          sx={{ mt: 1 }}
        >
          {refusal}
        </Alert>
      )}
      <FormHelperText id={helperId}>
        <InputHelperText
          error={fieldState.error?.message}
          helperText={props.helperText ?? "admin.editor.help"}
        />
      </FormHelperText>
      {linkOpen && (
        <LinkDialog
          open
          initial={linkAt()}
          onClose={() => {
            setLinkOpen(false)
            editor?.commands.focus()
          }}
          onChoose={chooseLink}
        />
      )}
      <PickImage
        open={imageOpen}
        onClose={() => setImageOpen(false)}
        onChoose={(item) => {
          setImageOpen(false)
          editor
            ?.chain()
            .focus()
            .insertFigure({
              src: item.src,
              alt: item.decorative ? "" : item.alt,
              caption: item.caption,
            })
            .run()
        }}
      />
    </FormControl>
  )
}

// A paste is cleaned to measure it, then again when the editor reads it: the last one is kept.
let lastPaste = { html: "", cleaned: "" }
function cleanPaste(html: string): string {
  if (html !== lastPaste.html)
    lastPaste = { html, cleaned: cleanPastedHtml(html, DOMPurify) }
  return lastPaste.cleaned
}

/**
 * Why a paste is refused (an i18n key), or null: clipboard HTML over 5 MB is not parsed at all,
 * and a paste that would take the text past the field's limit once cleaned is not made.
 */
function pasteRefusal(
  event: ClipboardEvent,
  currentLength: number,
  limit: number
): string | null {
  const data = event.clipboardData
  if (!data) return null
  const html = data.getData("text/html") ?? ""
  const plain = data.getData("text/plain") ?? ""
  if (html.length > MAX_PASTE_CHARACTERS || plain.length > MAX_PASTE_CHARACTERS)
    return "admin.editor.paste_too_big"
  const added = html ? cleanPaste(html).length : plain.length
  return currentLength + added > limit ? "admin.editor.paste_too_long" : null
}
