import * as React from "react"
import { Button, Confirm, useTranslate, type ButtonProps } from "react-admin"

// What the button runs: a mutation (useMutation's result) that takes no variables.
interface Mutation {
  mutate: (variables: void, options?: { onSettled?: () => void }) => void
  isPending: boolean
}

// A button that asks before it acts. A click opens a dialog whose title and text are the label's
// `_title` and `_help` messages; only its confirm button runs the mutation. The dialog closes at
// once, or with `stayOpen` stays open and busy until the mutation has answered. The button waits
// while the mutation runs, and keeps its name then: on a phone react-admin draws a disabled button
// as an icon without its label.
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
}: Omit<ButtonProps, "onClick" | "children" | "label"> & {
  label: string
  icon: React.ReactElement
  mutation: Mutation
  stayOpen?: boolean
  translateOptions?: Record<string, unknown>
  confirm?: string
  confirmColor?: "primary" | "warning"
}) {
  const translate = useTranslate()
  const [asking, setAsking] = React.useState(false)
  const close = () => setAsking(false)
  return (
    <>
      <Button
        {...button}
        label={label}
        aria-label={translate(label, translateOptions)}
        onClick={() => setAsking(true)}
        disabled={disabled || mutation.isPending}
      >
        {icon}
      </Button>
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
