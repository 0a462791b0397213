import * as React from "react"
import { api, ApiError } from "../lib/api"
import { collections, useCollection } from "../lib/collections"
import { useFormsCopy } from "../hooks/use-forms-copy"
import { SafeHtml, safeImageUrl } from "../components/safe-html"
import { ButtonLink } from "../components/ui/button"
import { ProgrammeArticle } from "./programme-article"

/** A missing or malformed id is the same to a visitor: nothing to show. Other failures stay failures. */
export const nullWhenMissing = (error: unknown) => {
  if (
    error instanceof ApiError &&
    (error.status === 404 || error.status === 400)
  )
    return null
  throw error
}

/**
 * The programme of /service/{x} (its id or slug): the previous programme is cleared, so it never shows under a new
 * address, then Loading, then its name, image and sanitised description, or 'No Programme
 * available'.
 */
export function ProgrammeDetail({ id }: { id: string }) {
  const copy = useFormsCopy().programme
  const { status, data, error } = useCollection(collections.programme)

  React.useEffect(() => {
    collections.programme.reset()
    void collections.programme.load(() =>
      api.programme(id).then((response) => response.data, nullWhenMissing)
    )
  }, [id])

  // Until the effect above has run for a new id, the store may still hold the previous programme.
  const programme =
    data && (String(data.id) === id || data.slug === id) ? data : null
  if (
    status === "idle" ||
    status === "loading" ||
    (status === "succeeded" && data && !programme)
  ) {
    return (
      <div className="container-page text-muted-foreground py-20 text-center text-lg">
        <p role="status">{copy.loading}</p>
      </div>
    )
  }
  if (!programme?.Name) {
    return (
      <div className="container-page flex flex-col items-center py-20 text-center">
        <h2 className="text-brand text-2xl font-bold sm:text-3xl">
          {copy.empty}
        </h2>
        <p className="text-muted-foreground mt-4 max-w-xl">
          {status === "failed" ? error : copy.emptyText}
        </p>
        <ButtonLink to={copy.backLink} className="mt-8">
          {copy.back}
        </ButtonLink>
      </div>
    )
  }
  const image = safeImageUrl(programme.Image)
  return (
    <ProgrammeArticle
      name={programme.Name}
      image={
        image && (
          <img
            src={image}
            alt=""
            className="rounded-card max-h-[28rem] w-full object-cover shadow-sm"
          />
        )
      }
      body={<SafeHtml html={programme.description ?? ""} />}
    />
  )
}
