import * as React from "react"
import { api } from "../lib/api"
import { collections, useCollection } from "../lib/collections"
import { useFormsCopy } from "../hooks/use-forms-copy"
import { SafeHtml, safeImageUrl } from "../components/safe-html"
import { Button, ButtonLink } from "../components/ui/button"
import { nullWhenMissing } from "./programme-detail"

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
})

/** A blog post of /blog/{id}, managed in the admin panel: sanitised, or a clear not-found message. */
export function BlogPost({ id }: { id: string }) {
  const copy = useFormsCopy().blog
  const { status, data, error } = useCollection(collections.blog)
  const load = React.useCallback(() => {
    collections.blog.reset()
    void collections.blog.load(() =>
      api.blog(id).then((response) => response.data, nullWhenMissing)
    )
  }, [id])
  React.useEffect(load, [load])

  const blog = data && String(data.id) === id ? data : null
  if (
    status === "idle" ||
    status === "loading" ||
    (status === "succeeded" && data && !blog)
  ) {
    return (
      <div className="container-page text-muted-foreground py-20 text-center text-lg">
        <p role="status">{copy.loading}</p>
      </div>
    )
  }
  if (!blog) {
    const failed = status === "failed"
    return (
      <div className="container-page flex flex-col items-center py-20 text-center">
        <h2 className="text-brand text-2xl font-bold sm:text-3xl">
          {failed ? copy.failed : copy.notFound}
        </h2>
        <p className="text-muted-foreground mt-4 max-w-xl">
          {failed ? error : copy.notFoundText}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {failed && (
            <Button variant="outline" onClick={load}>
              {copy.retry}
            </Button>
          )}
          <ButtonLink to={copy.backLink}>{copy.back}</ButtonLink>
        </div>
      </div>
    )
  }
  const image = safeImageUrl(blog.image)
  const date =
    blog.createdAt && !Number.isNaN(Date.parse(blog.createdAt))
      ? new Date(blog.createdAt)
      : null
  return (
    <article className="container-page max-w-3xl py-12 sm:py-16">
      <header>
        {blog.category && (
          <p className="text-teal text-sm font-semibold tracking-wider uppercase">
            {blog.category}
          </p>
        )}
        <h2 className="text-brand mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          {blog.title}
        </h2>
        {date && (
          <p className="text-muted-foreground mt-3 text-sm">
            <time dateTime={date.toISOString()}>{dateFormat.format(date)}</time>
          </p>
        )}
        {blog.excerpt && (
          <p className="text-muted-foreground mt-5 text-xl leading-relaxed">
            {blog.excerpt}
          </p>
        )}
      </header>
      {image && (
        <img
          src={image}
          alt=""
          className="rounded-card mt-8 max-h-[28rem] w-full object-cover shadow-sm"
        />
      )}
      <SafeHtml html={blog.content ?? ""} className="mt-8" />
    </article>
  )
}
