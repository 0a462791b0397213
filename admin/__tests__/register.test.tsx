import "./setup"
import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { answer, renderAdmin } from "./render-admin"

const fetchMock = jest.fn()

beforeEach(() => {
  localStorage.clear()
  fetchMock.mockReset()
  global.fetch = fetchMock
})

const field = (label: RegExp) =>
  screen.getByLabelText(label, { selector: "input" })

async function fillIn(values: Record<string, string>) {
  const user = userEvent.setup()
  await screen.findByRole("heading", { name: "Teacher registration" })
  const labels: Record<string, RegExp> = {
    name: /^full name/i,
    email: /^e-mail/i,
    password: /^password/i,
    confirmPassword: /^confirm password/i,
    phone: /^phone/i,
    subject: /^subject/i,
  }
  for (const [name, value] of Object.entries(values))
    await user.type(field(labels[name]), value)
  await user.click(screen.getByRole("button", { name: "Register" }))
}

const teacher = {
  name: "Amina Yusuf",
  email: "amina@example.test",
  password: "long-enough-passphrase",
  confirmPassword: "long-enough-passphrase",
}

describe("teacher registration", () => {
  it("is open without a login and checks the password before sending", async () => {
    const { location } = renderAdmin("/admin/register")
    await fillIn({
      ...teacher,
      password: "too-short",
      confirmPassword: "different",
    })
    expect(
      await screen.findByText("The password needs at least 12 characters.")
    ).toBeInTheDocument()
    expect(location()).toBe("/admin/register")
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("lets the browser fill in the teacher's own name, e-mail and phone", async () => {
    renderAdmin("/admin/register")
    await screen.findByRole("heading", { name: "Teacher registration" })
    expect(field(/^full name/i)).toHaveAttribute("autocomplete", "name")
    expect(field(/^e-mail/i)).toHaveAttribute("autocomplete", "email")
    expect(field(/^phone/i)).toHaveAttribute("autocomplete", "tel")
  })

  it("refuses two passwords that differ", async () => {
    renderAdmin("/admin/register")
    await fillIn({ ...teacher, confirmPassword: "long-enough-passphrasE" })
    expect(
      await screen.findByText("The two passwords do not match.")
    ).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("posts the registration, shows the server's message and returns to the login screen", async () => {
    fetchMock.mockReturnValue(
      answer(201, {
        teacher: { id: "t1" },
        message: "Registration received: we will be in touch",
      })
    )
    const { location } = renderAdmin("/admin/register")
    await fillIn({ ...teacher, subject: "Contract management" })

    await waitFor(() => expect(location()).toBe("/admin/login"))
    expect(
      await screen.findByText("Registration received: we will be in touch")
    ).toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe("/api/teacher/auth/register")
    // The confirmation stays in the browser and the empty phone is not sent.
    expect(JSON.parse(init.body)).toEqual({
      name: "Amina Yusuf",
      email: "amina@example.test",
      password: "long-enough-passphrase",
      subject: "Contract management",
    })
    expect(localStorage.length).toBe(0)
  })

  it("has a honeypot no person sees or reaches, sent only when something filled it in", async () => {
    fetchMock.mockReturnValue(
      answer(201, { teacher: { id: "t2" }, message: "Registration received" })
    )
    renderAdmin("/admin/register")
    await screen.findByRole("heading", { name: "Teacher registration" })
    const honeypot = document.querySelector<HTMLInputElement>(
      'input[name="website"]'
    )!
    expect(honeypot).toHaveAttribute("tabindex", "-1")
    expect(honeypot).toHaveAttribute("autocomplete", "off")
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    // What a robot filling every field does.
    honeypot.value = "https://cheap-pills.example"
    await fillIn(teacher)
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({
      email: teacher.email,
      website: "https://cheap-pills.example",
    })
  })

  it("shows the server's refusal as an error toast and keeps what was typed", async () => {
    fetchMock.mockReturnValue(
      answer(409, { message: "This e-mail address is already registered" })
    )
    const { location } = renderAdmin("/admin/register")
    await fillIn({ ...teacher, phone: "+44 20 7946 0000" })

    expect(
      await screen.findByText("This e-mail address is already registered")
    ).toBeInTheDocument()
    expect(location()).toBe("/admin/register")
    expect(field(/^full name/i)).toHaveValue("Amina Yusuf")
    expect(field(/^phone/i)).toHaveValue("+44 20 7946 0000")
  })
})
