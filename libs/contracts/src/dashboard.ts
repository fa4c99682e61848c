/**
 * The dashboard's cards and quick actions, from the content types' definitions (`admin.dashboard`):
 * a new type gets its card by saying where, not by a list kept in the screen. The subscribers are
 * counted too but are no content type, so their card is the one written here.
 */
import { adminScreenPath, dashboardKey, type ContentTypeDefinition } from './content-type';

export interface DashboardCard {
  /** '<key>Count' and '<key>Change' in the figures. */
  key: string;
  label: string;
  order: number;
}

export interface DashboardQuickAction {
  /** The screen's address ('/admin/library'). */
  to: string;
  label: string;
}

/** SPEC.md's eighth card: the newsletter's subscribers, by their subscription time. */
export const SUBSCRIBER_CARD: DashboardCard = { key: 'subscriber', label: 'Subscribers', order: 8 };

/** Every card, in the order the definitions give, the subscribers' among them. */
export function dashboardCards(definitions: readonly ContentTypeDefinition[]): DashboardCard[] {
  const cards = definitions.flatMap((d) =>
    d.admin.dashboard
      ? [{ key: dashboardKey(d), label: d.admin.dashboard.card ?? d.label.many, order: d.admin.dashboard.order }]
      : [],
  );
  return [...cards, SUBSCRIBER_CARD].sort((a, b) => a.order - b.order);
}

/** The quick actions: a link to each screen whose definition names one, in the cards' order. */
export function dashboardQuickActions(definitions: readonly ContentTypeDefinition[]): DashboardQuickAction[] {
  return definitions
    .filter((d) => d.admin.dashboard?.quickAction)
    .sort((a, b) => a.admin.dashboard!.order - b.admin.dashboard!.order)
    .map((d) => ({ to: `/admin/${adminScreenPath(d)}`, label: d.admin.dashboard!.quickAction! }));
}
