import * as React from "react"
import { act, render, screen, within } from "@testing-library/react"
import { Toaster } from "../toaster"
import { Dialog } from "../dialog"
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

  it("shows a toast raised while a modal is open inside the modal (never under its backdrop, never inert), and keeps it when the modal closes", async () => {
    const modal = (open: boolean) => (
      <>
        <Toaster />
        {open && (
          <Dialog title="Request" closeLabel="Close" onClose={() => {}}>
            <input aria-label="Name" />
          </Dialog>
        )}
      </>
    )
    // The page (and its toaster) first, then the modal, as a visitor opens it.
    const { rerender } = render(modal(false))
    rerender(modal(true))
    const dialog = screen.getByRole("dialog", { name: "Request" })
    await act(() => notify.error("Requests are paused for maintenance"))
    expect(
      await within(dialog).findByText("Requests are paused for maintenance")
    ).toBeInTheDocument()
    rerender(modal(false))
    expect(dialog).not.toBeInTheDocument()
    expect(
      screen.getByText("Requests are paused for maintenance")
    ).toBeInTheDocument()
  })
})
