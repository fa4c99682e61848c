import { Route, Routes } from 'react-router-dom';
import { AboutPage } from './features/about/about-page';
import { InfrastructurePage } from './features/infrastructure/infrastructure-page';
import { StaffPage } from './features/staff/staff-page';
import { LibraryPage } from './features/library/library-page';
import { ResultsPage } from './features/results/results-page';
import { StudyMaterialPage } from './features/study-material/study-material-page';
import { ResearchPage } from './features/research/research-page';
import { GalleryPage } from './features/gallery/gallery-page';
import { NewsletterPage } from './features/newsletter/newsletter-page';
import { DikshaLabPage } from './features/diksha-lab/diksha-lab-page';
import { ContactPage } from './features/contact/contact-page';
import { EventsArchivePage } from './features/events-archive/events-archive-page';
import { HomePage } from './features/home/home-page';
import { NotFoundPage } from './features/not-found/not-found-page';

/**
 * Exposed as ./routes: every public route of SPEC.md section 2, relative to where the shell
 * mounts it (/*), and a 404 for the rest.
 */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="about" element={<AboutPage />} />
      <Route path="infrastructure" element={<InfrastructurePage />} />
      <Route path="staff" element={<StaffPage />} />
      <Route path="library" element={<LibraryPage />} />
      <Route path="results" element={<ResultsPage />} />
      <Route path="study-material" element={<StudyMaterialPage />} />
      <Route path="research" element={<ResearchPage />} />
      <Route path="gallery" element={<GalleryPage />} />
      <Route path="newsletter" element={<NewsletterPage />} />
      <Route path="diksha-lab" element={<DikshaLabPage />} />
      <Route path="contact" element={<ContactPage />} />
      <Route path="events/archive" element={<EventsArchivePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
