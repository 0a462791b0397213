import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../../components/seo"
import { CleanHtml } from "../../components/prose"
import { ogImage, PanelImage } from "../../components/panel-image"
import { BlogArticle } from "../../sections/blog-article"

/**
 * /blog/{id}, prebuilt for every blog post of the panel (Gatsby's File System Route API). A post
 * saved after the last build is shown by the client-only blog/[id].tsx until the next one.
 */
export default function PanelBlogPage({
  data,
}: PageProps<Queries.PanelBlogPageQuery>) {
  const blog = data.panelBlog!
  return (
    <BlogArticle
      title={blog.title}
      category={blog.category}
      date={blog.createdAt}
      excerpt={blog.excerpt}
      image={
        <PanelImage
          url={blog.image}
          file={blog.imageFile}
          alt={blog.imageAlt}
          focus={blog.imageFocus}
          className="rounded-card aspect-[2/1] shadow-sm"
          sizes="(min-width: 768px) 720px, 100vw"
        />
      }
      body={blog.content && <CleanHtml html={blog.content} />}
    />
  )
}

export const Head = ({
  location,
  data,
}: HeadProps<Queries.PanelBlogPageQuery>) => (
  <Seo
    title={data.panelBlog?.title}
    description={data.panelBlog?.summary}
    pathname={location.pathname}
    image={ogImage(data.panelBlog?.imageFile)}
    kind="blog"
  />
)

export const query = graphql`
  query PanelBlogPage($id: String!) {
    panelBlog(id: { eq: $id }) {
      title
      category
      createdAt
      excerpt
      summary
      content
      image
      imageAlt
      imageFocus
      imageFile {
        ...PanelWideImage
      }
    }
  }
`
