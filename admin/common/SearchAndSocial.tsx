import * as React from "react"
import { Typography } from "@mui/material"
import {
  maxLength,
  regex,
  TextInput,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from "react-admin"
import { useFormContext, useWatch } from "react-hook-form"
import site from "../../content/site.json"
import {
  SLUG_FALLBACK,
  SLUG_FORM,
  SLUG_MAX,
  slugFromTitle,
  slugProblem,
} from "../../common/slugs"
import { fieldNames, type ResourceName } from "../fields"
import { fieldInput } from "./fieldKinds"
import RecordSection from "./RecordSection"
import { SearchPreview, SocialPreview } from "./SnippetPreviews"

// The part of a blog post's or a programme's form that decides how its page is found and shared:
// its address (suggested from the title while a new record is written), the title and
// description a search result shows, with counters against their limits, previews of that
// result and of the social card as they will look, the card's image and a post's author. The
// site's pages read these fields (src/components/record-seo.tsx), with the same fallbacks.

export const SEARCH_AND_SOCIAL = [
  "slug",
  "seoTitle",
  "seoDescription",
  "socialImage",
  "author",
] as const

const LIMITS = { seoTitle: 70, seoDescription: 170 } as const

const PAGE_PREFIX: Record<keyof typeof SLUG_FALLBACK, string> = {
  blogs: "blog",
  programmes: "service",
}

/** The fields of a resource that this part edits; none for a resource without pages. */
export const searchAndSocialFields = (resource: ResourceName): string[] =>
  Object.hasOwn(PAGE_PREFIX, resource)
    ? SEARCH_AND_SOCIAL.filter((field) =>
        (fieldNames(resource) as string[]).includes(field)
      )
    : []

export default function SearchAndSocial() {
  const resource = useResourceContext() as keyof typeof PAGE_PREFIX
  const translate = useTranslate()
  const [titleField, imageField, bodyField, excerptField] = fieldsOf(resource)
  const values = useWatch() as Record<string, unknown>
  const text = (field: string | undefined) =>
    field && typeof values[field] === "string" ? (values[field] as string) : ""
  const title = text(titleField)
  const searchTitle = text("seoTitle") || (title && `${title} | ${site.name}`)
  const description =
    text("seoDescription") || text(excerptField) || plainText(text(bodyField))
  const url = `${site.siteUrl}/${PAGE_PREFIX[resource]}/${text("slug")}`
  const image =
    imageOf(values.socialImage) || imageOf(imageField && values[imageField])
  const card = image || "/og-image.jpg"
  return (
    <RecordSection id="search-and-social" title="admin.search_social.title">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate("admin.search_social.intro")}
      </Typography>
      <SlugInput
        titleField={titleField}
        fallback={SLUG_FALLBACK[resource]}
        prefix={PAGE_PREFIX[resource]}
      />
      <CountedInput source="seoTitle" value={text("seoTitle")} />
      <CountedInput
        source="seoDescription"
        value={text("seoDescription")}
        multiline
      />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate("admin.search_social.search_preview")}
      </Typography>
      <SearchPreview title={searchTitle} url={url} description={description} />
      {fieldInput(resource, "socialImage")}
      <Typography variant="subtitle2" component="h3">
        {translate("admin.search_social.social_preview")}
      </Typography>
      <SocialPreview
        image={card}
        title={searchTitle}
        description={description}
        host={new URL(site.siteUrl).host}
      />
      {(fieldNames(resource) as string[]).includes("author") &&
        fieldInput(resource, "author")}
    </RecordSection>
  )
}

// The title, the record's image, its HTML body and its own summary, where it has one.
function fieldsOf(resource: ResourceName) {
  const names = fieldNames(resource) as string[]
  return [
    names[0],
    names.find((name) => /^image$/i.test(name)),
    names.find((name) => name === "content" || name === "description"),
    names.find((name) => name === "excerpt"),
  ] as const
}

// The form first, in the panel's words; then the server's own rule (reserved words, an id's
// shape, stray hyphens), in the words its 400 would use.
const slugForm = [
  regex(new RegExp(SLUG_FORM), "admin.search_social.slug_form"),
  maxLength(SLUG_MAX),
  (value: unknown) => {
    const problem = typeof value === "string" && value && slugProblem(value)
    return problem
      ? { message: "admin.search_social.slug_problem", args: { problem } }
      : undefined
  },
]

/**
 * The page's address. While a new record is written, it follows the title (as the server would
 * make it), until the editor types one of their own; a saved record keeps its address unless the
 * editor changes it. A refusal of the server (the form, or another record's address) shows here.
 */
function SlugInput({
  titleField,
  fallback,
  prefix,
}: {
  titleField: string
  fallback: string
  prefix: string
}) {
  const record = useRecordContext()
  const translate = useTranslate()
  const { getValues, setValue } = useFormContext()
  const title = useWatch({ name: titleField }) as string | undefined
  const suggested = React.useRef("")
  const saved = Boolean(record?.id)
  React.useEffect(() => {
    if (saved) return
    const current = (getValues("slug") as string | null) ?? ""
    if (current && current !== suggested.current) return
    const next = title?.trim() ? slugFromTitle(title, fallback) : ""
    suggested.current = next
    if (next !== current) setValue("slug", next, { shouldDirty: true })
  }, [saved, title, fallback, getValues, setValue])
  return (
    <TextInput
      source="slug"
      validate={slugForm}
      helperText={translate("admin.search_social.slug_help", {
        path: `/${prefix}/…`,
      })}
      slotProps={{
        htmlInput: { autoCapitalize: "none", spellCheck: false },
      }}
    />
  )
}

/** A text with its count against its limit, told to a screen reader with the field's help. */
function CountedInput({
  source,
  value,
  multiline = false,
}: {
  source: keyof typeof LIMITS
  value: string
  multiline?: boolean
}) {
  const translate = useTranslate()
  const max = LIMITS[source]
  return (
    <TextInput
      source={source}
      multiline={multiline}
      validate={maxLength(max)}
      helperText={translate("admin.search_social.counter", {
        count: value.length,
        max,
      })}
    />
  )
}

function plainText(html: string) {
  if (!html) return ""
  // DOMParser makes an inert document: nothing in it runs or loads.
  return (
    new DOMParser().parseFromString(html, "text/html").body.textContent ?? ""
  )
}

// An image field's address, or the preview of a file just dropped in it ({ src }).
function imageOf(value: unknown): string {
  if (typeof value === "string") return value
  const src = (value as { src?: unknown } | null | undefined)?.src
  return typeof src === "string" ? src : ""
}
