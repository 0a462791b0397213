import * as React from "react"
import { Confirm } from "react-admin"
import type { MutationButtonProps } from "./MutationButton"
import PanelButton from "./PanelButton"

// A button that asks before it acts. A click opens a dialog whose title and text are the label's
// `_title` and `_help` messages; only its confirm button runs the mutation. The dialog closes at
// once, or with `stayOpen` stays open and busy until the mutation has answered. The button waits
// while the mutation runs (a PanelButton, it keeps its name on a phone then).
export default function ConfirmButton({
  label,
  icon,
  mutation,
  stayOpen = false,
  translateOptions,
  confirm,
  confirmColor,
  disabled,
  ...button
}: MutationButtonProps & {
  stayOpen?: boolean
  translateOptions?: Record<string, unknown>
  confirm?: string
  confirmColor?: "primary" | "warning"
}) {
  const [asking, setAsking] = React.useState(false)
  const close = () => setAsking(false)
  return (
    <>
      <PanelButton
        {...button}
        label={label}
        translateOptions={translateOptions}
        onClick={() => setAsking(true)}
        disabled={disabled || mutation.isPending}
      >
        {icon}
      </PanelButton>
      <Confirm
        isOpen={asking}
        loading={stayOpen && mutation.isPending}
        title={`${label}_title`}
        content={`${label}_help`}
        translateOptions={translateOptions}
        confirm={confirm}
        confirmColor={confirmColor}
        onConfirm={() => {
          if (!stayOpen) close()
          mutation.mutate(undefined, { onSettled: close })
        }}
        onClose={close}
      />
    </>
  )
}
