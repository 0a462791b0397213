import * as React from "react"
import { act, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { GetInTouchForms as GetInTouch } from "../get-in-touch-forms"
import { api } from "../../lib/api"
import { notify } from "../../lib/notify"

jest.mock("../../hooks/use-forms-copy")
jest.mock("../../hooks/use-newsletter-consent")
jest.mock("../../hooks/use-site-config")
jest.mock("../../lib/notify")

const title = "Request for Information / Proposal / Quotation"

// Typing with user-event into several fields takes seconds on a busy 2-core machine.
jest.setTimeout(20_000)

beforeEach(() => sessionStorage.clear())

async function openModal() {
  const user = userEvent.setup()
  render(<GetInTouch />)
  const request = screen.getByRole("button", { name: "Request" })
  await user.click(request)
  const dialog = await screen.findByRole("dialog", { name: title })
  return { user, request, dialog }
}

describe("GetInTouch", () => {
  it("shows Book Session, Request for RFQ and the newsletter", () => {
    render(<GetInTouch />)
    expect(
      screen.getByRole("heading", { name: "Book Session" })
    ).toBeInTheDocument()
    expect(
      screen.getByRole("heading", { name: "Request for RFQ" })
    ).toBeInTheDocument()
    expect(
      screen.getByRole("heading", { name: "Newsletter" })
    ).toBeInTheDocument()
    expect(
      screen.getByRole("button", { name: "Book Session" })
    ).toHaveAttribute("type", "submit")
    expect(screen.getByRole("button", { name: "Subscribe" })).toHaveAttribute(
      "type",
      "submit"
    )
  })

  it("opens the request modal, labelled by its title, modal, focus inside, without a country code", async () => {
    const { dialog } = await openModal()
    expect(dialog).toHaveAttribute("aria-modal", "true")
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    expect(dialog.querySelector("select")).toBeNull()
    expect(screen.getAllByLabelText("Name")).toHaveLength(2)
  })

  it("closes on Escape and gives focus back to 'Request'", async () => {
    const { user, request } = await openModal()
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(request).toHaveFocus()
  })

  it("closes on its close icon", async () => {
    const { user } = await openModal()
    await user.click(screen.getByRole("button", { name: "Close" }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("keeps Tab and Shift+Tab inside the modal", async () => {
    const { user, dialog } = await openModal()
    // jsdom lays nothing out, so every control counts as visible for the trap.
    jest
      .spyOn(HTMLElement.prototype, "getClientRects")
      .mockReturnValue([{}] as never)
    const close = screen.getByRole("button", { name: "Close" })
    const send = screen.getByRole("button", { name: "Send Request" })
    act(() => send.focus())
    await user.tab()
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(send).toHaveFocus()
    for (let step = 0; step < 10; step++) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it("closes after a successful request", async () => {
    const send = jest
      .spyOn(api, "sendContact")
      .mockResolvedValue({ Contact: { id: "r1" } as never, message: "ok" })
    const { user, dialog } = await openModal()
    const inside = (label: string) =>
      dialog.querySelector(
        `#${CSS.escape(screen.getAllByLabelText(label)[1].id)}`
      )!
    await user.type(inside("Name"), "Grace Hopper")
    await user.type(inside("E-mail"), "grace@example.com")
    await user.type(inside("Mobile number"), "+44 20 7946 0000")
    await user.type(inside("Subject"), "Quotation")
    await user.type(inside("Message"), "Quotation for a category strategy.")
    await user.click(screen.getByRole("button", { name: "Send Request" }))
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    )
    expect(send.mock.calls[0][1]).toMatchObject({
      source: "rfq",
      number: "+44 20 7946 0000",
    })
    expect(notify.success).toHaveBeenCalledWith("Session Booked Succefully")
    send.mockRestore()
  })
})
