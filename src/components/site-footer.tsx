import * as React from "react"
import { Link } from "gatsby"
import { CalendarDays, Mail, MapPin } from "./icons"
import { useFooter } from "../hooks/use-footer"
import { useSiteConfig } from "../hooks/use-site-config"
import { ButtonLink } from "./ui/button"
import { SocialIcon } from "./social-icon"
import { Logo } from "./logo"

export function SiteFooter({ children }: { children?: React.ReactNode }) {
  const footer = useFooter()
  const site = useSiteConfig()
  const lists = [footer.industries, footer.departments, footer.stakeholders, footer.countries]

  return (
    <footer className="bg-brand text-brand-foreground">
      <section id="get-in-touch" aria-labelledby="get-in-touch-title" className="container-page py-14">
        <div className="grid gap-10 lg:grid-cols-3">
          <div>
            <h2 id="get-in-touch-title" className="text-3xl font-bold">
              {footer.heading}
            </h2>
            <p className="mt-3 leading-relaxed text-white/85">{footer.intro}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink href={site.schedulingUrl} variant="accent" target="_blank" rel="noopener noreferrer">
                <CalendarDays aria-hidden />
                {footer.schedulingLabel}
                <span className="sr-only"> (opens in a new tab)</span>
              </ButtonLink>
              <ButtonLink href={`mailto:${site.email}`} variant="inverse">
                <Mail aria-hidden />
                {site.email}
              </ButtonLink>
            </div>
            <SocialLinks />
          </div>
          {children && <div className="lg:col-span-2">{children}</div>}
        </div>
      </section>

      <div className="border-t border-white/10">
        <div className="container-page grid grid-cols-2 gap-8 py-12 md:grid-cols-4">
          {lists.map((list) => (
            <div key={list.title}>
              <h2 className="text-sm font-semibold tracking-wider text-accent uppercase">{list.title}</h2>
              <ul className="mt-3 space-y-1.5 text-sm text-white/80">
                {list.items.map((entry) => (
                  <li key={entry}>{entry}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>

      <div data-testid="contact-strip" className="hidden border-t border-white/10 md:block">
        <div className="container-page flex items-center justify-between gap-8 py-6">
          <Logo />
          <ul className="flex gap-8 text-sm text-white/85">
            {site.offices.map((office) => (
              <li key={office.city} className="flex gap-2">
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
                <span>
                  <strong className="block text-white">{office.city}</strong>
                  {office.address}, {office.country}
                  {office.telephone && (
                    <a href={`tel:${office.telephone.replace(/[^+\d]/g, "")}`} className="block hover:text-accent hover:underline">
                      {office.telephone}
                    </a>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-white/75 md:flex-row md:items-center md:justify-between">
          <p>
            © {site.copyrightYear} {site.name}. {footer.rights}
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {footer.legal.map((link) => (
                <li key={link.link}>
                  <Link to={link.link} className="hover:text-accent hover:underline">
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}

function SocialLinks() {
  const { social } = useSiteConfig()
  return (
    <ul className="mt-6 flex gap-3">
      {social.map((link) => (
        <li key={link.kind}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="flex size-11 items-center justify-center rounded-full border border-white/30 hover:border-accent hover:text-accent"
          >
            <SocialIcon kind={link.kind} className="size-5" />
            <span className="sr-only">{link.name} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
