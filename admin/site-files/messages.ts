// The words of the Site pages screens (en.ts spreads them in as `admin.siteFiles` and
// `resources.site-files`).

export const siteFileMessages = {
  search: "Search by title",
  count: "One page |||| %{smart_count} pages",
  none: "No page matches “%{q}”.",
  no_address: "No page of its own",
  file: "File %{path}",
  shipped_changed: "Shipped version changed",
  open: "Edit %{title}",
  save_draft: "Save draft",
  save_first: "Save the draft to publish it.",
  saved: "Draft saved. The site shows it once you publish.",
  refused: "Not saved",
  unpublish: "Back to the shipped file",
  unpublish_title: "Go back to the shipped file?",
  unpublish_help:
    "The page shows the file as the repository has it again, with the next build. Your edit stays as a draft in its history.",
  form: "Form",
  as_text: "Edit as text",
  views: "How to edit the file",
  text_label: "The file's text",
  text_help:
    "The whole file as JSON. It is checked against the page's shape when you save.",
  not_json: "The text is not valid JSON, so the form cannot show it: %{error}",
  read_only: "Set by the developers: it cannot be changed here.",
  shipped_image: "The file's own picture: %{path}",
  choose_image: "Choose the image for %{name}",
  change_image: "Change the image of %{name}",
  choose_page: "Choose a page for %{name}",
  choose_page_short: "Choose page",
  add_group: "Add %{name}",
  add: "Add to %{list}",
  item: "%{number}%{summary}",
  move_up: "Move %{item} up",
  move_down: "Move %{item} down",
  remove: "Remove %{item}",
  copy: "Copy %{item} below it",
  open_all: "Open every item of %{list}",
  close_all: "Close every item of %{list}",
  editor_loading: "Loading the editor…",
  changed: {
    title: "The shipped version of this file changed",
    help: "The repository's file changed after this page was edited here. The site keeps showing the edit; nothing is overwritten until an administrator decides.",
    ask_admin: "An administrator decides which version the site keeps.",
    edit: "Your edit",
    shipped: "The shipped file",
    differences: "What differs, line by line",
    keep: "Keep my edit",
    take: "Take the shipped file",
    take_title: "Take the shipped file?",
    take_help:
      "The repository's file becomes the working copy again, and a live edit of this page is taken down with the next build. The edit stays in the page's history.",
    kept: "The edit stays; the notice is closed.",
    taken: "The shipped file is the working copy again.",
    same: "The two texts are the same.",
  },
  diff: {
    changes: "What version %{revision} changed",
    added: "Added",
    removed: "Removed",
    skipped:
      "%{smart_count} unchanged line |||| %{smart_count} unchanged lines",
  },
}

export const siteFileResource = {
  name: "Site page |||| Site pages",
  fields: {
    title: "Title",
    path: "File",
    address: "Address",
    state: "State",
    publishAt: "Publish at",
    unpublishAt: "Unpublish at",
    text: "Text",
  },
}
