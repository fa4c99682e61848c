/**
 * The first texts of the site pages the office keeps (libs/contracts content-types/site-pages.ts),
 * in English here and in Punjabi and Hindi beside it, written by their migrations so that a new
 * installation publishes them at once; from then on the office edits them under 'Site pages'.
 * The retention periods are those of docs/decisions.md.
 */
import { POLICIES_OF_ARCHIVE_AND_REVIEW } from './site-policies';
import type { SitePageSlug } from '@diet/contracts/content-types/site-pages';
import type { TranslatedLanguage } from '@diet/contracts/languages';
import { SITE_PAGES_HI } from './site-pages-hindi';
import { SITE_PAGES_PA } from './site-pages-punjabi';

export interface InitialSitePage {
  slug: SitePageSlug;
  title: string;
  body: string;
  /** The record's `translations`: the title and the text in Punjabi and Hindi. */
  translations: Record<TranslatedLanguage, { title: string; body: string }>;
}

const ACCESSIBILITY = `The District Institute of Education and Training, Faridkot, wants every visitor to be able to use this website, whatever device, browser or assistive technology they use and whatever their abilities. The site is built to meet level AA of the Web Content Accessibility Guidelines (WCAG) 2.1 and the Guidelines for Indian Government Websites (GIGW) 3.0.

## What you can do on this site
- Skip straight to the main content with the 'Skip to main content' link, the first thing the keyboard reaches on every page.
- Make the text smaller or larger with the A-, A and A+ buttons at the top of every page, up to twice the normal size, without losing any content or function.
- Switch to a high-contrast theme (yellow and white on black) with the 'High contrast' button; it meets the enhanced contrast level of WCAG (7:1).
- Use the whole site with a keyboard alone: every link, button and form field can be reached with Tab and shows clearly where you are.
- Read every picture's text alternative with a screen reader; pages use headings, landmarks and labelled forms.
- Search the whole site from the search box in the header.
The site remembers your text size and contrast choices on this device.

## Screen readers
The site follows WCAG 2.1 level AA so that it works with screen readers such as those below, each available from its maker.
- NVDA (NonVisual Desktop Access), for Windows, free and open source.
- JAWS (Job Access With Speech), for Windows, commercial.
- VoiceOver, built into iPhone, iPad and Mac.
- TalkBack, built into Android phones.
- Orca, for Linux, free and open source.

## Documents
Notices, results, study materials and other documents are published as PDF files. Where a document is a scanned image, please ask us for a text version and we will send it.

## Known limitations
Some older PDF documents were scanned from paper and cannot be read by a screen reader. The map on the Contact page comes from an outside service; the same address is written out in text beside it.

## Tell us about a problem
If you find a page you cannot use, please write to the institute through the Contact page or by e-mail, naming the page and the problem. We reply within 7 working days and fix what we can in the next update of the site.`;

const POLICIES = `These policies apply to this website of the District Institute of Education and Training (DIET), Faridkot, Punjab.

## Copyright policy
The material on this website may be reproduced free of charge after taking proper permission by sending a mail to the institute. It must be reproduced accurately and not used in a derogatory manner or in a misleading context. Wherever it is published or given to others, the source must be acknowledged. This permission does not extend to material identified as being the copyright of a third party; permission to reproduce such material must be obtained from the copyright holders concerned.

## Hyperlinking policy
Links to other websites: this site links to other websites and portals only for your convenience. The institute is not responsible for their content or reliability and does not necessarily endorse the views expressed in them. A link that leaves this site is marked as opening an external site. We cannot guarantee that such links work all the time, and we have no control over the availability of the linked pages.
Links to this website: we do not object to you linking directly to the information hosted on this site, and no prior permission is required. We do not permit our pages to be loaded into frames on your site; they must open in a newly opened browser window or tab.

## Privacy policy
This website does not collect personal information when you read it. We do not use cookies for tracking, and no advertising or tracking service is used.
To count daily visitors the site keeps, for each day, a keyed code made from your connection's address and browser. The address itself is not stored, and the codes of two days cannot be linked to each other. To protect the forms from abuse the site counts, for a few minutes, how often an address sends a form; these counts are deleted when they expire.
What the forms keep, and for how long:
- Contact form: your name, e-mail address, the subject and your message, with the time it was sent. Only the institute's office reads them, to answer you. A message is deleted automatically 12 months after it is received.
- Newsletter: your name, e-mail address and whether you are a student, a teacher or another reader, with the day you subscribed, and a record of each newsletter sent to you. They are kept while you are subscribed. Every newsletter has an unsubscribe link; after you unsubscribe no newsletter is sent to you, and your address is deleted automatically 12 months after you unsubscribe.
- Research proposal: the title, author's name, year, description, status and the file you send. An approved proposal is published on the Research page with the author's name. A proposal that is not approved is deleted automatically 12 months after the decision.
We do not sell or share this information with anyone, except where the law requires it. To ask what we hold about you, or to have it deleted sooner, write to the institute through the Contact page.
Your text size and contrast choices are stored only in your own browser.

## Terms of use
This website is designed, developed and maintained by the District Institute of Education and Training, Faridkot. Though all efforts have been made to ensure the accuracy of the content, it should not be construed as a statement of law or used for any legal purposes. In case of any ambiguity or doubt, users are advised to verify the information with the institute or other sources and to obtain appropriate professional advice. Under no circumstances will the institute be liable for any expense, loss or damage arising from the use of this website. These terms are governed by the laws of India, and any dispute is subject to the jurisdiction of the courts of Punjab.

## Content contribution, moderation and approval policy
Content is contributed by the sections of the institute (administration, examinations, library, Diksha Lab and the faculty) through the institute's staff accounts. A contributor prepares an item as a draft; an editor or the administrator checks it for accuracy, language and accessibility and publishes it. Research proposals sent by visitors are published only after the institute approves them. Every change is recorded with the name of the person who made it.

## Content archival policy
${POLICIES_OF_ARCHIVE_AND_REVIEW.en.archival}

## Content review policy
${POLICIES_OF_ARCHIVE_AND_REVIEW.en.review}

## Contingency management
The website's data is backed up every day and a copy is kept away from the server. If the site is defaced or stops working, the administrator takes it offline or restores it from the last good copy, and the institute aims to have it back within 24 hours. A natural disaster or other emergency affecting the server is handled by moving the site, from its backup, to another server. Questions about the site go to the institute's office through the Contact page.`;

const HELP = `This page explains how to find what you need on the website of the District Institute of Education and Training, Faridkot.

## Finding your way
The menu at the top of every page leads to the main sections. On a phone, open it with the 'Menu' button. The footer at the bottom of every page repeats the links and gives the institute's address, phone and e-mail. The Site map page lists every page of the site.

## Searching
Type a word into the search box at the top of the page and press Enter. The results are grouped by kind (notices, events, library books, results and so on); each result opens the page where the item is shown.

## Reading tools
- A- makes the text smaller, A+ makes it larger (up to twice the normal size), and A brings it back to normal.
- 'High contrast' shows the site in light text on a black background; press it again to go back.
- The site remembers both choices on your device.
- Keyboard users can press Tab once to reach 'Skip to main content'.

## Languages
The site is available in English, Punjabi and Hindi. Choose the language with the language links at the top of the page.

## PDF documents
Notices, results and study materials are PDF files. To open them you need a PDF reader; most phones and browsers open them directly. Free readers include Adobe Acrobat Reader and the reader built into Firefox, Chrome and Edge. The size of each file is shown next to its download link.

## News feeds
Notices, tenders and events are also published as RSS feeds, which a feed reader can follow so that you see new items without visiting the site.

## Contact
If you cannot find what you need, or something on the site does not work, write to us through the Contact page, or call or e-mail the office at the number and address given in the footer (Monday to Friday, 9:00 AM to 5:00 PM).`;

const page = (slug: SitePageSlug, title: string, body: string): InitialSitePage => ({
  slug,
  title,
  body,
  translations: { pa: SITE_PAGES_PA[slug], hi: SITE_PAGES_HI[slug] },
});

export const INITIAL_SITE_PAGES: readonly InitialSitePage[] = [
  page('accessibility', 'Accessibility Statement', ACCESSIBILITY),
  page('website-policies', 'Website Policies', POLICIES),
  page('help', 'Help', HELP),
];
