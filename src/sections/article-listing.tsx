import * as React from "react"
import { SiteLink } from "../components/ui/site-link"
import { Picture } from "../components/ui/picture"
import { ArrowRight } from "../components/icons"
import type { ArticleSummary } from "../components/article-card"
import { buttonVariants } from "../components/ui/button"

/** The listing's cards: image, category label, title, description and a Read button. */
export function ArticleListing({ articles, readLabel }: { articles: ArticleSummary[]; readLabel: string }) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.id}>
          <article className="flex h-full flex-col overflow-hidden rounded-card border border-border bg-white shadow-sm">
            {article.image && <Picture image={article.image} alt={article.imageAlt ?? ""} className="aspect-[3/2]" />}
            <div className="flex flex-1 flex-col p-6">
              <p className="w-fit rounded-full bg-muted px-3 py-1 text-xs font-semibold tracking-wider text-teal uppercase">
                {article.category}
              </p>
              <h2 className="mt-3 text-xl leading-snug font-bold text-brand">{article.title}</h2>
              <p className="mt-2 flex-1 text-muted-foreground">{article.description}</p>
              <SiteLink to={article.slug} className={buttonVariants({ className: "mt-6 w-fit" })}>
                {readLabel}
                <span className="sr-only">: {article.title}</span>
                <ArrowRight aria-hidden />
              </SiteLink>
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
