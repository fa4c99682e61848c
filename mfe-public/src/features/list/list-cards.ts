import type { ContentTypeDefinition } from '@diet/contracts/content-type';
import type { PublicItem } from '../../api/content-api';
import { lazyPage, type LazyPage } from '../../lazy-page';
import type { TablePartProps } from './list-table';

export interface ListCardProps {
  definition: ContentTypeDefinition;
  item: PublicItem;
  /** In the list's dialog (`listPage.dialog`): the whole item, its heading with this id naming the dialog. */
  dialogTitleId?: string;
  /** Under a group's heading (`listPage.groupBy`, an h3): the card's title is an h4. */
  grouped?: boolean;
}

/**
 * The types' own cards, by path (ARCHITECTURE 12.1: at most a card); the others get the machinery's.
 * Each in a chunk of its own, `card-<path>`, so a list page carries its own type's card (and its
 * `related` type's) and no other: the route table loads it with the list page's chunk (and the server names it among the
 * first screen's files, firstScreenChunks), so the page never waits for it after.
 */
export const LIST_CARDS: Partial<Record<string, LazyPage<ListCardProps>>> = {
  trainings: lazyPage(() =>
    import(/* webpackChunkName: "card-trainings" */ '../trainings/training-card').then((m) => m.TrainingCard),
  ),
  admissions: lazyPage(() =>
    import(/* webpackChunkName: "card-admissions" */ '../admissions/programme-card').then((m) => m.ProgrammeCard),
  ),
  results: lazyPage(() =>
    import(/* webpackChunkName: "card-results" */ '../results/result-card').then((m) => m.ResultCard),
  ),
  'study-material': lazyPage(() =>
    import(/* webpackChunkName: "card-study-material" */ '../study-material/material-card').then((m) => m.MaterialCard),
  ),
  notices: lazyPage(() =>
    import(/* webpackChunkName: "card-notices" */ '../notices/notice-card').then((m) => m.NoticeCard),
  ),
  tenders: lazyPage(() =>
    import(/* webpackChunkName: "card-tenders" */ '../tenders/tender-card').then((m) => m.TenderCard),
  ),
  staff: lazyPage(() => import(/* webpackChunkName: "card-staff" */ '../staff/staff-card').then((m) => m.StaffCard)),
  gallery: lazyPage(() =>
    import(/* webpackChunkName: "card-gallery" */ '../gallery/gallery-card').then((m) => m.GalleryCard),
  ),
  events: lazyPage(() =>
    import(/* webpackChunkName: "card-events" */ '../events-archive/archive-card').then((m) => m.ArchiveCard),
  ),
  research: lazyPage(() =>
    import(/* webpackChunkName: "card-research" */ '../research/research-card').then((m) => m.ResearchCard),
  ),
  rti: lazyPage(() =>
    import(/* webpackChunkName: "card-rti" */ '../rti/disclosure-card').then((m) => m.DisclosureCard),
  ),
  // Drawn on /rti (`related`), which loads it with its own.
  'rti-officers': lazyPage(() =>
    import(/* webpackChunkName: "card-rti-officers" */ '../rti/officer-card').then((m) => m.OfficerCard),
  ),
};

/**
 * What a type's list page adds after its sections, by path, as its item page may (item-extras.ts):
 * the research proposal's section and form (visitors create records of the type, `visitorCreate`).
 * In its type's card chunk, loaded with the card.
 */
export const LIST_EXTRAS: Partial<Record<string, LazyPage<{ definition: ContentTypeDefinition }>>> = {
  research: lazyPage(() =>
    import(/* webpackChunkName: "card-research" */ '../research/proposal-section').then((m) => m.ProposalSection),
  ),
};

/**
 * The table and facet buttons (`listPage.table`, `facetButtons`), in a chunk of their own: one lazy
 * component for both, so its chunk suspends a render once (the server's render, too, has few passes).
 * The route table loads it with the list page of a type that has them (PUBLIC_CONTENT.lists' `table`).
 */
export const LIST_TABLE = lazyPage<TablePartProps>(() =>
  import(/* webpackChunkName: "list-table" */ './list-table').then((m) => m.TablePart),
);
