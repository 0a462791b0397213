import * as React from "react"
import { Box, Typography } from "@mui/material"
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
} from "../../common/slugs"
import { fieldNames, type ResourceName } from "../fields"
import { fieldInput } from "./fieldKinds"

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
// Where a search result cuts a title and a description, in characters, as Google's does at about
// 600 pixels and two lines.
const SHOWN = { title: 60, description: 160 } as const

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
  const image = text("socialImage") || text(imageField) || "/og-image.jpg"
  return (
    <Box
      component="section"
      aria-labelledby="search-and-social"
      sx={{ width: "100%", mt: 2 }}
    >
      <Typography id="search-and-social" variant="h6" component="h2">
        {translate("admin.search_social.title")}
      </Typography>
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
        image={image}
        title={searchTitle}
        description={description}
        host={new URL(site.siteUrl).host}
      />
      {(fieldNames(resource) as string[]).includes("author") &&
        fieldInput(resource, "author")}
    </Box>
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

const slugForm = [
  regex(new RegExp(SLUG_FORM), "admin.search_social.slug_form"),
  maxLength(SLUG_MAX),
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

/** Cut at a word, as a search result cuts what does not fit. */
export function shown(text: string, max: number) {
  const words = text.replace(/\s+/g, " ").trim()
  if (words.length <= max) return words
  const cut = words.slice(0, max)
  const space = cut.lastIndexOf(" ")
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")} …`
}

function plainText(html: string) {
  if (!html) return ""
  // DOMParser makes an inert document: nothing in it runs or loads.
  return (
    new DOMParser().parseFromString(html, "text/html").body.textContent ?? ""
  )
}

const previewBox = {
  border: 1,
  borderColor: "divider",
  borderRadius: 2,
  p: 2,
  my: 1.5,
  maxWidth: 600,
  overflowWrap: "anywhere",
} as const

function SearchPreview({
  title,
  url,
  description,
}: {
  title: string
  url: string
  description: string
}) {
  const { host, pathname } = new URL(url)
  return (
    <Box sx={previewBox} data-testid="search-preview">
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {[host, ...pathname.split("/").filter(Boolean)].join(" › ")}
      </Typography>
      <Typography sx={{ color: "#1a0dab", fontSize: 20, lineHeight: 1.3 }}>
        {shown(title, SHOWN.title)}
      </Typography>
      <Typography variant="body2" sx={{ color: "#4d5156" }}>
        {shown(description, SHOWN.description)}
      </Typography>
    </Box>
  )
}

function SocialPreview({
  image,
  title,
  description,
  host,
}: {
  image: string
  title: string
  description: string
  host: string
}) {
  return (
    <Box sx={{ ...previewBox, p: 0 }} data-testid="social-preview">
      <Box
        component="img"
        src={image}
        // The card's picture is described by the card's own title beside it.
        alt=""
        sx={{
          display: "block",
          width: "100%",
          aspectRatio: "1.91 / 1",
          objectFit: "cover",
          borderTopLeftRadius: 8,
          borderTopRightRadius: 8,
          bgcolor: "action.hover",
        }}
      />
      <Box sx={{ p: 1.5 }}>
        <Typography variant="caption" sx={{ textTransform: "uppercase" }}>
          {host}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{shown(title, 88)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {shown(description, 120)}
        </Typography>
      </Box>
    </Box>
  )
}
