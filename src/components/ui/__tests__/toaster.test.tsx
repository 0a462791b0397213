import * as React from "react"
import { act, render, screen } from "@testing-library/react"
import { Toaster } from "../toaster"
import { notify } from "../../../lib/notify"

describe("Toaster", () => {
  it("renders nothing until the first toast, then shows it top right light theme", async () => {
    const { container } = render(<Toaster />)
    expect(container).toBeEmptyDOMElement()
    await act(() => notify.success("Session Booked Succefully"))
    expect(
      await screen.findByText("Session Booked Succefully")
    ).toBeInTheDocument()
    expect(
      document.querySelector(".Toastify__toast-container--top-right")
    ).not.toBeNull()
    expect(
      document.querySelector(".Toastify__toast-theme--light")
    ).not.toBeNull()
    await act(() => notify.error("Too many requests"))
    expect(await screen.findByText("Too many requests")).toBeInTheDocument()
  })
})
