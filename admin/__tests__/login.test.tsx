import "./setup"
import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { HttpError } from "react-admin"
import { ID_KEY, TOKEN_KEY } from "../authProvider"
import { answer, fakeJwt, listOf, renderAdmin, signIn } from "./render-admin"

const fetchMock = jest.fn()

beforeEach(() => {
  localStorage.clear()
  fetchMock.mockReset()
  global.fetch = fetchMock
})

async function submitCredentials(email: string, password: string) {
  const user = userEvent.setup()
  await user.type(
    await screen.findByLabelText(/^e-mail/i, { selector: "input" }),
    email
  )
  await user.type(
    screen.getByLabelText(/^password/i, { selector: "input" }),
    password
  )
  await user.click(screen.getByRole("button", { name: "Sign in" }))
}

describe("login", () => {
  it("sends a visitor without a token to /admin/login, with no error", async () => {
    const { location } = renderAdmin("/admin/contacts")
    await waitFor(() => expect(location()).toBe("/admin/login"), {
      timeout: 5000,
    })
    expect(
      await screen.findByRole("button", { name: "Sign in" })
    ).toBeInTheDocument()
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
  })

  it("shows the server's message on the screen, stores nothing and stays on the login screen", async () => {
    fetchMock.mockReturnValue(
      answer(401, { message: "Wrong e-mail or password" })
    )
    const { location } = renderAdmin("/admin/login")
    await submitCredentials("admin@example.test", "not-the-password")

    const alerts = await screen.findAllByRole("alert")
    expect(alerts).toHaveLength(1)
    expect(alerts[0]).toHaveTextContent("Wrong e-mail or password")
    expect(localStorage.length).toBe(0)
    expect(location()).toBe("/admin/login")
    expect(fetchMock).toHaveBeenCalledWith(
      "http://api.invalid/api/admin/auth/login",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({
          email: "admin@example.test",
          password: "not-the-password",
        }),
      })
    )
  })

  it("keeps only the token and _id, then opens the dashboard with the server's message", async () => {
    const token = fakeJwt({ sub: "a1", exp: Date.now() / 1000 + 3600 })
    fetchMock.mockReturnValue(
      answer(200, { token, _id: "a1", message: "Logged in successfully" })
    )
    const { location } = renderAdmin("/admin/login", {
      getList: () => listOf([], 0),
    })
    await submitCredentials("admin@example.test", "the-right-password")

    await waitFor(() => expect(location()).toBe("/admin/"))
    expect(
      await screen.findByText("Logged in successfully")
    ).toBeInTheDocument()
    expect({ ...localStorage }).toEqual({ [TOKEN_KEY]: token, [ID_KEY]: "a1" })
  })

  it("returns to the login screen with a clear message when a call gets 401", async () => {
    signIn()
    const getList = jest.fn(() =>
      Promise.reject(new HttpError("Unauthorized", 401))
    )
    const { location } = renderAdmin("/admin/banners", { getList })

    await waitFor(() => expect(location()).toBe("/admin/login"), {
      timeout: 5000,
    })
    expect(await screen.findByText(/session has ended/i)).toBeInTheDocument()
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
    expect(localStorage.getItem(ID_KEY)).toBeNull()
  })

  it("treats an expired token as a finished session", async () => {
    signIn(-60)
    const { location } = renderAdmin("/admin/banners")
    await waitFor(() => expect(location()).toBe("/admin/login"), {
      timeout: 5000,
    })
    expect(await screen.findByText(/session has ended/i)).toBeInTheDocument()
  })

  it("links to the public teacher registration", async () => {
    renderAdmin("/admin/login")
    const link = await screen.findByRole("link", {
      name: "Register as a teacher",
    })
    expect(link).toHaveAttribute("href", "/admin/register")
  })
})
