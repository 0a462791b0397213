import * as React from "react"
import { graphql } from "gatsby"
import { PanelImage } from "../components/panel-image"
import { Section } from "../components/ui/section"
import { CourseList } from "./course-list"
import type { ImageFile } from "../components/ui/picture"
import { present, type Maybe, type MaybeList } from "../lib/present"
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
    imageFile {
      ...PanelCardImage
    }
  }
`

export type AcademyCourse = {
  recordId: string
  title: string
  description: Maybe<string>
  durationDays: Maybe<number>
  image: Maybe<string>
  imageFile: ImageFile
}

type AcademyCoursesProps = {
  /** With {count}, the number of courses. */
  title: Maybe<string>
  intro: Maybe<string>
  /** The length of a course, with {n} for its days: one day, several days. */
  oneDay: Maybe<string>
  days: Maybe<string>
  courses: MaybeList<AcademyCourse>
}

/** The Academy's courses, as the administrator keeps them in the panel. Nothing when there are none. */
export function AcademyCourses({
  title,
  intro,
  oneDay,
  days,
  courses,
}: AcademyCoursesProps) {
  const items = present(courses)
  if (!items.length) return null
  const length = (n: Maybe<number>) =>
    n == null ? null : (n === 1 ? oneDay : days)?.replace("{n}", String(n))
  return (
    <Section
      id="courses"
      {...itemsOfKind("course")}
      title={title?.replace("{count}", String(items.length))}
      intro={intro}
    >
      <CourseList
        items={items.map((course) => ({
          id: itemAnchor("course", course.recordId),
          value: length(course.durationDays),
          title: course.title,
          text: course.description,
          image: (course.image || null) && (
            <PanelImage
              url={course.image}
              file={course.imageFile}
              alt=""
              className="aspect-[3/2]"
              sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
            />
          ),
        }))}
      />
    </Section>
  )
}
