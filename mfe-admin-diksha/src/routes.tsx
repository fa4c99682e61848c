import { Navigate, Route, Routes } from 'react-router-dom';
import { contentRoutes } from '@diet/admin-ui/content-routes';
import { TRAINING_OFFICE_SCREEN, trainings } from '@diet/contracts/content-types/trainings';
import { contentEndpoints } from './api/admin-diksha-api';
import { DikshaLabPage } from './features/diksha-lab/diksha-lab-page';
import { TrainingOfficePage } from './features/trainings/training-office-page';

/**
 * Exposed as ./routes: this remote's admin screens, relative to /admin where the shell mounts it.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      {contentRoutes(
        'mfe_admin_diksha',
        contentEndpoints,
        { 'diksha-lab': <DikshaLabPage /> },
        { [`${trainings.path}/${TRAINING_OFFICE_SCREEN}`]: <TrainingOfficePage /> },
      )}
      {/* A path this remote does not know: the shell's one admin 404 page answers it. */}
      <Route path="*" element={<Navigate to="/admin/not-found" replace />} />
    </Routes>
  );
}
