import * as React from "react"
import { Alert, Box, CircularProgress, Tab, Tabs } from "@mui/material"
import { TextInput, useTranslate, type RaRecord } from "react-admin"
import { useController, useFormContext, useWatch } from "react-hook-form"
import type { SiteFileShape } from "../../common/site-file-shape"
import { parseJsonText, printJsonText } from "./json-text"
import { ObjectFields, ShapeInput } from "./ShapeInputs"
import { viewOf, type EditMode } from "./values"

// The two editors of a site page's text: a JSON file's form or its text, and an MDX file's editor.

const MdxFileEditor = React.lazy(() => import("./mdx/MdxFileEditor"))

// A JSON file: its form, or its text (for what the form cannot show). The text is made from the
// form's value when it is shown, and the form's value follows the text as it is typed, so a save
// from either view leaves nothing behind that differs from the saved file.
export function JsonEditor({
  shape,
  record,
  view,
  onView,
}: {
  shape: SiteFileShape | undefined
  record: RaRecord
  view: EditMode
  onView: (view: EditMode) => void
}) {
  const translate = useTranslate()
  const { getValues, setValue, resetField } = useFormContext()
  const content: unknown = useWatch({ name: "content" })
  const mode = shape ? viewOf({ kind: "json", content }, view) : "text"
  const [notJson, setNotJson] = React.useState<string | null>(null)
  const tabsId = React.useId()
  const show = (next: EditMode) => {
    if (next === mode) return
    if (next === "text") {
      setValue(
        "source",
        printJsonText(getValues("content"), String(record.text)),
        { shouldDirty: true }
      )
    } else {
      try {
        setValue("content", parseJsonText(String(getValues("source"))), {
          shouldDirty: true,
        })
      } catch (error) {
        setNotJson((error as Error).message)
        return
      }
      // The form's value is what a save sends now; the text is made again from it when shown.
      resetField("source")
    }
    setNotJson(null)
    onView(next)
  }
  // The text as it is typed, once it parses, is the form's value too.
  const followText = (event: React.ChangeEvent<HTMLInputElement>) => {
    try {
      setValue("content", parseJsonText(event.target.value), {
        shouldDirty: true,
      })
    } catch {
      // Not JSON yet: the form keeps the last value that was.
    }
  }
  return (
    <>
      <Tabs
        value={mode}
        onChange={(_event, next: EditMode) => show(next)}
        aria-label={translate("admin.siteFiles.views")}
        sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
      >
        <Tab
          value="form"
          label={translate("admin.siteFiles.form")}
          id={`${tabsId}-form`}
          aria-controls={`${tabsId}-panel`}
          disabled={!shape}
        />
        <Tab
          value="text"
          label={translate("admin.siteFiles.as_text")}
          id={`${tabsId}-text`}
          aria-controls={`${tabsId}-panel`}
        />
      </Tabs>
      {notJson && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {translate("admin.siteFiles.not_json", { error: notJson })}
        </Alert>
      )}
      <Box
        role="tabpanel"
        id={`${tabsId}-panel`}
        aria-labelledby={`${tabsId}-${mode}`}
      >
        {shape && mode === "form" ? (
          <ShapeForm shape={shape} title={String(record.title ?? "")} />
        ) : (
          <TextInput
            source="source"
            label="admin.siteFiles.text_label"
            helperText="admin.siteFiles.text_help"
            parse={(value: string) => value}
            onChange={followText}
            multiline
            minRows={16}
            fullWidth
            slotProps={{
              htmlInput: {
                spellCheck: false,
                style: { fontFamily: "monospace" },
              },
            }}
          />
        )}
      </Box>
    </>
  )
}

/** The whole file's form: a file that is a group shows its parts; a file that is a list, its items. */
function ShapeForm({ shape, title }: { shape: SiteFileShape; title: string }) {
  // The file is one value of the form, so moving an item moves all of it (ShapeInputs.tsx).
  const { field } = useController({ name: "content" })
  if (shape.kind === "object")
    return (
      <ObjectFields
        value={field.value}
        onChange={field.onChange}
        shape={shape}
        path=""
        depth={0}
      />
    )
  return (
    <ShapeInput
      value={field.value}
      onChange={field.onChange}
      shape={shape}
      label={title}
      path=""
      depth={0}
    />
  )
}

// An MDX file: the MDX editor (loaded with this screen only), over the whole text.
export function MdxSource({ shape }: { shape: SiteFileShape | undefined }) {
  const translate = useTranslate()
  const { field } = useController({ name: "source" })
  return (
    <React.Suspense
      fallback={
        <Box
          role="status"
          sx={{ display: "flex", gap: 1, alignItems: "center" }}
        >
          <CircularProgress size={20} aria-hidden />
          {translate("admin.siteFiles.editor_loading")}
        </Box>
      }
    >
      <MdxFileEditor
        value={String(field.value ?? "")}
        onChange={field.onChange}
        shape={
          shape ?? {
            kind: "object",
            required: true,
            type: "MdxFrontmatter",
            fields: {},
          }
        }
      />
    </React.Suspense>
  )
}
