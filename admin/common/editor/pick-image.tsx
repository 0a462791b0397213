import * as React from "react"
import {
  MediaPickerDialog,
  type MediaPickerDialogProps,
} from "../../media/MediaPickerDialog"

// How the editor's image button chooses an image: the media library's picker by default. A
// screen (or a test) may give another through ImagePickerContext; the button only needs an
// image's src, its alt text ("" when decorative) and its caption back.

export type ImagePicker = React.ComponentType<MediaPickerDialogProps>

export const ImagePickerContext =
  React.createContext<ImagePicker>(MediaPickerDialog)

export function PickImage(props: MediaPickerDialogProps) {
  const Picker = React.useContext(ImagePickerContext)
  // Mounted only while open, so each opening starts empty.
  return props.open ? <Picker {...props} /> : null
}
