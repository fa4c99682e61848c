import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage } from './components/placeholder-page';
import { DikshaLabPage } from './features/diksha-lab/diksha-lab-page';
import { en } from './i18n/en';

/**
 * Exposed as ./routes: this remote's admin screens, relative to /admin where the shell mounts it.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="diksha-lab/*" element={<DikshaLabPage />} />
      <Route path="*" element={<PlaceholderPage title={en.notFound.title} />} />
    </Routes>
  );
}
