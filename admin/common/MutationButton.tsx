import * as React from "react"
import type { ButtonProps } from "react-admin"
import PanelButton from "./PanelButton"

// What the button runs: a mutation (useMutation's result) that takes no variables.
export interface Mutation {
  mutate: (variables: void, options?: { onSettled?: () => void }) => void
  isPending: boolean
}

export type MutationButtonProps = Omit<
  ButtonProps,
  "onClick" | "children" | "label"
> & {
  label: string
  icon: React.ReactElement
  mutation: Mutation
}

/**
 * A button that runs a mutation (a usePanelMutation, a useJsonDownload) at a click, and waits
 * while it runs, so a second click sends nothing twice. ConfirmButton is the same, asking first.
 */
export default function MutationButton({
  label,
  icon,
  mutation,
  disabled,
  ...button
}: MutationButtonProps) {
  return (
    <PanelButton
      {...button}
      label={label}
      onClick={() => mutation.mutate()}
      disabled={disabled || mutation.isPending}
    >
      {icon}
    </PanelButton>
  )
}
