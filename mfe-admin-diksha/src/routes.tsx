import { Navigate, Route, Routes } from 'react-router-dom';
import { DikshaLabPage } from './features/diksha-lab/diksha-lab-page';

/**
 * Exposed as ./routes: this remote's admin screens, relative to /admin where the shell mounts it.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="diksha-lab/*" element={<DikshaLabPage />} />
      {/* A path this remote does not know: the shell's one admin 404 page answers it. */}
      <Route path="*" element={<Navigate to="/admin/not-found" replace />} />
    </Routes>
  );
}
