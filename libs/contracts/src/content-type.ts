/**
 * A content type defined once (ARCHITECTURE.md section 10): plain data that the API, the back
 * office and every registry (public cache, sitemap, dashboard counts, admin menu) derive from.
 * No framework imports: the server turns a definition into a table mapping, routes and validation;
 * the remotes into a table, a form and their rules. The record's TypeScript type is inferred.
 */
import type { AdminIconName, RemoteName } from './api';
import type { FileKind } from './file-kinds';
import type { Term } from './glossary';
import type { Translations } from './languages';
import { MAX_LENGTH } from './limits';
import { entityToast } from './toasts';
import { PREVIEW_SEGMENT } from './preview';
import { REVIEW_FIELD, REVIEW_FIELD_NAME } from './review';
import type { SchemaOrgMapping } from './schema-org';
import type { Permission } from './permissions';

interface FieldCommon {
  /** The field's name in messages: 'Title' gives 'Title must be at most 200 characters'. */
  label: string;
  /** The message when the value is missing; absent: the field is optional. */
  required?: string;
  /** The list's `q` looks in this field. */
  searchable?: boolean;
  /** The list takes `?<field>=` as an exact filter. */
  filter?: boolean;
  /** Carries a translation per language (the languages issue). */
  translatable?: boolean;
  /** Kept for the office only: never in a public answer. */
  adminOnly?: boolean;
  /** Help shown under the field in the back office. */
  help?: string;
  /** The admin table's column header, when it is not the label ('Book Details'). */
  column?: string;
  /** The filter's "no filter" choice (default 'Any <label>'). */
  filterAll?: string;
  /**
   * Set by the server, never by a form: not in the add/edit form nor accepted in its body. An office
   * create gives it its default; a visitor create or an office flag (`flags`) sets it.
   */
  managed?: boolean;
  /** Not typed in the add/edit form: a screen or a hook sets it (the staff order). */
  formHidden?: boolean;
  /** The form's label, when it says more than the name the messages use ('Duration (hours)' for 'Duration'). */
  formLabel?: string;
  /**
   * What visitors call the field, in the three languages (its filter on the list page, its line on
   * the item page). Required of a type whose list page is drawn from its definition (`listPage`).
   */
  names?: Term;
  /** The list page's 'no filter' choice of the field's select, when it is not 'All' (SPEC's 'All Books', 'All Status'). */
  allNames?: Term;
}

export interface TextField extends FieldCommon {
  kind: 'text' | 'longText';
  max: number;
  /** The value must be an e-mail address (EMAIL_PATTERN); this is the message when it is not. */
  email?: string;
  /** No two records may share the value: a clash answers 409 with this message, under the field. */
  unique?: string;
  /** A long text's lines in the form (default 4): a whole page is edited in a box its size. */
  rows?: number;
  /** The value is an ISBN-10 or ISBN-13 whose check digit holds, kept without hyphens ('<Label> is not valid'). */
  isbn?: boolean;
}
/** A list of short texts (certificates), typed as comma-separated text, kept as a JSON list. */
export interface TextListField extends FieldCommon {
  kind: 'textList';
  /** Most characters of the whole list as stored (JSON). */
  max: number;
}
export interface IntegerField extends FieldCommon {
  kind: 'integer';
  /** Message when the value is not a number at all (default: '<Label> is not valid'). */
  notNumber?: string;
  min?: number;
  minMessage?: string;
  max?: number;
  /** An upper bound that moves with the calendar: the institute's current year plus this. */
  maxYearsAhead?: number;
  maxMessage?: string;
  /** The value a new record's form starts with. */
  default?: number;
  /**
   * With `filter`, the list takes `?<field>=true|false`: records with some (above 0) or none, not an
   * exact number (copies on the shelf); these say how the two read.
   */
  filterSome?: { true: string; false: string };
  /** How visitors read the two of `filterSome` (the list page's select: 'Available', 'Checked Out'). */
  someNames?: { true: Term; false: Term };
}
export interface BooleanField extends FieldCommon {
  kind: 'boolean';
  default?: boolean;
  /** How the two values read in the back office ('Available' / 'Checked Out'); default Yes / No. */
  labels?: { true: string; false: string };
}
export interface DateField extends FieldCommon {
  kind: 'date';
  invalid?: string;
  /** This date may not be before another date field's ('expiry on or after publish'). */
  onOrAfter?: { field: string; message: string };
}
export interface ChoiceField<V extends string = string> extends FieldCommon {
  kind: 'choice';
  values: readonly V[];
  /** How visitors read each value, by the value, in the three languages (one missing does not compile). */
  valueNames?: Record<V, Term>;
  /** The public list page's select offers the values in this order, not `values`' (SPEC's research status filter). */
  filterOrder?: readonly V[];
  /** No two records may share the value: a clash answers 409 with this message, under the field. */
  unique?: string;
  /** The column's width, when it is not CHOICE_COLUMN_LENGTH (a table made before the definition). */
  length?: number;
}
export interface FileField extends FieldCommon {
  kind: 'file';
  /** What the file's first bytes may be. */
  kinds: readonly FileKind[];
  /** Shown under the upload control. */
  help: string;
  /** Largest file in bytes (default 5 MB, MAX_UPLOAD_BYTES), and the 413 text past it. */
  maxBytes?: number;
  tooLargeMessage?: string;
  /** Smaller limits for some kinds, decided once the content says what the file is. */
  limits?: readonly { kinds: readonly FileKind[]; maxBytes: number; message: string }[];
}
/**
 * A photo (JPEG or PNG, decided by its content): stored upright and without its metadata, its web
 * sizes served from the original (GET /uploads/<name>?w=) and removed with it.
 */
export interface ImageField extends Omit<FileField, 'kind'> {
  kind: 'image';
  /** Columns of smaller copies stored beside the original ('Thumb' -> `photoThumb`); an upload leaves them empty. */
  copies?: readonly string[];
  /** The original name is kept in `<field>Name` (the gallery's imageName). */
  keepName?: boolean;
}
/** A web address: http or https with a host (a link visitors follow). */
export interface UrlField extends FieldCommon {
  kind: 'url';
  max: number;
}
/** A time of day, 24-hour HH:MM, as the institute's local time (an event's start). */
export interface TimeField extends FieldCommon {
  kind: 'time';
}
/**
 * A moment: an ISO 8601 date-time (one without an offset is the institute's local time), kept in
 * UTC and shown in the institute's zone (a tender's closing time). Compared with the present
 * moment by a view's condition.
 */
export interface DateTimeField extends FieldCommon {
  kind: 'dateTime';
}
/**
 * The id of a record of another content type (a corrigendum's tender). The API refuses an id that
 * names no such record; the other type's records carry theirs under `embedAs` (in this type's
 * order), and deleting one deletes them with their files (backend/src/content/content-references.ts).
 */
export interface ReferenceField extends FieldCommon {
  kind: 'reference';
  /** The other type's `path`. */
  to: string;
  /**
   * The name of the list of these records inside each record of the other type ('corrigenda'): they
   * belong to it. Absent: a loose reference (a training's course), checked but neither embedded nor
   * deleted with the other record.
   */
  embedAs?: string;
}
export type Field =
  | TextField
  | TextListField
  | IntegerField
  | BooleanField
  | DateField
  | ChoiceField
  | FileField
  | ImageField
  | UrlField
  | TimeField
  | DateTimeField
  | ReferenceField;
export type Fields = Record<string, Field>;

export type SortDirection = 'asc' | 'desc';
/** Fields and directions in turn; the id comes last so pages never overlap. */
export type ListOrder = readonly (readonly [field: string, direction: SortDirection])[];

/**
 * A condition on a date field against the institute's today: 'publishDate <= today',
 * 'expiryDate >= today (or none)'. Lists and items visitors see are filtered by them.
 */
export interface DateCondition {
  field: string;
  op: '<=' | '>=' | '<' | '>';
  /** A record without a value passes. */
  orNone?: boolean;
  /** Against the present moment rather than today: the field is a `dateTime` (a tender's closing time). */
  now?: boolean;
}

/**
 * Named views of a list, chosen by one query parameter ('archived=false|true'): each is a set of
 * date conditions. Visitors always see one view (the default when none is asked); the office sees
 * every record unless it asks for a view.
 */
export interface ListViews {
  param: string;
  /** Absent: visitors who ask for no view see every record. */
  default?: string;
  options: Record<string, readonly DateCondition[]>;
  /** How each view reads in the back office's filter ('Current', 'Archived'). */
  labels: Record<string, string>;
  /** How each view reads to visitors, in the three languages: the list page's tabs ('Upcoming', 'Past'). */
  names?: Record<string, Term>;
  /** A view's own order, when it is not the definition's ('upcoming': soonest first). */
  order?: Record<string, ListOrder>;
  /** GET /api/admin/<path>/counts answers the total and each view's count ({ total, upcoming, past }). */
  counted?: boolean;
  /**
   * The view that is this type's archive (ARCHITECTURE 12.3: past their validity, items leave the
   * current list for /archive), and the field by whose day the archive orders and dates it (its
   * year filter takes the validity end instead: archive.ts archiveYearField, ARCHITECTURE 12.7).
   */
  archive?: { view: string; dateField: string };
}

/** A count in a language's two plural forms, `{n}` standing for the number: { one: '{n} result found', ... }. */
export type CountTerm = Record<keyof Term, { one: string; other: string }>;

/**
 * A list page's own words (`public.listPage.texts`), each in the three languages; one it leaves out
 * is the machinery's. A page that words its `empty` and not its `none` says `empty` for both.
 */
export interface ListPageTexts {
  /** The heading of the search, filters and list. */
  title?: Term;
  /** The heading in each view, when it is not `title` ('Current notices', 'Archived notices'). */
  viewTitles?: Record<string, Term>;
  /** The name of the view tabs, when it is not the page's ('Current notices or the archive'). */
  viewsLabel?: Term;
  searchLabel?: Term;
  searchPlaceholder?: Term;
  count?: CountTerm;
  /** After the count while a select filter is chosen, with its value's name for `{value}` (' in Technology'). */
  countIn?: Term;
  /** Nothing matches the filters. */
  empty?: Term;
  /** Nothing at all, without filters. */
  none?: Term;
  loading?: Term;
  loadError?: Term;
}

/**
 * A section after a list page's list: its title and a paragraph, bullet items, a grid of cards each
 * named by one term (the staff's departments), or a part of the site settings drawn in full (the
 * Principal's message: photo, paragraphs, name and title; the research areas, each with its count
 * of projects; not shown while the settings have none), or a link of its own ('Back to Home').
 */
export type ListPageSection =
  | ({ title: Term } & (
      | { text: Term }
      /**
       * Bullet items, or numbered steps (`ordered`), with a line after them whose name is bold
       * (`note`: 'Application fee: Rs 10').
       */
      | { items: readonly Term[]; ordered?: boolean; note?: { name: Term; value: Term } }
      | { cards: readonly Term[] }
      | { site: 'principal' }
      /** Pairs of a name and its value (the library's hours: 'Saturday', 'Closed'). */
      | { pairs: readonly { name: Term; value: Term }[] }
      | { site: 'researchAreas'; projects: CountTerm }
    ))
  | { link: { href: string; label: Term } };

/**
 * A column of a list page drawn as a table (`listPage.table`): a field's value, a choice by its
 * name, under its title.
 */
export interface ListTableColumn {
  field: string;
  title: Term;
  /**
   * Fields shown under the value, joined by ' · ', those the item has (a book's language, year and
   * call number); `named` puts the field's `names` before its value ('Call number 370.1 MEH').
   */
  details?: readonly { field: string; named?: boolean }[];
  /**
   * The value as a badge counted against another field: above 0 `some` (green; `{n}` the value,
   * `{of}` the other field's: 'Available 2 of 3'), else `none` (grey: 'Checked Out').
   */
  badge?: { of: string; some: Term; none: Term };
}

/** Orders a reader chooses by one query parameter ('sort=oldest|newest'); a chosen one wins over the view's. */
export interface ListSorts {
  param: string;
  options: Record<string, ListOrder>;
}

/** Toast verbs of SPEC.md section 8: 'Result published successfully!', 'Study material uploaded ...'. */
export type CreateVerb = 'added' | 'published' | 'uploaded';

export interface ContentTypeDefinition<F extends Fields = Fields> {
  /** Singular, in code and the activity log: 'book'. */
  name: string;
  /** URL segment of the API (/api/<path>, /api/admin/<path>), the admin screen and the public page. */
  path: string;
  /** Database table. */
  table: string;
  /** As the toasts and confirmations say it: { one: 'Book', many: 'Books' }. */
  label: { one: string; many: string };
  fields: F;
  /**
   * Records about people that only editors and administrators may read and write in the back
   * office (`personalData`, not contentRead/contentWrite/contentSubmit): a trainee's employee ID.
   */
  personalData?: boolean;
  /**
   * The table's list indexes, when they are not the derived ones (its order, and each filter followed
   * by it): a table made before its definition keeps the indexes it has.
   */
  indexes?: readonly (readonly string[])[];
  /** Order of every list; the id comes last so pages never overlap. */
  order: ListOrder;
  /**
   * What visitors may read: the list, one item by id, and whether `/<path>` is a public page (the
   * sitemap lists it). `false`: nothing public.
   */
  public:
    | false
    | {
        list: boolean;
        get: boolean;
        page: boolean;
        /** A public item's address that is not a UUID answers 400, not 404 (the gallery's shared links always did). */
        malformedIdIs400?: boolean;
        /** The page's route when it is not /<path> ('/events/archive'). */
        pagePath?: string;
        /** Where one item is shown, its fields as `:name` ('/:slug'); default: its type's page searched for its title. */
        itemPath?: string;
        /** The page's entry in the header menu and footer, in the three languages, when it is not one of SPEC.md's pages. */
        nav?: Term;
        /**
         * `/<path>` is the machinery's list page (features/list in mfe-public), named by `nav`, with
         * this text under its name: search, the filter fields (named by their `names`), paging,
         * empty and failed states, cards linked to the item pages. No page of its own to write.
         */
        listPage?: {
          intro: Term;
          /** Links under the page's name: a calendar to subscribe to (/trainings.ics), a feed. */
          links?: readonly { href: string; label: Term }[];
          /**
           * Another type's public list shown under this one, drawn with that type's cards: the
           * 'Admissions' downloads on /admissions. `filter` is its list's query ({ category: 'Admissions' });
           * `before` draws it above the list and the `before` sections (the RTI officers on /rti).
           * Its type's card loads with the page (PUBLIC_CONTENT's `lists`, firstScreenChunks).
           */
          related?: { path: string; filter?: Readonly<Record<string, string>>; title: Term; before?: boolean };
          /** SPEC's display figures under the page's name (not data): the strip's name and its value/label pairs. */
          stats?: { label: Term; items: readonly { value: string | Term; label: Term }[] };
          /** The list's own words where they are not the machinery's (mfe-public i18n/list.*.ts). */
          texts?: ListPageTexts;
          /** Sections of text after the list ('Need help?', 'Guidelines'): a paragraph or bullet items. */
          after?: readonly ListPageSection[];
          /** Sections of text above the search and list (/rti's 'How to file a request' and its fee). */
          before?: readonly ListPageSection[];
          /**
           * The items under a heading per value of this choice field, in the field's `values` order,
           * each named by the value's name in the page's language (/rti: the Act's clauses). Best
           * with a `pageSize` that holds the whole list (a group is split by a page's end).
           */
          groupBy?: string;
          /**
           * SPEC's dialog of one item over the list, open while the address says `?<param>=<id>` (so
           * a reload or a shared link opens it again; the item page is its other address): the
           * type's card in full, with its close button's name and the words when the id is unknown;
           * `wide` for a picture at full size (the gallery's lightbox).
           */
          dialog?: { param: string; close: Term; notFound: Term; wide?: boolean };
          /**
           * A choice filter drawn as a row of toggle buttons, 'All' first, named by `label` (SPEC's
           * gallery chips), instead of a select.
           */
          chips?: { field: string; label: Term };
          /**
           * The list grows by a button worded so ('Show more images', SPEC's gallery) instead of the
           * numbered pager; the address keeps how far as `page`, so a shared link shows as much.
           */
          more?: Term;
          /** SPEC's grid of three columns (two, then one, on narrower screens), not as many as fit. */
          columns?: 3;
          /** A visible link to the type's feed (`feed`), in the page's language, worded so. */
          feedLink?: Term;
          /** One card a row, at every width (a tender's documents and corrigenda need the width). */
          oneColumn?: boolean;
          /** More cards on the page than this: one row that scrolls sideways (SPEC's staff cards), else the grid. */
          scrollAbove?: number;
          /** Items a page (default 20): a row that scrolls sideways shows them all (staff, at most MAX_PAGE_SIZE). */
          pageSize?: number;
          /**
           * The items as a table of these columns instead of cards (the library's catalogue): on a
           * phone each row is a small card of its cells, each after its column's title. Loaded
           * with its own chunk, so the other list pages do not carry it.
           */
          table?: { caption: Term; columns: readonly ListTableColumn[] };
          /**
           * The filter fields that have a select beside the search, in this order, when not every
           * choice filter and facet (the library's language and year are chosen by `facetButtons`).
           */
          selects?: readonly string[];
          /**
           * The counts of `listFacets` in the list's answer as buttons, a group per field named here,
           * each filtering by its value (pressed again, it lets go): 'Books by year: 2011 (1)'.
           */
          facetButtons?: { label: Term; groups: Readonly<Record<string, Term>> };
          /** A link to the RIS export (`ris`) of what the search and filters find, worded so. */
          risLink?: Term;
          /** The sections after the list side by side where the screen is wide enough. */
          afterColumns?: boolean;
          /** The page shows this one of the type's `views` and no tabs (the events' archive: 'past'). */
          view?: string;
          /**
           * The reader's choice of order, kept in the address under `sorts.param` (not a filter:
           * Clear Filters keeps it), named by `label`: first the definition's own order, named
           * `default`, then these of the type's `sorts` by their names; a select beside the search
           * (SPEC's archive: only 'Sort by Date'), or tabs over the list (`tabs`: the library's
           * 'All books (A-Z)' / 'New arrivals').
           */
          sort?: { label: Term; default: Term; options?: Readonly<Record<string, Term>>; tabs?: boolean };
        };
        /** What visitors call this type's items (the search page's group heading), when not its `nav`. */
        label?: Term;
        /** What a visitor may see at all, list or item ('publishDate <= today'). */
        visible?: readonly DateCondition[];
        /** The latest items, shown on the home page in a section of their own. */
        home?: { title: Term; count: number };
        /**
         * GET /api/<path>/<name>: the values of a field present in public records, newest first ({ years: 'year' }).
         * On the list page, a filter field that is not a choice is a select of its facet's values.
         */
        facets?: Record<string, string>;
        /**
         * The list's answers carry `meta.facets`: for each of these filter fields, its values among the
         * records the current search finds, with their counts ({ subject: [{ value, count }] }).
         */
        listFacets?: readonly string[];
        /** GET /api/<path>/export.ris: the records the list's search finds, as RIS citations (ris.ts). */
        ris?: RisExport;
        /** Visitors see a record only when one of these boolean fields is true (published by the office, or approved). */
        visibleIf?: readonly string[];
        /** An RSS 2.0 feed at /rss/<path>.xml of the latest public items, linked from the page. */
        feed?: ContentFeed;
        /** What an item is in schema.org's vocabulary: its page's JSON-LD (schema-org.ts). */
        schemaOrg?: SchemaOrgMapping;
      };
  /**
   * The public page that shows this type's items when it has no page of its own: '/rti' for the
   * officers (the page reads their list), '/tenders' for a tender's corrigenda (embedded in the
   * tenders' answers through their `reference` field). The staff preview shows an item there.
   */
  shownOn?: string;
  /** Visitors may create records too (a research proposal): POST /api/<path>/<segment>, throttled like every public POST. */
  visitorCreate?: VisitorCreate;
  /** Booleans the office sets on their own (approve / disapprove). */
  flags?: readonly OfficeFlag[];
  views?: ListViews;
  /**
   * Review dates (review.ts, ARCHITECTURE 12.3): the type's items gain `reviewBy`, by default the
   * day of its `validUntil` field, else six months after its `publishedOn` field (or its publication).
   */
  review?: { validUntil: string; publishedOn?: string };
  sorts?: ListSorts;
  /**
   * PUT: an optional field the body leaves out keeps its value, and null or '' clears it (SPEC's
   * event form sends three of the event's fields). Without it a PUT replaces every field.
   */
  keepOmittedOnUpdate?: boolean;
  /** The verb of the create toast (default 'added'). */
  createVerb?: CreateVerb;
  /** The field shown first and bold in the admin table (default the first text field). */
  titleField?: string;
  /** How the activity log names the type, when not by its label ('Created staff: ...'). */
  activityName?: string;
  /** The fields that name an item in the activity log, joined by spaces (default the title field). */
  labelFields?: readonly string[];
  /** Cross-field rules: each answers a message on a field, or nothing. */
  rules?: readonly CrossFieldRule[];
  /** The dashboard's figures' key, when it is not the path's ('trainee' for 'diksha-lab/trainee'). */
  dashboardKey?: string;
  /** GET /api/admin/<path>/export: every record as CSV in the list's order, these fields headed by their column (or label). */
  export?: { fileName: string; fields: readonly string[] };
  /** Records added or updated in bulk from a CSV file in the back office. */
  csvImport?: CsvImport;
  admin: {
    remote: RemoteName;
    /**
     * The admin API's record routes (POST /api/admin/<path>, GET, PUT and DELETE .../<id>) when they
     * are not the list's: SPEC.md lists Diksha courses at /api/admin/diksha-lab, saves them at .../course.
     */
    path?: string;
    /** The admin screen that shows this type, when another type's screen does: no route or menu entry of its own. */
    screen?: string;
    /** The menu entry's icon. */
    icon: AdminIconName;
    /** Position in the admin menu. */
    order: number;
    /**
     * Its card on the dashboard: the count and the last 30 days' change, at `order` among the cards
     * (SPEC.md's eight first), headed `card` (default: the plural label); and, with `quickAction`,
     * a link to its screen among the quick actions.
     */
    dashboard?: { order: number; card?: string; quickAction?: string };
    /** The menu entry ('Library') and the screen's title and heading ('Library Management'). */
    nav: string;
    title: string;
    columns: readonly string[];
    /** The search box's placeholder (default: 'Search ' and the searchable fields). */
    search?: string;
    /** The empty table's text (default 'No <many> found. Click the button above to add one.'). */
    empty?: string;
    /** The toast when a delete fails, when SPEC.md names one (default: the server's message). */
    deleteFailure?: string;
    /** The toast when an add fails, when SPEC.md names one (default: the server's message). */
    createFailure?: string;
    /** The add button and dialog title, when not '<verb> <one>' ('Upload Study Material'). */
    add?: string;
    /** The edit dialog's title, when not 'Edit <one>' ('Edit Research Paper'). */
    edit?: string;
    /** The create toast, when SPEC.md gives its own ('Image added to gallery successfully!'). */
    created?: string;
    /** The toast when an edit fails, when SPEC.md names one (default: the server's message). */
    updateFailure?: string;
    /** The delete confirmation's button, when not 'Yes, delete'. */
    confirmDeleteButton?: string;
    /**
     * The office edits the records the type comes with and makes no others (the site pages, one per
     * fixed address): the screen offers no Add and no Delete.
     */
    fixedRecords?: boolean;
    /**
     * The add/edit dialog's words beyond `add` and `edit`, when SPEC.md names them: the add
     * dialog's title when it is not the add button's ('Add Staff Member' for 'Add Staff'), its save
     * button ('Save Course'), and the add dialog's own save button ('Create Event' beside 'Save Event').
     */
    form?: { addTitle?: string; save?: string; addSave?: string };
    /** The toast of every failed add or edit, when SPEC.md names one ('Failed to save course'); the server's message goes under its field. */
    saveFailure?: string;
    /** The toast of a save refused for want of a session, when SPEC.md words it for this type. */
    signedOut?: string;
    /**
     * Screens of one record beyond its edit form (a training's enrolments and attendance): each row
     * links to /admin/<path>/<id>/<screen path>, named '<label> for <title>'; the remote draws them.
     */
    itemScreens?: readonly ItemScreen[];
  };
}

/** A screen of one record (ContentTypeDefinition.admin.itemScreens). */
export interface ItemScreen {
  /** The path under the record's (/admin/<type path>/<id>/<path>). */
  path: string;
  /** The action's words ('Enrolments and attendance'); the record's title follows for screen readers. */
  label: string;
}

/** How a type's records read as RIS citations: the record type, and the field each tag takes. */
export interface RisExport {
  /** RIS's TY ('BOOK'). */
  type: string;
  /** Tag -> field, in the order written ({ TI: 'title', AU: 'author', SN: 'isbn' }). */
  tags: Readonly<Record<string, string>>;
  fileName: string;
  /**
   * The records are the institute's own work (its research papers): one item's citation (GET
   * /api/<path>/<id>/cite, when items are public) names the institute as its publisher.
   */
  byInstitute?: boolean;
}

/**
 * A CSV import of records (POST /api/admin/<path>/import): the columns, in the header's order, and the
 * field whose value names a record, so a row with a known value updates it rather than adding another.
 */
export interface CsvImport {
  columns: readonly string[];
  key: string;
  /** The template's name (GET /api/admin/<path>/import/template). */
  templateName: string;
}

/** What a content type's RSS feed says of itself and of each item (backend/src/content/content-feeds.ts). */
export interface ContentFeed {
  /** The channel's title and description, in the three languages (a feed per language: ?lang=). */
  title: Term;
  description: Term;
  /** The field whose day or moment is the item's pubDate. */
  dateField: string;
  /** The field that is the item's description, if any. */
  descriptionField?: string;
}

/**
 * A public create: the fields a visitor fills (in the public form's order, so its first missing
 * field's message leads), and the values the record gets whatever is sent. What visitors create is
 * not public until the office acts on it (`public.visibleIf`), so it leaves the public cache alone.
 */
export interface VisitorCreate {
  segment: string;
  fields: readonly string[];
  /** The public form's required messages, where they differ from the office's ('Author name is required'). */
  required?: Readonly<Record<string, string>>;
  values: Readonly<Record<string, unknown>>;
  /** A hidden field people leave empty: when a bot fills it, the answer is the same and nothing is stored. */
  honeypot?: string;
  /** The success answer's message. */
  message: string;
}

/**
 * A boolean field the office sets alone: PUT /api/admin/<path>/<id> with a JSON body holding only
 * that field. The activity log says the verb of the new value ('Approved', 'Disapproved').
 */
export interface OfficeFlag {
  field: string;
  verbs: { true: string; false: string };
}

/** A bespoke rule beside the definition: a message on a field when `broken` says so. */
export interface CrossFieldRule {
  field: string;
  message: string;
  /** True when the record breaks the rule. Only called when every field is valid on its own. */
  broken(record: Record<string, unknown>): boolean;
}

/** The value a field holds once validated. */
export type ValueOf<T extends Field> =
  T extends ChoiceField<infer V>
    ? V
    : T extends TextListField
      ? string[]
      : T extends IntegerField
        ? number
        : T extends BooleanField
          ? boolean
          : string;

type RequiredKeys<F extends Fields> = { [K in keyof F]: F[K] extends { required: string } ? K : never }[keyof F];
type OptionalKeys<F extends Fields> = Exclude<keyof F, RequiredKeys<F>>;

/** The validated body of a create or update (files travel beside it). */
export type ValuesOf<F extends Fields> = { [K in Exclude<RequiredKeys<F>, FileKeys<F>>]: ValueOf<F[K]> } & {
  [K in Exclude<OptionalKeys<F>, FileKeys<F>>]: ValueOf<F[K]> | null;
};

type FileKeys<F extends Fields> = { [K in keyof F]: F[K] extends FileField | ImageField ? K : never }[keyof F];
/**
 * A file field `file` is kept as file, fileName, fileSize and fileType; visitors' answers add
 * fileFormat ('PDF'), which every link to it shows beside the size (GIGW 3.0).
 */
type StoredFileOf<K extends string, Optional> = { [P in K]: string | Optional } & {
  [P in `${K}Name`]: string | Optional;
} & {
  [P in `${K}Size`]: number | Optional;
} & { [P in `${K}Type`]: string | Optional } & { [P in `${K}Format`]?: string | Optional };
/** An image `photo` is kept as photo, its copies (photoThumb, ...) and, when it keeps its name, photoName. */
type StoredImageOf<K extends string, I extends ImageField, Optional> = { [P in K]: string | Optional } & {
  [P in `${K}${I['copies'] extends readonly (infer C extends string)[] ? C : never}`]: string | null;
} & (I['keepName'] extends true ? { [P in `${K}Name`]: string | Optional } : unknown);
type FilesOf<F extends Fields> = UnionToIntersection<
  {
    [K in FileKeys<F> & string]: F[K] extends ImageField
      ? StoredImageOf<K, F[K], F[K] extends { required: string } ? never : null>
      : StoredFileOf<K, F[K] extends { required: string } ? never : null>;
  }[FileKeys<F> & string]
>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** A record as the API sends it; `translations` in the office's reads of a type with translatable fields. */
export type ContentOf<D extends ContentTypeDefinition> = {
  id: string;
  createdAt: string;
  updatedAt: string;
  translations?: Translations | null;
} & ValuesOf<D['fields']> &
  ([FileKeys<D['fields']>] extends [never] ? unknown : FilesOf<D['fields']>);

/** The field names a definition refers to are checked against its own fields. */
type FieldNamesChecked<F extends Fields> = {
  order: readonly (readonly [(keyof F & string) | 'createdAt', SortDirection])[];
  indexes?: readonly (readonly ((keyof F & string) | 'createdAt' | 'id')[])[];
  titleField?: keyof F & string;
  admin: ContentTypeDefinition['admin'] & { columns: readonly (keyof F & string)[] };
  public: false | { schemaOrg?: SchemaOrgMapping<keyof F & string> };
};

/** Checks a definition's shape at compile time and keeps its literal types for inference. */
export function defineContentType<const F extends Fields>(
  definition: ContentTypeDefinition<F> & FieldNamesChecked<F>,
): ContentTypeDefinition<F> {
  // A reviewed type's items carry their review day: one field, the same on every such type.
  if (!definition.review) return definition as ContentTypeDefinition<F>;
  return {
    ...definition,
    fields: { ...definition.fields, [REVIEW_FIELD_NAME]: REVIEW_FIELD },
  } as ContentTypeDefinition<F>;
}

/** The names a file field is stored under. */
export function storedFileColumns(field: string): { url: string; name: string; size: string; type: string } {
  return { url: field, name: `${field}Name`, size: `${field}Size`, type: `${field}Type` };
}

/** Where a visitor's answer says a file field's format ('PDF'): not stored, derived from its type. */
export const fileFormatKey = (field: string): string => `${field}Format`;

export function fieldEntries(definition: ContentTypeDefinition): [string, Field][] {
  return Object.entries(definition.fields);
}

/** The fields a form fills: every field but those the server sets. */
export function formFields(definition: ContentTypeDefinition): [string, Field][] {
  return fieldEntries(definition).filter(([, f]) => !f.managed);
}

/**
 * The definition a visitor's create is checked against: the visitor's fields with the public
 * form's messages, and the honeypot as an optional text.
 */
export function visitorDefinition(definition: ContentTypeDefinition): ContentTypeDefinition {
  const create = definition.visitorCreate;
  if (!create) throw new Error(`Content type ${definition.name}: visitors may not create`);
  const fields: Fields = Object.fromEntries(
    create.fields.map((name) => {
      const field = definition.fields[name];
      return [name, create.required?.[name] && field.required ? { ...field, required: create.required[name] } : field];
    }),
  );
  if (create.honeypot) fields[create.honeypot] = { kind: 'text', label: 'Website', max: MAX_LENGTH.url };
  return { ...definition, fields };
}

/** The list's query parameters beyond page, pageSize and q. */
export function filterFields(definition: ContentTypeDefinition): [string, Field][] {
  return fieldEntries(definition).filter(([, f]) => f.filter);
}

export function searchableFields(definition: ContentTypeDefinition): string[] {
  return fieldEntries(definition)
    .filter(([, f]) => f.searchable)
    .map(([name]) => name);
}

/** The fields sent as files: documents and images. */
export function fileFields(definition: ContentTypeDefinition): [string, FileField | ImageField][] {
  return fieldEntries(definition).filter(
    (e): e is [string, FileField | ImageField] => e[1].kind === 'file' || e[1].kind === 'image',
  );
}

/** The columns an image is stored under: the original, its stored copies, and its name when kept. */
export function storedImageColumns(
  field: string,
  image: ImageField,
): { url: string; copies: string[]; name: string | null } {
  return {
    url: field,
    copies: (image.copies ?? []).map((c) => `${field}${c}`),
    name: image.keepName ? `${field}Name` : null,
  };
}

/** The field shown first and bold in the admin table. */
export function titleFieldOf(definition: ContentTypeDefinition): string {
  return definition.titleField ?? fieldEntries(definition).find(([, f]) => f.kind === 'text')?.[0] ?? 'id';
}

/** How the activity log names the type: 'Created study material: ...'. */
export function activityNameOf(definition: ContentTypeDefinition): string {
  return definition.activityName ?? inSentence(definition.label.one);
}

/** How the activity log names a record: its label fields joined by spaces ('B.Ed Final 2024'). */
export function labelOf(definition: ContentTypeDefinition, record: Record<string, unknown>): string {
  const fields = definition.labelFields ?? [titleFieldOf(definition)];
  return (
    fields
      .map((f) => String(record[f] ?? ''))
      .join(' ')
      .trim() || String(record.id ?? '')
  );
}

/** The add button's verb: 'Publish Result' where the toast says 'Result published successfully!'. */
const ADD_VERBS: Record<CreateVerb, string> = { added: 'Add', published: 'Publish', uploaded: 'Upload' };

/** A label inside a sentence: 'Title' -> 'title', but 'ISBN' stays. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label.toLowerCase() : label);

/** The texts SPEC.md's patterns give a content type: toasts, confirmation, the admin screen's. */
export function contentTexts(definition: ContentTypeDefinition) {
  const { one, many } = definition.label;
  const searched = fieldEntries(definition)
    .filter(([, f]) => f.searchable)
    .map(([, f]) => inSentence(f.label));
  const list =
    searched.length > 1
      ? `${searched.slice(0, -1).join(', ')} or ${searched[searched.length - 1]}`
      : (searched[0] ?? '');
  return {
    created: definition.admin.created ?? entityToast[definition.createVerb ?? 'added'](one),
    updated: entityToast.updated(one),
    deleted: entityToast.deleted(one),
    confirmDelete: `Are you sure you want to delete this ${inSentence(one)}?`,
    add: definition.admin.add ?? `${ADD_VERBS[definition.createVerb ?? 'added']} ${one}`,
    edit: definition.admin.edit ?? `Edit ${one}`,
    search: definition.admin.search ?? `Search ${list}`,
    empty: definition.admin.empty ?? `No ${inSentence(many)} found. Click the button above to add one.`,
    allItems: `All ${inSentence(many)}`,
    viewsLabel: `Which ${inSentence(many)}`,
  };
}

/** The add/edit dialog's titles and save buttons: SPEC.md's words where it names them, else the screen's `save`. */
export function formTexts(
  definition: ContentTypeDefinition,
  save: string,
): { add: string; edit: string; save: string; addSave: string } {
  const texts = contentTexts(definition);
  const form = definition.admin.form ?? {};
  return {
    add: form.addTitle ?? texts.add,
    edit: texts.edit,
    save: form.save ?? save,
    addSave: form.addSave ?? form.save ?? save,
  };
}

/** The dashboard's figures of a content type: '<key>Count' and '<key>Change' ('study-material' -> studyMaterial). */
export function dashboardKey(definition: ContentTypeDefinition): string {
  return definition.dashboardKey ?? definition.path.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
}

/** Where the admin API keeps a type's records (its list stays at /api/admin/<path>). */
export function adminRecordPath(definition: ContentTypeDefinition): string {
  return definition.admin.path ?? definition.path;
}

/** The admin screen (under /admin/) that shows a type. */
export function adminScreenPath(definition: ContentTypeDefinition): string {
  return definition.admin.screen ?? definition.path;
}

/** The fields whose values no two records may share, with the 409 message of each. */
export function uniqueFields(definition: ContentTypeDefinition): [string, string][] {
  return fieldEntries(definition).flatMap(([name, f]) =>
    (f.kind === 'text' || f.kind === 'longText' || f.kind === 'choice') && f.unique
      ? [[name, f.unique] as [string, string]]
      : [],
  );
}

/** A content type's public page ('/library', '/events/archive'), or null when it has none. */
export function publicPageOf(definition: ContentTypeDefinition): string | null {
  return definition.public && definition.public.page ? (definition.public.pagePath ?? `/${definition.path}`) : null;
}

/**
 * A content type's item page ('/notices/:id'), or null: every type whose visitors read one item by
 * id (`public.get`) and that has a public page gets one, built once by the machinery (ARCHITECTURE 12.1).
 */
export function itemPageOf(definition: ContentTypeDefinition): string | null {
  return definition.public && definition.public.get && definition.public.page ? `/${definition.path}/:id` : null;
}

/**
 * Where the office previews an item as visitors would see it (`/preview/<name>/<id>`, with the query
 * of the type's `itemPath` that opens the item, '?event=<id>'), or null when no public page shows the type.
 */
export function previewHref(definition: ContentTypeDefinition, id: string): string | null {
  const access = definition.public;
  const own = access && (access.page || access.itemPath);
  if (!own && !definition.shownOn) return null;
  const query =
    access && access.itemPath?.includes('?')
      ? access.itemPath.slice(access.itemPath.indexOf('?')).replace(/:id\b/g, encodeURIComponent(id))
      : '';
  return `/${PREVIEW_SEGMENT}/${definition.name}/${encodeURIComponent(id)}${query}`;
}

/** The public page a preview shows `record` on: its `itemPath`'s page with the record's fields ('/:slug'), else the type's page, else the page it is shown on. */
export function previewPageOf(
  definition: ContentTypeDefinition,
  record: Readonly<Record<string, unknown>>,
): string | null {
  const itemPath = definition.public ? definition.public.itemPath : undefined;
  if (!itemPath) return publicPageOf(definition) ?? definition.shownOn ?? null;
  return itemPath
    .split('?')[0]
    .replace(/:(\w+)/g, (_, field: string) => encodeURIComponent(String(record[field] ?? '')));
}

/**
 * The public list (its API path) a preview of this type answers in its place: the type's own when
 * visitors read it, else the owner's its `reference` field names, whose answers embed the item
 * (a corrigendum's 'tenders'); null when neither.
 */
export function previewListPath(definition: ContentTypeDefinition): string | null {
  if (definition.public && definition.public.list) return definition.path;
  const reference = fieldEntries(definition).find(([, f]) => f.kind === 'reference');
  return reference ? (reference[1] as ReferenceField).to : null;
}

/** The public pages of these content types: '/library', ... */
export function publicPages(definitions: readonly ContentTypeDefinition[]): string[] {
  return definitions.flatMap((d) => publicPageOf(d) ?? []);
}

/** The query parameters a list takes beyond page, pageSize and q: its filters, its view and its sort. */
export function listParams(definition: ContentTypeDefinition): string[] {
  return [
    ...filterFields(definition).map(([name]) => name),
    ...(definition.views ? [definition.views.param] : []),
    ...(definition.sorts ? [definition.sorts.param] : []),
  ];
}

/** A content type's page in the header menu and footer, beyond SPEC.md's pages. */
export interface PublicContentPage {
  path: string;
  nav: Term;
}

/** A content type's 'latest' section on the home page; its items are shown with `dateField`. */
export interface PublicHomeSection {
  path: string;
  title: Term;
  count: number;
  dateField?: string;
}

/** A content type's item or list page: its route ('notices/:id', below the language's prefix) and its type's path. */
export interface PublicItemPage {
  route: string;
  path: string;
}

/** A content type's list page. */
export interface PublicListPage extends PublicItemPage {
  /** Its items as a table or with facet buttons (the list-table chunk). */
  table?: true;
  /** The path of the other type it lists too (`related`), whose card it loads. */
  related?: string;
}

/** The plain data the public site's scripts need of these content types (public-content.build-data.ts). */
export function publicContentOf(definitions: readonly ContentTypeDefinition[]): {
  pages: PublicContentPage[];
  home: PublicHomeSection[];
  items: PublicItemPage[];
  /** The types whose page is the machinery's list page (`public.listPage`), with its route ('events/archive'). */
  lists: PublicListPage[];
} {
  const shown = definitions.flatMap((d) => (d.public ? [{ d, p: d.public }] : []));
  return {
    lists: shown.flatMap(({ d, p }) =>
      p.page && p.listPage
        ? [
            {
              route: (p.pagePath ?? `/${d.path}`).slice(1),
              path: d.path,
              ...(p.listPage.table || p.listPage.facetButtons ? { table: true as const } : {}),
              ...(p.listPage.related ? { related: p.listPage.related.path } : {}),
            },
          ]
        : [],
    ),
    items: definitions.flatMap((d) => {
      const page = itemPageOf(d);
      return page ? [{ route: page.slice(1), path: d.path }] : [];
    }),
    pages: shown.flatMap(({ d, p }) => (p.page && p.nav ? [{ path: d.path, nav: p.nav }] : [])),
    home: shown.flatMap(({ d, p }) =>
      p.home
        ? [
            {
              path: d.path,
              title: p.home.title,
              count: p.home.count,
              dateField: d.order.map(([field]) => field).find((f) => d.fields[f]?.kind === 'date'),
            },
          ]
        : [],
    ),
  };
}

/**
 * The records of other types that belong to an item of `definition` and come inside its answer (a
 * tender's documents and corrigenda: their reference field's `embedAs`), each list by that name.
 */
export function embeddedLists(
  definition: ContentTypeDefinition,
  definitions: readonly ContentTypeDefinition[],
): { name: string; of: ContentTypeDefinition }[] {
  return definitions.flatMap((of) =>
    fieldEntries(of).flatMap(([, f]) =>
      f.kind === 'reference' && f.to === definition.path && f.embedAs
        ? [{ name: f.embedAs, of: publicPartOf(of) }]
        : [],
    ),
  );
}

/**
 * What a visitor's pages of a type read of the definitions: its own, the type its list page lists
 * too (`related`: the RTI officers on /rti) and the lists its items carry (`embedded`). Plain data
 * (public-type.build-chunks.ts): one chunk a type, with no other type's definition.
 */
export interface PublicType {
  definition: ContentTypeDefinition;
  related?: ContentTypeDefinition;
  embedded: { name: string; of: ContentTypeDefinition }[];
}

/** A definition without the parts only the server and the office use: its cross-field rules (code), its import and export. */
function publicPartOf(definition: ContentTypeDefinition): ContentTypeDefinition {
  const { rules: _rules, csvImport: _csvImport, export: _export, indexes: _indexes, ...part } = definition;
  return part;
}

export function publicTypeOf(
  definition: ContentTypeDefinition,
  definitions: readonly ContentTypeDefinition[],
): PublicType {
  const related = definition.public ? definition.public.listPage?.related : undefined;
  const relatedDefinition = related ? definitions.find((d) => d.path === related.path) : undefined;
  return {
    definition: publicPartOf(definition),
    ...(relatedDefinition ? { related: publicPartOf(relatedDefinition) } : {}),
    embedded: embeddedLists(definition, definitions),
  };
}

/** The permission the office reads a type's records with (list, item, revisions, preview, counts). */
export const readPermissionOf = (definition: ContentTypeDefinition): Permission =>
  definition.personalData ? 'personalData' : 'contentRead';

/** The permission a create, an edit or a hand-over for review of a type's records asks. */
export const writePermissionOf = (
  definition: ContentTypeDefinition,
  permission: Extract<Permission, 'contentWrite' | 'contentSubmit'> = 'contentWrite',
): Permission => (definition.personalData ? 'personalData' : permission);
