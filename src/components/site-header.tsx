import * as React from "react"
import { useMenus } from "../hooks/use-menus"
import { useScrolledPast } from "../hooks/use-scrolled-past"
import { DesktopMenu } from "./desktop-menu"
import { MobileMenu } from "./mobile-menu"
import { Logo } from "./logo"
import { cn } from "../lib/cn"

/** Scrolling past this many pixels turns the header fixed and white, so the menu stays in reach. */
export const STICKY_THRESHOLD = 200

export function SiteHeader({ pathname }: { pathname: string }) {
  const menus = useMenus()
  const sticky = useScrolledPast(STICKY_THRESHOLD)

  // The outer box keeps the header's height in the flow, so nothing below jumps when it turns fixed.
  return (
    <div className="bg-brand h-20">
      <header
        data-sticky={sticky}
        className={cn(
          "inset-x-0 top-0 z-40 h-20 transition-colors",
          sticky
            ? "text-brand fixed bg-white shadow-md"
            : "bg-brand relative text-white"
        )}
      >
        <div className="container-page flex h-full items-center justify-between gap-4">
          <Logo />
          <DesktopMenu items={menus} solid={sticky} />
          <MobileMenu items={menus} solid={sticky} pathname={pathname} />
        </div>
      </header>
    </div>
  )
}
