import { Navigate, Route, Routes } from 'react-router-dom';
import { contentRoutes } from '@diet/admin-ui/content-routes';
import { ReviewQueueScreen } from '@diet/admin-ui/review-queue';
import { contentEndpoints } from './api/admin-content-api';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { GalleryPage } from './features/gallery/gallery-page';
import { ResultsPage } from './features/results/results-page';
import { ResearchPage } from './features/research/research-page';
import { StaffPage } from './features/staff/staff-page';
import { StudyMaterialPage } from './features/study-material/study-material-page';
import { TrashPage } from './features/trash/trash-page';

/**
 * Exposed as ./routes: this remote's admin screens, relative to /admin where the shell mounts it.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="trash" element={<TrashPage />} />
      <Route path="review" element={<ReviewQueueScreen endpoints={contentEndpoints} />} />
      {contentRoutes('mfe_admin_content', contentEndpoints, {
        staff: <StaffPage />,
        gallery: <GalleryPage />,
        results: <ResultsPage />,
        'study-material': <StudyMaterialPage />,
        research: <ResearchPage />,
      })}
      {/* A path this remote does not know: the shell's one admin 404 page answers it. */}
      <Route path="*" element={<Navigate to="/admin/not-found" replace />} />
    </Routes>
  );
}
