import * as React from "react"
import { Create } from "react-admin"
import { toPayload } from "../common/payload"
import BannerForm from "./BannerForm"

export default function BannerCreate() {
  return (
    <Create redirect="show" transform={toPayload("banners")}>
      <BannerForm />
    </Create>
  )
}
