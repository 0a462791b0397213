import * as React from "react"
import { api } from "../lib/api"
import { collections, useCollection } from "../lib/collections"
import { useFormsCopy } from "../hooks/use-forms-copy"
import { SafeHtml, safeImageUrl } from "../components/safe-html"
import { Button, ButtonLink } from "../components/ui/button"
import { nullWhenMissing } from "./programme-detail"
import { BlogArticle } from "./blog-article"

/**
 * A blog post of /blog/{x} (its id or slug), managed in the admin panel: sanitised, or a clear
 * not-found message.
 */
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

  const blog =
    data && (String(data.id) === id || data.slug === id) ? data : null
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
  return (
    <BlogArticle
      title={blog.title}
      category={blog.category}
      date={blog.createdAt}
      excerpt={blog.excerpt}
      image={
        image && (
          <img
            src={image}
            alt=""
            className="rounded-card max-h-[28rem] w-full object-cover shadow-sm"
          />
        )
      }
      body={<SafeHtml html={blog.content ?? ""} />}
    />
  )
}
