import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage } from './components/placeholder-page';
import { EventsPage } from './features/events/events-page';
import { MessagesPage } from './features/messages/messages-page';
import { NewsletterPage } from './features/newsletter/newsletter-page';
import { en } from './i18n/en';

/**
 * Exposed as ./routes: this remote's admin screens, relative to /admin where the shell mounts it.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="newsletter/*" element={<NewsletterPage />} />
      <Route path="events/*" element={<EventsPage />} />
      <Route path="messages/*" element={<MessagesPage />} />
      <Route path="*" element={<PlaceholderPage title={en.notFound.title} />} />
    </Routes>
  );
}
