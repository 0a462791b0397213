import * as React from "react"
import { Edit } from "react-admin"
import { toPayload } from "../common/payload"
import BannerForm from "./BannerForm"

export default function BannerEdit() {
  return (
    <Edit
      redirect="show"
      mutationMode="pessimistic"
      transform={toPayload("banners")}
    >
      <BannerForm />
    </Edit>
  )
}
