import * as React from "react"
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Tab,
  Tabs,
  useMediaQuery,
  useTheme,
} from "@mui/material"
import CloseIcon from "@mui/icons-material/Close"
import { useDataProvider, useTranslate } from "react-admin"
import type { PanelDataProvider } from "../dataProvider"
import AddressTab from "./AddressTab"
import LibraryTab from "./LibraryTab"
import UploadTab from "./UploadTab"
import { chosen, type ChosenImage, type MediaItem } from "./types"
import type { Description } from "./AltFields"

export interface MediaPickerDialogProps {
  open: boolean
  onClose: () => void
  /** Called with the image chosen; the dialog then closes (onClose). */
  onChoose: (item: ChosenImage) => void
}

const TABS = ["library", "upload", "address"] as const
type TabName = (typeof TABS)[number]

/**
 * The one way the panel's forms take an image: an image of the library (searched), a file uploaded
 * there and then, or the https address of an image elsewhere. Whichever it is, it carries alt
 * text or is marked decorative before it can be chosen; an image chosen from the library without
 * either is described here, and that description is saved to the library item. On a phone the
 * dialog fills the screen.
 */
export function MediaPickerDialog({
  open,
  onClose,
  onChoose,
}: MediaPickerDialogProps) {
  const translate = useTranslate()
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down("sm"))
  const titleId = React.useId()
  const [tab, setTab] = React.useState<TabName>("library")
  const [error, setError] = React.useState<string | null>(null)
  const dataProvider = useDataProvider<PanelDataProvider>()
  React.useEffect(() => {
    if (!open) {
      setTab("library")
      setError(null)
    }
  }, [open])

  // The chosen item with the description given here, saved first when it changed.
  const choose = async (item: MediaItem, description?: Description) => {
    setError(null)
    try {
      let final = item
      if (
        description &&
        (description.alt !== item.alt ||
          description.decorative !== item.decorative)
      ) {
        const { data } = await dataProvider.update<MediaItem>("media", {
          id: item.id,
          data: {
            alt: description.decorative ? "" : description.alt,
            decorative: description.decorative,
          },
          previousData: item,
        })
        final = { ...item, ...data }
      }
      onChoose(chosen(final))
      onClose()
    } catch (failure) {
      setError((failure as Error).message || translate("admin.error.unknown"))
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {translate("admin.media.picker.title")}
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={translate("ra.action.close")}
        sx={{ position: "absolute", right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <Tabs
        value={tab}
        onChange={(_event, value: TabName) => {
          setTab(value)
          setError(null)
        }}
        variant="fullWidth"
        aria-label={translate("admin.media.picker.sources")}
        sx={{ borderBottom: 1, borderColor: "divider" }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={translate(`admin.media.picker.${name}`)}
            id={`${titleId}-${name}-tab`}
            aria-controls={`${titleId}-${name}-panel`}
          />
        ))}
      </Tabs>
      <DialogContent
        role="tabpanel"
        id={`${titleId}-${tab}-panel`}
        aria-labelledby={`${titleId}-${tab}-tab`}
        sx={{ pt: 2 }}
      >
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {tab === "library" && <LibraryTab onChoose={choose} />}
        {tab === "upload" && <UploadTab onChoose={choose} />}
        {tab === "address" && (
          <AddressTab onChoose={choose} onError={setError} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("ra.action.cancel")}</Button>
      </DialogActions>
    </Dialog>
  )
}

export default MediaPickerDialog
