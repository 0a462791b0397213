import * as React from "react"
import { MediaPickerDialog } from "../../media/MediaPickerDialog"
import type { ChosenImage } from "../../media/types"

// How the editor's image button chooses an image: the media library's picker by default. A
// screen (or a test) may give another through ImagePickerContext; the button only needs an
// image's src, its alt text ("" when decorative) and its caption back.

export type ImageChoice = ChosenImage

export interface ImagePickerProps {
  open: boolean
  onClose: () => void
  onChoose: (item: ImageChoice) => void
}

export type ImagePicker = React.ComponentType<ImagePickerProps>

export const ImagePickerContext =
  React.createContext<ImagePicker>(MediaPickerDialog)

export function PickImage(props: ImagePickerProps) {
  const Picker = React.useContext(ImagePickerContext)
  // Mounted only while open, so each opening starts afresh.
  return props.open ? <Picker {...props} /> : null
}
