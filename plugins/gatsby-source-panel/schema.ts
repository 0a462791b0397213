import { libraryImageFields } from "../../common/panel-nodes"

// The GraphQL types of the panel's records (the fields of schemas/content.ts), declared
// rather than inferred: an empty table still yields its type, so the pages' queries run on an
// empty database, and a field missing from every record is null instead of unknown to GraphQL.
// Text an administrator left empty arrives as null too, so a component tests one thing.
//
// `recordId` is the record's id in the API; Gatsby keeps `id` for the node's own. A blog post's
// and a programme's page is at its `slug` (/blog/{slug}, /service/{slug}), the published one. `imageFile` is the File of an uploaded image (/uploads/…), which
// gatsby-plugin-image processes like every image of the site; `image` stays the address as saved,
// for an https image shown as given.
const record = `
    recordId: String!
    createdAt: Date! @dateformat
    updatedAt: Date! @dateformat`

// Each image field's description from the media library (common/panel-nodes.ts
// libraryImageFields): `<field>Alt`, the alt text ("" for a decorative image, or one the library
// does not describe), and `<field>Focus`, the point every crop keeps in view as a CSS
// object-position ("50% 30%"). Both are null when the field shows no image.
const described = (resource: keyof typeof libraryImageFields) =>
  libraryImageFields[resource]
    .map(
      (field) => `
    "The alt text of ${field}, empty when it is decorative."
    ${field}Alt: String
    "The focal point of ${field}, as a CSS object-position."
    ${field}Focus: String`
    )
    .join("")

// A record with a page of its own: its address and its search snippet and social card, each
// null where the editor left it to the title, the summary and the record's image.
const page = `
    slug: String!
    seoTitle: String
    seoDescription: String
    "An upload's /uploads/… path or an https address, shown as given."
    socialImage: String`

export const typeDefs = `
  "The day the build was made on in Europe/Amsterdam (YYYY-MM-DD): what upcoming events are judged by."
  type PanelSite implements Node @dontInfer {
    today: String!
  }
  type PanelBanner implements Node @dontInfer {
    ${record}${described("banners")}
    title: String!
    subtitle: String
    image: String
    imageFile: File @link
    link: String
    order: Int
  }
  type PanelStory implements Node @dontInfer {
    ${record}${described("stories")}
    title: String!
    content: String
    image: String
    imageFile: File @link
  }
  type PanelGalleryItem implements Node @dontInfer {
    ${record}${described("templates")}
    title: String!
    image: String
    imageFile: File @link
    category: String
  }
  type PanelProgramme implements Node @dontInfer {
    ${record}${described("programmes")}
    ${page}
    Name: String!
    Image: String
    imageFile: File @link
    "Rich text cleaned to its list (common/rich-text.ts)."
    description: String
    "The description's first words as plain text, for cards and the page's meta description."
    summary: String
  }
  type PanelTeamMember implements Node @dontInfer {
    ${record}${described("team")}
    name: String!
    role: String
    bio: String
    image: String
    imageFile: File @link
  }
  type PanelEvent implements Node @dontInfer {
    ${record}${described("events")}
    title: String!
    "ISO 8601, as saved: a day, or a day and a time."
    date: String
    location: String
    description: String
  }
  type PanelNews implements Node @dontInfer {
    ${record}${described("news")}
    title: String!
    content: String
    image: String
    imageFile: File @link
    "ISO 8601, as saved: a day, or a day and a time."
    date: String
  }
  type PanelBlog implements Node @dontInfer {
    ${record}${described("blogs")}
    ${page}
    author: String
    title: String!
    excerpt: String
    "Rich text cleaned to its list (common/rich-text.ts)."
    content: String
    "The excerpt, or else the content's first words as plain text."
    summary: String
    image: String
    imageFile: File @link
    category: String
  }
  type PanelCourse implements Node @dontInfer {
    ${record}${described("courses")}
    title: String!
    description: String
    durationDays: Int
    image: String
    imageFile: File @link
    "The recordId of the teacher who teaches it, if any."
    teacherId: String
    "That teacher, while they are approved."
    teacher: PanelTeacher @link(by: "recordId", from: "teacherId")
  }
  "An approved teacher's public profile: what they keep in the panel, nothing of their account."
  type PanelTeacher implements Node @dontInfer {
    ${record}${described("teachers")}
    name: String!
    subject: String
    bio: String
    photo: String
    photoFile: File @link
    "The courses they teach."
    courses: [PanelCourse] @link(by: "teacherId", from: "recordId")
  }
`
