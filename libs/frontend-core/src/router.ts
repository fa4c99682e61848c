/**
 * What the apps use of React Router, and nothing else. The builds resolve `react-router-dom` to
 * this file (libs/frontend-core/build/rspack-app.js) and share it as a singleton: a shared package
 * is bundled whole (react-router 7 is ~60 KB gz with its server, RSC and cookie code), while this
 * short list lets the bundler drop what no page calls. A name missing here fails the build
 * ("export ... was not found"): add it here. Tests (jest) import the real package.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigationType,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router';
