import * as React from "react"
import {
  Alert,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material"
import { useTranslate } from "react-admin"
import type { SiteFileShape } from "../../../common/site-file-shape"
import BodyEditor from "./BodyEditor"
import FrontmatterFields from "./FrontmatterFields"
import {
  bodyAfter,
  joinMdx,
  setYamlKey,
  splitMdx,
  type FrontmatterValue,
} from "./frontmatter"

export interface MdxFileEditorProps {
  // The whole file: frontmatter and body.
  value: string
  onChange(text: string): void
  // The frontmatter's shape (MdxFrontmatter), from which its fields are drawn.
  shape: SiteFileShape
}

// An article's or legal page's MDX file: its frontmatter as fields and its body in a WYSIWYG
// editor that knows the site's components, or the whole file as text when the editor cannot show
// it. What staff do not change is written back as it was, byte for byte.
export default function MdxFileEditor({
  value,
  onChange,
  shape,
}: MdxFileEditorProps) {
  const translate = useTranslate()
  const file = React.useMemo(() => splitMdx(value), [value])
  const [source, setSource] = React.useState(false)
  const [problem, setProblem] = React.useState<string | null>(null)
  // The rich editor reads its text once; a value from outside (a restored revision, the source
  // view) gives it a new one, the value it wrote itself does not.
  const written = React.useRef(value)
  const [generation, setGeneration] = React.useState(0)
  React.useEffect(() => {
    if (value !== written.current) {
      written.current = value
      // A new text (a restored revision) gets its own chance in the rich editor.
      setProblem(null)
      setGeneration((count) => count + 1)
    }
  }, [value])
  const latest = React.useRef(file)
  latest.current = file

  const emit = (text: string) => {
    written.current = text
    // A field and the text edited before the form hands the value back build on each other.
    latest.current = splitMdx(text)
    onChange(text)
  }
  const setField = (key: string, field: FrontmatterValue) => {
    const { yaml, body } = latest.current
    const order = shape.kind === "object" ? Object.keys(shape.fields) : []
    emit(joinMdx(setYamlKey(yaml ?? "", key, field, order), body))
  }
  const setBody = (markdown: string) => {
    const { yaml, body } = latest.current
    emit(joinMdx(yaml, bodyAfter(body, markdown)))
  }
  const showSource = source || !!file.error || !!problem

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <FormControlLabel
        label={translate("admin.siteFiles.mdx.source_view")}
        control={
          <Switch
            checked={showSource}
            // Unreadable frontmatter has no fields to show: the text is the only view.
            disabled={!!file.error}
            onChange={(event) => {
              setSource(event.target.checked)
              // Back to the rich editor, which tries the text again.
              if (!event.target.checked) {
                setProblem(null)
                setGeneration((count) => count + 1)
              }
            }}
          />
        }
      />
      {(file.error || problem) && (
        <Alert severity="warning" role="status">
          {file.error
            ? translate("admin.siteFiles.mdx.frontmatter_unreadable", {
                error: file.error,
              })
            : translate("admin.siteFiles.mdx.cannot_show", { problem })}
        </Alert>
      )}
      {showSource ? (
        <TextField
          label={translate("admin.siteFiles.mdx.source")}
          multiline
          minRows={20}
          fullWidth
          value={value}
          onChange={(event) => emit(event.target.value)}
          slotProps={{
            htmlInput: {
              spellCheck: false,
              style: { fontFamily: "monospace" },
            },
          }}
        />
      ) : (
        <>
          <FrontmatterFields
            shape={shape}
            data={file.data}
            onChange={setField}
          />
          <Typography variant="subtitle1" component="h2">
            {translate("admin.siteFiles.mdx.text")}
          </Typography>
          <BodyEditor
            key={generation}
            markdown={file.body}
            onChange={setBody}
            onError={setProblem}
          />
        </>
      )}
    </Stack>
  )
}
