import * as React from "react"
import HistoryIcon from "@mui/icons-material/History"
import OpenInNewIcon from "@mui/icons-material/OpenInNew"
import { Alert, AlertTitle, Box, Typography } from "@mui/material"
import {
  CanAccess,
  Edit,
  Form,
  SaveButton,
  Toolbar,
  TopToolbar,
  useCreatePath,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from "react-admin"
import { useFormState } from "react-hook-form"
import { Link } from "react-router-dom"
import PanelButton from "../common/PanelButton"
import Autosave from "../editorial/Autosave"
import LiveStatus from "../editorial/LiveStatus"
import PreviewButton from "../editorial/PreviewButton"
import ScheduleInputs from "../editorial/ScheduleInputs"
import StateField from "../editorial/StateField"
import WorkflowButton from "../editorial/WorkflowButton"
import { RefusalContext } from "./ScalarInputs"
import { JsonEditor, MdxSource } from "./FileEditors"
import ShippedChanged from "./ShippedChanged"
import {
  formValues,
  refusedField,
  saveBody,
  textOf,
  type EditMode,
  type SiteFileValues,
} from "./values"

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
        {/* The draft saves itself as a record's does: the text and version, never a schedule. */}
        <Autosave
          payload={(form) => {
            const { text, version } = saveBody(form, record, view)
            return { text, version }
          }}
        />
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
