import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPageHead } from "../components/seo"
import { EventList } from "../sections/event-list"
import { NewsList } from "../sections/news-list"

/** The panel's events (upcoming first, then past) and news (newest first); linked from the footer. */
export default function NewsAndEventsPage({
  data,
}: PageProps<Queries.NewsAndEventsPageQuery>) {
  const copy = data.panelBlocksJson!
  return (
    <>
      <p className="container-page text-muted-foreground max-w-3xl pt-10 text-center text-lg">
        {data.page!.description}
      </p>
      <EventList
        {...copy.events}
        events={data.allPanelEvent.nodes}
        today={data.panelSite!.today}
      />
      <NewsList {...copy.news} news={data.allPanelNews.nodes} />
    </>
  )
}

export const Head = ContentPageHead

// Upcoming and past are told apart by the day the page was built, in Amsterdam (the source
// plugin's PanelSite node), so the prebuilt page and the page the browser hydrates agree; the
// server builds it again when a new day moves an event from one list to the other.
export const query = graphql`
  query NewsAndEventsPage {
    page: newsAndEventsJson {
      title
      description
    }
    panelBlocksJson {
      events {
        ...EventListCopy
      }
      news {
        ...NewsListCopy
      }
    }
    panelSite {
      today
    }
    allPanelEvent {
      nodes {
        ...EventItem
      }
    }
    allPanelNews(sort: [{ date: DESC }, { createdAt: DESC }]) {
      nodes {
        ...NewsItem
      }
    }
  }
`
