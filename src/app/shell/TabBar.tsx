import { useLingui } from '@lingui/react/macro';
import { Link, useMatchRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { type Locale, localeParam } from '../../../domain/locale';
import {
  moreSections,
  type RoutePath,
  type Section,
  sections,
  tabBarLabels,
  tabSections,
} from '../../shared/sections';
import { ModalDialog } from '../../shared/ui/ModalDialog/ModalDialog';
import { TabIcon, type TabIconName } from './TabIcon';
import './tab-bar.css';

const icons: Partial<Record<RoutePath, TabIconName>> = {
  '/{-$locale}': 'home',
  '/{-$locale}/transfers': 'transfers',
  '/{-$locale}/payments': 'payments',
  '/{-$locale}/operations': 'history',
};

/** The section under "More" that the page belongs to: its own page or one below it. */
function useSectionInMore(locale: Locale): Section | undefined {
  const matchRoute = useMatchRoute();
  const params = { locale: localeParam(locale) };
  return moreSections.find((section) => matchRoute({ to: section.to, params, fuzzy: true }));
}

/**
 * The phone's navigation (PRODUCT 2.1): a bottom tab bar of the four sections used most and
 * "More", a sheet with the rest. When the page is one of the rest, "More" carries its name, so
 * the current section is always in sight.
 */
export function TabBar({ locale }: { locale: Locale }) {
  const { i18n } = useLingui();
  const [isMoreOpen, setMoreOpen] = useState(false);
  const currentInMore = useSectionInMore(locale);
  const params = { locale: localeParam(locale) };
  const more = i18n._(tabBarLabels.more);
  return (
    <nav aria-label={i18n._(tabBarLabels.navigation)} className="tab-bar">
      <ul className="tab-bar__list">
        {tabSections.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              params={params}
              activeOptions={{ exact: section === sections[0] }}
              className="tab-bar__item"
            >
              <TabIcon name={icons[section.to] ?? 'more'} />
              <span className="tab-bar__label">{i18n._(section.tabLabel ?? section.label)}</span>
            </Link>
          </li>
        ))}
        <li>
          <Button
            className="tab-bar__item"
            data-current={currentInMore ? true : undefined}
            // The page's section when it is under "More", still named as the way to the rest.
            aria-label={currentInMore ? `${i18n._(currentInMore.label)}, ${more}` : undefined}
            aria-haspopup="dialog"
            onPress={() => setMoreOpen(true)}
          >
            <TabIcon name="more" />
            <span className="tab-bar__label">
              {currentInMore ? i18n._(currentInMore.tabLabel ?? currentInMore.label) : more}
            </span>
          </Button>
        </li>
      </ul>
      <ModalDialog
        title={i18n._(tabBarLabels.moreSections)}
        isOpen={isMoreOpen}
        onOpenChange={setMoreOpen}
        size="sm"
      >
        <ul className="tab-bar__sheet">
          {moreSections.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                params={params}
                className="tab-bar__sheet-link"
                onClick={() => setMoreOpen(false)}
              >
                {i18n._(section.label)}
              </Link>
            </li>
          ))}
        </ul>
      </ModalDialog>
    </nav>
  );
}
