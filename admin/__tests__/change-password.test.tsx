import "./setup"
import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { TOKEN_KEY } from "../authProvider"
import { answer, renderAdmin, signIn } from "./render-admin"

// The signed-in administrator's own password: the current one and the new one twice; the server
// ends the other sessions and hands this one a new token, which the panel keeps.

const fetchMock = jest.fn()

beforeEach(() => {
  localStorage.clear()
  signIn()
  fetchMock.mockReset()
  global.fetch = fetchMock
})

async function change(current: string, next: string) {
  const user = userEvent.setup()
  const field = (label: RegExp) =>
    screen.getByLabelText(label, { selector: "input" })
  await user.type(
    await screen.findByLabelText(/^current password/i, { selector: "input" }),
    current
  )
  await user.type(field(/^new password/i), next)
  await user.type(field(/^confirm new password/i), next)
  await user.click(screen.getByRole("button", { name: "Change password" }))
}

it("sends the current and the new password, keeps the new token and clears the form", async () => {
  fetchMock.mockReturnValue(
    answer(200, { token: "the-new-token", message: "Password changed" })
  )
  renderAdmin("/admin/password")
  await change("the old passphrase", "a new long passphrase")

  expect(await screen.findByText("Password changed")).toBeInTheDocument()
  const [url, init] = fetchMock.mock.calls[0]
  expect(url).toBe("/api/admin/auth/password")
  expect(init.method).toBe("PUT")
  expect(JSON.parse(init.body)).toEqual({
    currentPassword: "the old passphrase",
    newPassword: "a new long passphrase",
  })
  expect(localStorage.getItem(TOKEN_KEY)).toBe("the-new-token")
  await waitFor(() =>
    expect(
      screen.getByLabelText(/^current password/i, { selector: "input" })
    ).toHaveValue("")
  )
})

it("shows the server's refusal, keeps the session and what was typed", async () => {
  const token = localStorage.getItem(TOKEN_KEY)
  fetchMock.mockReturnValue(
    answer(400, { message: "The current password is not right" })
  )
  renderAdmin("/admin/password")
  await change("a wrong passphrase", "a new long passphrase")

  expect(
    await screen.findByText("The current password is not right")
  ).toBeInTheDocument()
  expect(localStorage.getItem(TOKEN_KEY)).toBe(token)
  expect(
    screen.getByLabelText(/^current password/i, { selector: "input" })
  ).toHaveValue("a wrong passphrase")
  expect(screen.getByRole("button", { name: "Change password" })).toBeEnabled()
})
