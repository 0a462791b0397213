import * as React from "react"
import { CircleLink, CircleLinkRow } from "./ui/circle-link"
import type { Offering } from "../hooks/use-offerings"

/** The offerings as a row of round links, each its image above its short name. */
export function OfferingLinks({
  offerings,
  size,
  ...row
}: React.ComponentProps<typeof CircleLinkRow> & {
  offerings: readonly Offering[]
  size?: React.ComponentProps<typeof CircleLink>["size"]
}) {
  return (
    <CircleLinkRow {...row}>
      {offerings.map((offering) => (
        <CircleLink
          key={offering.link}
          to={offering.link}
          image={offering.image}
          label={offering.shortName}
          size={size}
        />
      ))}
    </CircleLinkRow>
  )
}
