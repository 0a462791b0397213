import * as React from "react"
import { Button, useTranslate, type ButtonProps } from "react-admin"

/**
 * react-admin's Button, named by its label at every width. On a phone react-admin draws it as an
 * icon whose name comes from a tooltip, and a disabled one gets no tooltip, so no name; this one
 * always passes its translated label as `aria-label` (with `translateOptions` filled in).
 */
export default function PanelButton<C extends React.ElementType = "button">({
  label,
  translateOptions,
  ...button
}: Omit<ButtonProps<C>, "label"> & {
  label: string
  translateOptions?: Record<string, unknown>
}) {
  const translate = useTranslate()
  return (
    <Button<C>
      {...(button as ButtonProps<C>)}
      label={label}
      aria-label={translate(label, { _: label, ...translateOptions })}
    />
  )
}
