import { Navigate, Route, Routes } from 'react-router-dom';
import { contentRoutes } from '@diet/admin-ui/content-routes';
import { SingletonScreen } from '@diet/admin-ui/singleton-screen';
import { singletonsOf } from '@diet/contracts/content-types/site-settings';
import { contentEndpoints } from './api/admin-comms-api';
import { AccountsPage } from './features/accounts/accounts-page';
import { CompliancePage } from './features/compliance/compliance-page';
import { AuditPage } from './features/audit/audit-page';
import { JobsPage } from './features/jobs/jobs-page';
import { MyAccountPage } from './features/accounts/my-account-page';
import { SecurityPolicyPage } from './features/accounts/security-policy-page';
import { EventsPage } from './features/events/events-page';
import { MessagesPage } from './features/messages/messages-page';
import { NewsletterPage } from './features/newsletter/newsletter-page';

/**
 * Exposed as ./routes: this remote's admin screens, relative to /admin where the shell mounts it.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="newsletter/*" element={<NewsletterPage />} />
      <Route path="messages/*" element={<MessagesPage />} />
      <Route path="accounts" element={<AccountsPage />} />
      <Route path="security-policy" element={<SecurityPolicyPage />} />
      <Route path="compliance" element={<CompliancePage />} />
      <Route path="audit" element={<AuditPage />} />
      <Route path="jobs" element={<JobsPage />} />
      <Route path="my-account" element={<MyAccountPage />} />
      {contentRoutes('mfe_admin_comms', contentEndpoints, { events: <EventsPage /> })}
      {singletonsOf('mfe_admin_comms').map((definition) => (
        <Route
          key={definition.path}
          path={definition.path}
          element={<SingletonScreen definition={definition} endpoints={contentEndpoints} />}
        />
      ))}
      {/* A path this remote does not know: the shell's one admin 404 page answers it. */}
      <Route path="*" element={<Navigate to="/admin/not-found" replace />} />
    </Routes>
  );
}
