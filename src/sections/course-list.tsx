import * as React from "react"
import { Clock } from "../components/icons"

// A course as AcademyCourses words it: its length, title and description.
export type Course = {
  /** The heading's id, so a link (a search result) can point at the course. */
  id?: string
  value: string | null | undefined
  title: string
  text: string | null
  /** A picture across the top of the card, when the course has one. */
  image?: React.ReactNode
}

/** The Academy's courses (the panel's, by way of AcademyCourses): numbered cards with their length. */
export function CourseList({ items }: { items: Course[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((course, index) => (
        <li
          key={course.title}
          className="rounded-card border-border flex flex-col overflow-hidden border bg-white p-6 shadow-sm"
        >
          {course.image && (
            <div className="-mx-6 -mt-6 mb-5">{course.image}</div>
          )}
          <div className="flex items-center justify-between gap-3">
            <span
              aria-hidden
              className="text-teal text-3xl font-extrabold tabular-nums"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            <span className="bg-muted text-brand inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold">
              <Clock aria-hidden className="size-3.5" />
              <span className="sr-only">Length: </span>
              {course.value}
            </span>
          </div>
          <h3
            id={course.id}
            className="text-brand mt-4 text-lg leading-snug font-bold"
          >
            {course.title}
          </h3>
          <p className="text-muted-foreground mt-2 text-base leading-relaxed">
            {course.text}
          </p>
        </li>
      ))}
    </ol>
  )
}
