// The shape of an editable content file, as the server derives it from content/schema.graphql
// (the GraphQL types that already type the site's queries) and answers it with the file: the
// server validates a save against it and the panel draws the file's form from it, so the form,
// the check at save and the pages' data cannot drift apart.

// One value of a file: a text, a number, a yes/no, a list or a group of named values.
export type SiteFileShape =
  | ScalarShape
  | { kind: "list"; required: boolean; of: SiteFileShape; description?: string }
  | {
      kind: "object"
      required: boolean
      // The GraphQL type's name (Office, FaqItem…), for the form's headings.
      type: string
      fields: Record<string, SiteFileShape>
      description?: string
    }

export interface ScalarShape {
  kind: "string" | "int" | "float" | "boolean"
  required: boolean
  // The field's documentation in schema.graphql, shown as the input's help.
  description?: string
  // What the field holds, for the input that fits it: a page address (the page picker), an
  // image (the media library's picker), or a value staff may not change (a page's slug and
  // template, site.json's brand, siteUrl and scripts).
  role?: "link" | "image" | "readOnly"
}
