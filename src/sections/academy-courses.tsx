import * as React from "react"
import { graphql } from "gatsby"
import { PanelImage } from "../components/panel-image"
import { Section } from "../components/ui/section"
import { CourseList } from "./course-list"
import { itemAnchor, itemsOfKind } from "../lib/search-index"

export const query = graphql`
  fragment AcademyCoursesCopy on CoursesBlock {
    title
    intro
    oneDay
    days
  }
  fragment AcademyCourse on PanelCourse {
    recordId
    title
    description
    durationDays
    image
    imageAlt
    imageFocus
    imageFile {
      ...PanelCardImage
    }
  }
`

// `title` has {count} for the number of courses; `oneDay` and `days` word a course's length, with
// {n} for its days.
type AcademyCoursesProps = Queries.AcademyCoursesCopyFragment & {
  courses: readonly Queries.AcademyCourseFragment[]
}

/** The Academy's courses, as the administrator keeps them in the panel. Nothing when there are none. */
export function AcademyCourses({
  title,
  intro,
  oneDay,
  days,
  courses,
}: AcademyCoursesProps) {
  if (!courses.length) return null
  const length = (n: number | null) =>
    n == null ? null : (n === 1 ? oneDay : days)?.replace("{n}", String(n))
  return (
    <Section
      id="courses"
      {...itemsOfKind("course")}
      title={title.replace("{count}", String(courses.length))}
      intro={intro}
    >
      <CourseList
        items={courses.map((course) => ({
          id: itemAnchor("course", course.recordId),
          value: length(course.durationDays),
          title: course.title,
          text: course.description,
          image: (course.image || null) && (
            <PanelImage
              url={course.image}
              file={course.imageFile}
              alt={course.imageAlt}
              focus={course.imageFocus}
              className="aspect-[3/2]"
              sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
            />
          ),
        }))}
      />
    </Section>
  )
}
