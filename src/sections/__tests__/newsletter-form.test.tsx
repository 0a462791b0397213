import * as React from "react"
import { act, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { NewsletterForm } from "../newsletter-form"
import { ContactForm } from "../contact-form"
import { ApiError, api } from "../../lib/api"
import { collections } from "../../lib/collections"
import { notify } from "../../lib/notify"

jest.mock("../../hooks/use-forms-copy")
jest.mock("../../hooks/use-newsletter-consent")
jest.mock("../../hooks/use-site-config")
jest.mock("../../lib/notify")

const contact = {
  id: "n1",
  email: "ada@example.com",
  source: "newsletter",
} as never

// Typing with user-event into several fields takes seconds on a busy 2-core machine.
jest.setTimeout(20_000)

beforeEach(() => {
  sessionStorage.clear()
  collections.contacts.reset()
  jest.restoreAllMocks()
  jest.mocked(notify.success).mockClear()
  jest.mocked(notify.error).mockClear()
})

describe("NewsletterForm", () => {
  it("requires an e-mail address", () => {
    render(<NewsletterForm />)
    const email = screen.getByLabelText("E-mail address")
    expect(email).toBeRequired()
    expect(email).toHaveAttribute("type", "email")
  })

  it("shows a spinner in a disabled button while sending, then clears and toasts", async () => {
    let finish: (value: unknown) => void = () => undefined
    const subscribe = jest
      .spyOn(api, "subscribe")
      .mockImplementation(
        () => new Promise((resolve) => (finish = resolve)) as never
      )
    const user = userEvent.setup()
    render(<NewsletterForm />)
    await user.type(screen.getByLabelText("E-mail address"), "ada@example.com")
    await user.click(screen.getByRole("button", { name: "Subscribe" }))
    expect(subscribe).toHaveBeenCalledWith("coreval", "ada@example.com", {
      page: "/",
      consentVersion: require("./forms-mocks").newsletterConsent.version,
    })
    // What the visitor agrees to is on the form, and the field points to it.
    expect(screen.getByLabelText("E-mail address")).toHaveAccessibleDescription(
      require("./forms-mocks").newsletterConsent.text
    )
    expect(screen.getByRole("button", { name: "Subscribing" })).toBeDisabled()
    expect(screen.getByTestId("newsletter-spinner")).toHaveClass("animate-spin")
    await act(async () =>
      finish({ Contact: contact, message: "Subscribed to the newsletter" })
    )
    expect(notify.success).toHaveBeenCalledWith(
      "Newsletter Subscribed Succefully"
    )
    expect(screen.getByLabelText("E-mail address")).toHaveValue("")
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled()
    expect(collections.contacts.get().data).toEqual([contact])
  })

  it("keeps the address and shows the server's message when it fails", async () => {
    jest
      .spyOn(api, "subscribe")
      .mockRejectedValue(
        new ApiError("Too many requests, retry in 1 minute", 429)
      )
    const user = userEvent.setup()
    render(<NewsletterForm />)
    await user.type(screen.getByLabelText("E-mail address"), "ada@example.com")
    await user.click(screen.getByRole("button", { name: "Subscribe" }))
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        "Too many requests, retry in 1 minute"
      )
    )
    expect(screen.getByLabelText("E-mail address")).toHaveValue(
      "ada@example.com"
    )
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled()
  })

  it("keeps its loading state apart from the contact form's", async () => {
    jest
      .spyOn(api, "subscribe")
      .mockImplementation(() => new Promise(() => undefined))
    const user = userEvent.setup()
    render(
      <>
        <ContactForm
          source="session"
          withCountryCode={false}
          submitLabel="Book Session"
        />
        <NewsletterForm />
      </>
    )
    await user.type(screen.getByLabelText("E-mail address"), "ada@example.com")
    await user.click(screen.getByRole("button", { name: "Subscribe" }))
    expect(screen.getByRole("button", { name: "Subscribing" })).toBeDisabled()
    expect(screen.getByRole("button", { name: "Book Session" })).toBeEnabled()
  })
})
