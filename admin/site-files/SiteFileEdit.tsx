import * as React from "react"
import HistoryIcon from "@mui/icons-material/History"
import OpenInNewIcon from "@mui/icons-material/OpenInNew"
import {
  Alert,
  AlertTitle,
  Box,
  CircularProgress,
  Tab,
  Tabs,
  Typography,
} from "@mui/material"
import {
  CanAccess,
  Edit,
  Form,
  SaveButton,
  TextInput,
  Toolbar,
  TopToolbar,
  useCreatePath,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from "react-admin"
import {
  useController,
  useFormContext,
  useFormState,
  useWatch,
} from "react-hook-form"
import { Link } from "react-router-dom"
import type { SiteFileShape } from "../../common/site-file-shape"
import PanelButton from "../common/PanelButton"
import LiveStatus from "../editorial/LiveStatus"
import PreviewButton from "../editorial/PreviewButton"
import ScheduleInputs from "../editorial/ScheduleInputs"
import StateField from "../editorial/StateField"
import WorkflowButton from "../editorial/WorkflowButton"
import { parseJsonText, printJsonText } from "./json-text"
import { RefusalContext } from "./ScalarInputs"
import { ObjectFields, ShapeInput } from "./ShapeInputs"
import ShippedChanged from "./ShippedChanged"
import {
  formValues,
  refusedField,
  saveBody,
  textOf,
  viewOf,
  type EditMode,
  type SiteFileValues,
} from "./values"

const MdxFileEditor = React.lazy(() => import("./mdx/MdxFileEditor"))

// One object for every render: react-admin resets the form whenever its reset options change.
const KEEP_TYPING = { keepDirtyValues: true }

// A site page's editor: the file's form (drawn from its shape) or, for MDX, the MDX editor; the
// source view for a JSON file; Save draft, Preview of what is typed, the schedule; and above it
// Publish, Unpublish (back to the shipped file), its History, and, when the repository's file
// changed under the edit, both versions. A save the server refuses shows the reason with its line
// at the top, and on the field it names; a save over a newer one (409) names who saved it.
export default function SiteFileEdit() {
  const notify = useNotify()
  const refresh = useRefresh()
  const [refusal, setRefusal] = React.useState<string | null>(null)
  // Publish puts the saved draft live: with changes not saved yet, it waits for Save draft.
  const [unsaved, setUnsaved] = React.useState(false)
  // The form or the text (a JSON file's source view): what a save and a preview send.
  const [view, setView] = React.useState<EditMode>("form")
  return (
    <Edit
      actions={<SiteFileActions unsaved={unsaved} />}
      redirect={false}
      mutationMode="pessimistic"
      transform={(data: Partial<SiteFileValues>, options) =>
        saveBody(data, options?.previousData, view)
      }
      mutationOptions={{
        onSuccess: () => {
          setRefusal(null)
          notify("admin.siteFiles.saved", { type: "info" })
          // The answer to a save may leave out the shape and the shipped text: read it whole.
          refresh()
        },
        onError: (error: Error & { status?: number }) => {
          if (error.status === 400) setRefusal(error.message)
          notify(error.message, {
            type: "error",
            autoHideDuration: error.status === 409 ? null : undefined,
          })
        },
      }}
    >
      <SiteFileForm
        refusal={refusal}
        onUnsaved={setUnsaved}
        view={view}
        onView={setView}
      />
    </Edit>
  )
}

function SiteFileActions({ unsaved }: { unsaved: boolean }) {
  const record = useRecordContext()
  const translate = useTranslate()
  const createPath = useCreatePath()
  if (!record) return <TopToolbar />
  return (
    <TopToolbar sx={{ flexWrap: "wrap", alignItems: "center" }}>
      <CanAccess action="publish">
        {unsaved && (
          <Typography variant="body2" role="status">
            {translate("admin.siteFiles.save_first")}
          </Typography>
        )}
        <WorkflowButton action="publish" disabled={unsaved} />
        <WorkflowButton
          action="unpublish"
          label="admin.siteFiles.unpublish"
          ask
        />
      </CanAccess>
      <CanAccess action="revisions">
        <PanelButton
          component={Link}
          to={`${createPath({ resource: "site-files", id: record.id, type: "edit" })}/history`}
          label="admin.workflow.history"
        >
          <HistoryIcon />
        </PanelButton>
      </CanAccess>
      {record.address && record.status === "published" && (
        <PanelButton
          component="a"
          href={record.address}
          target="_blank"
          rel="noopener"
          label="admin.public_page"
        >
          <OpenInNewIcon />
        </PanelButton>
      )}
    </TopToolbar>
  )
}

function SiteFileForm({
  refusal,
  onUnsaved,
  view,
  onView,
}: {
  refusal: string | null
  onUnsaved: (unsaved: boolean) => void
  view: EditMode
  onView: (view: EditMode) => void
}) {
  const record = useRecordContext()
  const values = React.useMemo(
    () => (record ? formValues(record) : undefined),
    [record]
  )
  // A refusal that names a part of the file is also said under that part's input.
  const refused = React.useMemo(() => {
    const path = refusal && refusedField(refusal)
    return path ? { path, message: refusal } : null
  }, [refusal])
  if (!record || !values) return null
  return (
    // The server checks a save against the file's shape and says where it fails, with the line.
    // The page read again (a publish, a choice of the shipped file) keeps what is being typed.
    <Form
      record={values}
      warnWhenUnsavedChanges
      noValidate
      resetOptions={KEEP_TYPING}
    >
      <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
        <UnsavedWatch onUnsaved={onUnsaved} />
        <Heading record={record} />
        <CanAccess action="publish">
          {/* A menu's, the footer's or site.json's edit shows on every page: the home page. */}
          <LiveStatus path={record.address ?? "/"} />
        </CanAccess>
        <ShippedChanged />
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            <AlertTitle>
              <RefusalTitle />
            </AlertTitle>
            {refusal}
          </Alert>
        )}
        {record.kind === "mdx" ? (
          <MdxSource shape={record.shape} />
        ) : (
          <RefusalContext.Provider value={refused}>
            <JsonEditor
              shape={record.shape}
              record={record}
              view={view}
              onView={onView}
            />
          </RefusalContext.Provider>
        )}
        <CanAccess action="publish">
          <ScheduleInputs />
        </CanAccess>
      </Box>
      <Toolbar sx={{ gap: 1, flexWrap: "wrap" }}>
        <SaveButton label="admin.siteFiles.save_draft" />
        <CanAccess action="preview">
          <PreviewButton
            fromForm
            payload={(form) => ({
              text: textOf(form, String(record.text), view),
            })}
          />
        </CanAccess>
      </Toolbar>
    </Form>
  )
}

/** Tells the screen whether the form holds changes not saved yet. */
function UnsavedWatch({
  onUnsaved,
}: {
  onUnsaved: (unsaved: boolean) => void
}) {
  const { isDirty } = useFormState()
  React.useEffect(() => onUnsaved(isDirty), [isDirty, onUnsaved])
  return null
}

function RefusalTitle() {
  return <>{useTranslate()("admin.siteFiles.refused")}</>
}

// The page's address and file, where it is in the workflow and its version (its title is the
// layout's h1).
function Heading({ record }: { record: RaRecord }) {
  const translate = useTranslate()
  return (
    <Box sx={{ mb: 2 }}>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          columnGap: 2,
          rowGap: 0.5,
          mt: 0.5,
        }}
      >
        <StateField />
        <Typography variant="body2">
          {translate("admin.workflow.version", { version: record.version })}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
          {record.address ?? translate("admin.siteFiles.no_address")}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ fontFamily: "monospace", overflowWrap: "anywhere" }}
        >
          {translate("admin.siteFiles.file", {
            path: record.path ?? record.id,
          })}
        </Typography>
      </Box>
    </Box>
  )
}

// A JSON file: its form, or its text (for what the form cannot show). Each view keeps the other's
// value up to date, so a save from either leaves nothing behind that differs from the saved file.
function JsonEditor({
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
function MdxSource({ shape }: { shape: SiteFileShape | undefined }) {
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
