import "./setup"
import { forgetScreen, screenOf } from "./screen-of"
import { render, screen } from "@testing-library/react"
import DeleteForeverIcon from "@mui/icons-material/DeleteForever"
import { AdminContext, Button } from "react-admin"
import PanelButton from "../common/PanelButton"
import { i18nProvider } from "../i18n"
import { theme } from "../theme"
import { listOf, renderAdmin, signIn } from "./render-admin"

// A disabled button on a phone: react-admin draws a labelled Button there as an icon whose name
// comes from a tooltip, and gives a disabled one no tooltip; PanelButton keeps the name (axe's
// 'button-name' at 390 px).

beforeEach(() => screenOf(390))
afterEach(forgetScreen)

const inPanel = (button: React.ReactElement) =>
  render(
    <AdminContext i18nProvider={i18nProvider} theme={theme}>
      {button}
    </AdminContext>
  )

it("names a disabled button by its label on a phone, where react-admin's has no name", async () => {
  inPanel(
    <>
      <PanelButton label="admin.trash.empty" disabled>
        <DeleteForeverIcon />
      </PanelButton>
      <Button label="admin.trash.restore" disabled>
        <DeleteForeverIcon />
      </Button>
    </>
  )
  const button = await screen.findByRole("button", { name: "Empty Trash" })
  expect(button).toBeDisabled()
  // The phone's icon button, without its label as text.
  expect(button).not.toHaveTextContent("Empty Trash")
  expect(
    screen.queryByRole("button", { name: "Restore" })
  ).not.toBeInTheDocument()
})

it("names it the same on a wide screen, where its label is its text", async () => {
  screenOf(1280)
  inPanel(
    <PanelButton label="admin.trash.empty" disabled>
      <DeleteForeverIcon />
    </PanelButton>
  )
  const button = await screen.findByRole("button", { name: "Empty Trash" })
  expect(button).toBeDisabled()
  expect(button).toHaveTextContent("Empty Trash")
})

it("keeps the name of Trash's Empty Trash on a phone while there is nothing to empty", async () => {
  localStorage.clear()
  signIn()
  renderAdmin("/admin/trash", { getList: () => listOf([]) })
  const button = await screen.findByRole("button", { name: "Empty Trash" })
  expect(button).toBeDisabled()
  expect(button).not.toHaveTextContent("Empty Trash")
})
