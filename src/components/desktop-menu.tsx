import * as React from "react"
import { SiteLink } from "./ui/site-link"
import { ChevronDown } from "./icons"
import type { MenuItem } from "../hooks/use-menus"
import { cn } from "../lib/cn"

type DesktopMenuProps = { items: MenuItem[]; solid: boolean }

/**
 * The six top items. An item with a submenu opens its panel on hover and on click, closes on mouse
 * leave, on Escape and when focus leaves it, so the menu works with a mouse and the keyboard alike.
 */
export function DesktopMenu({ items, solid }: DesktopMenuProps) {
  const [openId, setOpenId] = React.useState<string | null>(null)
  // A click on a panel that hovering opened pins it open rather than closing it under the pointer.
  const openedByHover = React.useRef(false)
  const close = () => setOpenId(null)
  const hoverOpen = (id: string) => {
    openedByHover.current = true
    setOpenId(id)
  }
  const toggle = (id: string) => {
    const closing = openId === id && !openedByHover.current
    openedByHover.current = false
    setOpenId(closing ? null : id)
  }
  const itemClass = cn(
    "flex h-20 items-center gap-0.5 px-2 text-[0.8125rem] font-semibold whitespace-nowrap transition-colors 2xl:px-4 2xl:text-sm",
    solid ? "text-brand hover:text-teal" : "text-white hover:text-accent"
  )

  return (
    // The menu is right-aligned, so a frame painted while the HTML parser is still inside it
    // (a network chunk can end there) shows it half-built and then shifts it leftwards. It
    // shows once its last element has arrived.
    <nav aria-label="Main" className="hidden xl:has-[>[data-menu-end]]:block">
      <ul className="flex items-center">
        {items.map((item, index) => {
          if (!item.submenu?.length) {
            return (
              <li key={item.id}>
                <SiteLink to={item.link} className={itemClass} onFocus={close}>
                  {item.name}
                </SiteLink>
              </li>
            )
          }
          const open = openId === item.id
          const panelId = `menu-panel-${item.id}`
          return (
            <li
              key={item.id}
              className="relative"
              onMouseEnter={() => hoverOpen(item.id)}
              onMouseLeave={close}
              onKeyDown={(event) => {
                if (event.key !== "Escape" || !open) return
                close()
                event.currentTarget.querySelector("button")?.focus()
              }}
              onBlur={(event) => {
                // Only this item's own panel closes when focus leaves it, never another's opened meanwhile.
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                  setOpenId((current) => (current === item.id ? null : current))
                }
              }}
            >
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className={itemClass}
              >
                {item.name}
                <ChevronDown aria-hidden className={cn("size-4 transition-transform", open && "rotate-180")} />
              </button>
              <div
                id={panelId}
                hidden={!open}
                className={cn(
                  "absolute top-full z-50 w-[36rem] rounded-b-card border-t-4 border-accent bg-white p-6 text-left shadow-2xl",
                  // Panels of the right-hand items open leftwards so they stay inside the window.
                  index < items.length / 2 ? "left-0" : "right-0"
                )}
              >
                <div className="grid grid-cols-5 gap-6">
                  <div className="col-span-3">
                    {item.title && <p className="text-lg font-bold text-brand">{item.title}</p>}
                    {item.intro?.map((paragraph) => (
                      <p key={paragraph} className="mt-2 text-sm leading-relaxed text-muted-foreground">
                        {paragraph}
                      </p>
                    ))}
                  </div>
                  <ul className="col-span-2 space-y-1 border-l border-border pl-5">
                    {item.submenu.map((sub) => (
                      <li key={sub.id}>
                        <SiteLink
                          to={sub.link}
                          onClick={close}
                          className="block rounded px-2 py-1.5 text-sm font-medium text-brand hover:bg-muted hover:text-teal"
                        >
                          {sub.name}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          )
        })}
      </ul>
      <span data-menu-end hidden />
    </nav>
  )
}
