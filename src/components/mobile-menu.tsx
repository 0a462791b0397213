import * as React from "react"
import { Link } from "gatsby"
import { ChevronDown, Menu, Search, X } from "./icons"
import type { MenuItem } from "../hooks/use-menus"
import { Logo } from "./logo"
import { Modal } from "./ui/modal"
import { SearchDialog } from "./search-button"
import { cn } from "../lib/cn"

type MobileMenuProps = {
  items: readonly MenuItem[]
  solid: boolean
  pathname: string
  /** Opens the site search (the header's search dialog). */
  onSearch: () => void
}

/**
 * The side menu of small screens: 256 px wide, the same tree with toggles, in the site's modal
 * (ui/modal.tsx). It closes on navigation, on the backdrop, on its close icon and on Escape.
 */
export function MobileMenu({
  items,
  solid,
  pathname,
  onSearch,
}: MobileMenuProps) {
  const [open, setOpen] = React.useState(false)
  const [expanded, setExpanded] = React.useState<string | null>(null)
  const close = React.useCallback(() => setOpen(false), [])

  React.useEffect(() => setOpen(false), [pathname])

  return (
    <div className="xl:hidden">
      <button
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={cn(
          "flex size-11 items-center justify-center rounded-md",
          solid ? "text-brand" : "text-white"
        )}
      >
        <Menu aria-hidden className="size-7" />
      </button>
      {open && (
        <Modal
          onClose={close}
          initialFocus="a, button"
          aria-label="Menu"
          className="bg-brand inset-y-0 right-auto left-0 m-0 flex h-full max-h-full w-(--width-side-menu) max-w-none flex-col overflow-y-auto text-white shadow-2xl backdrop:bg-black/50 focus:outline-none"
        >
          <div className="flex items-center justify-between px-4 py-4">
            <Logo onNavigate={close} />
            <button
              type="button"
              aria-label="Close menu"
              onClick={close}
              className="flex size-10 items-center justify-center rounded-md hover:bg-white/10"
            >
              <X aria-hidden className="size-6" />
            </button>
          </div>
          <div className="px-4 pb-2">
            <button
              type="button"
              aria-haspopup="dialog"
              onPointerEnter={SearchDialog.preload}
              onFocus={SearchDialog.preload}
              onClick={() => {
                close()
                onSearch()
              }}
              className="flex w-full items-center gap-2 rounded-md bg-white/10 px-3 py-2.5 font-semibold hover:bg-white/20"
            >
              <Search aria-hidden className="size-5" />
              Search
            </button>
          </div>
          <nav aria-label="Mobile">
            <ul className="px-2 pb-6">
              {items.map((item) => (
                <li key={item.id} className="border-b border-white/10">
                  {item.submenu?.length ? (
                    <>
                      <button
                        type="button"
                        aria-expanded={expanded === item.id}
                        onClick={() =>
                          setExpanded(expanded === item.id ? null : item.id)
                        }
                        className="flex w-full items-center justify-between px-2 py-3 text-left font-semibold"
                      >
                        {item.name}
                        <ChevronDown
                          aria-hidden
                          className={cn(
                            "size-5 transition-transform",
                            expanded === item.id && "rotate-180"
                          )}
                        />
                      </button>
                      {expanded === item.id && (
                        <ul className="pb-2 pl-3">
                          {item.submenu.map((sub) => (
                            <li key={sub.id}>
                              <Link
                                to={sub.link}
                                onClick={close}
                                className="hover:text-accent block px-2 py-2 text-sm text-white/90"
                              >
                                {sub.name}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      )}
                    </>
                  ) : (
                    <Link
                      to={item.link}
                      onClick={close}
                      className="hover:text-accent block px-2 py-3 font-semibold"
                    >
                      {item.name}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </Modal>
      )}
    </div>
  )
}
