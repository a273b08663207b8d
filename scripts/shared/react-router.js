// The part of React Router the apps use, provided to the share scope as `react-router`
// (scripts/federation.ts). A shared module is bundled with every export it has, since any remote
// may ask for any of them: the whole package is about 60 KB compressed, most of it the data and
// framework routers (loaders, actions, server rendering) that Tiix's declarative routes never
// run. Shared through this list, it is the declarative router and its hooks. Lint refuses an
// import from 'react-router' of a name that is not here (eslint.config.js reads this list).
//
// `react-router-package` is the real package (an alias set by `sharedAliases`): a plain
// 'react-router' here would ask the share scope for this very module.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  resolvePath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-package';
