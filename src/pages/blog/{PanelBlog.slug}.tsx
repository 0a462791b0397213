import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { RecordSeo } from "../../components/record-seo"
import { CleanHtml } from "../../components/prose"
import { ogImage, PanelImage } from "../../components/panel-image"
import { BlogArticle } from "../../sections/blog-article"

/**
 * /blog/{slug}, prebuilt for every blog post of the panel at its published slug (Gatsby's File
 * System Route API); its id and earlier slugs answer 301 here (the server's). A post saved after
 * the last build is shown by the client-only blog/[id].tsx until the next one.
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

export const Head = ({ data }: HeadProps<Queries.PanelBlogPageQuery>) => {
  const blog = data.panelBlog!
  return (
    <RecordSeo
      title={blog.title}
      seoTitle={blog.seoTitle}
      seoDescription={blog.seoDescription}
      summary={blog.summary}
      pathname={`/blog/${blog.slug}`}
      image={blog.socialImage || ogImage(blog.imageFile) || blog.image}
      kind="blog"
      posting={{
        author: blog.author,
        datePublished: blog.createdAt,
        dateModified: blog.updatedAt,
      }}
    />
  )
}

export const query = graphql`
  query PanelBlogPage($id: String!) {
    panelBlog(id: { eq: $id }) {
      slug
      title
      seoTitle
      seoDescription
      socialImage
      author
      updatedAt
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
