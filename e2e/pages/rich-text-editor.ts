import { readFileSync } from "node:fs"
import path from "node:path"
import { expect, type Page } from "@playwright/test"

// A record's rich-text field in the panel (admin/common/editor): its text, its formatting
// buttons, the link dialog with the site's page picker and the media library's image picker.
export class RichTextEditor {
  constructor(
    readonly page: Page,
    readonly label: string
  ) {}

  readonly elements = {
    text: () =>
      this.page.getByRole("textbox", { name: this.label, exact: true }),
    toolbar: () => this.page.getByRole("toolbar", { name: "Text formatting" }),
    button: (name: string) =>
      this.elements.toolbar().getByRole("button", { name, exact: true }),
    linkDialog: () => this.page.getByRole("dialog", { name: "Link" }),
    picker: () => this.page.getByRole("dialog", { name: "Choose an image" }),
    saved: () => this.page.getByText(/^Saved \d{1,2}:\d{2}/),
  }

  /** Puts the cursor at the end of the text. */
  async focusEnd() {
    await this.elements.text().click()
    await this.page.keyboard.press("Control+End")
  }

  /** A new block of the kind the toolbar button `kind` makes, holding `text`. */
  async block(kind: string, text: string) {
    await this.focusEnd()
    await this.page.keyboard.press("Enter")
    await this.elements.button(kind).click()
    await this.page.keyboard.type(text)
  }

  /** Types `before`, then `bold` in bold, then `after`, as a person does with Ctrl+B. */
  async paragraphWithBold(before: string, bold: string, after: string) {
    await this.block("Paragraph", before)
    await this.page.keyboard.press("Control+b")
    await this.page.keyboard.type(bold)
    await this.page.keyboard.press("Control+b")
    await this.page.keyboard.type(after)
  }

  /** Items of a new bulleted list; the list ends with the last one. */
  async bulletedList(items: string[]) {
    await this.focusEnd()
    await this.page.keyboard.press("Enter")
    await this.elements.button("Bulleted list").click()
    for (const [index, item] of items.entries()) {
      if (index) await this.page.keyboard.press("Enter")
      await this.page.keyboard.type(item)
    }
    await this.page.keyboard.press("Enter")
    await this.page.keyboard.press("Enter")
  }

  /** A paragraph whose last words link to the page of the site found by `search`. */
  async paragraphLinkingTo(text: string, linked: string, search: string) {
    await this.block("Paragraph", `${text} ${linked}`)
    for (let i = 0; i < linked.length; i++)
      await this.page.keyboard.press("Shift+ArrowLeft")
    await this.elements.button("Link").click()
    const dialog = this.elements.linkDialog()
    await dialog
      .getByRole("combobox", { name: "Find a page of the site by its title" })
      .fill(search)
    await this.page.getByRole("option", { name: search }).first().click()
    await dialog.getByRole("button", { name: "Apply" }).click()
    await expect(dialog).toBeHidden()
    await this.page.keyboard.press("End")
  }

  /**
   * A table ending the text, typed cell by cell (Tab moves on, as in a word processor): the
   * toolbar inserts three rows of three cells, a heading row first; the rows `rows` leaves empty
   * are deleted.
   */
  async table(rows: [string, string, string][]) {
    await this.focusEnd()
    await this.page.keyboard.press("Enter")
    await this.elements.button("Insert a table").click()
    for (const [r, row] of rows.entries()) {
      for (const [c, cell] of row.entries()) {
        if (r || c) await this.page.keyboard.press("Tab")
        await this.page.keyboard.type(cell)
      }
    }
    for (let r = rows.length; r < 3; r++) {
      await this.page.keyboard.press("Tab")
      await this.elements.button("Delete the row").click()
    }
  }

  /** A new block right after the first one (a table ends the text, and Enter there adds a row). */
  async afterFirstBlock() {
    await this.elements.text().click()
    await this.page.keyboard.press("Control+Home")
    await this.page.keyboard.press("End")
    await this.page.keyboard.press("Enter")
  }

  /** An image chosen in the media library's picker by its alt text, after the first block. */
  async imageFromLibrary(alt: string) {
    await this.afterFirstBlock()
    await this.elements.button("Image").click()
    const picker = this.elements.picker()
    await picker.getByRole("tab", { name: "Library" }).click()
    await picker.getByRole("button", { name: alt, exact: true }).first().click()
    await picker.getByRole("button", { name: "Choose this image" }).click()
    await expect(picker).toBeHidden()
  }

  /** Pastes `html` after the first block, as a word processor puts it on the clipboard. */
  async paste(html: string) {
    await this.afterFirstBlock()
    await this.elements.text().evaluate((element, data) => {
      const clipboard = new DataTransfer()
      clipboard.setData("text/html", data)
      clipboard.setData("text/plain", "")
      element.dispatchEvent(
        new ClipboardEvent("paste", {
          clipboardData: clipboard,
          bubbles: true,
          cancelable: true,
        })
      )
    }, html)
  }
}

/** The clipboard HTML Microsoft Word gives, kept as the editor's tests' fixture. */
export const wordClipboard = () =>
  readFileSync(
    path.join(
      __dirname,
      "..",
      "..",
      "admin",
      "__tests__",
      "fixtures",
      "paste-word.html"
    ),
    "utf8"
  )
