import * as React from "react"
import { Box, Typography } from "@mui/material"
import {
  BooleanInput,
  Edit,
  maxLength,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from "react-admin"
import { useFormContext, useWatch } from "react-hook-form"
import { altHelp } from "./AltFields"
import DeleteMediaButton from "./DeleteMediaButton"
import FocalPointInput from "./FocalPointInput"
import { fileName, MediaBadges } from "./MediaBadges"
import ReplaceFile from "./ReplaceFile"
import { ALT_MAX, type MediaItem } from "./types"
import UsedIn from "./UsedIn"

// An image's page: the image large with its focal point, what it says (alt text or
// 'Decorative', caption, credit), the records that show it, a new file for it, and Delete
// (refused while a record uses it, with the server's list of those records).
export default function MediaEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      title={<MediaTitle />}
      transform={editable}
    >
      <SimpleForm toolbar={<MediaToolbar />}>
        <MediaForm />
      </SimpleForm>
    </Edit>
  )
}

// Only what a person edits goes back; a decorative image has no alt text.
function editable(data: Partial<MediaItem>) {
  return {
    alt: data.decorative ? "" : (data.alt ?? ""),
    decorative: Boolean(data.decorative),
    caption: data.caption ?? "",
    credit: data.credit ?? "",
    focalX: data.focalX ?? 50,
    focalY: data.focalY ?? 50,
  }
}

function MediaTitle() {
  const record = useRecordContext<MediaItem>()
  const translate = useTranslate()
  return (
    <span>
      {translate("resources.media.name", { smart_count: 1 })}
      {record ? `: ${fileName(record.src)}` : ""}
    </span>
  )
}

function MediaForm() {
  const record = useRecordContext<MediaItem>()
  const alt: string = useWatch({ name: "alt" }) ?? ""
  if (!record) return null
  return (
    <Box
      sx={{
        display: "grid",
        gap: 3,
        width: "100%",
        gridTemplateColumns: {
          xs: "minmax(0, 1fr)",
          md: "minmax(0, 3fr) minmax(0, 2fr)",
        },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <FocalPointInput src={record.src} alt={record.decorative ? "" : alt} />
        <Facts item={record} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <MediaBadges item={record} />
        <AltInputs />
        <TextInput source="caption" multiline fullWidth />
        <TextInput source="credit" fullWidth />
        <UsedIn item={record} />
        <ReplaceFile item={record} />
      </Box>
    </Box>
  )
}

/** Alt text with its count, and 'Decorative', which empties it and says why. */
function AltInputs() {
  const translate = useTranslate()
  const { setValue } = useFormContext()
  const decorative = Boolean(useWatch({ name: "decorative" }))
  const alt: string = useWatch({ name: "alt" }) ?? ""
  React.useEffect(() => {
    if (decorative)
      setValue("alt", "", { shouldDirty: true, shouldValidate: true })
  }, [decorative, setValue])
  return (
    <>
      <TextInput
        source="alt"
        multiline
        fullWidth
        readOnly={decorative}
        validate={maxLength(ALT_MAX, "admin.media.alt.over_max")}
        helperText={altHelp(translate, alt, decorative)}
      />
      <BooleanInput source="decorative" helperText={false} />
    </>
  )
}

function Facts({ item }: { item: MediaItem }) {
  const translate = useTranslate()
  const parts = [
    item.width && item.height ? `${item.width} × ${item.height} px` : null,
    item.contentType,
    item.size ? `${Math.round(item.size / 1024).toLocaleString()} KB` : null,
  ].filter(Boolean)
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ overflowWrap: "anywhere" }}
    >
      {fileName(item.src)}
      {parts.length ? ` · ${parts.join(" · ")}` : ""}
      {" · "}
      {translate("admin.media.uploaded_at", {
        date: new Date(item.createdAt).toLocaleDateString(),
      })}
    </Typography>
  )
}

function MediaToolbar() {
  return (
    <Toolbar sx={{ justifyContent: "space-between", gap: 1, flexWrap: "wrap" }}>
      <SaveButton />
      <DeleteMediaButton />
    </Toolbar>
  )
}
